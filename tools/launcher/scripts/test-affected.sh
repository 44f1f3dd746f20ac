#!/usr/bin/env bash
# `npm run test:affected`: the steps of `npm test`, only for the projects Nx finds affected by the
# changes against a base (default `main`, or NX_BASE / the first argument), uncommitted and untracked
# files included. e2e is affected by every app, lib and tool it drives (its implicitDependencies).
# CI (`.ci/run`) keeps running everything from a clean clone.
set -euo pipefail
cd "$(dirname "$0")/../../.."
bash tools/launcher/scripts/check-node.sh
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
base="${1:-${NX_BASE:-main}}"
affected() { npx nx show projects --affected --base="$base" ${1:+--withTarget="$1"} | tr '\n' ' '; }
step() { echo; echo "== $1"; }

projects=$(affected)
if [ -z "${projects// /}" ]; then
  echo "Nothing affected against ${base}."
  exit 0
fi
echo "Affected against ${base}: ${projects}"

step "lint, typecheck, unit tests"
npx nx affected -t lint typecheck test --base="$base" --outputStyle=static --parallel=2
if [[ " $(affected integration) " == *" api "* ]]; then
  step "API integration tests"
  npx nx run api:integration --outputStyle=static
fi
apps=$(affected build)
if [ -n "${apps// /}" ]; then
  step "build: ${apps}"
  npx nx affected -t build --base="$base" --outputStyle=static --parallel=2
fi
if [[ " ${apps} " == *" api "* ]]; then
  step "production start of the built API"
  npx nx run api:production-start --outputStyle=static
fi
if [[ " $(affected e2e) " == *" e2e "* ]]; then
  step "e2e in Chromium"
  npx nx run e2e:e2e --outputStyle=static
fi
step "affected tests passed"
