#!/usr/bin/env bash
# Web start-up against a bare Bevy app: navigation start to the first interactive frame in
# headless Chromium, the game's dist/ (scripts/web-build.sh) against the web baseline
# (scripts/web-baseline.sh, built here when missing), each served pre-compressed by
# web/serve.mjs, a fresh browser per run. The measuring is web/startup.mjs.
# usage: scripts/web-startup-bench.sh [RUNS]   (default 5 each)
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-target}
bare=$target_dir/web-baseline-dist
[ -f dist/index.html ] || { echo "no dist/: run scripts/web-build.sh first" >&2; exit 1; }
[ -f "$bare/index.html" ] || scripts/web-baseline.sh
[ -d web/node_modules/playwright-core ] || (cd web && npm ci --no-audit --no-fund)
node web/startup.mjs dist "$bare" "${1:-5}"
