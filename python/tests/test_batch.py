# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit.batch: the same answers as one call per input, from a list, any iterable or a
bytes blob; None for failures; errors="raise" with the index; the GIL released."""
import os
import sys
import threading
import time

import pytest

import urikit
from corpus import inputs

TEXTS = [t for t in inputs(3000) if "\n" not in t and "\r" not in t]


def one_by_one(function, texts, **kwargs):
    out = []
    for t in texts:
        try:
            out.append(function(t, **kwargs))
        except urikit.URIError:
            out.append(None)
    return out


NAMES = ["normalize", "parse", "iri_to_uri", "uri_to_iri", "href", "decode", "decode_bytes", "dedup_key",
         "canonical_key", "hash", "repair"]


@pytest.mark.parametrize("name", NAMES)
def test_batch_equals_one_call_per_input(name):
    expected = one_by_one(getattr(urikit, name), TEXTS)
    assert getattr(urikit.batch, name)(TEXTS) == expected
    assert getattr(urikit.batch, name)(iter(TEXTS)) == expected        # any iterable
    assert getattr(urikit.batch, name)(tuple(TEXTS)) == expected


def test_a_blob_is_read_as_the_command_reads_lines():
    texts = ["HTTP://A:80", "a b", "", "x:/%41", "é"]
    want = one_by_one(urikit.normalize, texts)
    assert urikit.batch.normalize("\n".join(texts).encode()) == want
    assert urikit.batch.normalize(("\r\n".join(texts) + "\r\n").encode()) == want
    assert urikit.batch.normalize(bytearray(("\n".join(texts) + "\n").encode())) == want
    assert urikit.batch.normalize(memoryview("\n".join(texts).encode())) == want
    assert urikit.batch.normalize(b"") == []
    assert urikit.batch.normalize(b"\n") == [""]
    # A CR not before LF is part of the line (not allowed in a URI: offset 1).
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.normalize(b"a:\nx\r", errors="raise")
    assert (info.value.index, info.value.offset) == (1, 1)


def test_a_blob_line_that_is_not_utf8_fails_with_invalid_utf8():
    got = urikit.batch.normalize(b"a:\n\xffb\nc\xc3:\n")
    assert got == ["a:", None, None]
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.normalize(b"a:\nc\xc3\n", errors="raise")
    assert (info.value.code, info.value.offset, info.value.index) == ("invalid-utf8", 1, 1)


def test_a_long_blob_with_ill_formed_lines_here_and_there():
    # The blob is checked a block (64 KiB) at a time: ill-formed lines before, across and
    # after block ends, "\r\n" endings, a truncated sequence at a line's end. Python's
    # decoder says which lines are UTF-8; each of those is normalized by itself, and each
    # other one fails as invalid UTF-8 where Python's decoder finds the bad byte.
    lines = []
    for i in range(7000):
        line = f"http://Example.COM/{i}/a/../x?q={i}".encode()
        if i % 397 == 5:
            line = line.replace(b"/a/", b"/\xe9/")
        elif i % 401 == 7:
            line += b"\xc3"
        lines.append(line)
    blob = b"\r\n".join(lines)  # and no ending after the last line

    def bad_at(line):
        try:
            line.decode("utf-8")
        except UnicodeDecodeError as e:
            return e.start
        return None

    want = [urikit.normalize(line.decode()) if bad_at(line) is None else None for line in lines]
    assert 20 < want.count(None) < 100 and len(blob) > 4 * 65536
    assert urikit.batch.normalize(blob) == want
    assert urikit.batch.normalize(blob, output="lines") == as_lines(want)
    # href reads any well-formed text: only the ill-formed lines fail (a line wrongly taken
    # as checked would have its bad bytes percent-encoded instead).
    assert urikit.batch.href(blob) == [None if w is None else urikit.href(line.decode()) for line, w in zip(lines, want)]
    for k in [k for k, w in enumerate(want) if w is None][-12:]:  # the later blocks
        good = [line for line, w in zip(lines[:k], want) if w is not None]
        with pytest.raises(urikit.URIError) as info:
            urikit.batch.normalize(b"\n".join(good + [lines[k]]), errors="raise")
        assert (info.value.code, info.value.index, info.value.offset) == ("invalid-utf8", len(good), bad_at(lines[k]))


def test_blob_lines_longer_than_a_block():
    # Lines of 70,000 and 140,000 bytes (no line end in a whole 64 KiB block), an empty
    # line, a CR at the very end of the blob (part of the last line, which has no ending).
    lines = [b"http://a/b", b"http://a/" + b"c" * 70000, b"", b"http://a/" + b"d" * 140000, b"e:f\r"]
    want = [urikit.normalize(line.decode()) if b"\r" not in line else None for line in lines]
    assert urikit.batch.normalize(b"\n".join(lines)) == want
    assert urikit.batch.normalize(b"\r\n".join(lines[:-1]) + b"\r\n") == want[:-1]


# The batch functions whose outputs are str, and so take output="lines".
LINE_NAMES = ["normalize", "iri_to_uri", "uri_to_iri", "href", "decode", "dedup_key", "canonical_key", "repair"]


def as_lines(answers):
    """output="lines" worked out from one call per input: each answer and "\n", an empty
    line for a failure."""
    return b"".join((a if a is not None else "").encode("utf-8", "surrogateescape") + b"\n" for a in answers)


@pytest.mark.parametrize("name", LINE_NAMES)
def test_lines_output_is_one_line_per_input(name):
    expected = one_by_one(getattr(urikit, name), TEXTS)
    batch = getattr(urikit.batch, name)
    broken = [i for i, a in enumerate(expected) if a is not None and ("\n" in a or "\r" in a)]
    if broken:  # decode: "%0A" decodes to a line break, which one line cannot hold
        with pytest.raises(ValueError, match=f"output {broken[0]} holds a line break"):
            batch(TEXTS, output="lines")
        skip = set(broken)
        keep = [t for i, t in enumerate(TEXTS) if i not in skip]
        expected = [a for i, a in enumerate(expected) if i not in skip]
    else:
        keep = TEXTS
    assert batch(keep, output="lines") == as_lines(expected)
    # A blob in, lines out: the texts that are UTF-8 (not the lone surrogates of the corpus).
    encodable = [(t, a) for t, a in zip(keep, expected) if not any("\ud800" <= c <= "\udfff" for c in t)]
    blob = "\n".join(t for t, _ in encodable).encode()
    assert batch(blob, output="lines") == as_lines(a for _, a in encodable)
    assert batch(keep, output="list") == expected


def test_lines_output_of_resolve_encode_and_the_crawler_functions():
    refs = ["../d", "e?f", "%x", "g h", "//x/y"]
    want = one_by_one(lambda r: urikit.resolve("http://a/b/c", r), refs)
    assert urikit.batch.resolve("http://a/b/c", refs, output="lines") == as_lines(want)
    assert urikit.batch.encode(["a b", "c\nd"], "path", output="lines") == b"a%20b\nc%0Ad\n"
    if hasattr(urikit.batch, "surt"):
        urls = ["http://www.Example.com/a?b=1", "not a url", "https://x.org/"]
        assert urikit.batch.surt(urls, output="lines") == as_lines(one_by_one(urikit.surt, urls))
        assert urikit.batch.canonicalize(urls, "google", output="lines") == as_lines(
            one_by_one(lambda u: urikit.canonicalize(u, "google"), urls))


def test_lines_output_raises_the_first_failure_and_refuses_other_names():
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.normalize(b"a:\nb c\n%\n", errors="raise", output="lines")
    assert (info.value.index, info.value.offset) == (1, 1)
    assert urikit.batch.normalize(b"a:\nb c\n\xff\n", output="lines") == b"a:\n\n\n"
    with pytest.raises(ValueError, match="unknown output 'bytes'"):
        urikit.batch.normalize(["a:"], output="bytes")
    with pytest.raises(TypeError):  # outputs that are not str have no lines form
        urikit.batch.hash(["a:"], output="lines")


def test_lines_output_and_line_breaks_in_the_input_or_the_output():
    # Inputs with a line break (from a list): repair percent-encodes CR and LF (RFC 3986
    # section 2.1: neither is allowed), href removes them (URL Standard: ASCII tab and
    # newline are stripped from the input); neither output holds one.
    assert urikit.batch.repair(["a\nb", "x\ry"], output="lines") == b"a%0Ab\nx%0Dy\n"
    assert urikit.batch.href(["http://a/b\nc\rd"], output="lines") == b"http://a/bcd\n"
    # An output with a line break raises ValueError with its index, from a blob too; with
    # errors="raise", whichever comes first, a failure or such an output, is raised.
    with pytest.raises(ValueError, match="output 1 holds a line break"):
        urikit.batch.decode(b"a\n%0A\n", output="lines")
    with pytest.raises(ValueError, match="output 0 holds a line break"):
        urikit.batch.decode(["%0A", "%zz"], errors="raise", output="lines")
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.decode(["%zz", "%0A"], errors="raise", output="lines")
    assert (info.value.code, info.value.index) == ("invalid-percent-encoding", 0)


def test_errors_raise_gives_the_first_failure_and_its_index():
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.resolve("http://a/b", ["c", "d", "%x", "e f"], errors="raise")
    assert (info.value.code, info.value.offset, info.value.index) == ("invalid-percent-encoding", 0, 2)
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.equivalent(["a:", "b:"], ["a:", "b c"], errors="raise")
    assert (info.value.index, info.value.which, info.value.offset) == (1, 2, 1)


def test_threads_run_batches_in_parallel_with_python_code():
    # While one thread runs a long batch, another thread keeps running Python code: the
    # batch does not hold the GIL. (With the GIL held, the counter could not move until
    # the batch returned.)
    texts = [f"HTTP://Example{i}.COM:80/a/./b/../%7e{i}" for i in range(200_000)] * 5
    started = threading.Event()
    done = threading.Event()
    moves_during_batch = []

    def batch():
        started.set()
        urikit.batch.normalize(texts)
        done.set()

    def count():
        started.wait()
        n = 0
        while not done.is_set():
            n += 1
            time.sleep(0)
        moves_during_batch.append(n)

    workers = [threading.Thread(target=batch), threading.Thread(target=count)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert moves_during_batch[0] > 100


def test_the_input_list_kept_from_call_to_call():
    # Each thread keeps its batches' input lists between calls (no fresh memory a call).
    # Whatever the order of sizes, and after a call that failed while reading its inputs,
    # a batch answers for its own inputs alone; the two inputs of one call get two lists.
    big = TEXTS * 3
    small = TEXTS[:7]
    assert urikit.batch.normalize(big) == one_by_one(urikit.normalize, big)
    assert urikit.batch.normalize(small) == one_by_one(urikit.normalize, small)
    assert urikit.batch.normalize(small, output="lines") == b"".join(
        (t or "").encode() + b"\n" for t in one_by_one(urikit.normalize, small))
    with pytest.raises(TypeError):
        urikit.batch.normalize(TEXTS[:50] + [b"bytes"])
    assert urikit.batch.normalize(small) == one_by_one(urikit.normalize, small)
    a, b = TEXTS[:400], list(reversed(TEXTS[:400]))
    want = []
    for x, y in zip(a, b):
        try:
            want.append(urikit.equivalent(x, y))
        except urikit.URIError:
            want.append(None)
    assert urikit.batch.equivalent(a, b) == want

    results = {}

    def run(k):
        texts = TEXTS[k * 100:] * 2
        results[k] = urikit.batch.normalize(texts) == one_by_one(urikit.normalize, texts)

    workers = [threading.Thread(target=run, args=(k,)) for k in range(4)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert results == {0: True, 1: True, 2: True, 3: True}


def test_a_list_batch_leaves_its_items_reference_counts_as_they_were():
    # A batch over the caller's list holds a reference to each item for the call (another
    # thread may change the list meanwhile) and gives each back, also when it fails.
    texts = [f"http://h{i}.example/{i}/" for i in range(1000)] + ["HTTP://A/%7e"]
    before = [sys.getrefcount(t) for t in texts]
    urikit.batch.normalize(texts, output="lines")
    assert urikit.batch.normalize(texts)[-1] == "http://a/~"
    with pytest.raises(TypeError):
        urikit.batch.normalize(texts + [1])
    urikit.batch.equivalent(texts, texts)
    assert [sys.getrefcount(t) for t in texts] == before



class _Text(str):
    """A str subclass: not a compact ASCII object, so the list reader's second pass reads it."""


