#!/usr/bin/env bash
# The web app's figures (web/app-startup.mjs): bytes a first visit transfers (served
# pre-compressed by web/serve.mjs, so brotli), then navigation start to the first
# interactive frame on a first visit, a second visit from the service worker's copy, and
# an offline visit, in headless Chromium, a fresh profile per run; medians.
# usage: scripts/web-app-bench.sh [RUNS]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/sw.js ] || { echo "no dist/ with its service worker: run scripts/web-build.sh first" >&2; exit 1; }
[ -d web/node_modules/playwright-core ] || (cd web && npm ci --no-audit --no-fund)
node web/app-startup.mjs dist "${1:-5}"
