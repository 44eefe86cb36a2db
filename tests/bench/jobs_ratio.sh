#!/bin/sh
# jobs_ratio.sh KHARBAGA ROUNDS GAMES DEPTH — games per minute of `match --jobs 1` against
# `--jobs 2`, the two alternated ROUNDS times (a shared machine's load changes between runs), with
# the load average before each run. Prints one line per run, then the median of the rounds' ratios
# (docs/BENCHMARKS.md, "Parallel matches and studies").
set -eu
bin=${1:?usage: jobs_ratio.sh KHARBAGA ROUNDS GAMES DEPTH}
rounds=${2:-5}
games=${3:-60}
depth=${4:-5}
ratios=""
i=0
while [ "$i" -lt "$rounds" ]; do
  i=$((i + 1))
  for jobs in 1 2; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    start=$(date +%s.%N)
    "$bin" match master master --games "$games" --depth "$depth" --jobs "$jobs" >/dev/null
    end=$(date +%s.%N)
    secs=$(awk "BEGIN { print $end - $start }")
    rate=$(awk "BEGIN { print $games * 60 / $secs }")
    printf 'round %d  --jobs %d  %6.2f s  %7.1f games/min  load %s\n' "$i" "$jobs" "$secs" "$rate" "$load"
    eval "rate$jobs=$rate"
  done
  ratios="$ratios $(awk "BEGIN { print $rate2 / $rate1 }")"
done
echo "$ratios" | tr ' ' '\n' | grep . | sort -g | awk '{r[NR] = $1} END {
  m = NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
  printf "ratios:"; for (i = 1; i <= NR; i++) printf " %.2f", r[i]; printf "\nmedian ratio --jobs 2 / --jobs 1: %.2f\n", m }'
