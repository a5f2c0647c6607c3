# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The package is built for, and tested with, Debian's /usr/bin/python3: the interpreter
python3-dask and the other Debian packages install into, and the one a user's Debian 12
machine has (not a python3 that happens to be earlier on PATH here)."""
import os
import sys
import sysconfig

import urikit


def test_the_tests_run_under_debians_interpreter():
    assert os.path.realpath(sys.executable) == os.path.realpath("/usr/bin/python3")
    assert sys.base_prefix == "/usr"


def test_the_module_is_built_for_this_interpreter():
    # The extension's file name carries the ABI it was built for.
    assert urikit._urikit.__file__.endswith(sysconfig.get_config_var("EXT_SUFFIX"))


def test_the_version_is_the_librarys():
    # include/urikit/config.hpp holds the version; the module reports the same.
    here = os.path.dirname(os.path.abspath(__file__))
    config = open(os.path.join(here, "..", "..", "include", "urikit", "config.hpp")).read()
    parts = []
    for part in ("MAJOR", "MINOR", "PATCH"):
        line = next(l for l in config.splitlines() if l.startswith("#define URIKIT_VERSION_" + part + " "))
        parts.append(line.split()[2])
    assert urikit.__version__ == ".".join(parts)
