#!/usr/bin/env bash
# Measures CI as a new machine would run it: a fresh clone of the committed HEAD, an empty
# cargo home (every crate downloaded again), an empty target directory, an empty npm
# cache, no bindgen tool, no node_modules and no wasm32 target. Debian's packages stay as
# they are (removing them needs root and a network round; their install is timed by CI
# itself when they are missing). Prints CI's own output, then each step's time.
# usage: scripts/ci-from-scratch.sh [WORK_DIR]     (default: a new temporary folder)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d /var/tmp/grid-puzzles-scratch.XXXXXX)}
mkdir -p "$work"
rm -rf "$work/checkout" "$work/cargo-home" "$work/target" "$work/npm-cache"
git clone --quiet "$repo" "$work/checkout"
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  rustup target remove wasm32-unknown-unknown >/dev/null
fi
log=$work/ci.log
echo "from scratch in $work (commit $(git -C "$work/checkout" rev-parse --short HEAD)); log: $log"
start=$(date +%s)
code=0
(
  cd "$work/checkout"
  CARGO_HOME=$work/cargo-home CARGO_TARGET_DIR=$work/target npm_config_cache=$work/npm-cache \
    PLAYTEST_OUT=$work/shots CI=true bash .ci/run
) 2>&1 | tee "$log" || code=$?
total=$(($(date +%s) - start))
echo
echo "step times (from CI's own '== step (N s)' lines; background jobs ran alongside):"
awk '
  /^== .* \([0-9]+ s\)$/ {
    match($0, /\(([0-9]+) s\)$/); at = substr($0, RSTART + 1, RLENGTH - 4) + 0
    name = $0; sub(/^== /, "", name); sub(/ \([0-9]+ s\)$/, "", name)
    if (n > 0) took[n] = at - start[n]
    n++; names[n] = name; start[n] = at
  }
  /^== .*: ended with code/ { sub(/^== /, ""); background = background "  background job " $0 "\n" }
  END {
    for (i = 1; i <= n; i++) {
      if (!(i in took)) took[i] = "-"
      printf "  %6s s  %6s s  %s\n", start[i], took[i], names[i]
    }
    printf "%s", background
  }' "$log"
echo "total: $total s ($(awk -v t="$total" 'BEGIN { printf "%.1f", t / 60 }') min), CI exit code $code"
exit "$code"
