#!/usr/bin/env python3
"""Draws the picture assets for the picture games (pure Python, no imaging library).

assets/themes/classic/lianliankan/01.png .. 36.png
    96x96 tiles for the connect-pairs game: a bold icon in its own strong colour
    on a cream rounded-square tile. Icons differ by shape *and* colour so that
    colour-blind players can still tell them apart (colours repeat only on very
    different shapes):
    01 red heart, 02 orange sun, 03 yellow star, 04 green clover, 05 teal drop,
    06 blue gem, 07 purple moon, 08 pink flower, 09 brown mushroom,
    10 dark grey spade, 11 navy anchor, 12 lime fir tree,
    13 gold bell, 14 steel grey key, 15 sky blue fish, 16 teal cup on a saucer,
    17 purple umbrella, 18 gold crown with jewels, 19 house with a red roof and
    straw walls, 20 ginger cat face, 21 red cherries, 22 yellow lightning bolt,
    23 ice blue snowflake, 24 magenta music note, 25 blue butterfly, 26 pale blue
    cloud, 27 lavender candle, 28 brown hourglass with yellow sand, 29 yellow
    light bulb, 30 orange carrot, 31 sailboat with coral sails and a blue hull,
    32 pink gift with a yellow ribbon, 33 red magnet, 34 snail with a brown shell
    and a lime body, 35 black glasses, 36 green clock.
assets/themes/classic/fifteen/picture.png
    512x512 landscape for the sliding 15-puzzle: sky, sun, clouds, balloon,
    snowy mountains, a lake with reflections, a house with a red roof, trees,
    a path, a fence and flowers, so that every one of the 4x4 squares differs.

Players may replace any of these files with their own images (same names).
Run from the repository root:  python3 scripts/make_pictures.py
(add --tiles to redraw only the tiles and skip the slow landscape).
The PNG writer is shared with make_assets.py; the shapes, the antialiased renderer and
the icons 01..12 are in pictures_draw.py, the icons 13..24 in pictures_icons.py and 25..36 in pictures_icons_more.py.
"""
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_assets import write_png  # noqa: E402
from pictures_draw import (  # noqa: E402
    TILES, clamp01, hash01, hexc, lerp, render, scale, sd_circle, sd_polygon, sd_segment,
    smoothstep, tile_fn,
)
from pictures_icons import ICON_TILES  # noqa: E402
from pictures_icons_more import ICON_TILES as MORE_ICON_TILES  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "themes", "classic")


def make_tiles():
    size = 96
    out = []
    for i, layers in enumerate(TILES + ICON_TILES + MORE_ICON_TILES, 1):
        path = os.path.join(ROOT, "lianliankan", "%02d.png" % i)
        write_png(path, size, size, render(size, size, tile_fn(layers, size)))
        out.append(path)
    return out


# ---------------------------------------------------------------- fifteen picture
# Pixel coordinates 0..512, y down. The scene is evaluated front to back with
# bounding-box checks so that each pixel only tests the few shapes near it.

HORIZON = 300.0
SUN = (104.0, 98.0, 36.0)
SKY_TOP, SKY_MID, SKY_LOW = hexc("#2f66c0"), hexc("#7fb2e6"), hexc("#ffd8ae")

FAR_PEAKS = [(-30, 205, 0.9), (72, 166, 1.05), (190, 126, 0.95), (318, 168, 1.05),
             (452, 140, 0.95), (580, 200, 1.0)]
NEAR_PEAKS = [(0, 246, 0.55), (128, 222, 0.65), (262, 242, 0.6), (378, 216, 0.7), (530, 236, 0.6)]

CLOUDS = [
    [(258, 74, 20), (290, 56, 28), (326, 62, 25), (352, 76, 17), (236, 82, 12)],
    [(402, 186, 13), (420, 176, 17), (442, 184, 13)],
    [(150, 168, 10), (166, 160, 13), (184, 168, 9)],
]
CLOUD_BOX = [(220, 25, 372, 94), (385, 155, 460, 198), (136, 143, 198, 178)]
CLOUD_BASE = [94, 198, 178]

BIRDS = [(196, 40, 8), (220, 56, 6.5), (186, 62, 5.5)]
BALLOON = (450.0, 66.0, 30.0)

FOLIAGE = [(60, 298, 38), (20, 280, 36), (100, 278, 34), (56, 250, 40), (92, 226, 30),
           (26, 224, 30), (0, 250, 28), (58, 212, 26)]
APPLES = [(40, 250), (80, 258), (22, 288), (98, 296), (58, 222), (68, 300), (8, 240)]
FIRS = [(468, 308, 58), (497, 296, 46), (352, 304, 44)]
ROCKS = [(196, 488, 26, 15), (228, 500, 14, 9)]


