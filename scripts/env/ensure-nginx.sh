#!/usr/bin/env bash
# Makes sure Debian's nginx is installed: a test serves the site with the nginx rules the Page
# actions docs give (website/test/markdownServerRules.test.ts).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" /usr/sbin/nginx "a test serves the site with the docs' nginx rules" nginx
