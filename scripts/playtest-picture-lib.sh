# Fifteen's own picture in a real window, as a player brings it (sourced by
# scripts/playtest-desktop.sh, which gives $bin, $seed, $out, wait_for, button_pixels and
# the counters): Settings › Picture › Choose… with no file dialog on this desktop (no
# session bus, no zenity) says so; a picture dropped on the window by the XDND protocol
# (scripts/xdnd_drop.py, as a file manager drops) takes the board's place and is kept
# beside the settings; a file that is not a picture is refused and the kept picture stays;
# the next start brings it back.
picture_by_drop() {
  local config status="$out/desktop-picture.status" window picture text kept before
  config=$(mktemp -d)
  picture="$config/holiday.png"
  text="$config/notes.png"
  kept="$config/grid-puzzles/fifteen-picture.png"
  # A picture of the player's: wide, in colours Fifteen's own picture has few of.
  convert -size 640x400 gradient:'#d01060-#10c0f0' -fill '#ffe020' -draw 'circle 320,200 320,80' "$picture"
  echo "not a picture at all" >"$text"
  problem=
  for step in drop again; do
    rm -f "$status"
    # No session bus: the file dialog cannot open here, and the player is told so.
    env -u DBUS_SESSION_BUS_ADDRESS XDG_CONFIG_HOME="$config" GRID_PUZZLES_STATUS_FILE="$status" \
      "$bin" --game fifteen --seed "$seed" >"$out/desktop-picture-$step.log" 2>&1 &
    game_pid=$!
    if ! window=$(timeout 120 xdotool search --sync --onlyvisible --pid "$game_pid" | head -n 1) ||
      ! wait_for "$status" "Fifteen to open, idle" 120 'screen == "fifteen" && idle == "yes" && frame >= 5' "$game_pid" ||
      ! board_settled "$status"; then
      problem="the game did not open ($step)"
      break
    fi
    eval "$(xdotool getwindowgeometry --shell "$window")"
    if [ "$step" = again ]; then
      import -window root "$out/desktop-picture-again.png"
      local differs
      differs=$(changed "$out/desktop-picture-before.png" "$out/desktop-picture-again.png")
      [ "$differs" -ge 5000 ] || problem="the kept picture did not come back ($differs pixels differ from the game's own)"
      break
    fi
    import -window root "$out/desktop-picture-before.png"
    xdotool windowfocus --sync "$window"
    read -r x y < <(button_pixels "$status" hud-settings)
    xdotool mousemove $((X + x)) $((Y + y)) click 1
    if ! wait_for "$status" "the Choose button" 30 'index(buttons, "setting-picture-choose@") > 0'; then
      problem="the settings panel has no Picture row"
      break
    fi
    read -r x y < <(button_pixels "$status" setting-picture-choose)
    xdotool mousemove $((X + x)) $((Y + y)) click 1
    if ! wait_for "$status" "the no-dialog message" 30 'said >= 1'; then
      problem="Choose… said nothing without a file dialog"
      break
    fi
    wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))" || true
    import -window root "$out/desktop-picture-no-dialog.png"
    xdotool key Escape
    wait_for "$status" "the panel closed" 30 'index(buttons, "setting-picture-choose@") == 0' || true
    if ! /usr/bin/python3 scripts/xdnd_drop.py "$window" "$picture" 2>>"$out/desktop-picture-xdnd.log" ||
      ! wait_for "$status" "the dropped picture" 30 'said >= 2 && idle == "yes"'; then
      problem="the dropped picture was not taken"
      break
    fi
    board_settled "$status" || true
    import -window root "$out/desktop-picture-dropped.png"
    local differs kept_sum
    differs=$(changed "$out/desktop-picture-before.png" "$out/desktop-picture-dropped.png")
    if [ "$differs" -lt 5000 ]; then
      problem="the board did not change to the dropped picture ($differs pixels)"
      break
    fi
    if [ ! -s "$kept" ]; then
      problem="the picture was not kept beside the settings ($kept)"
      break
    fi
    kept_sum=$(md5sum <"$kept")
    if ! /usr/bin/python3 scripts/xdnd_drop.py "$window" "$text" 2>>"$out/desktop-picture-xdnd.log" ||
      ! wait_for "$status" "the refusal" 30 'said >= 3'; then
      problem="a dropped text file was not refused"
      break
    fi
    wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))" || true
    import -window root "$out/desktop-picture-refused.png"
    [ "$(md5sum <"$kept")" = "$kept_sum" ] || { problem="the refused file changed the kept picture"; break; }
    # The setting is saved within a second of the change.
    sleep 2
    kill "$game_pid" 2>/dev/null || true
    wait "$game_pid" 2>/dev/null || true
  done
  rm -rf "$config"
}
