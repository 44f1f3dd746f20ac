#!/usr/bin/env bash
# `npm test`: lint (with module boundaries), typecheck, unit, API integration (PGlite, and the
# PostgreSQL server at 127.0.0.1:5432 when reachable), build, the production start of the built API,
# several instances of the built API on one PostgreSQL, Redis and NATS (decision 760), then
# Playwright e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/../../.."
bash tools/launcher/scripts/check-node.sh
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
log=$(mktemp)
# CI runs every task for real: no results replayed from a cache left on the machine. The run keeps
# its own empty cache instead, so a build the later tiers depend on (e2e, the production start) is
# made once and reused within the run rather than made again.
nx_cache=''
if [ -n "${CI:-}" ]; then
  nx_cache=$(mktemp -d)
  export NX_CACHE_DIRECTORY="$nx_cache"
fi
trap 'rm -f "$log"; if [ -n "$nx_cache" ]; then rm -rf "$nx_cache"; fi' EXIT
started=$(date +%s)
# Each tier's wall time, printed together at the end.
tiers=()
tier_name=''
tier_start=$started
close_tier() { if [ -n "$tier_name" ]; then tiers+=("$(printf '%-32s %5ss' "$tier_name" $(( $(date +%s) - tier_start )))"); fi; }
step() { close_tier; tier_name=$1; tier_start=$(date +%s); echo; echo "== $1 ($(( tier_start - started ))s)"; }
run() { "$@" 2>&1 | tee -a "$log"; }

step "lint, typecheck, unit tests"
# One formatter over the repo (Prettier; .prettierrc.json), checked before the linters.
run npx prettier --check . --log-level warn
run npx nx run-many -t lint typecheck test --outputStyle=static --parallel=2
step "API integration tests"
run npx nx run api:integration --outputStyle=static
step "build the apps and the API"
run npm run build
# One staged install for both (decision 760): the production start, then several instances on one
# PostgreSQL, Redis and NATS (the multi-instance tier; api:multi-instance runs it alone).
step "production start and API instances"
run npx nx run api:production-start --outputStyle=static
step "e2e in Chromium"
run npx nx run e2e:e2e --outputStyle=static

# One closing line over every runner: Vitest's "Tests  N passed" and Playwright's "N passed".
passed=$(sed -E 's/\x1b\[[0-9;]*m//g' "$log" | awk '
  /^ *Tests +[0-9]+ passed/ { for (i = 1; i <= NF; i++) if ($(i) == "passed") n += $(i - 1) }
  /^ +[0-9]+ passed \(/ { n += $1 }
  END { print n + 0 }')
close_tier
echo
echo "== time per tier"
printf '%s\n' "${tiers[@]}"
printf '%-32s %5ss\n' "total" $(( $(date +%s) - started ))
echo
echo "== all tests passed"
echo "tests: ${passed} passed, 0 failed"
