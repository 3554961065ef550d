"""Icons 13..24 of the Lianliankan tiles, for make_pictures.py.

Drawn like the first twelve in pictures_draw.py: each icon is a list of layers
(sdf(u, v), colour[, colour_fn]) painted in order on the cream tile, u right, v down,
-1..1, and tile_fn gives every layer the same dark outline and top light. Every icon
has its own silhouette (players who do not see colours tell them apart by shape) and,
as far as the 36 allow, its own colour. ICON_TILES follows TILES (pictures 13..24;
pictures_icons_more.py draws 25..36).
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
]
