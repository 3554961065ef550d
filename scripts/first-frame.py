#!/usr/bin/env python3
"""Time from launch to the first drawn frame of a windowed program, as a player sees it.

Starts a fresh Xvfb (its own display), launches PROGRAM on it with HOME and the XDG
folders in a fresh temporary folder, and polls the screen through libX11 (ctypes, no
tools to spawn): the first poll at which the program's window shows more than one colour
(the clear colour alone is not a drawn frame) ends the run. Polls are spaced
POLL_MS apart so the poller does not take a core from the program (the machine has two).
Kills the program and Xvfb afterwards.

usage: scripts/first-frame.py POLL_MS PROGRAM [ARGS...]
(FIRST_FRAME_SHOT=FILE.ppm also saves the window as that poll saw it.)
prints: first_frame_ms window_ms polls mean_poll_cost_ms
"""
import ctypes
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

poll_ms = float(sys.argv[1])
command = sys.argv[2:]
TIMEOUT_S = 120

x11 = ctypes.CDLL("libX11.so.6")


class XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int), ("depth", ctypes.c_int),
                ("visual", ctypes.c_void_p), ("root", ctypes.c_ulong), ("class_", ctypes.c_int),
                ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
                ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int),
                ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class XImage(ctypes.Structure):  # the leading fields only; libX11 owns and frees it
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XDefaultRootWindow.restype = ctypes.c_ulong
x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
x11.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                           ctypes.POINTER(ctypes.c_ulong),
                           ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)), ctypes.POINTER(ctypes.c_uint)]
x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(XWindowAttributes)]
x11.XGetImage.restype = ctypes.POINTER(XImage)
x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                          ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
x11.XDestroyImage.argtypes = [ctypes.POINTER(XImage)]
x11.XFree.argtypes = [ctypes.c_void_p]
# A window that goes away between two requests is no reason to exit.
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(lambda d, e: 0)
x11.XSetErrorHandler(ERROR_HANDLER)
ALL_PLANES, Z_PIXMAP, IS_VIEWABLE = 0xFFFFFFFF, 2, 2


def program_window(display, root):
    """(x, y, width, height) of the largest mapped top-level window, or None."""
    root_out, parent, children, count = ctypes.c_ulong(), ctypes.c_ulong(), \
        ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
    if not x11.XQueryTree(display, root, root_out, parent, children, count):
        return None
    best = None
    for i in range(count.value):
        a = XWindowAttributes()
        if x11.XGetWindowAttributes(display, children[i], ctypes.byref(a)) and \
                a.map_state == IS_VIEWABLE and a.width > 1 and a.height > 1:
            if best is None or a.width * a.height > best[2] * best[3]:
                best = (a.x, a.y, a.width, a.height)
    if children:
        x11.XFree(children)
    return best


def drawn(display, root, box, shot=None):
    """Whether the screen inside box shows more than one colour (any channel varies);
    with shot, also writes what was seen there as a PPM picture."""
    x, y, w, h = box
    image = x11.XGetImage(display, root, x, y, w, h, ALL_PLANES, Z_PIXMAP)
    if not image:
        return False
    im = image.contents
    data = ctypes.string_at(im.data, im.bytes_per_line * im.height)
    x11.XDestroyImage(image)
    step = im.bits_per_pixel // 8  # 4 on a 24-bit screen: B, G, R and an unused byte
    if shot:
        rows = [data[r * im.bytes_per_line:r * im.bytes_per_line + w * step] for r in range(h)]
        pixels = bytearray(w * h * 3)
        flat = b"".join(rows)
        for c in range(3):
            pixels[c::3] = flat[2 - c::step]
        open(shot, "wb").write(b"P6 %d %d 255\n" % (w, h) + bytes(pixels))
    for channel in range(min(step, 3)):
        plane = data[channel::step]
        if plane.count(plane[:1]) != len(plane):
            return True
    return False


def main():
    work = tempfile.mkdtemp(prefix="first-frame-")
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1024x768x24",
                             "-nolisten", "tcp", "-br"], pass_fds=[write_fd],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    number = b""
    while not number.endswith(b"\n"):  # Xvfb dies if the pipe closes before its newline
        chunk = os.read(read_fd, 64)
        if not chunk:
            sys.exit("Xvfb did not start")
        number += chunk
    number = number.decode().strip()
    os.close(read_fd)
    name = f":{number}"
    display = x11.XOpenDisplay(name.encode())
    if not display:
        sys.exit(f"cannot open Xvfb's display {name!r}")
    root = x11.XDefaultRootWindow(display)
    env = dict(os.environ, DISPLAY=name, HOME=work, XDG_CONFIG_HOME=f"{work}/config",
               XDG_CACHE_HOME=f"{work}/cache", XDG_DATA_HOME=f"{work}/data")
    log = open(f"{work}/program.log", "w")
    program = None
    try:
        start = time.monotonic()
        program = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
        window_ms = None
        polls, poll_cost = 0, 0.0
        while True:
            asked = time.monotonic()
            if asked - start > TIMEOUT_S or program.poll() is not None:
                log.flush()
                sys.exit(f"no drawn frame (program exit {program.poll()}); log:\n" +
                         open(f"{work}/program.log").read()[-2000:])
            box = program_window(display, root)
            if box and window_ms is None:
                window_ms = (asked - start) * 1000
            seen = box is not None and drawn(display, root, box)
            done = time.monotonic()
            polls += 1
            poll_cost += done - asked
            if seen:
                if os.environ.get("FIRST_FRAME_SHOT"):  # what was seen, to check by eye
                    drawn(display, root, box, os.environ["FIRST_FRAME_SHOT"])
                print(f"{(asked - start) * 1000:.0f} {window_ms:.0f} {polls} {poll_cost / polls * 1000:.1f}")
                return
            time.sleep(max(0.0, poll_ms / 1000 - (done - asked)))
    finally:
        if program and program.poll() is None:
            program.send_signal(signal.SIGKILL)
            program.wait()
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)


main()
