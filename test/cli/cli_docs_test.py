#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""docs/cli.md against the real command, character for character:
- every block holding "Usage: urikit ..." is that command's --help output, and every
  command that `urikit --help` lists has such a block;
- every ```console block: each "$ COMMAND" line is run by sh (urikit on PATH, in an empty
  directory that the block's commands share, standard error merged into standard output)
  and must print exactly the lines below it;
- every example in a --help text with a "# OUTPUT" comment (and "      # MORE" lines under
  it) prints exactly that: its output lines joined by ", ". Examples reading or writing
  files (<, >, |) are not run.

Usage: cli_docs_test.py PATH-TO-URIKIT [--update]
--update rewrites docs/cli.md's help blocks and console outputs with what the command
prints (then read the diff: a changed output may be a fault, not a documentation change).
"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

URIKIT = None
UPDATE = False
DOC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "cli.md")


def blocks(text):
    """(info, first line index, lines) of each fenced block of `text`."""
    lines = text.split("\n")
    found, i = [], 0
    while i < len(lines):
        m = re.match(r"^```(\S*)$", lines[i])
        if m:
            j = i + 1
            while lines[j] != "```":
                j += 1
            found.append((m.group(1), i + 1, lines[i + 1:j]))
            i = j
        i += 1
    return found


def help_of(words):
    p = subprocess.run([URIKIT] + words + ["--help"], capture_output=True, timeout=60)
    assert p.returncode == 0, (words, p.stderr)
    return p.stdout.decode("utf-8")


def shell(command, cwd):
    env = dict(os.environ, PATH=os.path.dirname(URIKIT) + os.pathsep + os.environ.get("PATH", ""), LC_ALL="C.UTF-8")
    p = subprocess.run(["sh", "-c", command], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       timeout=60)
    return p.stdout.decode("utf-8")


def help_examples(help_text):
    """(command, expected) of each example of a --help text with a '# OUTPUT' comment."""
    lines = help_text.split("\n")
    if "Examples:" not in lines:
        return []
    lines = lines[lines.index("Examples:") + 1:]
    found, i = [], 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith("  urikit "):
            i += 1
            continue
        command = line
        while command.endswith("\\") and i + 1 < len(lines):
            i += 1
            command = command[:-1] + lines[i].strip()
        m = re.match(r"^\s*(urikit .*?)\s+# (.*)$", command)
        expected = [m.group(2)] if m else []
        command = m.group(1) if m else command.strip()
        while i + 1 < len(lines) and re.match(r"^ {6}# ", lines[i + 1]):
            i += 1
            expected.append(lines[i].strip()[2:])
        i += 1
        if expected and not re.search(r"[<>|]", command):
            found.append((command, ", ".join(expected)))
    return found


class Docs(unittest.TestCase):
    def setUp(self):
        with open(DOC, encoding="utf-8") as f:
            self.text = f.read()
        self.blocks = blocks(self.text)

    def test_help_blocks_are_the_help_output(self):
        documented = set()
        new_text = self.text
        for info, _, lines in self.blocks:
            usage = [l for l in lines if l.startswith("Usage: urikit ")]
            if info or not usage:
                continue
            word = usage[0].split()[2]
            words = [] if word.startswith("[") else [word]
            documented.add(word if words else "")
            want = "\n".join(lines) + "\n"
            got = help_of(words)
            if UPDATE:
                new_text = new_text.replace("```\n" + want + "```", "```\n" + got + "```")
            else:
                self.assertEqual(got, want, "docs/cli.md's help of 'urikit %s'" % " ".join(words))
        top = help_of([])
        commands = re.findall(r"^  (\S+)  ", top.split("Subcommands:")[1], re.M)
        self.assertIn("", documented, "docs/cli.md shows 'urikit --help'")
        for c in commands:
            if c != "version":
                self.assertIn(c, documented, "docs/cli.md shows 'urikit %s --help'" % c)
        if UPDATE and new_text != self.text:
            with open(DOC, "w", encoding="utf-8") as f:
                f.write(new_text)
            self.text = new_text

    def test_console_examples(self):
        count, replacements = 0, []
        with tempfile.TemporaryDirectory() as cwd:  # one directory for the page, blocks in order
            for info, first, lines in self.blocks:
                if info != "console":
                    continue
                rewritten, i = [], 0
                while i < len(lines):
                    self.assertTrue(lines[i].startswith("$ "), "docs/cli.md line %d: '$ ' expected" % (first + i + 1))
                    command = lines[i][2:]
                    j = i + 1
                    while j < len(lines) and not lines[j].startswith("$ "):
                        j += 1
                    want = "".join(l + "\n" for l in lines[i + 1:j])
                    got = shell(command, cwd)
                    count += 1
                    rewritten += [lines[i]] + (got.split("\n")[:-1] if got else [])
                    if not UPDATE:
                        self.assertEqual(got, want, "docs/cli.md line %d: %s" % (first + i + 1, command))
                    i = j
                replacements.append((first, len(lines), rewritten))
        self.assertGreater(count, 10)
        if UPDATE:
            out_lines = self.text.split("\n")
            for first, length, rewritten in reversed(replacements):
                out_lines[first:first + length] = rewritten
            with open(DOC, "w", encoding="utf-8") as f:
                f.write("\n".join(out_lines))

    def test_help_examples(self):
        top = help_of([])
        commands = re.findall(r"^  (\S+)  ", top.split("Subcommands:")[1], re.M)
        count = 0
        with tempfile.TemporaryDirectory() as cwd:
            for c in commands:
                for command, expected in help_examples(help_of([c])):
                    got = ", ".join(shell(command, cwd).rstrip("\n").split("\n"))
                    self.assertEqual(got, expected, "'urikit %s --help' example: %s" % (c, command))
                    count += 1
        self.assertGreater(count, 15)


if __name__ == "__main__":
    URIKIT = os.path.abspath(sys.argv.pop(1))
    if "--update" in sys.argv:
        sys.argv.remove("--update")
        UPDATE = True
    unittest.main(verbosity=1)
