#!/usr/bin/env bash
# Prints the Node that runs the repo's scripts and stops when it is older than the 22.12 of `engines`:
# npm scripts find the pinned one (the `node` dev dependency, decision 730) in node_modules/.bin
# ahead of the machine's own.
set -euo pipefail
version=$(node -p 'process.versions.node')
echo "node ${version} ($(command -v node))"
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'; then
  echo "Node ${version} is older than 22.12: run the command through npm (npm test, npm start) after npm ci, which installs the pinned Node into node_modules/.bin." >&2
  exit 1
fi
