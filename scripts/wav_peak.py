#!/usr/bin/env python3
"""What a WAV recording holds: its format, its peak, and how long the sound in it lasts
(the span from the first to the last sample above 1% of full scale). For the Wine check,
whose recording comes from ALSA's file device (the header's sizes may be left unwritten
when the writer is stopped, so the data is read to the end of the file).

    wav_peak.py FILE        exits 1 when there is no sound in it
"""

import array
import struct
import sys


def main():
    data = open(sys.argv[1], "rb").read()
    if data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        print(f"{sys.argv[1]} is not a WAV file ({len(data)} bytes)")
        return 1
    at, fmt, samples = 12, None, None
    while at + 8 <= len(data):
        chunk, size = data[at:at + 4], struct.unpack("<I", data[at + 4:at + 8])[0]
        if chunk == b"fmt ":
            fmt = struct.unpack("<HHIIHH", data[at + 8:at + 24])
        if chunk == b"data":
            samples = data[at + 8:]
            break
        at += 8 + size + (size & 1)
    if fmt is None or samples is None:
        print("the WAV file has no format or no data")
        return 1
    kind, channels, rate, _, _, bits = fmt
    if kind == 3 and bits == 32:
        values, scale = array.array("f", samples[: len(samples) // 4 * 4]), 1.0
    elif bits == 16:
        values, scale = array.array("h", samples[: len(samples) // 2 * 2]), 32768.0
    elif bits == 32:
        values, scale = array.array("i", samples[: len(samples) // 4 * 4]), 2147483648.0
    else:
        print(f"a format this reader does not take (format {kind}, {bits} bits)")
        return 1
    loud = [index for index, value in enumerate(values) if abs(value) / scale > 0.01]
    seconds = len(values) / channels / rate
    if not loud:
        print(f"silence: {seconds:.1f} s recorded, {channels} channels at {rate} Hz, nothing above 1%")
        return 1
    peak = max(abs(value) for value in values) / scale
    span = (loud[-1] - loud[0]) / channels / rate
    print(f"peak {peak:.2f} of full scale, sound for {span * 1000:.0f} ms "
          f"(from {loud[0] / channels / rate:.2f} s of {seconds:.1f} s recorded, "
          f"{channels} channels, {rate} Hz, {bits}-bit)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
