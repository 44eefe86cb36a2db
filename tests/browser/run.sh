#!/bin/sh
# run.sh KHARBAGA OUTDIR [TEST] — runs a Node test of the page (default page_test.mjs) against
# the kharbaga binary, keeping its screenshots in OUTDIR. Exits 77 (CTest's "skipped") when Node,
# the npm packages (npm ci in tests/browser) or Chromium are missing, unless
# KHARBAGA_REQUIRE_BROWSER=1 (as in CI), which makes a missing piece a failure.
here=$(cd "$(dirname "$0")" && pwd)
test=${3:-page_test.mjs}
chromium=${KHARBAGA_CHROMIUM:-/usr/bin/chromium}

missing() {
  if [ "${KHARBAGA_REQUIRE_BROWSER:-0}" = 1 ]; then
    echo "browser test: $1, and KHARBAGA_REQUIRE_BROWSER=1 requires it" >&2
    exit 1
  fi
  echo "browser test skipped: $1" >&2
  exit 77
}

command -v node >/dev/null 2>&1 || missing "node is not installed (apt-get install nodejs npm)"
# the tests of the page's modules and its contracts run under Node alone; the others drive Chromium
case "$test" in
  logic_test.mjs | contract_test.mjs | record_test.mjs) ;;
  *)
    [ -d "$here/node_modules/puppeteer-core" ] || missing "no $here/node_modules (run: cd tests/browser && npm ci)"
    [ -x "$chromium" ] || missing "no Chromium at $chromium (apt-get install chromium)"
    ;;
esac
mkdir -p "$2" || exit 1
KHARBAGA_BINARY="$1" KHARBAGA_BROWSER_OUT="$2" KHARBAGA_CHROMIUM="$chromium" exec node "$here/$test"
