#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium. Browser tests never download a browser
# of their own: this installs the Debian package when it is missing and we are root.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "error: $CHROMIUM is missing. Install Debian's chromium package (sudo apt-get install chromium) and run the tests again." >&2
  exit 1
fi
echo "Installing Debian's chromium package (browser tests need $CHROMIUM)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
if [ ! -x "$CHROMIUM" ]; then
  echo "error: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
