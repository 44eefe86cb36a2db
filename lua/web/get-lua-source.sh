#!/usr/bin/env bash
# get-lua-source.sh DIR — Lua 5.4 for the WebAssembly build (lua/web, docs/design/dependencies.md):
# Debian's source package lua5.4, of the version of the installed liblua5.4-dev (the native
# build's Lua), unpacked with Debian's patches into DIR/lua5.4-VERSION, whose path it prints.
#
# apt-get reads a private list of sources made in DIR from the machine's own: the same archives,
# as deb-src. Nothing of the machine's apt configuration changes, and nothing is fetched when
# DIR has the source already. Needs apt-get and dpkg-source (dpkg-dev).
set -euo pipefail
dir=${1:?usage: get-lua-source.sh DIR}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

version=$(dpkg-query -W -f='${Version}' liblua5.4-dev 2>/dev/null || true)
upstream=${version%%-*}
if [ -n "$upstream" ] && [ -f "$dir/lua5.4-$upstream/src/lapi.c" ] && [ -f "$dir/lua5.4-$upstream/.version" ] &&
   [ "$(cat "$dir/lua5.4-$upstream/.version")" = "$version" ]; then
  echo "$dir/lua5.4-$upstream"
  exit 0
fi

apt="$dir/apt"
rm -rf "$apt"
mkdir -p "$apt/sources.list.d" "$apt/lists/partial" "$apt/cache/archives/partial"
# The machine's archives as deb-src: deb822 files (Types: deb) and one-line lists (deb URI ...).
for f in /etc/apt/sources.list.d/*.sources; do
  [ -f "$f" ] && sed -e 's/^Types:.*/Types: deb-src/' "$f" > "$apt/sources.list.d/$(basename "$f")"
done
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
  [ -f "$f" ] && sed -n -e 's/^deb \(.*\)/deb-src \1/p' "$f" >> "$apt/sources.list.d/machine.list"
done
opts=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt/sources.list.d"
      -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o "APT::Sandbox::User=root" -qq)
apt-get "${opts[@]}" update >&2
cd "$dir"
if [ -n "$version" ]; then
  apt-get "${opts[@]}" source "lua5.4=$version" >&2
else # no native Lua here: the newest source
  apt-get "${opts[@]}" source lua5.4 >&2
  version=$(sed -n 's/^Version: //p' lua5.4_*.dsc | head -n 1)
  upstream=${version%%-*}
fi
rm -rf "$apt"
[ -f "$dir/lua5.4-$upstream/src/lapi.c" ] || { echo "get-lua-source.sh: no lua5.4-$upstream/src in $dir" >&2; exit 1; }
echo "$version" > "$dir/lua5.4-$upstream/.version"
echo "$dir/lua5.4-$upstream"