def test_a_list_mixing_ascii_and_other_str_keeps_each_item_in_its_place():
    # The list reader takes compact ASCII items as it takes their references and reads the
    # others after that pass; each output must still be its own input's. RFC 3986 §6.2.2:
    # scheme and host to lower case, an unreserved "%7e" decoded; a non-ASCII character is
    # no URI character (invalid-character at its offset).
    texts = ["HTTP://A/%7e", "http://\u00e9.example/", _Text("HTTP://B/"), "x:/a", "\ud800",
             _Text("HTTP://C/%7E"), "http://d/"] * 3
    want = ["http://a/~", None, "http://b/", "x:/a", None, "http://c/~", "http://d/"] * 3
    before = [sys.getrefcount(t) for t in texts]
    assert urikit.batch.normalize(texts) == want
    assert urikit.batch.normalize(texts, output="lines") == b"".join(
        (w or "").encode() + b"\n" for w in want)
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.normalize(texts, errors="raise")
    assert (info.value.index, info.value.code, info.value.offset) == (1, "invalid-character", 7)
    for output in ("list", "lines"):  # a lines batch copies the ASCII items instead of holding them
        with pytest.raises(TypeError, match=r"texts\[4\]"):  # the first item that is no str
            urikit.batch.normalize(texts[:4] + [b"x", "\u00e9", 3], output=output)
        with pytest.raises(TypeError, match=r"texts\[2\]"):
            urikit.batch.normalize(["\u00e9", "a:", None, "b:"], output=output)
    # Copies of a first batch do not leak into a second, shorter one on the same thread.
    assert urikit.batch.normalize(["HTTP://X/" + "y" * 5000] * 300, output="lines").count(b"\n") == 300
    assert urikit.batch.normalize(["A:", "\u00e9", "B:"], output="lines") == b"a:\n\nb:\n"
    assert [sys.getrefcount(t) for t in texts] == before


