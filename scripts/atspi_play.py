"""Plays a move of the running game the way Orca reaches it: over AT-SPI.

Finds the game's window among the desktop's applications, the board's grid in its tree
(a table of table cells), a cell whose name says it can be played ("red, group of 5,
9 points"), asks the cell to take the focus and then to do its click action, and waits
for the game's beacon file to count the move and for the live region (a status bar) to
say the points. Prints what it found on one line; exits 1 with the reason otherwise.

With --from-menu it starts on the main menu: it waits for the beacon to show the menu,
presses the "Play SameGame" button through its action, and plays on the board that
opens. With --no-window-focus it does not wait for the cell to report the focus: a
compositor without a seat (Weston's headless backend) gives no window the keyboard, and
AT-SPI reports a focus only in a focused window; the click is still checked in full.

usage: python3 scripts/atspi_play.py STATUS_FILE [SECONDS] [--from-menu] [--no-window-focus]
"""

import re
import sys
import time

import pyatspi


def fail(reason):
    print(f"AT-SPI: {reason}", file=sys.stderr)
    sys.exit(1)


def walk(node, depth=0):
    """Every node under `node`, depth first (the tree is small: a board and a HUD)."""
    if node is None or depth > 40:
        return
    yield node
    for index in range(node.childCount):
        yield from walk(node.getChildAtIndex(index), depth + 1)


def game_window():
    """The game's application: the one whose tree holds a table (the board)."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is None:
            continue
        for node in walk(app):
            if node.getRole() == pyatspi.ROLE_TABLE:
                return app, node
    return None, None


def beacon(path):
    try:
        with open(path, encoding="utf-8") as file:
            return dict(pair.split("=", 1) for pair in file.read().split() if "=" in pair)
    except OSError:
        return {}


def wait(what, seconds, probe):
    deadline = time.time() + seconds
    while time.time() < deadline:
        found = probe()
        if found:
            return found
        time.sleep(0.1)
    fail(f"waited {seconds} s for {what}")


def press_play_from_menu(seconds):
    """Waits for the menu's "Play SameGame" button in the tree and presses it."""

    def play_button():
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            for node in walk(desktop.getChildAtIndex(index)):
                if node.getRole() == pyatspi.ROLE_PUSH_BUTTON and node.name == "Play SameGame":
                    return node
        return None

    button = wait("the menu's Play SameGame button in the AT-SPI tree", seconds, play_button)
    action = button.queryAction()
    names = [action.getName(index) for index in range(action.nActions)]
    if "click" not in names:
        fail(f"Play SameGame offers {names}, no click")
    action.doAction(names.index("click"))


def main():
    options = [arg for arg in sys.argv[1:] if arg.startswith("--")]
    positional = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    status_file = positional[0]
    seconds = float(positional[1]) if len(positional) > 1 else 60
    if "--from-menu" in options:
        wait("the menu in the beacon", seconds, lambda: beacon(status_file).get("screen") == "menu")
        press_play_from_menu(seconds)
        wait("SameGame in the beacon", seconds, lambda: beacon(status_file).get("screen") == "samegame")
    app, grid = wait("the game's board in the AT-SPI tree", seconds, lambda: game_window()[0] and game_window())
    # AccessKit's adapter has no Table interface: the grid's shape is read from its
    # rows and their cells, and checked against the board the beacon reports.
    rows = [node for node in walk(grid) if node.getRole() == pyatspi.ROLE_TABLE_ROW]
    cells = [node for node in walk(grid) if node.getRole() == pyatspi.ROLE_TABLE_CELL]
    columns = sum(1 for node in walk(rows[0]) if node.getRole() == pyatspi.ROLE_TABLE_CELL) if rows else 0
    board = beacon(status_file).get("board", "").split(",")
    if len(board) != 5 or [str(columns), str(len(rows))] != board[3:] or len(cells) != columns * len(rows):
        fail(f"the grid has {len(rows)} rows of {columns} cells ({len(cells)} in all); the board is {board[3:]}")
    rows = len(rows)
    playable = next((cell for cell in cells if re.search(r"group of \d+", cell.name)), None)
    if playable is None:
        fail(f"no cell is named as a group: {[cell.name for cell in cells[:5]]}")
    name = playable.name
    worth = re.search(r"([\d,]+) points?$", name).group(1)
    if "--no-window-focus" not in options:
        if not playable.queryComponent().grabFocus():
            fail(f"the cell \"{name}\" did not take the focus")
        wait("the cell to be focused", 10, lambda: playable.getState().contains(pyatspi.STATE_FOCUSED))
    action = playable.queryAction()
    names = [action.getName(index) for index in range(action.nActions)]
    if "click" not in names:
        fail(f"the cell offers {names}, no click")
    action.doAction(names.index("click"))
    wait("the move in the beacon", 30, lambda: beacon(status_file).get("moves") == "1")

    def live_words():
        for node in walk(app):
            if node.getRole() == pyatspi.ROLE_STATUS_BAR and node.name.startswith(f"{worth} point"):
                return node.name
        return None

    said = wait(f"the live region to say {worth} points", 10, live_words)
    print(f"AT-SPI: window \"{app.name}\", a {columns}x{rows} grid of {len(cells)} cells; "
          f"clicked \"{name}\" (now \"{playable.name}\"); the live region says \"{said}\"")


main()
