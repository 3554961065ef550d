#!/usr/bin/env bash
# Serves dist/ (made by scripts/web-build.sh) on http://127.0.0.1:${PORT:-8080}/, handing
# out the pre-compressed .br or .gz files to browsers that accept them.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node web/serve.mjs dist "${PORT:-8080}"
