"""Icons 13..36 of the Lianliankan tiles, for make_pictures.py.

Drawn like the first twelve in pictures_draw.py: each icon is a list of layers
(sdf(u, v), colour[, colour_fn]) painted in order on the cream tile, u right, v down,
-1..1, and tile_fn gives every layer the same dark outline and top light. Every icon
has its own silhouette (players who do not see colours tell them apart by shape) and,
as far as the 36 allow, its own colour. ICON_TILES follows TILES (pictures 13..36).
"""
import math

from pictures_draw import hexc, lerp, scale, sd_circle, sd_polygon, sd_round_box, sd_segment

WHITE = (255, 255, 255)
INK = hexc("#2c2830")


# ---------------------------------------------------------------- small helpers

def turn(u, v, cx, cy, a):
    """(u, v) in the frame of a shape drawn around (cx, cy) and turned by a (clockwise)."""
    c, s = math.cos(a), math.sin(a)
    x, y = u - cx, v - cy
    return c * x + s * y, -s * x + c * y


def sd_ellipse(x, y, a, b):
    """Ellipse with half-axes a, b around the origin (close approximation)."""
    k0 = math.hypot(x / a, y / b)
    k1 = math.hypot(x / (a * a), y / (b * b))
    return k0 * (k0 - 1.0) / k1 if k1 > 1e-9 else -min(a, b)


def sd_lens(x, y, ax, ay, bx, by, w):
    """Leaf shape pointed at (ax, ay) and (bx, by), w wide on each side of that line."""
    mx, my = (ax + bx) / 2, (ay + by) / 2
    h = math.hypot(bx - ax, by - ay) / 2
    r = (h * h + w * w) / (2 * w)
    nx, ny = -(by - ay) / (2 * h), (bx - ax) / (2 * h)
    o = r - w
    return max(sd_circle(x, y, mx + nx * o, my + ny * o, r), sd_circle(x, y, mx - nx * o, my - ny * o, r))


def sd_teardrop(x, y, cx, cy, r, ty):
    """Round bottom of radius r at (cx, cy), pointed tip straight above at height ty."""
    d = cy - ty
    phi = math.acos(r / d)
    px, py = r * math.sin(phi), cy - r * math.cos(phi)
    cone = sd_polygon(x, y, [(cx, ty), (cx + px, py), (cx, cy), (cx - px, py)])
    return min(sd_circle(x, y, cx, cy, r), cone)


def sd_curve(x, y, pts, r):
    """Thick line through the points (a polyline)."""
    return min(sd_segment(x, y, ax, ay, bx, by, r) for (ax, ay), (bx, by) in zip(pts, pts[1:]))


def bezier(p0, p1, p2, n=8):
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (i / n for i in range(n + 1))]


def moved(layers, du, dv):
    """The icon's layers drawn (du, dv) further right and down."""
    out = []
    for layer in layers:
        sdf = layer[0]
        new = [lambda u, v, f=sdf: f(u - du, v - dv), layer[1]]
        if len(layer) > 2:
            new.append(lambda base, u, v, f=layer[2]: f(base, u - du, v - dv))
        out.append(tuple(new))
    return out


# ---------------------------------------------------------------- 13 bell

BELL = [(-0.4, -0.3), (-0.43, 0.0), (-0.5, 0.22), (-0.7, 0.4), (0.7, 0.4), (0.5, 0.22),
        (0.43, 0.0), (0.4, -0.3)]

def bell_clapper(u, v):
    return sd_circle(u, v, 0, 0.6, 0.15)


def bell(u, v):
    return min(sd_circle(u, v, 0, -0.3, 0.4), sd_polygon(u, v, BELL),
               sd_round_box(u, v, 0, 0.42, 0.76, 0.11, 0.1), sd_circle(u, v, 0, -0.7, 0.1))


def bell_colour(base, u, v):
    if v > 0.32:
        return scale(base, 0.86)
    if -0.34 < u + 0.12 * v < -0.2 and v < 0.22:
        return lerp(base, WHITE, 0.45)
    return base


# ---------------------------------------------------------------- 14 key

