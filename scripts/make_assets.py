#!/usr/bin/env python3
"""Draws the shipped piece images under assets/ (pure Python, no imaging library).

ball.png       greyscale shaded sphere, tinted per colour by the game
ball_shine.png white highlight drawn over the tinted sphere ("white into the colour")
block.png      greyscale bevelled block (light top-left, dark bottom-right), tinted
contrast/      the high-contrast theme's block (black frame) and ball (flat, black rim)
symbols/X.png  white shapes with a dark rim drawn over coloured pieces when the player
               turns symbols on, one per colour letter: R circle, G triangle, Y star,
               B square, P diamond, C cross, O ring
packaging/linux/icons/  the desktop launcher's icon at the sizes icon themes use: the
               same board on a rounded tile
web/icons/     the web app's icons (32 pixels for the page's favicon; 192 and 512, named by the manifest
               web/manifest.webmanifest): a 3x3 board of shaded balls in the game's
               colours on its dark cells, kept inside the circle a launcher's mask
               leaves, so one image serves as a plain and as a maskable icon
Run it again after changing the drawing code; players may also replace the files.
"""
import math
import os
import struct
import zlib

SIZE = 128


def write_png(path, width, height, pixels, filtered=False):
    """pixels: list of rows, each a list of (r, g, b, a) tuples with 0..255 values.
    filtered: pick a PNG filter per row (smaller files for smooth pictures such as the
    icons, which a browser downloads); the game's images keep their unfiltered bytes."""
    rows = [bytes(v for px in row for v in px) for row in pixels]
    if filtered:
        raw = b"".join(filter_rows(rows))
    else:
        raw = b"".join(b"\x00" + row for row in rows)

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


def filter_rows(rows, bpp=4):
    """Each row behind the filter byte that makes its bytes smallest in absolute sum, the
    usual heuristic: None, Sub, Up or Paeth."""
    previous = bytes(len(rows[0]))
    for row in rows:
        left = bytes(bpp) + row[:-bpp]
        upper_left = bytes(bpp) + previous[:-bpp]
        candidates = {
            0: row,
            1: bytes((x - a) & 0xFF for x, a in zip(row, left)),
            2: bytes((x - b) & 0xFF for x, b in zip(row, previous)),
            4: bytes((x - paeth(a, b, c)) & 0xFF for x, a, b, c in zip(row, left, previous, upper_left)),
        }
        kind, best = min(candidates.items(), key=lambda item: sum(v if v < 128 else 256 - v for v in item[1]))
        yield bytes([kind]) + best
        previous = row


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


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


def block_contrast():
    """The high-contrast block: a flat face inside a black frame, so neighbouring blocks
    of any colours stay apart."""
    rows = []
    frame = SIZE * 0.07
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            edge = min(x, y, SIZE - 1 - x, SIZE - 1 - y)
            if edge < frame:
                row.append((0, 0, 0, 255))
            else:
                v = clamp(255 * (1.0 - 0.08 * (y / SIZE)))
                row.append((v, v, v, 255))
        rows.append(row)
    return rows


def ball_contrast():
    """The high-contrast ball: a flat disc with a black rim."""
    rows = []
    c = (SIZE - 1) / 2
    r = SIZE / 2 - 2
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            d = math.hypot(x - c, y - c)
            cover = max(0.0, min(1.0, r - d))
            inner = max(0.0, min(1.0, r * 0.84 - d))
            v = clamp(255 * inner)
            row.append((v, v, v, clamp(255 * cover)))
        rows.append(row)
    return rows


def polygon_sdf(x, y, points):
    """Signed distance to a polygon: negative inside."""
    d = float("inf")
    inside = False
    for i, (ax, ay) in enumerate(points):
        bx, by = points[i - 1]
        ex, ey = bx - ax, by - ay
        wx, wy = x - ax, y - ay
        t = max(0.0, min(1.0, (wx * ex + wy * ey) / (ex * ex + ey * ey)))
        d = min(d, math.hypot(wx - ex * t, wy - ey * t))
        if (ay > y) != (by > y) and x < (bx - ax) * (y - ay) / (by - ay) + ax:
            inside = not inside
    return -d if inside else d


