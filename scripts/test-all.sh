#!/usr/bin/env bash
# The one test command (npm test): installs what is missing, then type check, lint, unit, contract,
# model-based and browser tests against the production build in mock mode. Non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
bash scripts/ensure-browser.sh

step() { printf '\n== %s\n' "$1"; }
step "type check";  npx tsc --noEmit -p tsconfig.json
step "lint";        npx eslint . --max-warnings=0
step "unit, contract and model-based tests"; npx vitest run --project unit
step "production build (mock mode)"; npx vite build --logLevel warn
step "browser tests in Chromium"; npx vitest run --project e2e