KEY_TURN = math.pi / 4

def key(u, v):
    x, y = turn(u, v, -0.01, -0.01, KEY_TURN)
    bow = max(sd_circle(x, y, -0.6, 0, 0.36), -sd_circle(x, y, -0.6, 0, 0.13))
    shaft = sd_segment(x, y, -0.3, 0, 0.84, 0, 0.1)
    teeth = min(sd_round_box(x, y, 0.52, 0.2, 0.08, 0.16, 0.03),
                sd_round_box(x, y, 0.76, 0.17, 0.08, 0.13, 0.03))
    return min(bow, shaft, teeth)


# ---------------------------------------------------------------- 15 fish

def fish_fins(u, v):
    tail = sd_polygon(u, v, [(0.26, 0.0), (0.8, -0.42), (0.68, 0.0), (0.8, 0.42)]) - 0.03
    top = sd_polygon(u, v, [(-0.24, -0.22), (0.08, -0.54), (0.22, -0.18)]) - 0.02
    return min(tail, top)


def fish(u, v):
    return max(sd_circle(u, v, -0.16, 0.42, 0.72), sd_circle(u, v, -0.16, -0.42, 0.72)) - 0.02


def fish_colour(base, u, v):
    e = math.hypot(u + 0.45, v + 0.06)
    if e < 0.065:
        return INK
    if e < 0.13:
        return WHITE
    if abs(math.hypot(u + 0.63, v) - 0.36) < 0.03 and abs(v) < 0.24:
        return scale(base, 0.6)
    return lerp(base, WHITE, 0.3) if v > 0.12 else base


# ---------------------------------------------------------------- 16 cup

def cup_steam(u, v):
    return min(sd_curve(u, v, [(x0 + 0.07 * math.sin(t * 2.2), -0.38 - 0.09 * t) for t in range(5)], 0.045)
               for x0 in (-0.3, -0.02))


def cup_handle(u, v):
    return max(abs(sd_circle(u, v, 0.32, 0.1, 0.22)) - 0.075, 0.26 - u)


def cup(u, v):
    body = sd_polygon(u, v, [(-0.62, -0.22), (0.38, -0.22), (0.26, 0.5), (-0.5, 0.5)]) - 0.03
    return min(body, sd_ellipse(u + 0.12, v + 0.22, 0.53, 0.1))


def cup_colour(base, u, v):
    if sd_ellipse(u + 0.12, v + 0.22, 0.43, 0.06) < 0:
        return hexc("#6b3d1e")
    return lerp(base, WHITE, 0.25) if abs(u + 0.12 - 0.015 * (v + 0.2)) < 0.1 and v > 0.0 else base


def saucer(u, v):
    return sd_round_box(u, v, -0.12, 0.6, 0.74, 0.08, 0.08)


# ---------------------------------------------------------------- 17 umbrella

SCALLOPS = (-0.53, 0.0, 0.53)

def umbrella_handle(u, v):
    shaft = sd_segment(u, v, 0, -0.77, 0, 0.56, 0.055)
    hook = max(abs(sd_circle(u, v, -0.17, 0.56, 0.17)) - 0.055, 0.56 - v)
    return min(shaft, hook)


def canopy(u, v):
    d = max(sd_circle(u, v, 0, 0.1, 0.8), v - 0.1)
    for cx in SCALLOPS:
        d = max(d, -sd_circle(u, v, cx, 0.18, 0.27))
    return d


def canopy_colour(base, u, v):
    return lerp(base, WHITE, 0.3) if abs(u) < 0.27 * (v + 0.7) / 0.8 else base


# ---------------------------------------------------------------- 18 crown

CROWN = [(-0.64, 0.32), (-0.72, -0.44), (-0.36, -0.08), (0.0, -0.56), (0.36, -0.08),
         (0.72, -0.44), (0.64, 0.32)]

def crown(u, v):
    return min(sd_polygon(u, v, CROWN) - 0.02, sd_circle(u, v, -0.72, -0.5, 0.1),
               sd_circle(u, v, 0, -0.64, 0.11), sd_circle(u, v, 0.72, -0.5, 0.1))


