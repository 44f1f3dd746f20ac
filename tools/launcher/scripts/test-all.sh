#!/usr/bin/env bash
# `npm test`: lint (with module boundaries), typecheck, unit, API integration (PGlite, and the
# PostgreSQL server at 127.0.0.1:5432 when reachable), build, then Playwright e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/../../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NX_SKIP_NX_CACHE="${NX_SKIP_NX_CACHE:-}"
started=$(date +%s)
step() { echo; echo "== $1 ($(( $(date +%s) - started ))s)"; }

step "lint, typecheck, unit tests"
npx nx run-many -t lint typecheck test --outputStyle=static --parallel=2
step "API integration tests"
npx nx run api:integration --outputStyle=static
step "build the apps"
npx nx run-many -t build --projects=login,manager-console,creator-studio --outputStyle=static --parallel=2
step "e2e in Chromium"
npx nx run e2e:e2e --outputStyle=static
step "all tests passed"
