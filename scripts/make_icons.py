#!/usr/bin/env python3
"""Draws the UI's icons under assets/icons/ (pure Python, no imaging library).

Each icon is white on transparent, 64x64, drawn as strokes and shapes of a signed
distance (so edges are smooth at any size); the game tints it with the theme's text
colour. One icon per action: new (a circular arrow), undo, redo, hint (a bulb), auto
(play) and stop, share, settings (a gear), menu (a house), more (three dots), review (a
magnifier), daily (a calendar), stats (bars), close, previous, next, star (a best),
pause (two bars) and restart (back to the start).
Run it again after changing the drawing code; players may also replace the files.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_assets import clamp, polygon_sdf, regular, write_png  # noqa: E402

SIZE = 64
STROKE = 0.085  # half the width of a stroke, in the icon's units (it spans -1..1)


def segment(x, y, ax, ay, bx, by):
    """Distance to the segment from a to b."""
    ex, ey = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)))
    return math.hypot(x - ax - ex * t, y - ay - ey * t)


def arc(x, y, radius, start, end):
    """Distance to an arc of a circle at the origin, angles in degrees, y down,
    counter-clockwise from `start` to `end` as seen on screen."""
    angle = math.degrees(math.atan2(-y, x)) % 360
    span = (end - start) % 360
    if (angle - start) % 360 <= span:
        return abs(math.hypot(x, y) - radius)
    points = [(radius * math.cos(math.radians(a)), -radius * math.sin(math.radians(a))) for a in (start, end)]
    return min(math.hypot(x - px, y - py) for px, py in points)


def stroke(distance, width=STROKE):
    return distance - width


def union(*ds):
    return min(ds)


def arrow_head(tip, direction, size=0.34):
    """A filled triangle pointing along `direction` (radians, y down) with its tip there."""
    tx, ty = tip
    back = direction + math.pi
    left = (tx + size * math.cos(back + 0.55) * 1.3, ty + size * math.sin(back + 0.55) * 1.3)
    right = (tx + size * math.cos(back - 0.55) * 1.3, ty + size * math.sin(back - 0.55) * 1.3)
    return lambda x, y: polygon_sdf(x, y, [tip, left, right])


def circular_arrow(mirror):
    def sdf(x, y):
        if mirror:
            x = -x
        radius, end = 0.56, math.radians(40)
        body = stroke(arc(x, y, radius, 110, 360 + 40))
        # The head continues the arc at its end, along its counter-clockwise tangent.
        direction = math.atan2(-math.cos(end), -math.sin(end))
        tip = (radius * math.cos(end) + 0.3 * math.cos(direction), -radius * math.sin(end) + 0.3 * math.sin(direction))
        return union(body, arrow_head(tip, direction)(x, y))
    return sdf


def undo(mirror):
    def sdf(x, y):
        if mirror:
            x = -x
        curve = stroke(arc(x - 0.12, y - 0.02, 0.5, -90, 90))
        top = stroke(segment(x, y, -0.5, -0.52, -0.12, -0.52))
        bottom = stroke(segment(x, y, -0.45, 0.48, -0.12, 0.48))
        head = arrow_head((-0.86, -0.52), math.pi)
        return union(curve, top, bottom, head(x, y))
    return sdf


def bulb(x, y):
    glass = stroke(arc(x, y + 0.18, 0.48, -40, 220))
    neck_l = stroke(segment(x, y, -0.37, 0.1, -0.22, 0.42))
    neck_r = stroke(segment(x, y, 0.37, 0.1, 0.22, 0.42))
    base1 = stroke(segment(x, y, -0.22, 0.52, 0.22, 0.52))
    base2 = stroke(segment(x, y, -0.16, 0.72, 0.16, 0.72))
    return union(glass, neck_l, neck_r, base1, base2)


def play(x, y):
    return polygon_sdf(x, y, [(-0.42, -0.62), (0.62, 0.0), (-0.42, 0.62)]) - 0.04


def stop(x, y):
    return max(abs(x), abs(y)) - 0.5


def share(x, y):
    dots = [(0.5, -0.55), (-0.5, 0.0), (0.5, 0.55)]
    circles = [math.hypot(x - dx, y - dy) - 0.2 for dx, dy in dots]
    lines = [stroke(segment(x, y, *dots[1], *dots[0]), 0.06), stroke(segment(x, y, *dots[1], *dots[2]), 0.06)]
    return union(*circles, *lines)


def gear(x, y):
    r = math.hypot(x, y)
    angle = math.atan2(y, x)
    teeth = 0.56 + (0.2 if math.cos(8 * angle) > 0.1 else 0.0)
    body = r - teeth
    hole = 0.22 - r
    return max(body, hole)


def house(x, y):
    roof = polygon_sdf(x, y, [(0.0, -0.8), (0.82, 0.0), (-0.82, 0.0)])
    walls = max(abs(x) - 0.56, abs(y - 0.32) - 0.42)
    door = max(abs(x) - 0.15, abs(y - 0.45) - 0.3)
    return max(union(roof, walls), -door)


def dots(x, y):
    return union(*(math.hypot(x - dx, y) - 0.15 for dx in (-0.55, 0.0, 0.55)))


def magnifier(x, y):
    lens = stroke(abs(math.hypot(x + 0.15, y + 0.15) - 0.45))
    handle = stroke(segment(x, y, 0.18, 0.18, 0.72, 0.72), 0.12)
    return union(lens, handle)


def calendar(x, y):
    frame = stroke(abs(max(abs(x) - 0.68, abs(y - 0.08) - 0.6)), 0.075)
    band = max(abs(x) - 0.68, abs(y + 0.38) - 0.14)
    rings = union(*(stroke(segment(x, y, rx, -0.8, rx, -0.5), 0.08) for rx in (-0.36, 0.36)))
    squares = union(*(max(abs(x - cx), abs(y - cy)) - 0.1 for cx in (-0.34, 0.0, 0.34) for cy in (0.15, 0.45)))
    return union(frame, band, rings, squares)


def bars(x, y):
    columns = [(-0.5, 0.7), (0.0, 1.3), (0.5, 0.95)]
    cols = [max(abs(x - bx) - 0.17, abs(y - (0.7 - h / 2)) - h / 2) for bx, h in columns]
    base = stroke(segment(x, y, -0.8, 0.78, 0.8, 0.78), 0.05)
    return union(*cols, base)


def close(x, y):
    return union(stroke(segment(x, y, -0.55, -0.55, 0.55, 0.55), 0.1), stroke(segment(x, y, -0.55, 0.55, 0.55, -0.55), 0.1))


def chevron(mirror):
    def sdf(x, y):
        if mirror:
            x = -x
        return union(stroke(segment(x, y, 0.25, -0.6, -0.3, 0.0), 0.11), stroke(segment(x, y, -0.3, 0.0, 0.25, 0.6), 0.11))
    return sdf


def star(x, y):
    return polygon_sdf(x, y, regular(5, 0.85, inner=0.38))


def pause(x, y):
    return union(*(max(abs(x - bx) - 0.16, abs(y) - 0.6) for bx in (-0.3, 0.3)))


def restart(x, y):
    # Back to the start: a bar, and a triangle pointing at it.
    bar = max(abs(x + 0.55) - 0.1, abs(y) - 0.6)
    head = polygon_sdf(x, y, [(-0.38, 0.0), (0.6, -0.6), (0.6, 0.6)]) - 0.03
    return union(bar, head)


ICONS = {
    "new": circular_arrow(False),
    "undo": undo(False),
    "redo": undo(True),
    "hint": bulb,
    "auto": play,
    "stop": stop,
    "share": share,
    "settings": gear,
    "menu": house,
    "more": dots,
    "review": magnifier,
    "daily": calendar,
    "stats": bars,
    "close": close,
    "previous": chevron(False),
    "next": chevron(True),
    "star": star,
    "pause": pause,
    "restart": restart,
}


def draw(sdf):
    """Coverage of the shape, 4x4 samples a pixel."""
    samples = 4
    rows = []
    for py in range(SIZE):
        row = []
        for px in range(SIZE):
            inside = 0
            for sy in range(samples):
                for sx in range(samples):
                    x = ((px + (sx + 0.5) / samples) / SIZE) * 2 - 1
                    y = ((py + (sy + 0.5) / samples) / SIZE) * 2 - 1
                    if sdf(x / 0.9, y / 0.9) < 0:
                        inside += 1
            row.append((255, 255, 255, clamp(255 * inside / (samples * samples))))
        rows.append(row)
    return rows


if __name__ == "__main__":
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "icons")
    for name, sdf in ICONS.items():
        write_png(os.path.join(here, f"{name}.png"), SIZE, SIZE, draw(sdf))
    print(f"wrote {len(ICONS)} icons to assets/icons/: {', '.join(ICONS)}")