def test_a_list_batch_out_of_memory_leaves_reference_counts_as_they_were(tmp_path):
    # Out of memory while a list is read must not give back references never taken (a
    # review found that the list's item table could fail to grow after the references were
    # copied, and the lease then released them all). Run apart, under an address-space
    # limit that holds the copy of the references (8 bytes an item) but not the item table
    # (24 bytes an item).
    script = tmp_path / "oom.py"
    script.write_text(
        "import resource, sys, urikit\n"
        "s = 'http://example.com/' + 'x' * 40\n"
        "n = 4_000_000\n"
        "texts = [s] * n\n"
        "before = sys.getrefcount(s)\n"
        "size = next(int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmSize:')) * 1024\n"
        "soft, hard = resource.getrlimit(resource.RLIMIT_AS)\n"
        "resource.setrlimit(resource.RLIMIT_AS, (size + 64 * 2**20, hard))\n"
        "outcome = ''\n"
        "for output in ('list', 'lines'):\n"
        "    try:\n"
        "        urikit.batch.normalize(texts, output=output)\n"
        "        outcome += 'no-error,'\n"
        "    except MemoryError:\n"
        "        outcome += 'MemoryError,'\n"
        "resource.setrlimit(resource.RLIMIT_AS, (soft, hard))\n"
        "print(outcome, sys.getrefcount(s) - before)\n")
    import subprocess
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120,
                          env={**os.environ})
    assert done.returncode == 0, done.stderr
    outcome, change = done.stdout.split()
    assert outcome == "MemoryError,MemoryError,"  # else the limit did not bite: the case was not tried
    assert int(change) == 0


