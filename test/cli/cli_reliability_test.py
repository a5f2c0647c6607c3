#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The `urikit` command when things go wrong around it (docs/cli.md, "When things go
wrong"): memory running out for one input, output that cannot be written, input that
cannot be read, lines over --max-line-length, hostile bytes in plain-mode messages, and
unknown charset names. Expected values are worked out from docs/cli.md and RFC 3986 by
hand, not taken from urikit's output.

Usage: cli_reliability_test.py PATH-TO-URIKIT
"""
import errno
import json
import os
import resource
import signal
import subprocess
import sys
import threading
import unittest

URIKIT = None
MiB = 1 << 20


def run(args, stdin=b"", **kw):
    """(exit status, stdout bytes, stderr bytes) of urikit ARGS with STDIN."""
    p = subprocess.run([URIKIT] + args, input=stdin, capture_output=True, timeout=120, **kw)
    return p.returncode, p.stdout, p.stderr


def run_streaming(args, pieces, preexec_fn=None):
    """Like run(), with standard input written piece by piece from another thread (so a
    large line is never held whole here)."""
    p = subprocess.Popen([URIKIT] + args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, preexec_fn=preexec_fn)

    def feed():
        try:
            for piece in pieces:
                p.stdin.write(piece)
            p.stdin.close()
        except BrokenPipeError:
            pass

    err = []
    writer = threading.Thread(target=feed)
    reader = threading.Thread(target=lambda: err.append(p.stderr.read()))
    writer.start()
    reader.start()
    out = p.stdout.read()
    writer.join()
    reader.join()
    p.stdout.close()
    p.stderr.close()
    return p.wait(timeout=300), out, err[0]


def big_line(size, chunk=MiB):
    """`size` bytes: "http://h/" and then 'a's, in pieces."""
    head = b"http://h/"
    yield head
    left = size - len(head)
    block = b"a" * chunk
    while left > 0:
        n = min(left, chunk)
        yield block[:n]
        left -= n


def address_space_limit(limit):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return apply


def smallest_address_space():
    """The smallest RLIMIT_AS (in 4 MiB steps) under which urikit runs at all, or None when
    it needs more than 1 GiB (a sanitizer build reserves terabytes: nothing to test there)."""
    for mb in range(16, 1024, 4):
        p = subprocess.run([URIKIT, "normalize", "a:1"], capture_output=True,
                           preexec_fn=address_space_limit(mb * MiB))
        if p.returncode == 0:
            return mb * MiB
    return None


class OutOfMemory(unittest.TestCase):
    """An input that runs out of memory fails alone, with out-of-memory; the inputs before
    and after it are all there; the run goes on and exits 1 (never abort, never 134)."""

    def test_memory_runs_out_for_one_input(self):
        base = smallest_address_space()
        if base is None:
            self.skipTest("urikit does not start under a 1 GiB address-space limit (sanitizers?)")
        limit = base + 64 * MiB
        # 40 MiB: the line can be read (its buffer fits in 64 MiB), normalizing it cannot
        # (the output alone needs 40 MiB more). 256 MiB: the line cannot even be held.
        held, unheld = 40 * MiB, 256 * MiB

        def pieces():
            yield b"HTTP://A.example:80/\n"
            yield from big_line(held)
            yield b"\nhttp://b.example/./x\n"
            yield from big_line(unheld)
            yield b"\nhttp://c.example:8080/\n"

        status, out, err = run_streaming(["normalize", "--json"], pieces(), address_space_limit(limit))
        self.assertEqual(status, 1, err[:300])
        self.assertNotIn(b"terminate", err)
        recs = [json.loads(line) for line in out.splitlines()]
        self.assertEqual(len(recs), 5)
        # RFC 3986 §6.2.2.1 (case), §6.2.3 (default port), §5.2.4 (dot segments).
        self.assertEqual([r.get("output") for r in recs[0::2]],
                         ["http://a.example/", "http://b.example/x", "http://c.example:8080/"])
        for r in recs[1::2]:
            self.assertFalse(r["ok"])
            self.assertEqual((r["error"]["code"], r["error"]["offset"]), ("out-of-memory", 0))
        # The record holds what was read of the line: all of the first, a start of the second.
        self.assertEqual(len(recs[1]["input"]), held)
        self.assertTrue(recs[3]["input"].startswith("http://h/aaaa"))
        self.assertLess(len(recs[3]["input"]), unheld)

        # Plain mode: the results on standard output, one message per failure on stderr.
        status, out, err = run_streaming(["normalize"], pieces(), address_space_limit(limit))
        self.assertEqual(status, 1)
        self.assertEqual(out, b"http://a.example/\nhttp://b.example/x\nhttp://c.example:8080/\n")
        self.assertEqual(err.count(b"urikit: error: out-of-memory at offset 0"), 2)
        self.assertNotIn(b"terminate", err)


class WriteFailures(unittest.TestCase):
    """Output that cannot be written: one line on stderr, exit status 2, never 0."""

    def check(self, status, err, reason):
        self.assertEqual(status, 2, err)
        lines = err.decode().splitlines()
        self.assertEqual(lines, ["urikit: cannot write to standard output: " + reason])

    def test_full_disk(self):
        reason = os.strerror(errno.ENOSPC)
        many = b"http://h/x\n" * 20000  # more than one buffer of output
        for args, stdin in ((["normalize", "a:b"], b""), (["normalize", "--json"], b"a:b\n"),
                            (["normalize"], many), (["parse", "--json"], many)):
            with open("/dev/full", "wb") as full:
                p = subprocess.run([URIKIT] + args, input=stdin, stdout=full, stderr=subprocess.PIPE)
            self.check(p.returncode, p.stderr, reason)

    def test_closed_standard_output(self):
        for args in (["normalize", "a:b"], ["normalize", "--json", "a:b"]):
            p = subprocess.run([URIKIT] + args, stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))
            self.check(p.returncode, p.stderr, os.strerror(errno.EBADF))

    def test_closed_standard_error(self):
        # Plain mode: the message for "a b" (a space at offset 1) is lost, the results still
        # come out, and the status says so. --json says nothing on stderr: status 1 as usual.
        close_stderr = lambda: os.close(2)
        p = subprocess.run([URIKIT, "normalize", "a b", "A:1"], stdout=subprocess.PIPE, preexec_fn=close_stderr)
        self.assertEqual((p.returncode, p.stdout), (2, b"a:1\n"))
        p = subprocess.run([URIKIT, "normalize", "--json", "a b", "A:1"], stdout=subprocess.PIPE,
                           preexec_fn=close_stderr)
        self.assertEqual((p.returncode, len(p.stdout.splitlines())), (1, 2))

    def test_pipe_closed_with_sigpipe_ignored(self):
        read_end, write_end = os.pipe()
        os.close(read_end)  # the reader has gone
        try:
            p = subprocess.run([URIKIT, "normalize"], input=b"http://h/\n" * 100000, stdout=write_end,
                               stderr=subprocess.PIPE,
                               preexec_fn=lambda: signal.signal(signal.SIGPIPE, signal.SIG_IGN))
        finally:
            os.close(write_end)
        self.check(p.returncode, p.stderr, os.strerror(errno.EPIPE))

    def test_unreadable_input(self):
        # A directory as standard input: read(2) fails with EISDIR.
        directory = os.open("/", os.O_RDONLY)
        try:
            p = subprocess.run([URIKIT, "normalize"], stdin=directory, capture_output=True)
        finally:
            os.close(directory)
        self.assertEqual(p.returncode, 2)
        self.assertEqual(p.stderr.decode(), "urikit: cannot read standard input: %s\n" % os.strerror(errno.EISDIR))


class MaxLineLength(unittest.TestCase):
    def records(self, stdin, limit):
        status, out, _ = run(["parse", "--json", "--max-line-length", str(limit)], stdin)
        return status, [json.loads(line) for line in out.splitlines()]

    def test_lines_at_and_over_the_limit(self):
        ten = b"a:34567890"  # 10 bytes
        stdin = (ten + b"\n" +            # exactly the limit: runs
                 ten + b"1\n" +           # 11 bytes: too long
                 ten + b"\r\n" +          # "\r\n" is the line ending, not part of the line
                 ten + b"\r\r\n" +        # the first '\r' is part of it: 11 bytes
                 b"a:" + b"b" * 1000000 + b"\n" +  # far over: skipped to its end
                 b"a:x\n" +
                 ten + b"\r")             # last line, no "\n": the '\r' is part of it
        status, recs = self.records(stdin, 10)
        self.assertEqual(status, 1)
        self.assertEqual([r["ok"] for r in recs], [True, False, True, False, False, True, False])
        for r in (recs[1], recs[3], recs[4], recs[6]):
            self.assertEqual((r["error"]["code"], r["error"]["offset"]), ("input-too-long", 10))
        # A line over the limit is recorded by its first `limit` bytes.
        self.assertEqual([recs[1]["input"], recs[4]["input"]], ["a:34567890", "a:bbbbbbbb"])
        self.assertEqual(recs[5]["path"], "x")
        # At the very end, exactly the limit still runs.
        status, recs = self.records(ten, 10)
        self.assertEqual((status, recs[0]["ok"]), (0, True))

    def test_a_cut_never_splits_a_character(self):
        # "a:é..." with the limit inside the second 'é' (bytes C3 A9): the record's input
        # stops before it rather than hold half a character.
        status, recs = self.records("a:éé".encode() + b"\n", 5)
        self.assertEqual(recs[0]["input"], "a:é")
        self.assertEqual(recs[0]["error"]["offset"], 5)

    def test_zero_lifts_the_limit_and_suffixes_scale(self):
        line = b"a:" + b"b" * 3000 + b"\n"
        self.assertEqual(self.records(line, 0)[0], 0)
        self.assertEqual(self.records(line, "2KiB")[0], 1)  # 3002 > 2048
        self.assertEqual(self.records(line, "3KiB")[0], 0)  # 3002 <= 3072
        self.assertEqual(run(["parse", "--max-line-length", "lots"], b"")[0], 2)

    def test_an_over_long_line_is_not_held(self):
        # 256 MiB line, limit 1 MiB: the command's peak stays far below the line's size. The
        # peak is compared with the same command's on one short line, not with a fixed figure:
        # a sanitizer build starts at about 77 MB (shadow memory), a release build at 10.
        wrapper = ("import resource, subprocess, sys\n"
                   "p = subprocess.run(sys.argv[1:], stdin=sys.stdin, stdout=subprocess.DEVNULL)\n"
                   "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, p.returncode)\n")

        def peak(pieces):
            p = subprocess.Popen([sys.executable, "-c", wrapper, URIKIT, "normalize", "--max-line-length", "1MiB"],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            for piece in pieces:
                p.stdin.write(piece)
            p.stdin.write(b"\na:b\n")
            p.stdin.close()
            peak_kib, status = map(int, p.stdout.read().split())
            p.stdout.close()
            p.wait()
            return peak_kib * 1024, status

        baseline, _ = peak([b"a:b"])
        held, status = peak(big_line(256 * MiB))
        self.assertEqual(status, 1)
        self.assertLess(held - baseline, 64 * MiB)


class TerminalEscapes(unittest.TestCase):
    """Plain-mode messages show inputs with control characters escaped (docs/cli.md)."""

    def message(self, args, stdin=b""):
        status, _, err = run(args, stdin)
        self.assertEqual(status, 1)
        return err.decode("utf-8").split("\n")

    def assertSafe(self, err_lines):
        for line in err_lines:
            for ch in line:
                self.assertFalse(ord(ch) < 0x20 or 0x7F <= ord(ch) <= 0x9F, repr(line))
                self.assertNotIn(ch, "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")

    def test_escape_sequences_and_controls(self):
        # ESC[31m (red), BEL, DEL, ESC]0;title BEL (window title), backspace, CR: the
        # first byte after "http://h/" (offset 9) is not allowed in a path.
        nasty = b"http://h/\x1b[31mred\x07\x7f\x1b]0;owned\x07\r\x08"
        lines = self.message(["normalize"], nasty + b"\n")
        self.assertEqual(lines[1], r"  http://h/\x1B[31mred\x07\x7F\x1B]0;owned\x07\x0D\x08")
        self.assertEqual(lines[2], "  " + " " * 9 + "^")
        self.assertSafe(lines)
        # The same from an argument (no NUL can be there); NUL from standard input.
        self.assertEqual(self.message(["normalize", nasty.decode()])[1], lines[1])
        self.assertEqual(self.message(["normalize"], b"a\x00b\n")[1], r"  a\x00b")

    def test_c1_bidi_invalid_utf8_and_backslash(self):
        # U+009B (CSI as a character), U+202E (right-to-left override), a lone 0x9B byte
        # (CSI to an 8-bit terminal; not UTF-8, so invalid-utf8 at its offset 9), '\'.
        lines = self.message(["parse"], "a:\u009bb\u202ec\\d\n".encode() + b"http://h/\x9b[2J\n")
        self.assertEqual(lines[1], r"  a:\u009Bb\u202Ec\\d")
        self.assertIn("urikit: error: invalid-utf8 at offset 9", lines[3])
        self.assertEqual(lines[4], r"  http://h/\x9B[2J")
        self.assertEqual(lines[5], "  " + " " * 9 + "^")
        self.assertSafe(lines)

    def test_caret_counts_escapes(self):
        # compare: "a:b<TAB>c d": the second URI fails at its space (offset 1). Shown: "a:b",
        # "\x09" (4 columns), "c", then the caret under the space.
        lines = self.message(["compare"], b"a:b\tc d\n")
        self.assertIn("in the second URI at offset 1", lines[0])
        self.assertEqual(lines[1], r"  a:b\x09c d")
        self.assertEqual(lines[2], "  " + " " * 8 + "^")

    def test_long_input_shown_around_the_fault(self):
        line = b"http://h/" + b"a" * 9000 + b" " + b"b" * 1000
        lines = self.message(["normalize"], line + b"\n")
        self.assertIn("at offset 9009", lines[0])
        # 64 bytes before the fault, 192 from it, "..." on each side.
        self.assertEqual(lines[1], "  ..." + "a" * 64 + " " + "b" * 191 + "...")
        self.assertEqual(lines[2], "  " + " " * (3 + 64) + "^")


class UnknownCharset(unittest.TestCase):
    """A charset name ICU does not know is a usage error: exit 2, one message, no output."""

    def check(self, args, name):
        status, out, err = run(args + ["a", "b", "c"])
        self.assertEqual(status, 2)
        self.assertEqual(out, b"")
        lines = err.decode().splitlines()
        self.assertEqual(len(lines), 1, err)
        self.assertIn("'%s'" % name, lines[0])
        # From standard input too: nothing is read or written.
        status, out, err = run(args, b"a\nb\n")
        self.assertEqual((status, out, len(err.decode().splitlines())), (2, b"", 1))

    def test_each_charset_option(self):
        self.check(["encode", "--set", "query", "--output-charset", "no-such-charset"], "no-such-charset")
        self.check(["encode", "--set", "query", "--input-hex", "--input-charset", "x-bogus"], "x-bogus")
        self.check(["decode", "--output-charset", "latin-99"], "latin-99")

    def test_name_is_escaped(self):
        # The name is quoted back with the escapes of plain-mode messages: ESC as \x1B.
        self.check(["encode", "--set", "query", "--output-charset", "bad\x1b[31mname"], "bad\\x1B[31mname")

    def test_known_names_still_work(self):
        # windows-1252 holds 'Ä' as 0xC4 (the contract's example); ISO-8859-1 octet 0xF7 is
        # U+00F7, UTF-8 C3 B7.
        self.assertEqual(run(["encode", "--set", "unreserved", "--output-charset", "windows-1252", "Ärzteblatt"])[:2],
                         (0, b"%C4rzteblatt\n"))
        self.assertEqual(run(["encode", "--set", "unreserved", "--input-hex", "--input-charset", "ISO-8859-1",
                              "34 20 F7"])[:2], (0, b"4%20%C3%B7\n"))
        self.assertEqual(run(["decode", "--output-charset", "windows-1252", "%C4rzteblatt"])[:2],
                         (0, "Ärzteblatt\n".encode()))


if __name__ == "__main__":
    URIKIT = sys.argv.pop(1)
    unittest.main()
