#!/usr/bin/env bash
# Makes sure a program from Debian's packages is installed: when BINARY is missing, installs the
# PACKAGEs with apt-get if we are root, and otherwise stops and says how to install them. The
# tests never download a program of their own.
# Usage: ensure-debian-package.sh BINARY "what needs it" PACKAGE [PACKAGE ...]
set -euo pipefail
binary=$1
needed_by=$2
shift 2
if [ -x "$binary" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "error: $binary is missing ($needed_by). Install Debian's $1 package (sudo apt-get install $*) and run the tests again." >&2
  exit 1
fi
echo "Installing Debian's $1 package ($needed_by)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$@" >/dev/null
if [ ! -x "$binary" ]; then
  echo "error: apt-get finished but $binary is still missing." >&2
  exit 1
fi