def crown_band(u, v):
    return sd_round_box(u, v, 0, 0.44, 0.7, 0.15, 0.06)


def band_colour(base, u, v):
    if math.hypot(u, v - 0.44) < 0.09:
        return hexc("#d81e36")
    if math.hypot(abs(u) - 0.42, v - 0.44) < 0.07:
        return hexc("#2b63d9")
    return base


# ---------------------------------------------------------------- 19 house

def chimney(u, v):
    return sd_round_box(u, v, 0.42, -0.42, 0.1, 0.2, 0.02)


def walls(u, v):
    return sd_round_box(u, v, 0, 0.38, 0.56, 0.4, 0.04)


def walls_colour(base, u, v):
    if abs(u) < 0.15 and v > 0.3:
        return hexc("#8a5228") if abs(u - 0.08) > 0.03 or abs(v - 0.56) > 0.03 else hexc("#ffd23a")
    for wx in (-0.34, 0.34):
        if abs(u - wx) < 0.12 and abs(v - 0.26) < 0.12:
            return WHITE if abs(u - wx) < 0.02 or abs(v - 0.26) < 0.02 else hexc("#5fb4ec")
    return base


def roof(u, v):
    return sd_polygon(u, v, [(0, -0.76), (0.78, 0.02), (-0.78, 0.02)]) - 0.03


# ---------------------------------------------------------------- 20 cat face

CAT_EAR = [(-0.68, 0.0), (-0.62, -0.8), (-0.14, -0.38)]
CAT_EAR_IN = [(-0.56, -0.1), (-0.54, -0.6), (-0.28, -0.38)]

def cat(u, v):
    return min(sd_ellipse(u, v - 0.16, 0.7, 0.58), sd_polygon(abs(u) * -1, v, CAT_EAR) - 0.03)


def cat_colour(base, u, v):
    x = -abs(u)
    if sd_polygon(x, v, CAT_EAR_IN) < 0:
        return hexc("#f7a8b8")
    if sd_ellipse(x + 0.26, v - 0.06, 0.1, 0.14) < 0:
        return WHITE if math.hypot(x + 0.29, v - 0.01) < 0.035 else INK
    if sd_polygon(u, v, [(-0.09, 0.26), (0.09, 0.26), (0.0, 0.36)]) < 0.01:
        return hexc("#e8607c")
    if math.hypot(x + 0.1, v - 0.42) < 0.16 or (abs(u) < 0.1 and 0.36 < v < 0.5):
        if abs(u) < 0.02 and v < 0.46:
            return INK
        return lerp(base, WHITE, 0.7)
    if 0.32 < abs(u) and min(sd_segment(x, v, -0.3, 0.36, -0.72, 0.3, 0.018),
                             sd_segment(x, v, -0.3, 0.44, -0.72, 0.48, 0.018)) < 0:
        return INK
    if v < -0.18 and abs(u) < 0.22 and min(abs(u), abs(abs(u) - 0.16)) < 0.04 and v > -0.4 + abs(u):
        return scale(base, 0.72)
    return base


# ---------------------------------------------------------------- 21 cherries

CHERRIES = [(-0.34, 0.42), (0.32, 0.34)]
CHERRY_TOP = (0.12, -0.58)

def cherry_stems(u, v):
    return min(sd_curve(u, v, bezier((-0.32, 0.12), (-0.2, -0.35), CHERRY_TOP), 0.045),
               sd_curve(u, v, bezier((0.3, 0.04), (0.32, -0.3), CHERRY_TOP), 0.045))


def cherry_leaf(u, v):
    return sd_lens(u, v, 0.12, -0.58, 0.66, -0.74, 0.15)


def leaf_colour(base, u, v):
    return scale(base, 0.7) if sd_segment(u, v, 0.16, -0.59, 0.56, -0.71, 0.015) < 0 else base


def _cherry(cx, cy):
    def ball(u, v):
        return sd_circle(u, v, cx, cy, 0.32)
    return ball


def cherry_colour(base, u, v):
    for cx, cy in CHERRIES:
        if sd_ellipse(u - cx + 0.13, v - cy + 0.14, 0.09, 0.06) < 0:
            return lerp(base, WHITE, 0.75)
    return base


