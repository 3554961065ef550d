#!/usr/bin/env bash
# The floor under the web build's size: builds scripts/web-baseline/main.rs (a
# camera, a sprite, a UI button with text, picking, settings) with exactly the
# game's Bevy features, Cargo.lock and web-release profile, and prints its sizes
# and code per crate. Compare with scripts/web-build.sh: the difference is what
# the five games themselves cost.
#   scripts/web-baseline.sh           with UI and text, as the game uses them
#   scripts/web-baseline.sh --no-ui   sprites and picking only: what bevy_ui and
#                                     bevy_text (parley, fonts, taffy) weigh
set -euo pipefail
cargo_features=()
label="baseline (Bevy alone)"
case "${1:-}" in
  "") ;;
  --no-ui) cargo_features=(--no-default-features); label="baseline without UI and text" ;;
  *) echo "usage: scripts/web-baseline.sh [--no-ui]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."
source scripts/web-lib.sh
crate="$target_dir/web-baseline-crate"
out="$target_dir/web-baseline-dist"

ensure_web_tools
# The manifest is cut from the game's own, so the two cannot drift apart.
mkdir -p "$crate/src"
cp scripts/web-baseline/main.rs "$crate/src/main.rs"
cp Cargo.lock "$crate/Cargo.lock"
python3 - "$crate/Cargo.toml" <<'PY'
import re, sys
game = open("Cargo.toml").read()
def section(pattern):
    return re.search(pattern, game, re.S | re.M).group(0)
# UI and text become the baseline's default feature, so --no-ui can leave them out.
ui_features = ["bevy_ui", "bevy_ui_render", "bevy_text", "default_font", "ui_picking"]
bevy = section(r"^\[dependencies\.bevy\]\n.*?^\]\n")
for feature in ui_features:
    bevy = bevy.replace(f'    "{feature}",\n', "")
parts = [
    '[package]\nname = "web-baseline"\nversion = "0.1.0"\nedition = "2024"\npublish = false\n\n[workspace]\n',
    "[features]\ndefault = [\"ui\"]\nui = [" + ", ".join(f'"bevy/{f}"' for f in ui_features) + "]\n",
    bevy,
    section(r"^\[target\.'cfg\(not\(target_arch = \"wasm32\"\)\)'\.dependencies\.bevy\]\n.*?(?=^\[)"),
    section(r"^\[target\.'cfg\(target_arch = \"wasm32\"\)'\.dependencies\]\n.*?(?=^\[|\Z)"),
    section(r"^\[profile\.web-release\]\n.*?(?=^\[|\Z)"),
    section(r"^\[profile\.release\]\n.*?(?=^\[|\Z)"),
]
open(sys.argv[1], "w").write("\n".join(parts))
PY
# Same target directory (absolute): every dependency is already built for the game.
CARGO_TARGET_DIR=$(realpath -m "$target_dir") cargo build --manifest-path "$crate/Cargo.toml" \
  --profile web-release --target wasm32-unknown-unknown "${cargo_features[@]}"

rm -rf "$out"
mkdir -p "$out"
bindgen_and_optimise "$target_dir/wasm32-unknown-unknown/web-release/web-baseline.wasm" "$out" web-baseline
print_sizes "$out" web-baseline "$label"
