#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The `urikit` command against its contract (docs/cli.md): how standard input is split
into inputs, the JSON records, exit statuses, UTF-8 checking, and the fields of each
command. Every expected value is worked out from the contract and RFC 3986 by hand (the
RFC's own examples where it has them), not taken from urikit's output.

Usage: cli_contract_test.py PATH-TO-URIKIT
"""
import json
import subprocess
import sys
import unittest

URIKIT = None


def run(args, stdin=b""):
    """(exit status, stdout lines as str, stderr) of urikit ARGS with STDIN."""
    p = subprocess.run([URIKIT] + args, input=stdin, capture_output=True, timeout=60)
    return p.returncode, p.stdout.decode("utf-8").splitlines(), p.stderr.decode("utf-8")


def records(args, stdin=b""):
    """(exit status, one parsed JSON object per stdout line) of urikit ARGS --json."""
    status, lines, _ = run(args + ["--json"], stdin)
    return status, [json.loads(line) for line in lines]


class StandardInput(unittest.TestCase):
    def test_lf_and_crlf_end_lines_and_a_last_line_counts(self):
        status, recs = records(["parse"], b"a:1\nb:2\r\nc:3")
        self.assertEqual(status, 0)
        self.assertEqual([r["input"] for r in recs], ["a:1", "b:2", "c:3"])
        self.assertEqual([r["path"] for r in recs], ["1", "2", "3"])

    def test_empty_lines_are_inputs(self):
        # The empty string is a valid URI-reference (a relative-ref with an empty path).
        status, recs = records(["parse"], b"\n\r\n")
        self.assertEqual(status, 0)
        self.assertEqual([(r["input"], r["ok"], r["path"]) for r in recs], [("", True, ""), ("", True, "")])

    def test_a_cr_without_lf_is_part_of_the_input(self):
        # Only "\n" and "\r\n" end a line, so the last line "x\r" (no "\n") is the input
        # "x\r", and CR is allowed in no component: invalid at offset 1.
        status, recs = records(["parse"], b"x\r")
        self.assertEqual(status, 1)
        self.assertEqual(recs[0]["input"], "x\r")
        self.assertFalse(recs[0]["ok"])
        self.assertEqual(recs[0]["error"]["offset"], 1)
        # A CR in the middle of a line is part of it too.
        status, recs = records(["parse"], b"a\rb\n")
        self.assertEqual((status, recs[0]["input"], recs[0]["error"]["offset"]), (1, "a\rb", 1))

    def test_every_input_is_processed_after_a_failure(self):
        status, recs = records(["parse"], b"http://h:x/\nok:1\n%zz\nok:2\n")
        self.assertEqual(status, 1)
        self.assertEqual([r["ok"] for r in recs], [False, True, False, True])
        # "http://h:x/": the port must be digits, so the 'x' at offset 9 is the fault.
        self.assertEqual(recs[0]["error"]["code"], "invalid-port")
        self.assertEqual(recs[0]["error"]["offset"], 9)
        # "%zz": a '%' not followed by two hex digits, at offset 0.
        self.assertEqual(recs[2]["error"]["code"], "invalid-percent-encoding")
        self.assertEqual(recs[2]["error"]["offset"], 0)

    def test_long_lines_and_many_lines(self):
        # Lines longer than any read buffer, and more lines than one buffer holds.
        long_path = "a" * 300000
        many = b"".join(b"http://h/%d\n" % i for i in range(20000))
        status, recs = records(["parse"], ("http://h/" + long_path + "\n").encode() + many)
        self.assertEqual(status, 0)
        self.assertEqual(len(recs), 20001)
        self.assertEqual(recs[0]["path"], "/" + long_path)
        self.assertEqual(recs[-1]["path"], "/19999")


class JsonAndExitStatus(unittest.TestCase):
    def test_one_object_per_input_and_nothing_else(self):
        status, lines, err = run(["parse", "--json", "http://a/", "b"])
        self.assertEqual(status, 0)
        self.assertEqual(len(lines), 2)
        objs = [json.loads(line) for line in lines]
        self.assertEqual([o["input"] for o in objs], ["http://a/", "b"])
        self.assertTrue(all(o["ok"] is True for o in objs))

    def test_json_strings_round_trip(self):
        # Characters JSON must escape (or may not hold raw), at every position of a line
        # longer than one eight-byte step: the "input" field must read back unchanged.
        specials = ['"', "\\", "\t", "\x01", "\x1f", "\x7f", "é", "日本", "\U0001F600", "/"]
        lines = []
        for p in range(0, 21):
            for sp in specials:
                lines.append("a" * p + sp + "b" * (20 - p))
        for n in range(1, 10):  # lines of under eight bytes too, and just over
            for p in range(0, n):
                for sp in specials:
                    lines.append("a" * p + sp + "b" * (n - 1 - p))
        status, recs = records(["parse"], "\n".join(lines).encode() + b"\n")
        self.assertEqual([r["input"] for r in recs], lines)
        # A byte that is not UTF-8 is written as U+FFFD, so the output stays valid JSON.
        _, recs = records(["parse"], b"ab\xffcdefghij\n")
        self.assertEqual(recs[0]["input"], "ab\ufffdcdefghij")
        _, recs = records(["parse"], b"a\xffb\n")  # under eight bytes: the padded check
        self.assertEqual(recs[0]["input"], "a\ufffdb")

    def test_error_object(self):
        status, recs = records(["parse", "http://[::1/"])
        self.assertEqual(status, 1)
        e = recs[0]["error"]
        self.assertEqual(set(e), {"code", "offset", "message"})
        self.assertEqual(e["code"], "invalid-ipv6")
        self.assertTrue(e["message"])

    def test_usage_errors_exit_2(self):
        self.assertEqual(run(["no-such-command"])[0], 2)
        self.assertEqual(run(["parse", "--no-such-option", "a:"])[0], 2)
        self.assertEqual(run(["resolve", "g"])[0], 2)  # no --base
        self.assertEqual(run(["resolve", "--base", "/relative", "g"])[0], 2)  # a base needs a scheme

    def test_plain_mode_uses_the_same_statuses(self):
        self.assertEqual(run(["parse", "a:"])[0], 0)
        status, _, err = run(["parse", "a:", "1:"])  # a scheme must start with a letter
        self.assertEqual(status, 1)
        self.assertIn("urikit: error:", err)

    def test_invalid_utf8_fails_at_its_first_bad_byte(self):
        # 0xC3 starts a two-byte sequence; '(' cannot continue it. 0xFF is never valid.
        status, recs = records(["parse"], b"http://a/\xc3(\nhttp://a/\xff\n")
        self.assertEqual(status, 1)
        self.assertEqual([(r["error"]["code"], r["error"]["offset"]) for r in recs],
                         [("invalid-utf8", 9), ("invalid-utf8", 9)])
        # JSON strings cannot hold the bad bytes: the input is still one JSON string.
        self.assertIsInstance(recs[0]["input"], str)


class Parse(unittest.TestCase):
    def test_components_defined_and_empty(self):
        _, recs = records(["parse", "a:", "a:?", "http://h:", "foo://u@[::1]:8042/over/there?name=ferret#nose"])
        self.assertIsNone(recs[0]["query"])
        self.assertEqual(recs[1]["query"], "")
        self.assertEqual(recs[2]["port"], "")
        r = recs[3]  # RFC 3986 §3's example, with a userinfo and an IP-literal
        self.assertEqual((r["scheme"], r["authority"], r["userinfo"], r["host"], r["host_type"], r["port"],
                          r["path"], r["query"], r["fragment"]),
                         ("foo", "u@[::1]:8042", "u", "[::1]", "ipv6", "8042", "/over/there", "name=ferret", "nose"))
        self.assertEqual(recs[0]["path"], "")
        self.assertIsNone(recs[0]["authority"])

    def test_grammars(self):
        # "//h" is a relative-ref (network-path), not a URI; "a:#f" is a URI but not an
        # absolute-URI; "./this:that" is a relative-ref, "this:that" is not.
        self.assertEqual(run(["parse", "--as", "uri", "//h"])[0], 1)
        self.assertEqual(run(["parse", "--as", "relative", "//h"])[0], 0)
        self.assertEqual(run(["parse", "--as", "absolute", "a:#f"])[0], 1)
        self.assertEqual(run(["parse", "--as", "uri", "a:#f"])[0], 0)
        self.assertEqual(run(["parse", "--as", "relative", "./this:that"])[0], 0)
        _, recs = records(["parse", "--as", "relative", "this:that"])
        self.assertEqual(recs[0]["error"]["offset"], 4)  # the ':' in the first segment

    def test_host_types(self):
        _, recs = records(["parse", "http://1.2.3.4/", "http://1.2.3.04/", "http://[v7.x]/", "http://[::ffff:1.2.3.4]/"])
        # "04" is not a dec-octet, so "1.2.3.04" is a reg-name (§3.2.2, first match wins).
        self.assertEqual([r["host_type"] for r in recs], ["ipv4", "reg-name", "ipvfuture", "ipv6"])


class Normalize(unittest.TestCase):
    def test_rfc_examples_and_levels(self):
        # §6.2.2: case, percent-encoding of unreserved characters, dot segments.
        _, recs = records(["normalize", "--level", "syntax", "HTTP://www.Example.com/a/./b/../c/%7euser", "example://a/b/c/%7Bfoo%7D",
                           "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "http://h:/"])
        self.assertEqual([r["output"] for r in recs],
                         ["http://www.example.com/a/c/~user", "example://a/b/c/%7Bfoo%7D",
                          "example://a/b/c/%7Bfoo%7D", "http://h:/"])
        # §6.2.3: default and empty ports, empty path.
        _, recs = records(["normalize", "http://example.com", "http://example.com:/", "http://example.com:80/",
                           "https://h:0443/", "ftp://h:21", "http://h:8080"])
        self.assertEqual([r["output"] for r in recs],
                         ["http://example.com/", "http://example.com/", "http://example.com/",
                          "https://h/", "ftp://h/", "http://h:8080/"])

    def test_reserved_escapes_are_never_decoded(self):
        _, recs = records(["normalize", "http://a/b%2fc%3F%23%2e%2E%41"])
        self.assertEqual(recs[0]["output"], "http://a/b%2Fc%3F%23..A")

    def test_crawler_options(self):
        _, recs = records(["normalize", "--drop-fragment", "--sort-query", "http://h/?b=2&a=1&a=0#frag"])
        self.assertEqual(recs[0]["output"], "http://h/?a=1&a=0&b=2")  # stable: a=1 before a=0

    def test_remove_tracking(self):
        # Not part of the contract (docs/cli.md): DuckDuckGo's list, where utm_source, fbclid
        # and gclid are names and axs.com an exception domain (data/tracking_params/).
        inputs = ["http://h/?utm_source=x&a=1", "https://h/p?b&fbclid=1&a", "http://h/?gclid=1",
                  "https://www.axs.com/?gclid=1", "ftp://h/?utm_source=x", "http://h/?UTM_SOURCE=x"]
        _, recs = records(["normalize"] + inputs)
        self.assertEqual([r["output"] for r in recs], [
            "http://h/?utm_source=x&a=1", "https://h/p?b&fbclid=1&a", "http://h/?gclid=1",
            "https://www.axs.com/?gclid=1", "ftp://h/?utm_source=x", "http://h/?UTM_SOURCE=x"])
        _, recs = records(["normalize", "--remove-tracking"] + inputs)
        self.assertEqual([r["output"] for r in recs], [
            "http://h/?a=1", "https://h/p?b&a", "http://h/?", "https://www.axs.com/?gclid=1",
            "ftp://h/?utm_source=x", "http://h/?UTM_SOURCE=x"])
        # --crawler does not remove them; with --remove-tracking an emptied query goes.
        _, recs = records(["normalize", "--crawler", "http://h/?utm_source=x"])
        self.assertEqual(recs[0]["output"], "http://h/?utm_source=x")
        _, recs = records(["normalize", "--crawler", "--remove-tracking", "http://h/?utm_source=x#f"])
        self.assertEqual(recs[0]["output"], "http://h/")

    def test_remove_tracking_in_dedup_and_compare(self):
        # The same option of the same list in the two other normalizing commands: utm_source
        # and fbclid go, so these three are one class; the exception domain axs.com keeps
        # its gclid, so its two URLs stay two.
        urls = (b"http://h/p?a=1\nhttp://h/p?utm_source=x&a=1\nhttp://h/p?a=1&fbclid=2\n"
                b"https://www.axs.com/?gclid=1\nhttps://www.axs.com/\n")
        _, lines, _ = run(["dedup"], urls)
        self.assertEqual(len(lines), 5)
        _, lines, _ = run(["dedup", "--remove-tracking"], urls)
        self.assertEqual(lines, ["http://h/p?a=1", "https://www.axs.com/?gclid=1", "https://www.axs.com/"])
        pairs = ["http://h/p?a=1", "http://h/p?utm_source=x&a=1"]
        self.assertEqual(run(["compare"] + pairs)[1], ["different"])
        self.assertEqual(run(["compare", "--remove-tracking"] + pairs)[1], ["equivalent"])
        self.assertEqual(run(["compare", "--remove-tracking", "https://www.axs.com/?gclid=1",
                              "https://www.axs.com/"])[1], ["different"])


class Compare(unittest.TestCase):
    def test_arguments_and_tab_separated_lines(self):
        _, recs = records(["compare", "http://example.com", "HTTP://example.com:80/"])
        self.assertEqual((recs[0]["input"], recs[0]["equivalent"]), ("http://example.com\tHTTP://example.com:80/", True))
        _, recs = records(["compare", "--level", "syntax"], b"a:/%7E\ta:/~\na:/x%2Fy\ta:/x/y\n")
        self.assertEqual([r["equivalent"] for r in recs], [True, False])

    def test_which_uri_is_at_fault(self):
        # A space may not end a host (offset 8 of the second URI); "1:" is no scheme (it
        # starts with a digit), so it is a relative path whose first segment holds ':'.
        _, recs = records(["compare"], b"http://a/\thttp://a b/\n1:\thttp://a/\n")
        e = [r["error"] for r in recs]
        self.assertEqual((e[0]["code"], e[0]["which"], e[0]["offset"]), ("invalid-character", 2, 8))
        self.assertEqual((e[1]["code"], e[1]["which"], e[1]["offset"]), ("colon-in-first-segment", 1, 1))

    def test_unordered_query(self):
        # Not part of the contract: --unordered-query compares the parameters as a multiset.
        lines = (b"http://h/?a=1&b=2\thttp://h/?b=2&a=1\n"
                 b"http://h/?a=1&a=1&b=2\thttp://h/?a=1&b=2\n"
                 b"http://h/?%61=1&b=2\tHTTP://H:80?b=2&a=1\n"
                 b"http://h/?a&\thttp://h/?&a\n"
                 b"http://h/?a\thttp://h/?a=\n")
        status, recs = records(["compare"], lines)
        self.assertEqual((status, [r["equivalent"] for r in recs]), (0, [False, False, False, False, False]))
        status, recs = records(["compare", "--unordered-query"], lines)
        self.assertEqual((status, [r["equivalent"] for r in recs]), (0, [True, False, True, True, False]))
        status, recs = records(["compare", "--unordered-query", "--level", "syntax"], lines)
        self.assertEqual([r["equivalent"] for r in recs], [True, False, False, True, False])

    def test_a_line_without_a_tab(self):
        status, recs = records(["compare"], b"http://a/\n")
        self.assertEqual(status, 1)
        e = recs[0]["error"]
        self.assertEqual((e["code"], e["offset"], e["which"]), ("invalid-argument", 9, 1))


class Resolve(unittest.TestCase):
    def test_rfc_examples(self):
        # §5.4.1 and §5.4.2, base "http://a/b/c/d;p?q".
        cases = {"g:h": "g:h", "g": "http://a/b/c/g", "./g": "http://a/b/c/g", "g/": "http://a/b/c/g/",
                 "/g": "http://a/g", "//g": "http://g", "?y": "http://a/b/c/d;p?y", "g?y": "http://a/b/c/g?y",
                 "#s": "http://a/b/c/d;p?q#s", "": "http://a/b/c/d;p?q", "../../../g": "http://a/g",
                 "/./g": "http://a/g", "g.": "http://a/b/c/g.", "..g": "http://a/b/c/..g",
                 "./g/.": "http://a/b/c/g/", "g;x=1/../y": "http://a/b/c/y", "g#s/../x": "http://a/b/c/g#s/../x",
                 "http:g": "http:g"}
        refs = list(cases)
        _, recs = records(["resolve", "--base", "http://a/b/c/d;p?q"], "\n".join(refs).encode() + b"\n")
        self.assertEqual({r["input"]: r["output"] for r in recs}, cases)
        _, recs = records(["resolve", "--base", "http://a/b/c/d;p?q", "--non-strict", "http:g"])
        self.assertEqual(recs[0]["output"], "http://a/b/c/g")

    def test_base_fragment_is_ignored(self):
        _, recs = records(["resolve", "--base", "http://a/b#frag", "c"])
        self.assertEqual(recs[0]["output"], "http://a/c")


class Dedup(unittest.TestCase):
    URLS = b"HTTP://A:80\nhttp://a/\nhttp://a/%7e\nhttp://a/~\nhttp://a/%2F\n"

    def test_first_of_each_class(self):
        status, lines, _ = run(["dedup"], self.URLS)
        self.assertEqual((status, lines), (0, ["http://a/", "http://a/~", "http://a/%2F"]))
        status, lines, _ = run(["dedup", "--keep-input"], self.URLS)
        self.assertEqual(lines, ["HTTP://A:80", "http://a/%7e", "http://a/%2F"])

    def test_many_keys(self):
        # Enough distinct keys to make the set grow several times; every second line is
        # an equivalent spelling (scheme and host case, default port) of an earlier one.
        lines, want = [], []
        for i in range(5000):
            lines.append("http://h%d.example/p/%d" % (i % 97, i))
            want.append(lines[-1])
            j = (i * 7) % (i + 1)
            lines.append("HTTP://H%d.EXAMPLE:80/p/%d" % (j % 97, j))
        status, out, _ = run(["dedup"], ("\n".join(lines) + "\n").encode())
        self.assertEqual((status, out), (0, want))

    def test_json_agrees_with_plain_output(self):
        for flags in ([], ["--keep-input"]):
            _, plain, _ = run(["dedup"] + flags, self.URLS)
            _, recs = records(["dedup"] + flags, self.URLS)
            self.assertEqual([r["output"] for r in recs if not r["duplicate"]], plain)
            self.assertEqual([r["duplicate"] for r in recs], [False, True, False, True, False])
            self.assertEqual([r["normalized"] for r in recs],
                             ["http://a/", "http://a/", "http://a/~", "http://a/~", "http://a/%2F"])


class EncodeDecode(unittest.TestCase):
    def test_sets(self):
        text = "a b/?#[]@!$&'()*+,;=:%~é"
        expect = {  # the contract's table, each character checked by hand
            "unreserved": "a%20b%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A%25~%C3%A9",
            "path": "a%20b/%3F%23%5B%5D@!$&'()*+,;=:%25~%C3%A9",
            "query": "a%20b/?%23%5B%5D@!$&'()*+,;=:%25~%C3%A9",
            "query-param": "a%20b/?%23%5B%5D@!$%26'()*%2B,%3B%3D:%25~%C3%A9",
            "form": "a+b%2F%3F%23%5B%5D%40%21%24%26%27%28%29*%2B%2C%3B%3D%3A%25%7E%C3%A9",
            "ecma-uri": "a%20b/?#%5B%5D@!$&'()*+,;=:%25~%C3%A9",
            "ecma-component": "a%20b%2F%3F%23%5B%5D%40!%24%26'()*%2B%2C%3B%3D%3A%25~%C3%A9",
        }
        for name, want in expect.items():
            _, recs = records(["encode", "--set", name, text])
            self.assertEqual(recs[0]["output"], want, name)

    def test_seed_examples(self):
        _, recs = records(["encode", "--set", "unreserved", "--input-hex", "34 20 F7 20 33"])
        self.assertEqual(recs[0]["output"], "4%20%F7%203")
        _, recs = records(["encode", "--set", "unreserved", "--input-hex", "--input-charset", "ISO-8859-1", "34 20 F7 20 33"])
        self.assertEqual(recs[0]["output"], "4%20%C3%B7%203")
        _, recs = records(["decode", "%C4rzteblatt"])
        self.assertEqual((recs[0]["error"]["code"], recs[0]["error"]["offset"]), ("invalid-utf8", 0))
        _, recs = records(["decode", "--output-charset", "windows-1252", "%C4rzteblatt"])
        self.assertEqual(recs[0]["output"], "Ärzteblatt")
        _, recs = records(["decode", "--set", "ecma-uri", "%23%5B%5D%21%27%28%29%2A"])
        self.assertEqual(recs[0]["output"], "%23[]!'()*")

    def test_decode_errors_and_lenient(self):
        _, recs = records(["decode", "a%C0%80", "ab%E2%82", "%4", "x%zz"])
        self.assertEqual([(r["error"]["code"], r["error"]["offset"]) for r in recs],
                         [("invalid-utf8", 1), ("invalid-utf8", 2), ("invalid-percent-encoding", 0),
                          ("invalid-percent-encoding", 1)])
        _, recs = records(["decode", "--lenient", "x%zz%41"])
        self.assertEqual(recs[0]["output"], "x%zzA")
        _, recs = records(["decode", "--output-hex", "%00%FF+"])
        self.assertEqual(recs[0]["output_hex"], "00FF2B")


if __name__ == "__main__":
    URIKIT = sys.argv.pop(1)
    unittest.main(verbosity=1)
