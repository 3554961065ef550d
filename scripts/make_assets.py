#!/usr/bin/env python3
"""Draws the shipped piece images under assets/ (pure Python, no imaging library).

ball.png       greyscale shaded sphere, tinted per colour by the game
ball_shine.png white highlight drawn over the tinted sphere ("white into the colour")
block.png      greyscale bevelled block (light top-left, dark bottom-right), tinted
Run it again after changing the drawing code; players may also replace the files.
"""
import math
import os
import struct
import zlib

SIZE = 128


def write_png(path, width, height, pixels):
    """pixels: list of rows, each a list of (r, g, b, a) tuples with 0..255 values."""
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in pixels)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9))
    png += chunk(b"IEND", b"")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(png)


def clamp(v):
    return max(0, min(255, int(round(v))))


def sphere(x, y):
    """Shading and coverage of the ball at pixel (x, y)."""
    c = (SIZE - 1) / 2
    r = SIZE / 2 - 2
    dx, dy = (x - c) / r, (y - c) / r
    d = math.hypot(dx, dy)
    coverage = max(0.0, min(1.0, (1.0 - d) * r))
    if d >= 1.0:
        return 0.0, coverage
    nz = math.sqrt(1 - d * d)
    light = (-0.5 * dx - 0.6 * dy + 0.62 * nz)
    shade = 0.35 + 0.75 * max(0.0, light)
    return min(1.0, shade), coverage


def ball():
    rows = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            shade, cover = sphere(x, y)
            v = clamp(255 * shade)
            row.append((v, v, v, clamp(255 * cover)))
        rows.append(row)
    return rows


def shine():
    rows = []
    c = (SIZE - 1) / 2
    hx, hy = c - SIZE * 0.2, c - SIZE * 0.22
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            _, cover = sphere(x, y)
            d = math.hypot(x - hx, y - hy) / (SIZE * 0.42)
            glow = max(0.0, 1.0 - d) ** 1.6
            row.append((255, 255, 255, clamp(255 * glow * cover * 0.95)))
        rows.append(row)
    return rows


def block():
    rows = []
    bevel = SIZE * 0.12
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            if x < bevel and x <= y and x <= SIZE - 1 - y:
                v = 1.0  # left edge: light
            elif y < bevel and y <= x and y <= SIZE - 1 - x:
                v = 0.95  # top edge: light
            elif x >= SIZE - bevel and SIZE - 1 - x <= y and SIZE - 1 - x <= SIZE - 1 - y:
                v = 0.45  # right edge: dark
            elif y >= SIZE - bevel:
                v = 0.4  # bottom edge: dark
            else:
                # Face: a soft vertical gradient.
                v = 0.82 - 0.12 * (y / SIZE)
            vv = clamp(255 * v)
            row.append((vv, vv, vv, 255))
        rows.append(row)
    return rows


if __name__ == "__main__":
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets")
    write_png(os.path.join(here, "ball.png"), SIZE, SIZE, ball())
    write_png(os.path.join(here, "ball_shine.png"), SIZE, SIZE, shine())
    write_png(os.path.join(here, "block.png"), SIZE, SIZE, block())
    print("wrote ball.png, ball_shine.png, block.png")
