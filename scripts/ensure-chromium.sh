#!/usr/bin/env bash
# Playwright drives Debian's Chromium (browsers cannot be downloaded here). Installs it when
# missing and the user is root; otherwise says exactly what to install.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  echo "Chromium is missing: installing Debian's chromium with apt…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $bin. Install it with:  sudo apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium/Chrome binary)" >&2
exit 1
