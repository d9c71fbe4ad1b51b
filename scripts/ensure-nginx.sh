#!/usr/bin/env bash
# Makes sure nginx is installed: a test serves the site with the nginx rules the Page actions docs
# give (website/test/markdownServerRules.test.ts). Installs Debian's package when it is missing
# and we are root.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "error: nginx is missing. Install Debian's nginx package (sudo apt-get install nginx) and run the tests again." >&2
  exit 1
fi
echo "Installing Debian's nginx package (a test serves the site with the docs' nginx rules)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends nginx >/dev/null
if ! [ -x /usr/sbin/nginx ]; then
  echo "error: apt-get finished but /usr/sbin/nginx is still missing." >&2
  exit 1
fi
