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
# Run from the source tree's top; KHARBAGA_PATH is set to its variants/. Times differ from run to
# run: perft's are written T, and the battery runs no search whose output holds them.
set -u
bin=${1:?usage: tests/cli/battery.sh PATH/TO/kharbaga}
export KHARBAGA_PATH="$PWD/variants"
export XDG_STATE_HOME="${TMPDIR:-/tmp}/kharbaga-battery-state"
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

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
run serve --port 70000
run serve --host nowhere.invalid
run serve --max-time 0
feed '{"cmd":"moves"}' engine --variant felli
feed 'quit' engine --position zz
