# Shared by web-baseline.sh and startup-bench.sh (sourced, run from the repository root):
# the bare Bevy app of scripts/web-baseline/main.rs as a crate of its own.

# write_baseline_crate DIR: DIR/Cargo.toml, DIR/Cargo.lock and DIR/src/main.rs. The
# manifest is cut from the game's own (its Bevy features, native and web, the web-release
# and release profiles) and the lock file is the game's, so the two cannot drift apart;
# built in the game's target directory it reuses every compiled dependency.
write_baseline_crate() {
  local crate=$1
  mkdir -p "$crate/src"
  cp scripts/web-baseline/main.rs "$crate/src/main.rs"
  cp Cargo.lock "$crate/Cargo.lock"
  cp rust-toolchain.toml "$crate/rust-toolchain.toml"
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
    "[features]\ndefault = [\"ui\"]\nui = [" + ", ".join(f'"bevy/{f}"' for f in ui_features) + "]\n"
    # The frame benchmark's board of sprites (scripts/frame-rate-bench.sh).
    + "bench = []\n",
    bevy,
    section(r"^\[target\.'cfg\(not\(target_arch = \"wasm32\"\)\)'\.dependencies\.bevy\]\n.*?(?=^\[)"),
    section(r"^\[target\.'cfg\(target_arch = \"wasm32\"\)'\.dependencies\]\n.*?(?=^\[|\Z)"),
    section(r"^\[profile\.web-release\]\n.*?(?=^\[|\Z)"),
    section(r"^\[profile\.release\]\n.*?(?=^\[|\Z)"),
]
open(sys.argv[1], "w").write("\n".join(parts))
PY
}