# ---------------------------------------------------------------- 22 lightning bolt

BOLT = [(0.9 * x - 0.06, 0.9 * y) for x, y in [(0.02, -0.84), (0.54, -0.84), (0.2, -0.2), (0.52, -0.2),
                                               (-0.26, 0.86), (-0.04, 0.06), (-0.4, 0.06)]]

def bolt(u, v):
    return sd_polygon(u, v, BOLT) - 0.03


# ---------------------------------------------------------------- 23 snowflake

ARMS = [(math.cos(-math.pi / 2 + k * math.pi / 3), math.sin(-math.pi / 2 + k * math.pi / 3))
        for k in range(6)]
TWIGS = []
for _c, _s in ARMS:
    for _a in (math.pi / 3, -math.pi / 3):
        _tc, _ts = _c * math.cos(_a) - _s * math.sin(_a), _c * math.sin(_a) + _s * math.cos(_a)
        TWIGS.append((0.42 * _c, 0.42 * _s, 0.42 * _c + 0.24 * _tc, 0.42 * _s + 0.24 * _ts))

def snowflake(u, v):
    arms = min(sd_segment(u, v, 0, 0, 0.74 * c, 0.74 * s, 0.07) for c, s in ARMS)
    twigs = min(sd_segment(u, v, ax, ay, bx, by, 0.06) for ax, ay, bx, by in TWIGS)
    return min(arms, twigs, sd_circle(u, v, 0, 0, 0.17))


# ---------------------------------------------------------------- 24 music note

FLAG = [(0.0, -0.84), (0.12, -0.84), (0.22, -0.64), (0.46, -0.44), (0.6, -0.2), (0.54, 0.1),
        (0.46, 0.12), (0.48, -0.12), (0.38, -0.3), (0.12, -0.42), (0.0, -0.42)]

def note(u, v):
    head = sd_ellipse(*turn(u, v, -0.2, 0.52, -0.45), 0.31, 0.22)
    stem = sd_segment(u, v, 0.05, 0.5, 0.05, -0.8, 0.07)
    return min(head, stem, sd_polygon(u, v, FLAG) - 0.02)


# ---------------------------------------------------------------- 25 butterfly

def wings_low(u, v):
    return sd_ellipse(*turn(abs(u), v, 0.3, 0.36, 0.5), 0.3, 0.22)


def wings_up(u, v):
    return sd_ellipse(*turn(abs(u), v, 0.4, -0.22, -0.5), 0.44, 0.31)


def wings_colour(base, u, v):
    x = abs(u)
    if math.hypot(x - 0.52, v + 0.3) < 0.12 or math.hypot(x - 0.34, v - 0.42) < 0.08:
        return lerp(base, WHITE, 0.6)
    return base


ANTENNA = bezier((0.03, -0.44), (0.08, -0.72), (0.3, -0.8), 5)

def butterfly_body(u, v):
    antennae = min(sd_curve(abs(u), v, ANTENNA, 0.026), sd_circle(abs(u), v, 0.3, -0.8, 0.055))
    return min(sd_segment(u, v, 0, -0.3, 0, 0.52, 0.08), sd_circle(u, v, 0, -0.38, 0.095), antennae)


# ---------------------------------------------------------------- 26 cloud

def cloud(u, v):
    return min(sd_circle(u, v, -0.42, 0.16, 0.3), sd_circle(u, v, -0.05, -0.1, 0.42),
               sd_circle(u, v, 0.38, 0.04, 0.34), sd_round_box(u, v, 0, 0.28, 0.72, 0.2, 0.2))


def cloud_colour(base, u, v):
    return lerp(base, WHITE, 0.45) if sd_circle(u, v, -0.12, -0.2, 0.24) < 0 else base


# ---------------------------------------------------------------- 27 candle

def candle_holder(u, v):
    return sd_round_box(u, v, 0, 0.72, 0.52, 0.08, 0.08)


def candle(u, v):
    return sd_round_box(u, v, 0, 0.26, 0.25, 0.48, 0.05)


