"""Drawing for make_pictures.py (pure Python, no imaging library): antialiased rendering
of a shape function, signed distances, and the Lianliankan tiles' icons 01..12 as layers
of shapes on a cream tile (13..36 are in pictures_icons.py).
"""
import math


# ---------------------------------------------------------------- helpers

def clamp01(t):
    return 0.0 if t < 0.0 else 1.0 if t > 1.0 else t


def smoothstep(a, b, x):
    t = clamp01((x - a) / (b - a))
    return t * t * (3 - 2 * t)


def lerp(c1, c2, t):
    return (c1[0] + (c2[0] - c1[0]) * t,
            c1[1] + (c2[1] - c1[1]) * t,
            c1[2] + (c2[2] - c1[2]) * t)


def scale(c, k):
    return (c[0] * k, c[1] * k, c[2] * k)


def hexc(s):
    return (int(s[1:3], 16), int(s[3:5], 16), int(s[5:7], 16))


def hash01(i, j, k=0):
    """Deterministic pseudo-random number in [0, 1] for integer cell (i, j, k)."""
    n = (i * 73856093 ^ j * 19349663 ^ k * 83492791) & 0xFFFFFFFF
    n = (n ^ (n >> 13)) * 1274126177 & 0xFFFFFFFF
    return ((n ^ (n >> 16)) & 0xFFFF) / 65535.0


def render(width, height, fn, n=4, threshold=10.0):
    """Evaluate fn(x, y) -> (r, g, b, a) (colour 0..255, alpha 0..1) into RGBA rows.

    Antialiasing: fn is first sampled at the pixel corners; a pixel whose corners
    disagree (an edge runs through it) is supersampled with n x n points, the
    others are the average of their corners. Averaging is done premultiplied.
    """
    corners = [[fn(x, y) for x in range(width + 1)] for y in range(height + 1)]
    offs = [(i + 0.5) / n for i in range(n)]
    rows = []
    for y in range(height):
        top, bot = corners[y], corners[y + 1]
        row = []
        for x in range(width):
            c = (top[x], top[x + 1], bot[x], bot[x + 1])
            edge = False
            for ch in range(3):
                vals = [p[ch] * p[3] for p in c]
                if max(vals) - min(vals) > threshold:
                    edge = True
                    break
            if not edge:
                al = [p[3] for p in c]
                edge = max(al) - min(al) > threshold / 255.0
            samples = [fn(x + ox, y + oy) for oy in offs for ox in offs] if edge else c
            r = g = b = a = 0.0
            for p in samples:
                r += p[0] * p[3]
                g += p[1] * p[3]
                b += p[2] * p[3]
                a += p[3]
            if a <= 0.0:
                row.append((0, 0, 0, 0))
                continue
            k = len(samples)
            row.append((int(min(255, r / a + 0.5)), int(min(255, g / a + 0.5)),
                        int(min(255, b / a + 0.5)), int(min(255, 255 * a / k + 0.5))))
        rows.append(row)
    return rows


# ---------------------------------------------------------------- signed distances
# Negative inside, positive outside. Tile coordinates: u right, v down, -1..1.

def sd_circle(x, y, cx, cy, r):
    return math.hypot(x - cx, y - cy) - r


def sd_round_box(x, y, cx, cy, hw, hh, r):
    qx = abs(x - cx) - hw + r
    qy = abs(y - cy) - hh + r
    return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - r


def sd_segment(x, y, ax, ay, bx, by, r):
    px, py, ex, ey = x - ax, y - ay, bx - ax, by - ay
    t = clamp01((px * ex + py * ey) / (ex * ex + ey * ey))
    return math.hypot(px - ex * t, py - ey * t) - r


def sd_polygon(x, y, pts):
    d = float("inf")
    s = 1.0
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        ex, ey = xj - xi, yj - yi
        wx, wy = x - xi, y - yi
        t = clamp01((wx * ex + wy * ey) / (ex * ex + ey * ey))
        bx, by = wx - ex * t, wy - ey * t
        d = min(d, bx * bx + by * by)
        c1, c2, c3 = y >= yi, y < yj, ex * wy > ey * wx
        if (c1 and c2 and c3) or (not c1 and not c2 and not c3):
            s = -s
        j = i
    return s * math.sqrt(d)


