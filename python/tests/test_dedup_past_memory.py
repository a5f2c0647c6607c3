# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The recipe `urikit dedup --help` and docs/python.md give for a stream larger than
memory (GNU sort spilling to disk) prints exactly what `urikit dedup` prints."""
import subprocess

import pytest

from url_generator import url_blob

RECIPE = ("{cli} normalize {options} < {path} 2>/dev/null | nl -ba -w1 -s$'\\t' "
          "| LC_ALL=C sort -s -t$'\\t' -k2,2 -u -S 8M -T {tmp} | LC_ALL=C sort -n -k1,1 -S 8M -T {tmp} | cut -f2-")


@pytest.mark.parametrize("options", ["", "--crawler", "--level syntax --conservative"])
def test_the_sort_recipe_equals_dedup(cli, tmp_path, options):
    path = tmp_path / "urls.txt"
    path.write_bytes(url_blob(200_000, seed=7))
    with open(path, "rb") as f:
        want = subprocess.run([cli.path, "dedup", *options.split()], stdin=f, capture_output=True).stdout
    got = subprocess.run(["bash", "-c", RECIPE.format(cli=cli.path, options=options, path=path, tmp=tmp_path)],
                         capture_output=True, check=True).stdout
    assert want.count(b"\n") > 100_000  # -S 8M: sort spills runs to disk and merges them
    assert got == want