def candle_colour(base, u, v):
    if v < -0.08 and sd_circle(u, v, -0.12, -0.08, 0.07) < 0:
        return lerp(base, WHITE, 0.4)
    if -0.17 < u < -0.08 and v > -0.1:
        return lerp(base, WHITE, 0.35)
    return base


def flame(u, v):
    return min(sd_teardrop(u, v, 0, -0.42, 0.16, -0.8), sd_segment(u, v, 0, -0.3, 0, -0.22, 0.03))


def flame_colour(base, u, v):
    return hexc("#ffe14a") if sd_teardrop(u, v, 0, -0.4, 0.08, -0.62) < 0 else base


# ---------------------------------------------------------------- 28 hourglass

def hourglass_posts(u, v):
    return sd_segment(abs(u), v, 0.46, -0.7, 0.46, 0.7, 0.05)


def hourglass_glass(u, v):
    return sd_polygon(u, v, [(-0.38, -0.64), (0.38, -0.64), (0.06, 0.0), (0.38, 0.64), (-0.38, 0.64),
                             (-0.06, 0.0)]) - 0.03


def sand_colour(base, u, v):
    if v > 0.3 or (-0.32 < v < 0.0) or (abs(u) < 0.025 and v > 0):
        return hexc("#f0b43c")
    return base


def hourglass_plates(u, v):
    return sd_round_box(u, abs(v), 0, 0.73, 0.58, 0.09, 0.05)


# ---------------------------------------------------------------- 29 light bulb

def bulb_tip(u, v):
    return sd_circle(u, v, 0, 0.7, 0.1)


def bulb_base(u, v):
    return sd_round_box(u, v, 0, 0.5, 0.24, 0.16, 0.05)


def base_colour(base, u, v):
    return scale(base, 0.75) if 0.4 < v < 0.45 or 0.52 < v < 0.57 else base


def bulb(u, v):
    return min(sd_circle(u, v, 0, -0.25, 0.5), sd_polygon(u, v, [(-0.43, 0.0), (0.43, 0.0), (0.22, 0.36),
                                                                   (-0.22, 0.36)]))


FILAMENT = [(-0.1, -0.14), (-0.05, -0.24), (0.0, -0.14), (0.05, -0.24), (0.1, -0.14)]

def bulb_colour(base, u, v):
    r = math.hypot(u, v + 0.25)
    if abs(r - 0.36) < 0.045 and u < -0.05 and v < -0.3:
        return lerp(base, WHITE, 0.7)
    fil = min(sd_segment(abs(u), v, 0.1, 0.34, 0.1, -0.14, 0.025), sd_curve(u, v, FILAMENT, 0.025))
    return hexc("#c8750e") if fil < 0 else base


# ---------------------------------------------------------------- 30 carrot

CARROT_AT, CARROT_TURN = (0.0, 0.12), math.radians(35)

def carrot_tops(u, v):
    x, y = turn(u, v, CARROT_AT[0], CARROT_AT[1], CARROT_TURN)
    return min(sd_lens(x, y, 0, -0.56, tx, ty, 0.1) for tx, ty in ((-0.28, -0.9), (0.0, -0.98), (0.28, -0.9)))


def carrot(u, v):
    x, y = turn(u, v, CARROT_AT[0], CARROT_AT[1], CARROT_TURN)
    return min(sd_circle(x, y, 0, -0.36, 0.3), sd_polygon(x, y, [(-0.3, -0.36), (0.3, -0.36), (0.04, 0.76),
                                                               (-0.04, 0.76)]))


def carrot_colour(base, u, v):
    x, y = turn(u, v, CARROT_AT[0], CARROT_AT[1], CARROT_TURN)
    for ry, side in ((-0.18, 1), (0.08, -1), (0.34, 1)):
        if abs(y - ry) < 0.025 and 0.0 < side * x:
            return scale(base, 0.72)
    return base


# ---------------------------------------------------------------- 31 sailboat

def hull(u, v):
    return sd_polygon(u, v, [(-0.78, 0.36), (0.78, 0.36), (0.53, 0.7), (-0.51, 0.7)]) - 0.03


