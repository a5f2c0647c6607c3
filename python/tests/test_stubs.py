# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The .pyi stubs name every function of urikit and urikit.batch, with the parameters
the extension really takes (read from the signature line pybind11 writes in __doc__)."""
import ast
import os
import re

import pytest

import urikit
import urikit.batch

STUBS = os.path.join(os.path.dirname(urikit.__file__))


def stub_functions(name):
    tree = ast.parse(open(os.path.join(STUBS, name)).read())
    out = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            a = node.args
            out[node.name] = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
    return out


def runtime_parameters(function):
    first = function.__doc__.splitlines()[0]
    inside = first[first.index("(") + 1:first.rindex(")")]
    return [m.group(1) for m in re.finditer(r"(?:^|, )\*?(\w+)(?=[:,]|$)", inside) if m.group(1) != "*"]


@pytest.mark.parametrize("module,stub", [(urikit, "__init__.pyi"), (urikit.batch, "batch.pyi")])
def test_stubs_match_the_functions(module, stub):
    stubs = stub_functions(stub)
    names = [n for n in module.__all__ if callable(getattr(module, n)) and not isinstance(getattr(module, n), type)]
    # The crawler functions are stubbed always, present when the tree has them.
    optional = {"canonicalize", "surt", "ssurt", "host_parts"}
    assert set(names) <= set(stubs) and set(stubs) - set(names) <= optional
    for name in names:
        assert stubs[name] == runtime_parameters(getattr(module, name)), name


def test_the_builder_stub_names_every_method():
    tree = ast.parse(open(os.path.join(STUBS, "__init__.pyi")).read())
    builder = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Builder")
    stubbed = {n.name for n in builder.body if isinstance(n, ast.FunctionDef)} - {"__init__"}
    stubbed |= {n.target.id for n in builder.body if isinstance(n, ast.AnnAssign)}
    public = {n for n in dir(urikit.Builder) if not n.startswith("_")}
    assert stubbed == public
