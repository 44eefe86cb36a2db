#!/bin/sh
# battery.sh — runs a fixed battery of kharbaga commands (every verb's help, verbs with --json,
# bad command lines and bad input) and writes each one's command line, exit status, standard
# output and standard error to standard output, for comparing a change's outputs before and
# after it: a refactoring that must not change what the program says diffs two runs.
#
#   tests/cli/battery.sh build/kharbaga > before.txt
#   (change, build)
#   tests/cli/battery.sh build/kharbaga > after.txt && diff before.txt after.txt
#
# The JSON API follows, when curl is there: a server on BATTERY_PORT (default 18631) asked each
# request once, in English or in the language BATTERY_LANG names (the requests' lang parameter).
#
# Run from the source tree's top; KHARBAGA_PATH is set to its variants/. Times differ from run to
# run: perft's are written T, and so are those of the reports of match, study, bench and solve,
# which run in a directory of their own (their files named relative to it, so that their command
# lines are the same from run to run).
set -u
bin=${1:?usage: tests/cli/battery.sh PATH/TO/kharbaga}
case $bin in /*) ;; *) bin="$PWD/$bin" ;; esac
export KHARBAGA_PATH="$PWD/variants"
export XDG_STATE_HOME="${TMPDIR:-/tmp}/kharbaga-battery-state"
out=$(mktemp) err=$(mktemp) work=$(mktemp -d)
trap 'rm -rf "$out" "$err" "$work"' EXIT

# report WHAT: the command's line, exit status ($status), output (perft's times as T) and errors
report() {
    printf '%s\n' "==== $1" "---- status $status" "---- stdout"
    sed -E 's/"seconds":[0-9.e-]+,"moves_per_second":[0-9]+/"seconds":T,"moves_per_second":T/;
            s/in [0-9.]+ s \([0-9]+ moves\/s\)/in T s (T moves\/s)/' "$out"
    printf '%s\n' "---- stderr"
    cat "$err"
}

# run ARGS...: one command of the battery (standard input from /dev/null)
run() {
    timeout 60 "$bin" "$@" </dev/null >"$out" 2>"$err"
    status=$?
    report "kharbaga $*"
}

# timed ARGS...: one command of the battery in the directory $work, its times written T (a
# duration, "0.12 s", "40 ms", "3 min 5 s"; a speed; how long a game took)
timed() {
    (cd "$work" && timeout 60 "$bin" "$@" </dev/null >"$out" 2>"$err")
    status=$?
    for f in "$out" "$err"; do
        sed -E 's/a game took [^)]*\)+/a game took T)/;
                s/[0-9]+(\.[0-9]+)? (ms|s|min|h)([^A-Za-z]|$)/T\3/g;
                s/[0-9]+(\.[0-9]+)? (M positions|nodes)\/s/T \2\/s/g' "$f" >"$f.t" && mv "$f.t" "$f"
    done
    report "kharbaga $*"
}

# feed TEXT ARGS...: one command with TEXT on its standard input
feed() {
    text=$1
    shift
    printf '%s\n' "$text" | timeout 60 "$bin" "$@" >"$out" 2>"$err"
    status=$?
    report "$text | kharbaga $*"
}

run
run --help
run --version
run help moves
for verb in play learn rules family dispute explain show render moves analyze match study merge bench \
    personalities variants check engine perft serve; do
    run "$verb" --help
done
run frobnicate
run moves --json
run moves --variant zamma --play "e3-e5 e7xe3"
run moves --position zz
run moves --bogus
run moves --depth 3
run moves --variant
run moves --variant zamma --variant felli
run moves --play e3-e9 --json
run moves --rule removal=later
run moves --ruleset nosuch
run moves --rule removal=end --rule removal=immediate
run show
run show --variant felli --json
run perft --depth 3 --json
run perft --depth 2 --divide --variant felli
run perft
run perft --depth 999
run rules zamma --json
run rules --variant kharbaga --rule removal=immediate
run rules zamma --variant felli
run explain e3-e7 --json
run explain e3-e5
run explain
run dispute --a ruleset=standard --b removal=immediate --play "e3-e5 e7xe3" --json
run dispute --a ruleset=standard
run dispute --b removal=immediate
run dispute --at 3
run dispute --part --play "d4-e5 f6xd4 c3xe5 a5xc3" --a removal=immediate --json --variant zamma
run variants --long --json
run variants
run personalities --json
run family --json
run learn --json
run learn kharbaga --json --lesson 4 --answer e3-f4
run learn --lesson 999 --json
run learn --answer e3-f4 --json
run check variants/zamma.lua --json
run check variants/felli.lua
run check tests/data/corpus/variants/bad_rule_value.lua --json
run check tests/data/corpus/variants/bad_rule_value.lua
run check tests/data/corpus/variants/board_missing.lua --json
run check tests/data/corpus/variants/error_call.lua --json
run check
for script in tests/data/check/*.lua tests/data/corpus/variants/extends_cycle_a.lua \
    tests/data/corpus/variants/disputes_entry_fields.lua tests/data/corpus/variants/inherited_bad_start.lua \
    tests/data/corpus/personalities/*.lua; do
    run check "$script" --json
    run check "$script"
done
run render --variant felli --move c2-c3 --json
run render --size 9
run analyze --depth 0
run analyze --ai nosuch
run analyze --ai random
run match --games 0
run match greedy
run study --choice removal=end --choice removal=end --games 0
run merge /nonexistent/file.jsonl
run bench --depth 0
# The reports: a match (and one with a sequential test), a match in two shards and their merge, a
# study, bench and the endgame tables of Felli's two pieces (built, then read again and verified).
timed match greedy random --variant felli --games 2 --depth 1 --jobs 1
timed match greedy random --variant felli --games 2 --depth 1 --jobs 1 --sprt 0,50
timed match greedy random --variant felli --games 4 --depth 1 --jobs 1 --shard 1/2 --out shard-1.jsonl
timed match greedy random --variant felli --games 4 --depth 1 --jobs 1 --shard 2/2 --out shard-2.jsonl
timed merge shard-1.jsonl shard-2.jsonl
timed merge shard-1.jsonl
timed study --variant felli --choice removal=end --choice removal=immediate --games 2 --depth 1 --jobs 1
timed bench --depth 1
timed solve --variant felli --pieces 2 --plan --dir tables
timed solve --variant felli --pieces 2 --dir tables
timed solve --variant felli --pieces 2 --dir tables --verify --position "B:Bc3:Wc4"
timed solve --variant felli --pieces 2 --dir /dev/null/tables
run serve --port 70000
run serve --host nowhere.invalid
run serve --max-time 0
feed '{"cmd":"moves"}' engine --variant felli
feed 'quit' engine --position zz
feed '{"cmd":"bogus"}
{"cmd":"undo","count":3}
{"cmd":"position","position":"start","moves":["e3-e5","zz"]}
{"cmd":"play","move":"e3-e9"}
{"cmd":"go","depth":"deep"}
{"cmd":"variant"}
{"cmd":"rules","rules":"removal"}
{"cmd":"go","infinite":true,"depth":3}
{"cmd":' engine

# The JSON API: a server on a port of the loopback (BATTERY_PORT, default 18631) with the
# workshop, asked with curl (skipped without it); each answer's status and body.
command -v curl >/dev/null || exit 0
port=${BATTERY_PORT:-18631}
"$bin" serve --port "$port" --workshop >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -f "$out" "$err"' EXIT
for i in 1 2 3 4 5 6 7 8 9 10; do
    curl -s -o /dev/null "http://127.0.0.1:$port/api/family" && break
    sleep 0.5
done

# api [POST FILE] PATH: one request (a POST sends FILE as the body); with BATTERY_LANG set, in
# that language (the API's lang parameter; without it the API answers in English)
api() {
    if [ -n "${BATTERY_LANG:-}" ]; then
        eval "last=\${$#}"
        case $last in *\?*) last="$last&lang=$BATTERY_LANG" ;; *) last="$last?lang=$BATTERY_LANG" ;; esac
        if [ "$1" = POST ]; then set -- POST "$2" "$last"; else set -- "$last"; fi
    fi
    if [ "$1" = POST ]; then
        curl -s -X POST -H 'X-Kharbaga: 1' --data-binary "@$2" -o "$out" -w '%{http_code}' \
            "http://127.0.0.1:$port$3" >"$err"
        what="POST $3 < $2"
    else
        curl -s -o "$out" -w '%{http_code}' "http://127.0.0.1:$port$1" >"$err"
        what="GET $1"
    fi
    status=$(cat "$err")
    : >"$err"
    report "$what"
}

for target in '/api/moves?variant=nosuchgame' '/api/moves?variant=..%2Fvariants%2Fkharbaga' \
    '/api/moves?ruleset=nosuch' '/api/moves?rule=frob%3D1' '/api/moves?rule=removal%3Dsometimes' \
    '/api/moves?position=zz' '/api/moves?play=e3-e9' '/api/moves?play=' '/api/moves?depth=3' \
    '/api/moves?output=%2Ftmp%2Fx' '/api/dispute?record=%2Fetc%2Fpasswd' '/api/perft?depth=7' \
    '/api/perft?depth=x' '/api/perft' '/api/analyze?ai=nosuch' '/api/analyze?time=0' '/api/render?size=3' \
    '/api/render?move=a1-a9' '/api/render?no-coordinates=maybe' '/api/explain' '/api/family?json=0' \
    '/api/explain?move=e3' '/api/explain?move=-h' '/api/explain?move=e3-e5&move=e3-e7' \
    '/api/dispute?a=removal%3Dimmediate' '/api/dispute?part=true&a=removal%3Dimmediate' \
    '/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&at=3' \
    '/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&from=2&at=2' \
    '/api/moves?variant=kharbaga&variant=zamma' '/api/learn?lesson=99' '/api/learn?answer=e3-e5' \
    '/api/learn?lesson=2&answer=e3-d4&found=e3-e7' '/api/learn?lesson=2&answer=e3-d4&tries=2' \
    '/api/nosuchverb' '/api/moves?frob=1' '/api/explain?frob=1' '/api/variants?long=1' \
    '/api/moves?variant=zamma&play=e3-e5' '/api/show?variant=felli' '/api/perft?depth=2&divide=1' \
    '/api/rules?variant=zamma&rule=removal%3Dimmediate' '/api/explain?move=e3-e7' \
    '/api/dispute?a=ruleset%3Dstandard&b=removal%3Dimmediate&play=e3-e5+e7xe3' \
    '/api/learn?variant=kharbaga&lesson=4&answer=e3-f4'; do
    api "$target"
done
for target in check check?position=zz moves perft?depth=1 perft?depth=1\&frob=2 rules nosuch; do
    for script in tests/data/corpus/variants/bad_rule_value.lua tests/data/corpus/variants/error_call.lua \
        variants/felli.lua; do
        api POST "$script" "/api/workshop/$target"
    done
done
api POST variants/felli.lua '/api/workshop/moves?variant=felli'
api POST variants/felli.lua '/api/search?ai=nosuch'
api POST variants/felli.lua '/api/workshop/search?depth=0'