def meadow_top(x):
    return 392.0 - 112.0 * smoothstep(150, 430, x) + 5.0 * math.sin(x * 0.045)


def path_centre(y):
    t = (y - 318.0) / 194.0
    return 412.0 + (276.0 - 412.0) * smoothstep(0, 1, t) + 30.0 * math.sin(t * math.pi), \
        5.0 + 44.0 * max(t, 0.0) ** 1.2


def mountain_top(x, peaks, rough):
    best, best_peak = 1e9, None
    for px, py, s in peaks:
        h = py + s * abs(x - px)
        if h < best:
            best, best_peak = h, (px, py)
    return best + rough, best_peak


def sky(x, y):
    t = clamp01(y / HORIZON)
    col = lerp(SKY_TOP, SKY_MID, t / 0.55) if t < 0.55 else lerp(SKY_MID, SKY_LOW, (t - 0.55) / 0.45)
    d = math.hypot(x - SUN[0], y - SUN[1])
    if d < SUN[2]:
        return lerp((255, 250, 205), (255, 214, 90), d / SUN[2])
    glow = math.exp(-(d - SUN[2]) / 55.0) * 0.75
    return lerp(col, (255, 238, 180), glow)


def background(x, y):
    """Everything behind the lake and meadow: mountains, clouds, balloon, birds, sky."""
    # balloon
    bx, by, br = BALLOON
    if bx - br - 2 < x < bx + br + 2 and by - br - 2 < y < by + 72:
        if y < by + 46:
            if y < by + 10:
                hw = math.sqrt(max(0.0, br * br - (y - by) ** 2))
            else:
                hw = br * (1.0 - 0.62 * (y - by - 10) / 36.0) if y > by + 14 else math.sqrt(max(0.0, br * br - (y - by) ** 2))
            if abs(x - bx) < hw:
                uu = (x - bx) / hw
                stripe = int((math.asin(max(-1.0, min(1.0, uu))) / math.pi + 0.5) * 7)
                base = ((226, 52, 48), (250, 206, 60), (226, 52, 48), (250, 250, 240),
                        (226, 52, 48), (250, 206, 60), (226, 52, 48))[min(stripe, 6)]
                k = 1.05 - 0.3 * max(0.0, uu) - 0.15 * clamp01((y - by + br) / (2 * br + 16))
                return scale(base, k)
        if by + 54 < y < by + 66 and abs(x - bx) < 8:
            return (130, 86, 50) if y > by + 56 else (96, 62, 36)
        if by + 44 < y < by + 56:
            for sx in (-9.5, 9.5):
                if sd_segment(x, y, bx + sx, by + 44, bx + sx * 0.75, by + 55, 0.7) < 0:
                    return (90, 70, 60)
    # birds
    if 170 < x < 232 and 30 < y < 70:
        for cx, cy, s in BIRDS:
            if min(sd_segment(x, y, cx - s, cy - s * 0.45, cx, cy + s * 0.2, 1.2),
                   sd_segment(x, y, cx, cy + s * 0.2, cx + s, cy - s * 0.45, 1.2)) < 0:
                return (48, 52, 78)
    # clouds
    for circles, (x0, y0, x1, y1), base in zip(CLOUDS, CLOUD_BOX, CLOUD_BASE):
        if x0 < x < x1 and y0 < y < y1:
            if y < base and min(sd_circle(x, y, cx, cy, r) for cx, cy, r in circles) < 0:
                t = clamp01((y - y0) / (y1 - y0))
                return lerp((255, 255, 255), (200, 210, 232), t ** 1.5)
    # near (forested) mountains
    if y > 200:
        top, (px, _) = mountain_top(x, NEAR_PEAKS, 4 * math.sin(x * 0.21) + 3 * math.sin(x * 0.53 + 1))
        if y > top:
            lit = x < px
            col = (78, 128, 112) if lit else (52, 96, 92)
            t = clamp01((y - top) / 40.0)
            col = lerp(col, scale(col, 0.78), t)
            return lerp(col, (150, 170, 180), 0.25 * clamp01((y - 260) / 40.0))
    # far (snowy) mountains
    if y > 110:
        top, (px, py) = mountain_top(x, FAR_PEAKS, 3 * math.sin(x * 0.11) + 2 * math.sin(x * 0.27 + 1))
        if y > top:
            lit = x < px
            snow = py < 180 and y < py + 30 + 6 * math.sin(x * 0.35) + 4 * math.sin(x * 0.9)
            if snow:
                col = (250, 250, 255) if lit else (200, 212, 238)
            else:
                col = (156, 160, 210) if lit else (112, 118, 172)
            return lerp(col, (214, 196, 214), 0.5 * clamp01((y - 190) / 110.0))
    return sky(x, y)


