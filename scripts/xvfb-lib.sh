# Sourced by the scripts that run the game in a real window: start_xvfb FIRST starts an
# Xvfb screen (1024x768) on a free-looking display among FIRST..FIRST+8 (scripts that may
# run side by side use different FIRSTs), sets `xvfb` to its process, exports DISPLAY,
# and returns once the screen answers. The caller kills "$xvfb" in its own clean-up.
start_xvfb() {
  local display=:$(($1 + RANDOM % 9))
  Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  export DISPLAY=$display
  for _ in $(seq 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && return 0; sleep 0.1; done
  echo "Xvfb did not start on $display" >&2
  return 1
}
