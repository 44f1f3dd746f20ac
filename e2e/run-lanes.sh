#!/usr/bin/env bash
# e2e in Debian's Chromium. With spec files or Playwright options given, one run of them. Without,
# the whole suite in two lanes at once (support/lanes.ts): the journeys lane prints as it goes, the
# checks lane's output follows it; the run fails when either lane fails.
set -uo pipefail
cd "$(dirname "$0")/.."
bash tools/launcher/scripts/ensure-chromium.sh || exit 1
config=e2e/playwright.config.ts
if [ $# -gt 0 ]; then exec npx playwright test --config "$config" "$@"; fi
checks_log=$(mktemp)
trap 'rm -f "$checks_log"' EXIT
E2E_LANE=checks npx playwright test --config "$config" > "$checks_log" 2>&1 &
checks=$!
E2E_LANE=journeys npx playwright test --config "$config"
journeys_status=$?
wait "$checks"
checks_status=$?
echo
echo "== e2e checks lane"
cat "$checks_log"
echo "e2e lanes: journeys exit ${journeys_status}, checks exit ${checks_status}"
[ "$journeys_status" -eq 0 ] && [ "$checks_status" -eq 0 ]
