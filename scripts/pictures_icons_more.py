"""Icons 25..36 of the Lianliankan tiles, for make_pictures.py: the butterfly to the
clock, drawn as pictures_icons.py draws 13..24 (its small helpers are shared from there).
ICON_TILES here follows that file's (pictures 25..36).
"""
import math

from pictures_draw import hexc, lerp, scale, sd_circle, sd_polygon, sd_round_box, sd_segment
from pictures_icons import turn, sd_ellipse, sd_lens, sd_teardrop, sd_curve, bezier, moved, WHITE, INK


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
