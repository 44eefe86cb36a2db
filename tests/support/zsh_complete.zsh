# zsh -f zsh_complete.zsh DIR LINE...: what zsh's completion offers at the end of each LINE, one
# word a line, sorted, each line's words followed by a line "=="; with the completion function
# _kharbaga found in DIR (test_completion). An interactive zsh in a pseudo-terminal is given each
# LINE and a Tab; each word offered is printed as the completion adds it, and "<DONE>" once the
# completion is over (comppostfuncs), before anything more is typed.
zmodload zsh/zpty || exit 2
zpty z zsh -f -i
zpty -w z "fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z 'compadd() { local -a hits; builtin compadd -O hits "$@"; (( $#hits )) && print -l -- "<HIT>"${^hits}; builtin compadd "$@" }'
zpty -w z 'done_() { print "<DO""NE>" }'
zpty -w z 'print "<REA""DY>"'
zpty -r z out '*<READY>*' || exit 2
for line in "${@[2,-1]}"; do
  zpty -w z 'comppostfuncs=(done_)'
  zpty -w -n z "$line"$'\t'
  zpty -r z out '*<DONE>*' || exit 2
  zpty -w -n z $'\x15'
  print -r -- "$out" | tr -d '\r' | grep -o '<HIT>[^<]*' | sed 's/^<HIT>//; s/[[:space:]].*//' | sort -u
  print "=="
done
zpty -d z
