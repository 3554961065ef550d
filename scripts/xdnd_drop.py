#!/usr/bin/env python3
"""Drops a file on an X11 window as a file manager would, by the XDND protocol: enter,
a position over the window's centre, the drop, and the file's URI handed over when the
window asks for it. For the desktop play-test (no file manager under Xvfb).

    xdnd_drop.py WINDOW_ID FILE

Exits 0 once the window says it finished with the drop, 1 if it refused or did not
answer within ten seconds.
"""

import pathlib
import sys
import time

from Xlib import X, Xatom, display
from Xlib.protocol import event


def main():
    target_id, path = int(sys.argv[1], 0), pathlib.Path(sys.argv[2]).resolve()
    uri = (path.as_uri() + "\r\n").encode()
    shown = display.Display()
    atom = lambda name: shown.intern_atom(name)
    root = shown.screen().root
    target = shown.create_resource_object("window", target_id)
    aware = target.get_full_property(atom("XdndAware"), X.AnyPropertyType)
    if not aware:
        print(f"window {target_id:#x} takes no drops (no XdndAware)", file=sys.stderr)
        return 1
    version = min(5, aware.value[0])
    source = root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    selection, uri_list = atom("XdndSelection"), atom("text/uri-list")
    source.set_selection_owner(selection, X.CurrentTime)
    geometry = target.get_geometry()
    # The window's centre, in the root window's coordinates.
    at = root.translate_coords(target, geometry.width // 2, geometry.height // 2)
    x, y = at.x, at.y

    def send(name, data):
        message = event.ClientMessage(
            window=target, client_type=atom(name), data=(32, data + [0] * (5 - len(data)))
        )
        target.send_event(message, event_mask=X.NoEventMask)
        shown.flush()

    send("XdndEnter", [source.id, version << 24, uri_list])
    send("XdndPosition", [source.id, 0, (x << 16) | y, X.CurrentTime, atom("XdndActionCopy")])
    dropped = False
    deadline = time.time() + 10
    while time.time() < deadline:
        if not shown.pending_events():
            time.sleep(0.01)
            continue
        news = shown.next_event()
        if news.type == X.SelectionRequest:
            # The window asks for the dragged data (when the drag enters, and at the drop).
            requestor = news.requestor
            if news.target == uri_list:
                requestor.change_property(news.property, uri_list, 8, uri)
                prop = news.property
            else:
                prop = X.NONE
            notify = event.SelectionNotify(
                time=news.time, requestor=requestor, selection=news.selection,
                target=news.target, property=prop,
            )
            requestor.send_event(notify)
            shown.flush()
        elif news.type == X.ClientMessage and news.client_type == atom("XdndStatus"):
            accepted = news.data[1][1] & 1
            if not accepted:
                print("the window refused the drop", file=sys.stderr)
                send("XdndLeave", [source.id])
                return 1
            if not dropped:
                send("XdndDrop", [source.id, 0, X.CurrentTime])
                dropped = True
        elif news.type == X.ClientMessage and news.client_type == atom("XdndFinished"):
            return 0
    print("the window did not finish the drop in ten seconds", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
