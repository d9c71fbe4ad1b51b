#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium. Browser tests never download a browser
# of their own: this installs the Debian package when it is missing and we are root.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" /usr/bin/chromium "browser tests need it" chromium fonts-dejavu-core