def regular(n, radius, turn=0.0, inner=None):
    """Points of a regular polygon (or a star with `inner` radius), y down."""
    points = []
    steps = n * 2 if inner else n
    for i in range(steps):
        angle = turn + 2 * math.pi * i / steps - math.pi / 2
        r = inner if inner and i % 2 else radius
        points.append((r * math.cos(angle), r * math.sin(angle)))
    return points


SHAPES = {
    "circle": lambda x, y: math.hypot(x, y) - 0.58,
    "triangle": lambda x, y: polygon_sdf(x, y - 0.1, regular(3, 0.72)),
    "star": lambda x, y: polygon_sdf(x, y, regular(5, 0.78, inner=0.34)),
    "square": lambda x, y: max(abs(x), abs(y)) - 0.5,
    "diamond": lambda x, y: (abs(x) + abs(y)) / math.sqrt(2) - 0.48,
    "cross": lambda x, y: min(max(abs(x) - 0.2, abs(y) - 0.66), max(abs(x) - 0.66, abs(y) - 0.2)),
    "ring": lambda x, y: abs(math.hypot(x, y) - 0.46) - 0.15,
}
# Colour letters in the game's order and the shape each one wears.
SYMBOLS = [("R", "circle"), ("G", "triangle"), ("Y", "star"), ("B", "square"),
           ("P", "diamond"), ("C", "cross"), ("O", "ring")]
SYMBOL_SIZE = 64
RIM = 0.16  # width of the dark rim, in the shape's units (the image spans -1..1)


def symbol(shape):
    sdf = SHAPES[shape]
    rows = []
    samples = 4
    for py in range(SYMBOL_SIZE):
        row = []
        for px in range(SYMBOL_SIZE):
            fill = rim = 0.0
            for sy in range(samples):
                for sx in range(samples):
                    x = ((px + (sx + 0.5) / samples) / SYMBOL_SIZE) * 2 - 1
                    y = ((py + (sy + 0.5) / samples) / SYMBOL_SIZE) * 2 - 1
                    d = sdf(x, y)
                    if d < 0:
                        fill += 1
                    elif d < RIM:
                        rim += 1
            n = samples * samples
            fill, rim = fill / n, rim / n
            alpha = fill + rim * 0.85
            shade = 255 * fill / alpha if alpha > 0 else 0
            row.append((clamp(shade), clamp(shade), clamp(shade), clamp(255 * alpha)))
        rows.append(row)
    return rows


# The classic palette (assets/config.ron) and the page's background, so the installed
# icon looks like the game it opens.
ICON_BACKGROUND = (0, 0, 0)
ICON_CELL = (0x0D, 0x0F, 0x14)
# The desktop icon's tile: a shade lighter than black, so it shows on a dark panel.
ICON_TILE = (0x1E, 0x22, 0x2B)
ICON_COLOURS = {"R": (0xE8, 0x22, 0x2B), "G": (0x22, 0xB3, 0x3A), "Y": (0xF2, 0xD4, 0x1C),
                "B": (0x23, 0x58, 0xE0), "P": (0x9B, 0x32, 0xC8)}
# A group of three reds to burst, as on a board in play.
ICON_BOARD = ["RRB", "GRY", "GPY"]