def mast(u, v):
    return sd_segment(u, v, 0, -0.78, 0, 0.38, 0.045)


def sails(u, v):
    return min(sd_polygon(u, v, [(0.11, -0.74), (0.11, 0.24), (0.72, 0.24)]),
               sd_polygon(u, v, [(-0.11, -0.56), (-0.11, 0.24), (-0.58, 0.24)])) - 0.03


# ---------------------------------------------------------------- 32 gift

def gift_box(u, v):
    return min(sd_round_box(u, v, 0, 0.32, 0.6, 0.44, 0.05), sd_round_box(u, v, 0, -0.18, 0.7, 0.15, 0.05))


def ribbon_colour(base, u, v):
    return hexc("#ffd23a") if abs(u) < 0.11 else base


def bow(u, v):
    return min(sd_lens(abs(u), v, 0.04, -0.36, 0.46, -0.7, 0.17), sd_circle(u, v, 0, -0.38, 0.1))


# ---------------------------------------------------------------- 33 magnet

def magnet(u, v):
    arc = max(abs(sd_circle(u, v, 0, 0.08, 0.44)) - 0.19, 0.08 - v)
    return min(arc, sd_round_box(abs(u), v, 0.44, -0.32, 0.19, 0.41, 0.03))


def magnet_tips(u, v):
    return sd_round_box(abs(u), v, 0.44, -0.58, 0.19, 0.15, 0.03)


# ---------------------------------------------------------------- 34 snail

SHELL = (0.14, -0.08, 0.5)

def snail_body(u, v):
    foot = sd_round_box(u, v, -0.03, 0.52, 0.78, 0.13, 0.13)
    head = sd_segment(u, v, -0.6, 0.45, -0.68, 0.04, 0.14)
    stalks = min(sd_segment(u, v, -0.72, 0.0, -0.8, -0.36, 0.035),
                 sd_segment(u, v, -0.62, 0.0, -0.5, -0.38, 0.035),
                 sd_circle(u, v, -0.8, -0.38, 0.065), sd_circle(u, v, -0.5, -0.4, 0.065))
    return min(foot, head, stalks)


def snail_body_colour(base, u, v):
    return INK if math.hypot(u + 0.74, v - 0.12) < 0.045 else base


def shell(u, v):
    return sd_circle(u, v, SHELL[0], SHELL[1], SHELL[2])


def shell_colour(base, u, v):
    x, y = u - SHELL[0], v - SHELL[1]
    r = math.hypot(x, y)
    if r < 0.42:
        b = 0.16 / (2 * math.pi)
        d = r - b * ((math.atan2(y, x) + math.pi) % (2 * math.pi))
        if abs(d - round(d / 0.16) * 0.16) < 0.028:
            return scale(base, 0.6)
    return base


# ---------------------------------------------------------------- 35 glasses

def lenses(u, v):
    return sd_circle(abs(u), v, 0.38, 0.04, 0.28)


def lens_colour(base, u, v):
    return lerp(base, WHITE, 0.7) if abs((abs(u) - 0.38) + (v - 0.04) + 0.08) < 0.05 else base


def frames(u, v):
    rims = abs(sd_circle(abs(u), v, 0.38, 0.04, 0.28)) - 0.072
    bridge = sd_curve(abs(u), v, bezier((0.12, -0.06), (0.06, -0.15), (0.0, -0.15), 4), 0.05)
    arm = sd_segment(abs(u), v, 0.66, -0.04, 0.78, -0.18, 0.048)
    return min(rims, bridge, arm)


# ---------------------------------------------------------------- 36 clock

def clock_rim(u, v):
    return sd_circle(u, v, 0, 0.02, 0.78)


def clock_face(u, v):
    return sd_circle(u, v, 0, 0.02, 0.58)


CLOCK_TICKS = [(math.cos(k * math.pi / 6), math.sin(k * math.pi / 6)) for k in range(12)]