def sd_heart_unit(x, y):
    """Heart with its tip at the origin, lobes towards +y (y up), about 1.2 x 1.1."""
    x = abs(x)
    if y + x > 1.0:
        return math.hypot(x - 0.25, y - 0.75) - math.sqrt(2) / 4
    m = 0.5 * max(x + y, 0.0)
    d = min(x * x + (y - 1.0) ** 2, (x - m) ** 2 + (y - m) ** 2)
    return math.sqrt(d) * (1.0 if x > y else -1.0)


def star_points(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for k in range(2 * n):
        a = rot + k * math.pi / n
        r = r_out if k % 2 == 0 else r_in
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# ---------------------------------------------------------------- lianliankan tiles
# Each icon is a list of layers (sdf(u, v), colour[, colour_fn]) painted in order;
# every layer gets a dark outline so it stays readable when the tile is small.

OUTLINE = 0.055

def heart(u, v):
    s = 1.2
    return sd_heart_unit(u / s, 0.55 - (v + 0.02) / s) * s


SUN_RAYS = [(math.cos(k * math.pi / 4 + math.pi / 8), math.sin(k * math.pi / 4 + math.pi / 8))
            for k in range(8)]

def sun_rays(u, v):
    return min(sd_segment(u, v, 0.52 * c, 0.52 * s, 0.8 * c, 0.8 * s, 0.075) for c, s in SUN_RAYS)


def sun_disc(u, v):
    return sd_circle(u, v, 0, 0, 0.4)


STAR = star_points(0, 0.07, 0.78, 0.34)

def star(u, v):
    return sd_polygon(u, v, STAR) - 0.035


def clover_stem(u, v):
    return sd_segment(u, v, 0.0, 0.0, 0.2, 0.55, 0.06)


def _leaf(angle):
    ca, sa = math.cos(angle), math.sin(angle)
    s = 0.52

    def leaf(u, v):
        x, y = u, v + 0.14
        # rotate the point so that this leaf points "up"
        rx, ry = ca * x + sa * y, -sa * x + ca * y
        return sd_heart_unit(rx / s, -ry / s) * s
    return leaf


def drop(u, v):
    cx, cy, r, ty = 0.0, 0.2, 0.5, -0.78
    d = cy - ty
    phi = math.acos(r / d)
    px, py = r * math.sin(phi), cy - r * math.cos(phi)
    cone = sd_polygon(u, v, [(0.0, ty), (px, py), (0.0, cy), (-px, py)])
    return min(sd_circle(u, v, cx, cy, r), cone)


GEM = [(-0.42, -0.5), (0.42, -0.5), (0.75, -0.15), (0.0, 0.72), (-0.75, -0.15)]

def gem(u, v):
    return sd_polygon(u, v, GEM) - 0.02


def gem_colour(base, u, v):
    if v < -0.15:                                 # crown: three facets
        if abs(u) < 0.26 + (v + 0.5) * 0.3:
            return lerp(base, (255, 255, 255), 0.45)
        return lerp(base, (255, 255, 255), 0.2) if u < 0 else base
    if abs(u) < 0.2 * (0.72 - v) / 0.87:          # pavilion: middle, left, right
        return lerp(base, (255, 255, 255), 0.12)
    return base if u < 0 else scale(base, 0.72)


def moon(u, v):
    return max(sd_circle(u, v, -0.06, 0.0, 0.7), -sd_circle(u, v, 0.3, -0.2, 0.55))


PETALS = [(0.4 * math.cos(-math.pi / 2 + k * 2 * math.pi / 5),
           0.4 * math.sin(-math.pi / 2 + k * 2 * math.pi / 5) + 0.02) for k in range(5)]

def petals(u, v):
    return min(sd_circle(u, v, px, py, 0.3) for px, py in PETALS)


def flower_centre(u, v):
    return sd_circle(u, v, 0, 0.02, 0.22)


def mushroom_stem(u, v):
    return sd_round_box(u, v, 0, 0.38, 0.2, 0.33, 0.12)


def mushroom_cap(u, v):
    return max(sd_circle(u, v, 0, 0.3, 0.78), v - 0.14) - 0.0


MUSH_SPOTS = [(-0.36, -0.1, 0.11), (0.06, -0.3, 0.1), (0.4, -0.06, 0.09), (-0.05, -0.02, 0.06)]

def mushroom_colour(base, u, v):
    for sx, sy, sr in MUSH_SPOTS:
        if (u - sx) ** 2 + (v - sy) ** 2 < sr * sr:
            return (248, 236, 210)
    return base


def spade(u, v):
    s = 1.0
    body = sd_heart_unit(u / s, (v + 0.7) / s) * s
    stem = sd_polygon(u, v, [(0.0, 0.1), (0.26, 0.74), (-0.26, 0.74)]) - 0.02
    return min(body, stem)


def anchor(u, v):
    ring = abs(sd_circle(u, v, 0, -0.6, 0.13)) - 0.055
    shaft = sd_segment(u, v, 0, -0.45, 0, 0.66, 0.07)
    bar = sd_segment(u, v, -0.32, -0.26, 0.32, -0.26, 0.065)
    arc = max(abs(sd_circle(u, v, 0, 0.08, 0.58)) - 0.065, 0.28 - v)
    flukes = min(sd_polygon(u, v, [(-0.72, 0.36), (-0.52, 0.08), (-0.36, 0.36)]),
                 sd_polygon(u, v, [(0.72, 0.36), (0.36, 0.36), (0.52, 0.08)])) - 0.02
    return min(ring, shaft, bar, arc, flukes)


def tree_trunk(u, v):
    return sd_round_box(u, v, 0, 0.6, 0.12, 0.18, 0.03)


def fir(u, v):
    tiers = [(-0.78, -0.28, 0.36), (-0.45, 0.12, 0.56), (-0.12, 0.5, 0.74)]
    return min(sd_polygon(u, v, [(0, top), (w, bot), (-w, bot)]) for top, bot, w in tiers) - 0.03


TILES = [
    [(heart, hexc("#e3262f"))],
    [(sun_rays, hexc("#f5891f")), (sun_disc, hexc("#f7a41f"))],
    [(star, hexc("#f6c700"))],
    [(clover_stem, hexc("#2e8f3e"))] + [(_leaf(a), hexc("#2f9e44"))
                                        for a in (-math.pi / 4, math.pi / 4, 3 * math.pi / 4, -3 * math.pi / 4)],
    [(drop, hexc("#17a8a2"))],
    [(gem, hexc("#2b63d9"), gem_colour)],
    [(moon, hexc("#8e44cc"))],
    [(petals, hexc("#f25aa6")), (flower_centre, hexc("#ffd23a"))],
    [(mushroom_stem, hexc("#e8d2a8")), (mushroom_cap, hexc("#8e5228"), mushroom_colour)],
    [(spade, hexc("#3a3a44"))],
    [(anchor, hexc("#1d3280"))],
    [(tree_trunk, hexc("#8a5a30")), (fir, hexc("#8cc530"))],
]

CREAM_TOP, CREAM_BOTTOM = hexc("#fdf8ea"), hexc("#efe3c6")
TILE_BORDER = hexc("#8c7752")


def tile_fn(layers, size):
    half = size / 2.0

    def fn(px, py):
        u, v = (px - half) / half, (py - half) / half
        d = sd_round_box(u, v, 0, 0, 0.95, 0.95, 0.22)
        if d > 0:
            return (0, 0, 0, 0.0)
        if d > -0.045:
            col = TILE_BORDER
        else:
            col = lerp(CREAM_TOP, CREAM_BOTTOM, (v + 1) / 2)
            if d > -0.1:                      # small bevel: light top-left, shade bottom-right
                col = lerp(col, (255, 255, 255), 0.6) if u + v < 0 else scale(col, 0.93)
        for layer in layers:
            g = layer[0](u, v)
            if g < 0:
                base = layer[1]
                if len(layer) > 2:
                    base = layer[2](base, u, v)
                k = 1.12 - 0.24 * (v + 1) / 2      # lit from above
                col = (min(255, base[0] * k), min(255, base[1] * k), min(255, base[2] * k))
            elif g < OUTLINE:
                col = scale(layer[1], 0.45)
        return (col[0], col[1], col[2], 1.0)
    return fn