def icon(size, desktop=False):
    """The app icon: ICON_BOARD's balls on rounded cells. The board spans 64% of the
    image, so even its corner balls lie inside the central circle (80% of the width)
    that Android's maskable icons keep. The desktop's icon (`desktop`) is a rounded
    tile with a transparent corner, as launchers draw their icons, its board larger."""
    board = (0.76 if desktop else 0.64) * size
    origin = (size - board) / 2
    step = board / len(ICON_BOARD)
    radius = step * 0.42
    corner = step * 0.16
    tile_half, tile_corner = 0.46 * size, 0.2 * size
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            colour = ICON_TILE if desktop else ICON_BACKGROUND
            tile_cover = 1.0
            if desktop:
                tx = max(abs(x + 0.5 - size / 2) - tile_half + tile_corner, 0.0)
                ty = max(abs(y + 0.5 - size / 2) - tile_half + tile_corner, 0.0)
                tile_cover = max(0.0, min(1.0, tile_corner - math.hypot(tx, ty) + 0.5))
            column, line = int((x + 0.5 - origin) // step), int((y + 0.5 - origin) // step)
            if 0 <= column < 3 and 0 <= line < 3:
                # Position inside the cell, from its centre, in pixels.
                cx = x + 0.5 - (origin + (column + 0.5) * step)
                cy = y + 0.5 - (origin + (line + 0.5) * step)
                # A rounded square a pixel smaller than the cell, so cells stay apart.
                half = step / 2 - max(1.0, size / 256)
                qx, qy = max(abs(cx) - half + corner, 0.0), max(abs(cy) - half + corner, 0.0)
                cell_cover = max(0.0, min(1.0, corner - math.hypot(qx, qy) + 0.5))
                colour = mix(colour, ICON_CELL, cell_cover)
                d = math.hypot(cx, cy) / radius
                ball_cover = max(0.0, min(1.0, (1.0 - d) * radius + 0.5))
                if ball_cover > 0:
                    dx, dy = cx / radius, cy / radius
                    nz = math.sqrt(max(0.0, 1 - min(1.0, d) ** 2))
                    light = -0.5 * dx - 0.6 * dy + 0.62 * nz
                    shade = min(1.0, 0.35 + 0.75 * max(0.0, light))
                    tint = ICON_COLOURS[ICON_BOARD[line][column]]
                    ball_colour = tuple(c * shade for c in tint)
                    # The same highlight as ball_shine.png: white into the colour.
                    glow = max(0.0, 1.0 - math.hypot(dx + 0.4, dy + 0.44) / 0.84) ** 1.6 * 0.95
                    ball_colour = mix(ball_colour, (255, 255, 255), glow)
                    colour = mix(colour, ball_colour, ball_cover)
            row.append((clamp(colour[0]), clamp(colour[1]), clamp(colour[2]), clamp(255 * tile_cover)))
        rows.append(row)
    return rows


# The desktop's launcher icon: the sizes icon themes look for, named by the app's id.
APP_ID = "org.gridpuzzles.GridPuzzles"
DESKTOP_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def mix(a, b, amount):
    return tuple(x + (y - x) * amount for x, y in zip(a, b))


if __name__ == "__main__":
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "themes", "classic")
    write_png(os.path.join(here, "ball.png"), SIZE, SIZE, ball())
    write_png(os.path.join(here, "ball_shine.png"), SIZE, SIZE, shine())
    write_png(os.path.join(here, "block.png"), SIZE, SIZE, block())
    for letter, shape in SYMBOLS:
        name = os.path.join(here, "symbols", f"{letter}.png")
        write_png(name, SYMBOL_SIZE, SYMBOL_SIZE, symbol(shape))
    contrast = os.path.join(here, "..", "contrast")
    write_png(os.path.join(contrast, "block.png"), SIZE, SIZE, block_contrast())
    write_png(os.path.join(contrast, "ball.png"), SIZE, SIZE, ball_contrast())
    icons = os.path.join(here, "..", "..", "..", "web", "icons")
    # 32: the page's favicon, fetched before the game's first frame (the 192 one weighs
    # 17 KB); 192 and 512: the manifest's install icons.
    for size in (32, 192, 512):
        write_png(os.path.join(icons, f"icon-{size}.png"), size, size, icon(size), filtered=True)
    hicolor = os.path.join(here, "..", "..", "..", "packaging", "linux", "icons", "hicolor")
    for size in DESKTOP_ICON_SIZES:
        folder = os.path.join(hicolor, f"{size}x{size}", "apps")
        os.makedirs(folder, exist_ok=True)
        write_png(os.path.join(folder, f"{APP_ID}.png"), size, size, icon(size, desktop=True), filtered=True)
    print("wrote ball.png, ball_shine.png, block.png and symbols/ (classic), block.png and ball.png (contrast), "
          "web/icons/icon-32.png, icon-192.png and icon-512.png, packaging/linux/icons/hicolor/*/apps/")