def face_colour(base, u, v):
    y = v - 0.02
    hands = min(sd_segment(u, y, 0, 0, -0.26, -0.15, 0.055), sd_segment(u, y, 0, 0, 0.26, -0.36, 0.04))
    ticks = min(sd_segment(u, y, 0.44 * c, 0.44 * s, 0.5 * c, 0.5 * s, 0.035) for c, s in CLOCK_TICKS)
    if math.hypot(u, y) < 0.07:
        return hexc("#d81e36")
    return INK if min(hands, ticks) < 0 else base


# ---------------------------------------------------------------- the tiles

ICON_TILES = [
    [(bell_clapper, hexc("#9a6a12")), (bell, hexc("#f0aa1c"), bell_colour)],                   # 13
    moved([(key, hexc("#8c98a6"))], 0.05, 0),                                                  # 14
    moved([(fish_fins, hexc("#1f7cc4")), (fish, hexc("#2ea3e6"), fish_colour)], -0.03, 0.05),  # 15
    moved([(cup_steam, hexc("#9fb7c2")), (saucer, hexc("#128a83")), (cup_handle, hexc("#18a39a")),
           (cup, hexc("#18a39a"), cup_colour)], 0.1, 0.02),                                    # 16
    [(umbrella_handle, hexc("#4a3a52")), (canopy, hexc("#9340cc"), canopy_colour)],            # 17
    moved([(crown, hexc("#f2b418")), (crown_band, hexc("#e59a10"), band_colour)], 0, 0.07),    # 18
    [(chimney, hexc("#a8352a")), (walls, hexc("#f4c56a"), walls_colour), (roof, hexc("#d23f2d"))],  # 19
    moved([(cat, hexc("#f28c2c"), cat_colour)], 0, 0.04),                                      # 20
    moved([(cherry_stems, hexc("#3f8f2a")), (cherry_leaf, hexc("#4caf3a"), leaf_colour)]
          + [(_cherry(cx, cy), hexc("#d81e36"), cherry_colour) for cx, cy in CHERRIES], 0, 0.04),  # 21
    [(bolt, hexc("#ffd21a"))],                                                                 # 22
    [(snowflake, hexc("#3cb4f0"))],                                                            # 23
    moved([(note, hexc("#c02a82"))], -0.06, 0.05),                                             # 24
    moved([(wings_low, hexc("#2d7fe3"), wings_colour), (wings_up, hexc("#2d7fe3"), wings_colour),
           (butterfly_body, hexc("#3a2a40"))], 0, 0.12),                                       # 25
    [(cloud, hexc("#8cbfe8"), cloud_colour)],                                                  # 26
    [(candle_holder, hexc("#6a6a78")), (candle, hexc("#a87ce2"), candle_colour),
     (flame, hexc("#ff8c1a"), flame_colour)],                                                  # 27
    [(hourglass_posts, hexc("#8a5a30")), (hourglass_glass, hexc("#cfe8f6"), sand_colour),
     (hourglass_plates, hexc("#8a5a30"))],                                                     # 28
    [(bulb_tip, hexc("#4a4a52")), (bulb_base, hexc("#9aa0a8"), base_colour),
     (bulb, hexc("#ffd53d"), bulb_colour)],                                                    # 29
    moved([(carrot_tops, hexc("#3aa53f")), (carrot, hexc("#f47c1c"), carrot_colour)], -0.14, 0),  # 30
    moved([(mast, hexc("#5a4030")), (sails, hexc("#f0643c")), (hull, hexc("#1f4fa8"))], 0, 0.04),  # 31
    [(gift_box, hexc("#ef5aa0"), ribbon_colour), (bow, hexc("#ffd23a"))],                      # 32
    [(magnet, hexc("#e0302c")), (magnet_tips, hexc("#c8ccd2"))],                               # 33
    moved([(snail_body, hexc("#a6c545"), snail_body_colour), (shell, hexc("#c8742c"), shell_colour)],
          0.04, 0),                                                                            # 34
    [(lenses, hexc("#bde3f7"), lens_colour), (frames, hexc("#2e2e3a"))],                       # 35
    [(clock_rim, hexc("#2f9e44")), (clock_face, hexc("#fffaf0"), face_colour)],                # 36
]
