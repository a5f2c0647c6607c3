#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The crawl commands as cli-contract.md fixes them: canonicalize, surt, host-parts.

Usage: cli_crawl_test.py path/to/urikit
Expected values: cli-contract.md's examples and Python surt 0.3.1's tests.
"""
import json
import subprocess
import sys
import unittest

CLI = sys.argv.pop(1)


def records(args, stdin=b""):
    p = subprocess.run([CLI] + args + ["--json"], input=stdin, capture_output=True, check=False)
    return p.returncode, [json.loads(line) for line in p.stdout.decode().splitlines()]


class Canonicalize(unittest.TestCase):
    def test_fields(self):
        rc, out = records(["canonicalize", "--profile", "ia", "http://www34.archive.org/index.html?b=a&b=b&a=b"])
        self.assertEqual(rc, 0)
        self.assertEqual(out[0]["output"], "http://archive.org/index.html?a=b&b=a&b=b")
        self.assertEqual(out[0]["profile"], "ia@surt-0.3.1.1")

    def test_google(self):
        _, out = records(["canonicalize", "--profile", "google"], b"http://host/%25%32%35\nwww.google.com\n")
        self.assertEqual([r["output"] for r in out], ["http://host/%25", "http://www.google.com/"])

    def test_urlcanon_profiles(self):
        # Values of Python urlcanon 0.3.1: str(urlcanon.whatwg(url)), ... (its aggressive.json
        # has the last input).
        url = "  HTTPS://www.Example.com:443/A/./b?b=2&a=1#f  "
        want = {"urlcanon-whatwg": "https://www.example.com/A/b?b=2&a=1#f",
                "urlcanon-semantic-precise": "https://www.example.com/A/b?a=1&b=2#f",
                "urlcanon-semantic": "https://www.example.com/A/b?a=1&b=2",
                "urlcanon-aggressive": "http://example.com/a/b?a=1&b=2"}
        for profile, output in want.items():
            rc, out = records(["canonicalize", "--profile", profile, url])
            self.assertEqual(rc, 0)
            self.assertEqual(out[0]["output"], output)
            self.assertEqual(out[0]["profile"], profile + "@urlcanon-0.3.1.1")
        _, out = records(["canonicalize", "--profile", "urlcanon-aggressive", "  https://www.google.com/  "])
        self.assertEqual(out[0]["output"], "http://google.com/")

    def test_rfc3986_profiles_are_normalize(self):
        for profile, level in (("rfc3986-syntax", "syntax"), ("rfc3986-scheme", "scheme")):
            url = "HTTP://h:80/a/./%7e/../b?"
            _, got = records(["canonicalize", "--profile", profile, url])
            _, want = records(["normalize", "--level", level, url])
            self.assertEqual(got[0]["output"], want[0]["output"])

    def test_unknown_profile_is_a_usage_error(self):
        p = subprocess.run([CLI, "canonicalize", "--profile", "nope", "http://h/"], capture_output=True, check=False)
        self.assertEqual(p.returncode, 2)

    def test_failure(self):
        rc, out = records(["canonicalize", "--profile", "google", "http://h:99999/"])
        self.assertEqual(rc, 1)
        self.assertFalse(out[0]["ok"])
        self.assertEqual(out[0]["error"]["code"], "invalid-port")


class Surt(unittest.TestCase):
    def test_defaults_and_empty(self):
        _, out = records(["surt"], b"http://archive.org/goo/?a=2&b&a=1\n\nfiledesc:foo.arc.gz\n")
        self.assertEqual([r["output"] for r in out], ["org,archive)/goo?a=1&a=2&b", "-", "filedesc:foo.arc.gz"])

    def test_flags(self):
        url = "http://www.example.com/"
        cases = [([], "com,example)/"), (["--with-scheme"], "http://(com,example)/"),
                 (["--with-scheme", "--trailing-comma", "--no-host-massage"], "http://(com,example,www,)/")]
        for flags, want in cases:
            _, out = records(["surt"] + flags + [url])
            self.assertEqual(out[0]["output"], want, flags)
        _, out = records(["surt", "--no-reverse-ipaddr", "http://192.168.1.254/info/"])
        self.assertEqual(out[0]["output"], "192.168.1.254)/info")

    def test_fixed(self):  # cli-contract.md's example
        url = "http://example.com/script?type=a+b+%26+c&grape=wine"
        _, out = records(["surt", url])
        self.assertEqual(out[0]["output"], "com,example)/script?+c&grape=wine&type=a+b+")
        _, out = records(["surt", "--fixed", url])
        self.assertEqual(out[0]["output"], "com,example)/script?grape=wine&type=a+b+%26+c")


class Ssurt(unittest.TestCase):
    def test_contract_example(self):
        _, out = records(["ssurt", "http://user:pass@foo.example.org:81/path?query#frag", "screenshot:http://example.com/"])
        self.assertEqual([r["output"] for r in out],
                         ["org,example,foo,//81:http@user:pass:/path?query#frag", "screenshot:http://example.com/"])


def has_host_parts():
    p = subprocess.run([CLI, "host-parts", "--help"], capture_output=True, check=False)
    return p.returncode == 0


@unittest.skipUnless(has_host_parts(), "urikit built without urikit::psl (libpsl)")
class HostParts(unittest.TestCase):
    FIELDS = ["host", "host_unicode", "host_type", "public_suffix", "registrable_domain", "private_suffix",
              "private_domain", "tld", "reversed_host"]

    def test_fields(self):
        _, out = records(["host-parts", "https://www.bücher.co.uk/x", "http://foo.blogspot.com/", "http://0x7f.1/"])
        r = out[0]
        self.assertEqual([k for k in r if k not in ("input", "ok")], self.FIELDS)
        self.assertEqual(r["host"], "www.xn--bcher-kva.co.uk")
        self.assertEqual(r["host_unicode"], "www.bücher.co.uk")
        self.assertEqual((r["public_suffix"], r["registrable_domain"]), ("co.uk", "xn--bcher-kva.co.uk"))
        self.assertEqual((r["tld"], r["reversed_host"]), ("uk", "uk.co.xn--bcher-kva.www"))
        r = out[1]  # blogspot.com: PRIVATE section
        self.assertEqual((r["public_suffix"], r["registrable_domain"]), ("com", "blogspot.com"))
        self.assertEqual((r["private_suffix"], r["private_domain"]), ("blogspot.com", "foo.blogspot.com"))
        r = out[2]
        self.assertEqual((r["host"], r["host_type"], r["tld"], r["reversed_host"]), ("127.0.0.1", "ipv4", None, None))

    def test_not_a_url(self):
        rc, out = records(["host-parts", "no scheme"])
        self.assertEqual(rc, 1)
        self.assertEqual(out[0]["error"]["code"], "not-a-url")


if __name__ == "__main__":
    unittest.main()
