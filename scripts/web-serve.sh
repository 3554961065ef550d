#!/usr/bin/env bash
# Serves dist/ (made by scripts/web-build.sh) on http://127.0.0.1:${PORT:-8080}/
set -euo pipefail
cd "$(dirname "$0")/.."
port=${PORT:-8080}
echo "Grid Puzzles on http://127.0.0.1:${port}/"
exec python3 -m http.server --bind 127.0.0.1 --directory dist "$port"
