#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The `urikit` command for bulk work (docs/cli.md, "Files, fields and threads"): -f files,
a bare file name as a usage error, --get and --tsv, --aligned, line numbers in messages,
compare's exit status, misspelled commands, `urikit version`, encode's default set,
--erase-param globs, decode --output-hex, and -j giving the same bytes as one thread.
Expected values are worked out by hand from RFC 3986, the WHATWG form encoding and
docs/cli.md, not taken from urikit's output.

Usage: cli_bulk_test.py PATH-TO-URIKIT
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

URIKIT = None


def run(args, stdin=b"", cwd=None):
    """(exit status, stdout str, stderr str) of urikit ARGS with STDIN."""
    p = subprocess.run([URIKIT] + args, input=stdin, capture_output=True, timeout=120, cwd=cwd)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


class Files(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.a = os.path.join(self.dir.name, "a.txt")
        self.b = os.path.join(self.dir.name, "b.txt")
        with open(self.a, "wb") as f:
            f.write(b"HTTP://A/./b\r\nx y\n")
        with open(self.b, "wb") as f:
            f.write(b"c:%7e")  # a last line without a newline counts

    def tearDown(self):
        self.dir.cleanup()

    def test_files_in_order_after_arguments_and_dash_is_stdin(self):
        status, out, _ = run(["normalize", "--json", "-f", self.a, "--input-file", "-", "-f", self.b, "e:/."],
                             stdin=b"F:x\n")
        recs = [json.loads(line) for line in out.splitlines()]
        self.assertEqual(status, 1)
        self.assertEqual([r["input"] for r in recs], ["e:/.", "HTTP://A/./b", "x y", "F:x", "c:%7e"])
        self.assertEqual([r.get("output") for r in recs], ["e:/", "http://a/b", None, "f:x", "c:~"])

    def test_a_file_that_cannot_be_read_is_reported_and_the_others_run(self):
        missing = os.path.join(self.dir.name, "missing.txt")
        status, out, err = run(["normalize", "-f", missing, "-f", self.b])
        self.assertEqual(status, 2)
        self.assertEqual(out, "c:~\n")
        self.assertIn("urikit: cannot read " + missing + ": No such file or directory", err)

    def test_a_bare_file_name_is_a_usage_error_that_suggests_f(self):
        status, out, err = run(["normalize", "a.txt"], cwd=self.dir.name)
        self.assertEqual((status, out), (2, ""))
        self.assertIn("use -f a.txt", err)
        # A name that is no file, or a directory ('.', '..' are references), is an input.
        status, out, _ = run(["parse", "--get", "{path}", "nofile.txt", ".."], cwd=self.dir.name)
        self.assertEqual((status, out), (0, "nofile.txt\n..\n"))

    def test_line_numbers_in_messages(self):
        _, _, err = run(["normalize"], stdin=b"ok:1\n\nx y\n")
        self.assertIn("urikit: error: invalid-character at offset 1 on line 3:", err)
        _, _, err = run(["normalize", "-f", self.a])
        self.assertIn("at offset 1 on line 2 of " + self.a + ":", err)
        _, _, err = run(["normalize", "ok:1", "a b"])
        self.assertIn("at offset 1 in argument 2:", err)
        _, _, err = run(["compare", "a:", "a:", "b:", "c d"])
        self.assertIn("in the second URI at offset 1 in argument pair 2:", err)


class Fields(unittest.TestCase):
    def test_get_components_and_literals(self):
        status, out, _ = run(["parse", "--get", "{scheme}://{host}{path} [{port}] {{x}}", "http://u@h:8/p?q#f",
                              "rel/x"])
        self.assertEqual((status, out), (0, "http://h/p [8] {x}\n://rel/x [] {x}\n"))

    def test_get_query_parameter_is_decoded_form_style(self):
        url = "http://a/?q=red+shoes&q=2&x=a%26b&e&n%61me=v"
        status, out, _ = run(["parse", "--get", "{query:q}|{query:x}|{query:e}|{query:none}|{query:name}", url])
        self.assertEqual((status, out), (0, "red shoes|a&b|||v\n"))

    def test_get_reads_the_components_of_a_commands_output(self):
        # normalize's output http://example.com/a: host and path come from it.
        status, out, _ = run(["normalize", "--get", "{host}\\t{path}\\t{input}", "HTTP://EXAMPLE.com:80/./a"])
        self.assertEqual((status, out), (0, "example.com\t/a\tHTTP://EXAMPLE.com:80/./a\n"))
        status, out, _ = run(["resolve", "--base", "http://a/b/c/d;p?q", "--get", "{query:y}", "g?y=1"])
        self.assertEqual((status, out), (0, "1\n"))

    def test_get_problems_are_usage_errors(self):
        status, out, err = run(["parse", "--get", "{scheme} {hots}", "a:b"])  # nothing written
        self.assertEqual((status, out), (2, ""))
        self.assertIn("no field 'hots'", err)
        self.assertEqual(run(["parse", "--get", "{host", "a:b"])[0], 2)
        self.assertEqual(run(["parse", "--get", "{host}", "--json", "a:b"])[0], 2)
        self.assertEqual(run(["parse", "--get", "{host}", "--tsv", "host", "a:b"])[0], 2)

    def test_tsv_escapes_values(self):
        # query a=x%09y: the value decodes to "x<TAB>y", written x\ty.
        status, out, _ = run(["parse", "--tsv", "scheme,host,port,query:a", "http://h/?a=x%09y", "p:"])
        self.assertEqual((status, out), (0, "http\th\t\tx\\ty\np\t\t\t\n"))

    def test_aligned_gives_one_line_per_input(self):
        status, out, err = run(["normalize", "--aligned"], stdin=b"a b\nHTTP://h\nc d\n")
        self.assertEqual((status, out), (1, "\nhttp://h/\n\n"))
        self.assertEqual(err.count("urikit: error:"), 2)
        # dedup prints nothing for a duplicate: --aligned writes its empty line.
        status, out, _ = run(["dedup", "--aligned"], stdin=b"http://h/\nHTTP://h:80\nhttp://i/\n")
        self.assertEqual((status, out), (0, "http://h/\n\nhttp://i/\n"))
        # --get shows nothing for a duplicate either (as plain output), but a line with --aligned.
        status, out, _ = run(["dedup", "--get", "{host}"], stdin=b"http://h/\nHTTP://h:80\nhttp://i/\n")
        self.assertEqual((status, out), (0, "h\ni\n"))
        status, out, _ = run(["dedup", "--tsv", "host", "--aligned"], stdin=b"http://h/\nHTTP://h:80\nhttp://i/\n")
        self.assertEqual((status, out), (0, "h\n\ni\n"))
        # parse prints several lines per input: --aligned needs --get or --tsv.
        self.assertEqual(run(["parse", "--aligned", "a:"])[0], 2)
        status, out, _ = run(["parse", "--aligned", "--get", "{scheme}"], stdin=b"a:\nb c\nd:\n")
        self.assertEqual((status, out), (1, "a\n\nd\n"))


class Commands(unittest.TestCase):
    def test_compare_exits_1_when_not_equivalent_in_plain_mode(self):
        self.assertEqual(run(["compare", "http://h", "HTTP://h:80/"])[:2], (0, "equivalent\n"))
        self.assertEqual(run(["compare", "http://h/a", "http://h/b"])[:2], (1, "different\n"))
        self.assertEqual(run(["compare"], stdin=b"a:\ta:\na:\tb:\n")[:2], (1, "equivalent\ndifferent\n"))
        # --json keeps the contract's statuses: every input succeeded.
        self.assertEqual(run(["compare", "--json", "http://h/a", "http://h/b"])[0], 0)

    def test_unknown_command_is_named_with_the_nearest(self):
        status, out, err = run(["nromalize", "x"])
        self.assertEqual((status, out), (2, ""))
        self.assertIn("unknown command 'nromalize'; did you mean 'normalize'?", err)
        status, _, err = run(["frobnicate"])
        self.assertEqual(status, 2)
        self.assertIn("unknown command 'frobnicate'", err)
        self.assertNotIn("did you mean", err)

    def test_help_command(self):
        self.assertEqual(run(["help"])[:2], run(["--help"])[:2])
        self.assertEqual(run(["help", "encode"])[:2], run(["encode", "--help"])[:2])

    def test_version(self):
        with open(os.path.join(os.path.dirname(__file__), "../../include/urikit/config.hpp")) as f:
            config = f.read()
        parts = [re.search(r"#define URIKIT_VERSION_%s (\d+)" % k, config).group(1)
                 for k in ("MAJOR", "MINOR", "PATCH")]
        status, out, _ = run(["version"])
        self.assertEqual(status, 0)
        lines = out.splitlines()
        self.assertEqual(lines[0], "urikit " + ".".join(parts))
        with open(os.path.join(os.path.dirname(__file__), "../../include/urikit/kernel_list.hpp")) as f:
            kernels = ["portable"] + re.findall(r"^  X\(([a-z0-9_]+),", f.read(), re.M)
        self.assertIn("avx512_vbmi2", kernels)  # the list was read
        self.assertIn(lines[1], ["kernel " + k for k in kernels])
        self.assertRegex(lines[2], r"^ICU \d+\.\d+(\.\d+)* \(Unicode \d+\.\d+")
        # data/tracking_params/SOURCE: the repository, its commit's first 12 digits, the date.
        self.assertEqual(lines[3], "tracking parameters duckduckgo/privacy-configuration@03358d9a887e (2026-02-20)")
        # With host-parts: the default list, as "file PATH of DATE, sha1 HEX (N rules), ..."
        # (or libpsl's built-in data where the file cannot be read).
        if run(["host-parts", "--help"])[0] == 0:
            self.assertRegex(lines[4], r"^public suffix list (file \S+ of \d{4}-\d{2}-\d{2}, sha1 [0-9a-f]{40} "
                                       r"\(\d+ rules\)|libpsl)")
        self.assertEqual(run(["--version"])[:2], (0, out))
        # The kernel named is the one in use: URIKIT_KERNEL forces it.
        forced = subprocess.run([URIKIT, "version"], capture_output=True, text=True,
                                env=dict(os.environ, URIKIT_KERNEL="portable"))
        self.assertEqual(forced.stdout.splitlines()[1], "kernel portable")

    def test_encode_default_set_is_unreserved(self):
        # space %20, '/' %2F, '?' %3F, '=' %3D, U+00E9 is C3 A9 in UTF-8, '~' unreserved.
        self.assertEqual(run(["encode", "a b/c?d=é~"])[:2], (0, "a%20b%2Fc%3Fd%3D%C3%A9~\n"))

    def test_erase_param_globs(self):
        url = "http://h/?utm_source=x&page=1&utm_medium=y&xutm_a=2&a*=3&ab=4"
        status, out, _ = run(["build", "--erase-param", "utm_*", "--erase-param", "a\\*", url])
        self.assertEqual((status, out), (0, "http://h/?page=1&xutm_a=2&ab=4\n"))
        status, out, _ = run(["build", "--erase-param", "?", "--erase-param", "*a", "http://h/?a=1&bb=2&ba=3&c"])
        self.assertEqual((status, out), (0, "http://h/?bb=2\n"))

    def test_output_hex_alone_in_plain_mode(self):
        # %C4 is C4, 'r' 72, 'z' 7A.
        self.assertEqual(run(["decode", "--output-hex", "%C4rz"])[:2], (0, "C4727A\n"))


class Threads(unittest.TestCase):
    """-j N: the same bytes on stdout and stderr, and the same status, as one thread."""

    @classmethod
    def setUpClass(cls):
        lines = []
        for i in range(60000):  # about 2.5 MB: several batches
            k = i % 7
            if k == 0:
                lines.append("HTTP://Example.COM:80/a/./b/%%7e%d?q=%d#f" % (i, i))
            elif k == 1:
                lines.append("bad uri %d" % i)
            elif k == 2:
                lines.append("http://h/" + "x" * (i % 300))
            elif k == 3:
                lines.append("http://bücher.example/%d" % i)
            elif k == 4:
                lines.append("a:\t" + "http://h/%d" % i)
            elif k == 5:
                lines.append("%zz" + str(i))
            else:
                lines.append("http://h/" + "y" * 70000 if i % 700 == 6 else "rel/%d" % i)  # long lines too
        cls.data = ("\n".join(lines) + "\n").encode("utf-8")

    def same(self, args):
        one = subprocess.run([URIKIT] + args, input=self.data, capture_output=True, timeout=120)
        for jobs in ("2", "3", "0"):
            many = subprocess.run([URIKIT] + args + ["-j", jobs], input=self.data, capture_output=True, timeout=120)
            self.assertEqual(one.returncode, many.returncode, (args, jobs))
            self.assertEqual(one.stdout, many.stdout, (args, jobs))
            self.assertEqual(one.stderr, many.stderr, (args, jobs))
        return one

    def test_same_output_as_one_thread(self):
        self.assertEqual(self.same(["normalize"]).returncode, 1)
        self.same(["normalize", "--json"])
        self.same(["iri-to-uri", "--json"])
        self.same(["parse", "--aligned", "--get", "{host}"])
        self.same(["href"])
        self.same(["compare"])
        self.same(["dedup"])  # one thread: each input depends on those before

    def test_host_parts(self):
        if subprocess.run([URIKIT, "host-parts", "--help"], capture_output=True).returncode != 0:
            self.skipTest("urikit was built without libpsl: no host-parts command")
        self.same(["host-parts", "--json"])  # each thread's parts are views into its own buffer

    def test_files_too(self):
        with tempfile.NamedTemporaryFile() as f:
            f.write(self.data)
            f.flush()
            one = run(["normalize", "-f", f.name])
            self.assertEqual(one, run(["normalize", "-j", "2", "-f", f.name]))
            self.assertIn("on line 2 of " + f.name, one[2])


if __name__ == "__main__":
    URIKIT = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=1)
