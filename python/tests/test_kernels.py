# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit.active_kernel(), supported_kernels() and force_kernel(): the kernel the command's
`version` names, forced as URIKIT_KERNEL forces it; every kernel gives the portable one's
results (the portable kernel is the library's reference reading)."""
import os
import subprocess

import pytest

import urikit

from corpus import inputs


def test_the_kernel_is_the_commands(cli):
    out = subprocess.run([cli.path, "version"], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out[1] == "kernel " + urikit.active_kernel()
    assert urikit.supported_kernels()[0] == "portable" and urikit.active_kernel() in urikit.supported_kernels()
    # URIKIT_KERNEL forces one at start, in a new interpreter as in the command.
    env = dict(os.environ, URIKIT_KERNEL="portable")
    forced = subprocess.run(["/usr/bin/python3", "-c", "import urikit; print(urikit.active_kernel())"],
                            capture_output=True, text=True, check=True, env=env).stdout.strip()
    assert forced == "portable"


def test_every_kernel_gives_the_portable_kernels_results():
    texts = [t for t in inputs() if "\n" not in t]
    before = urikit.active_kernel()
    try:
        results = {}
        for name in urikit.supported_kernels():
            assert urikit.force_kernel(name) and urikit.active_kernel() == name
            results[name] = (
                [u and (u.scheme, u.host, u.port, u.path, u.query, u.fragment) for u in urikit.batch.parse(texts)],
                urikit.batch.normalize(texts), urikit.batch.normalize(texts, crawler=True),
                urikit.batch.encode(texts, "query-param"), urikit.batch.decode(texts, lenient=True),
                urikit.batch.resolve("http://a/b/c/d;p?q", texts))
        for name, got in results.items():
            assert got == results["portable"], name
    finally:
        urikit.force_kernel(before)
    with pytest.raises(ValueError) as info:
        urikit.force_kernel("neon9")
    assert str(info.value) == "unknown kernel 'neon9' (one of: " + " ".join(urikit.kernel_names()) + ")"
    assert urikit.kernel_names()[0] == "portable" and "avx2" in urikit.kernel_names()
