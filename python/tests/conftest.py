# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Shared by the package's tests: the `urikit` command the functions must agree with.

Run from the build (ctest python.pytest, or scripts/test.sh), which sets PYTHONPATH to
<build>/python and URIKIT_CLI to <build>/urikit.
"""
import json
import os
import subprocess

import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "dask: the Dask job on a LocalCluster (a minute or two)")


@pytest.fixture(scope="session")
def cli():
    """A function running `urikit ARGS --json` over inputs (one per line on stdin), giving
    one parsed record per input."""
    path = os.environ.get("URIKIT_CLI")
    if not path or not os.access(path, os.X_OK):
        pytest.fail("URIKIT_CLI must name the urikit command of the same build")

    def run(args, inputs, as_arguments=False):
        data = b"".join(i.encode("utf-8", "surrogatepass") + b"\n" for i in inputs)
        if as_arguments:  # `build` reads its input from the arguments only
            p = subprocess.run([path] + list(args) + ["--json", "--"] + list(inputs), capture_output=True, timeout=300)
        else:
            p = subprocess.run([path] + list(args) + ["--json"], input=data, capture_output=True, timeout=300)
        assert p.returncode in (0, 1), p.stderr.decode()
        records = [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()]
        assert len(records) == len(inputs)
        return records

    run.path = path
    return run
