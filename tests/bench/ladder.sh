#!/bin/sh
# ladder.sh — a round robin of AI players with `kharbaga match`, printed as a Markdown cross
# table: each cell is the row player's score against the column player, then the row player's
# score over all its games. Matches run one after another (each player's search is timed, so
# running two at once would halve their thinking time).
#
#   tests/bench/ladder.sh KHARBAGA GAMES TIME_MS VARIANT SEED PLAYER...
#   KHARBAGA_PATH=variants tests/bench/ladder.sh build/kharbaga 20 100 kharbaga 1 \
#       teacher greedy raider defender gambler master
#
# The output of every match is kept in $LADDER_DIR (default: a new directory under /tmp); a pair
# whose result is already there is not played again, so after changing one player, delete its
# matches and run the ladder again.
set -eu

if [ $# -lt 7 ]; then
    echo "usage: $0 KHARBAGA GAMES TIME_MS VARIANT SEED PLAYER PLAYER..." >&2
    exit 2
fi
bin=$1 games=$2 time=$3 variant=$4 seed=$5
shift 5
dir=${LADDER_DIR:-$(mktemp -d /tmp/kharbaga-ladder-XXXXXX)}
mkdir -p "$dir"

# field NAME FILE: the first (top-level) integer field NAME of a match's JSON.
field() { grep -o "\"$1\":[0-9]*" "$2" | head -1 | cut -d: -f2; }

# Play every pair once; a pair's result is kept as "wins draws losses" of the first player.
i=0
for a in "$@"; do
    i=$((i + 1))
    j=0
    for b in "$@"; do
        j=$((j + 1))
        [ "$j" -gt "$i" ] || continue
        out="$dir/$a-$b.json"
        [ -s "$out" ] && continue # played already (a ladder run again after changing one player)
        "$bin" match "$a" "$b" --games "$games" --time "$time" --variant "$variant" --seed "$seed" --json \
            >"$out" 2>"$dir/$a-$b.progress"
        echo "$a-$b: $(field wins "$out")-$(field draws "$out")-$(field losses "$out")" >&2
    done
done

# score A B: A's points against B (wins + draws/2) and the games, "points games".
score() {
    if [ -f "$dir/$1-$2.json" ]; then
        f="$dir/$1-$2.json"
        w=$(field wins "$f") d=$(field draws "$f") l=$(field losses "$f")
    else
        f="$dir/$2-$1.json"
        w=$(field losses "$f") d=$(field draws "$f") l=$(field wins "$f")
    fi
    echo "$w $d $l" | awk '{ printf "%.1f %d", $1 + $2 / 2, $1 + $2 + $3 }'
}

printf "| | "
for b in "$@"; do printf "%s | " "$b"; done
printf "all |\n|---|"
for b in "$@"; do printf -- "---|"; done
printf -- "---|\n"
for a in "$@"; do
    printf "| **%s** | " "$a"
    total=0 n=0
    for b in "$@"; do
        if [ "$a" = "$b" ]; then
            printf "— | "
            continue
        fi
        r=$(score "$a" "$b")
        points=${r% *} played=${r#* }
        printf "%s%% | " "$(echo "$points $played" | awk '{ printf "%.0f", 100 * $1 / $2 }')"
        total=$(echo "$total $points" | awk '{ print $1 + $2 }')
        n=$((n + played))
    done
    printf "%s%% |\n" "$(echo "$total $n" | awk '{ printf "%.1f", 100 * $1 / $2 }')"
done
echo "matches kept in $dir" >&2
