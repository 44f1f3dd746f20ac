#!/usr/bin/env bash
# Integration tests: the API in-process against embedded PGlite, then against the PostgreSQL
# server at 127.0.0.1:5432 when one answers (each test file in a fresh database it creates).
set -euo pipefail
cd "$(dirname "$0")/../../.."
t0=$(date +%s)
echo "api integration: PGlite"
ADVOCATE_TEST_DB=pglite npx vitest run --config apps/api/vitest.integration.config.ts "$@"
echo "api integration: PGlite took $(( $(date +%s) - t0 ))s"
if node -e "const s=require('net').connect(5432,'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),2000)"; then
  echo "api integration: PostgreSQL at 127.0.0.1:5432"
  t0=$(date +%s)
  ADVOCATE_TEST_DB=postgres npx vitest run --config apps/api/vitest.integration.config.ts "$@"
  echo "api integration: PostgreSQL took $(( $(date +%s) - t0 ))s"
else
  echo "api integration: no PostgreSQL server at 127.0.0.1:5432; PGlite run only"
fi
