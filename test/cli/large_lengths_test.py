#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The command on lines of 2^31 + 7 and 2^32 + 7 bytes (ctest label "large"): exact past the
int32_t and uint32_t limits, through the plain path and through ICU's converters, with a
64-bit error offset. Each line is 'a' with a short head and tail, generated and checked as
it streams (SHA-256 of the output), never held here. `--max-line-length 0` lifts the
default 1 GiB line limit, as docs/cli.md says.

Usage: large_lengths_test.py PATH-TO-URIKIT [SIZE ...]   (default 2147483655 4294967303)
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cli_large_test as streaming  # noqa: E402  (run_measured, sha256_of)

SIZES = [(1 << 31) + 7, (1 << 32) + 7]
CHUNK = 1 << 20


def a_text(size, head=b"", tail=b""):
    """head, 'a' up to `size` bytes with tail, in pieces."""
    yield head
    left = size - len(head) - len(tail)
    block = b"a" * CHUNK
    while left > 0:
        n = min(left, CHUNK)
        yield block if n == CHUNK else block[:n]
        left -= n
    yield tail


def line(size, head=b"", tail=b""):
    yield from a_text(size, head, tail)
    yield b"\n"


class HugeLines(unittest.TestCase):
    def run_case(self, size, args, head, tail, out_head, out_tail, want_status=0):
        status, out_size, out_sha, peak = streaming.run_measured(
            args[:1] + ["--max-line-length", "0"] + args[1:], line(size, head, tail))
        want_sha, want_size = streaming.sha256_of(line(size - len(head) - len(tail) + len(out_head) + len(out_tail),
                                                       out_head, out_tail))
        print("%-60s size %d output %d peak %.2f GiB" % (" ".join(args), size, out_size, peak / 2**30))
        self.assertEqual(status, want_status)
        self.assertEqual((out_size, out_sha), (want_size, want_sha))

    def test_normalize(self):
        # RFC 3986 §6.2.2: scheme and host lowered, "%7e" decoded to '~' at the very end.
        for size in SIZES:
            self.run_case(size, ["normalize"], b"HTTP://H/", b"/%7e", b"http://h/", b"/~")

    def test_encode_through_icu(self):
        # windows-1252 é = E9: the one character past 2^31 / 2^32 comes out as %E9.
        for size in SIZES:
            self.run_case(size, ["encode", "--set", "unreserved", "--output-charset", "windows-1252"],
                          b"", "é".encode(), b"", b"%E9")

    def test_decode_through_icu(self):
        for size in SIZES:
            self.run_case(size, ["decode", "--output-charset", "windows-1252"], b"", b"%E9", b"", "é".encode())

    def test_error_offset(self):
        # A space in the last byte: invalid-character at its 64-bit offset.
        import subprocess
        import threading
        for size in SIZES:
            p = subprocess.Popen([streaming.URIKIT, "parse", "--max-line-length", "0"], stdin=subprocess.PIPE,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

            def feed():
                for piece in line(size, b"http://h/", b" "):
                    p.stdin.write(piece)
                p.stdin.close()
            writer = threading.Thread(target=feed)
            writer.start()
            err = p.stderr.read()
            writer.join()
            self.assertEqual(p.wait(), 1)
            self.assertIn(b"invalid-character at offset %d" % (size - 1), err)


if __name__ == "__main__":
    streaming.URIKIT = sys.argv.pop(1)
    sizes = [int(a) for a in sys.argv[1:] if a.isdigit()]
    if sizes:
        SIZES = sizes
        sys.argv = sys.argv[:1]
    unittest.main(verbosity=2)