def flower_at(x, y):
    cell = 30.0
    i, j = int(x // cell), int((y - 392) // cell)
    if hash01(i, j, 1) < 0.15:
        return None
    fx = (i + 0.5) * cell + (hash01(i, j, 2) - 0.5) * 8
    fy = 392 + (j + 0.5) * cell + (hash01(i, j, 3) - 0.5) * 8
    if fy < meadow_top(fx) + 20:
        return None
    pc, pw = path_centre(fy)
    if abs(fx - pc) < pw + 8:
        return None
    r = 5.0 + 6.0 * clamp01((fy - 400) / 112.0)
    dx, dy = x - fx, y - fy
    d = math.hypot(dx, dy)
    if d < r:
        kinds = [((232, 44, 52), (255, 214, 60)), ((255, 214, 40), (170, 90, 30)),
                 ((250, 250, 250), (255, 200, 40)), ((150, 80, 210), (255, 230, 90)),
                 ((255, 140, 30), (120, 60, 20)), ((246, 110, 180), (255, 240, 120))]
        petal, centre = kinds[int(hash01(i, j, 4) * 5.999)]
        if d < 0.34 * r:
            return centre
        a = math.atan2(dy, dx) + hash01(i, j, 5) * 6.3
        if d < r * (0.62 + 0.38 * abs(math.cos(2.5 * a))):
            return scale(petal, 1.0 - 0.18 * clamp01(dy / r + 0.3))
    elif 0 < dy < 2.4 * r and abs(dx + dy * 0.08) < 1.1 + r * 0.06:
        return (52, 120, 40)
    return None


BOAT_WATERLINE = 336.0


def boat(x, y):
    """Small sailing boat on the lake (x 226..274); None where there is no boat."""
    if not (280 < y < BOAT_WATERLINE):
        return None
    if y > 326:                                     # hull
        t = (y - 326) / 10.0
        if 228 + 7 * t < x < 272 - 4 * t:
            return (150, 60, 40) if y < 330 else (110, 44, 32)
        return None
    if 249 < x < 251.5 and y > 284:                 # mast
        return (90, 60, 40)
    if sd_polygon(x, y, [(252.5, 286), (272, 322), (252.5, 322)]) < 0:   # main sail
        return (250, 248, 236) if y < 306 else (236, 232, 218)
    if sd_polygon(x, y, [(248, 292), (248, 322), (232, 322)]) < 0:       # jib
        return (236, 96, 60)
    return None


def landscape(x, y):
    # foreground flowers
    if y > 396:
        f = flower_at(x, y)
        if f:
            return (f[0], f[1], f[2], 1.0)
    # fence on the right
    if x > 436 and 396 < y < 452:
        k = (x - 446) % 22
        post_top = 400 + abs(k - 3) * 1.0
        if 0 < k < 6 and y > post_top:
            c = (162, 112, 68) if k < 3 else (128, 86, 52)
            return (c[0], c[1], c[2], 1.0)
        if 412 < y < 418 or 430 < y < 436:
            c = (176, 124, 78) if (y < 415 or 430 < y < 433) else (140, 96, 58)
            return (c[0], c[1], c[2], 1.0)
    # rocks
    if 165 < x < 246 and 470 < y < 512:
        for cx, cy, rx, ry in ROCKS:
            e = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2
            if e < 1:
                k = 1.15 - 0.45 * clamp01((y - cy + ry) / (2 * ry)) - 0.15 * (x - cx) / rx
                return (128 * k, 124 * k, 120 * k, 1.0)
    # big apple tree
    if x < 150 and 180 < y < 480:
        if y < 340:
            for ax, ay in APPLES:
                if (x - ax) ** 2 + (y - ay) ** 2 < 20:
                    return (222, 40, 36, 1.0) if (x - ax) + (y - ay) > -1.5 else (255, 140, 120, 1.0)
            for cx, cy, r in FOLIAGE:                # front clumps first
                d2 = (x - cx) ** 2 + (y - cy) ** 2
                if d2 < r * r:
                    # each clump lit from the top-left, darker towards its lower rim
                    rim = math.sqrt(d2) / r
                    k = 1.0 + 0.25 * ((cx - x) + (cy - y)) / r - 0.25 * rim ** 4
                    k += 0.15 * clamp01(1 - (x + y - 200) / 200.0)
                    return (52 * k, 128 * k, 50 * k, 1.0)
        w = 10 + 8 * smoothstep(420, 470, y)
        if y > 300 and abs(x - 58) < w:
            k = 1.0 if x < 58 else 0.78
            return (112 * k, 76 * k, 44 * k, 1.0)
    # firs on the hill
    for cx, base, h in FIRS:
        if abs(x - cx) < h * 0.3 and base - h < y < base + 8:
            if y > base:
                if abs(x - cx) < 3:
                    return (100, 68, 40, 1.0)
            else:
                w = h * 0.3 * (y - base + h) / h
                # three tiers
                tt = ((y - base + h) / h * 3) % 1.0
                w *= 0.55 + 0.45 * tt
                if abs(x - cx) < w:
                    c = (44, 104, 62) if x < cx else (30, 76, 48)
                    return (c[0], c[1], c[2], 1.0)
    # house
    if 366 < x < 458 and 238 < y < 320:
        if 428 < x < 440 and 246 < y < 272:
            return (150, 70, 50, 1.0) if y > 250 else (90, 60, 50, 1.0)    # chimney
        roof = sd_polygon(x, y, [(412, 242), (458, 286), (366, 286)])
        if roof < 0:
            inner = sd_polygon(x, y, [(412, 252), (446, 285), (378, 285)])
            if inner < 0:
                if (x - 412) ** 2 + (y - 270) ** 2 < 36:
                    return (250, 240, 220, 1.0) if (x - 412) ** 2 + (y - 270) ** 2 < 16 else (120, 80, 60, 1.0)
                return (236, 222, 196, 1.0)          # gable wall
            return (206, 52, 40, 1.0) if x < 412 else (168, 38, 32, 1.0)
        if 376 < x < 448 and 285 < y < 318:
            if 405 < x < 419 and y > 296:
                return (110, 64, 36, 1.0) if (x - 416) ** 2 + (y - 308) ** 2 > 2 else (240, 200, 80, 1.0)
            for wx in (384, 426):
                if wx < x < wx + 14 and 292 < y < 306:
                    if abs(x - wx - 7) < 0.8 or abs(y - 299) < 0.8 or x < wx + 1.5 or x > wx + 12.5 \
                            or y < 293.5 or y > 304.5:
                        return (250, 250, 245, 1.0)
                    return (120, 180, 225, 1.0) if y < 299 else (90, 150, 200, 1.0)
            return (244, 234, 212, 1.0) if y > 287 else (200, 180, 160, 1.0)
    # meadow and path
    mt = meadow_top(x)
    if y > mt:
        if y > 316:
            pc, pw = path_centre(y)
            dd = abs(x - pc)
            if dd < pw:
                k = 1.05 - 0.2 * (dd / pw) ** 2
                ci, cj = int(x // 9), int(y // 7)         # scattered round pebbles
                if hash01(ci, cj, 9) > 0.8 and (x - ci * 9 - 4.5) ** 2 + ((y - cj * 7 - 3.5) * 1.4) ** 2 < 5 \
                        and dd < pw - 4:
                    k *= 0.8
                return (222 * k, 196 * k, 150 * k, 1.0)
        if y < mt + 3.5 and x < 420:
            return (206, 190, 140, 1.0)              # sandy shore
        t = clamp01((y - 280) / 232.0)
        col = lerp((160, 204, 92), (56, 138, 50), t)
        k = 1.0 + 0.04 * math.sin(x * 0.7 + 3 * math.sin(y * 0.11)) * math.sin(y * 0.9)
        if x < 120 and 455 < y < 490:             # tree shadow
            if ((x - 62) / 56.0) ** 2 + ((y - 472) / 14.0) ** 2 < 1:
                k *= 0.72
        return (col[0] * k, col[1] * k, col[2] * k, 1.0)
    # sailing boat on the lake, and its reflection
    if 220 < x < 280:
        b = boat(x, y)
        if b:
            return (b[0], b[1], b[2], 1.0)
    # lake with reflection
    if y > HORIZON:
        depth = y - HORIZON
        ripple = math.sin(y * 0.8 + math.sin(x * 0.03) * 2) * (0.5 + depth * 0.04)
        ref = boat(x + ripple, 2 * BOAT_WATERLINE - y) if y > BOAT_WATERLINE else None
        if not ref:
            ref = background(x + ripple, 2 * HORIZON - y)
        col = lerp(ref, (52, 104, 150), 0.38 + 0.25 * clamp01(depth / 90.0))
        if math.sin(y * 1.1 + math.sin(x * 0.045) * 3) > 0.96 and math.sin(x * 0.07 + y) > 0.2:
            col = lerp(col, (255, 255, 255), 0.35)
        return (col[0], col[1], col[2], 1.0)
    c = background(x, y)
    return (c[0], c[1], c[2], 1.0)


def make_fifteen():
    path = os.path.join(ROOT, "fifteen", "picture.png")
    write_png(path, 512, 512, render(512, 512, landscape, threshold=12.0))
    return path


if __name__ == "__main__":
    start = time.time()
    written = make_tiles()
    if "--tiles" not in sys.argv[1:]:
        written.append(make_fifteen())
    for p in written:
        print("wrote %s (%d bytes)" % (os.path.relpath(p, os.path.join(ROOT, "..")), os.path.getsize(p)))
    print("done in %.1f s" % (time.time() - start))
