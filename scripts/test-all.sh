#!/usr/bin/env bash
# The one test command (npm test): installs what is missing, then type check, lint, unit, contract,
# model-based and browser tests against the production build in mock mode (and one for a real API). Non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# npm ci installs exactly the lock file and fails when package.json and package-lock.json disagree, so a
# drifted lock fails CI here. Locally it runs only when the lock changed since the last install.
if [ -n "${CI:-}" ] || [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
bash scripts/ensure-browser.sh

results=$(mktemp -d)
step() { printf '\n== %s\n' "$1"; }
step "type check";  npx tsc --noEmit -p tsconfig.json
step "lint";        npx eslint . --max-warnings=0
step "unused files, exports and dependencies"; npx knip
step "unit, contract and model-based tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$results/unit.json"
step "production build (mock mode)"; npx vite build --logLevel warn
# a build for a real API, pointed at the standalone mock on the port tests/e2e/early-calls.test.ts starts it on
step "production build for a real API"
VITE_API_BASE="http://127.0.0.1:${E2E_API_PORT:-8794}" npx vite build --outDir dist-api-e2e --emptyOutDir --logLevel warn
step "browser tests in Chromium"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json="$results/e2e.json"

node -e '
  const files = process.argv.slice(1).map((f) => JSON.parse(require("fs").readFileSync(f, "utf8")));
  const passed = files.reduce((n, r) => n + r.numPassedTests, 0);
  const failed = files.reduce((n, r) => n + r.numFailedTests, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
' "$results/unit.json" "$results/e2e.json"