def test_a_lines_batch_of_10k_items_keeps_each_line_and_index():
    # A lines batch over 10^4 items, in whatever blocks the binding reads them: each line
    # is its own input's, a failure's index and a TypeError's index are the caller's, and a
    # tuple or an iterator reads the same. Items around 4096 and 8192 are the ones a block
    # edge would split.
    texts = [TEXTS[i % len(TEXTS)] for i in range(10_000)]
    texts[4095], texts[4096], texts[8191] = "HTTP://A/%7e", _Text("HTTP://B/%7E"), "http://\u00e9.example/"
    want = one_by_one(urikit.normalize, texts)
    assert (want[4095], want[4096], want[8191]) == ("http://a/~", "http://b/~", None)  # RFC 3986 §6.2.2
    for given in (texts, tuple(texts), iter(texts)):
        assert urikit.batch.normalize(given, output="lines") == as_lines(want)
    assert urikit.batch.dedup_key(texts, output="lines") == as_lines(one_by_one(urikit.dedup_key, texts))
    first_failure = next(i for i, w in enumerate(want) if w is None)
    good = [f"HTTP://H{i}.example/%7e{i}" for i in range(9000)]
    for at in (6000, 8200):  # "b c": a space is in no component (RFC 3986 App. A), at offset 1
        bad = good[:at] + ["b c"] + good[at:] + ["%"]
        with pytest.raises(urikit.URIError) as info:
            urikit.batch.normalize(bad, errors="raise", output="lines")
        assert (info.value.index, info.value.code, info.value.offset) == (at, "invalid-character", 1)
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.normalize(texts, errors="raise", output="lines")
    assert info.value.index == first_failure
    for at in (4096, 8193):
        with pytest.raises(TypeError, match=rf"texts\[{at}\]"):
            urikit.batch.normalize(good[:at] + [b"x"] + good[at:], output="lines")
    with pytest.raises(ValueError, match="output 5000 holds a line break"):
        urikit.batch.decode(["a"] * 5000 + ["%0A"] + ["b"] * 10, output="lines")


def test_a_lines_batch_over_a_list_another_thread_shortens():
    # Another thread shortens the caller's list, and so frees its items, whenever it holds
    # the GIL (between the batch's reading of the list and its release of the GIL, or
    # before and after the call): the batch never reads past the list's end nor a freed
    # item, and its lines are those of a prefix of the list as it was, each its input's
    # (RFC 3986 §6.2.2: "HTTP://A{i}/%7e" is "http://a{i}/~").
    texts = [f"HTTP://A{i}/%7e" for i in range(60_000)]
    stop = threading.Event()

    def shrink():
        while not stop.is_set() and len(texts) > 100:
            del texts[-2000:]
            time.sleep(0)

    worker = threading.Thread(target=shrink)
    worker.start()
    try:
        out = urikit.batch.normalize(texts, output="lines")
    finally:
        stop.set()
        worker.join()
    lines = out.split(b"\n")
    assert lines[-1] == b"" and 0 < len(lines) - 1 <= 60_000
    assert lines[:-1] == [f"http://a{i}/~".encode() for i in range(len(lines) - 1)]
