# Sourced by scripts/check.d/browser.sh: `ensure_chromium` puts Debian's `chromium` on PATH when it is not there
# (CI is a fresh Debian machine run as root with Debian's mirrors reachable: `apt-get update` once, then
# `apt-get install -y --no-install-recommends chromium`), and prints its path. Nothing else fetches a browser:
# the suite drives it with puppeteer-core, which downloads none.
ensure_chromium() {
  if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
      echo "chromium is not on PATH and cannot be installed here (apt-get as root): install Debian's chromium package, or put a chromium on PATH" >&2
      return 1
    fi
    echo "chromium is not on PATH: installing Debian's chromium package (apt-get)" >&2
    local start
    start=$(date +%s)
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2
    echo "chromium installed in $(($(date +%s) - start)) s" >&2
  fi
  command -v chromium
}
