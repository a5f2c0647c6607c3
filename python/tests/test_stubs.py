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


def stub_names(name):
    """Every name a stub file defines: functions, classes, annotated and assigned names,
    and names imported as themselves (`from . import batch as batch`)."""
    tree = ast.parse(open(os.path.join(STUBS, name)).read())
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.ImportFrom):
            names.update(a.asname for a in node.names if a.asname and a.asname == a.name)
    return names


def test_every_public_name_of_urikit_is_stubbed():
    assert set(urikit.__all__) <= stub_names("__init__.pyi")
    assert set(urikit.batch.__all__) <= stub_names("batch.pyi")


def test_the_uri_stub_names_every_attribute():
    tree = ast.parse(open(os.path.join(STUBS, "__init__.pyi")).read())
    uri = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "URI")
    stubbed = {n.name for n in uri.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("_")}
    assert stubbed == {n for n in dir(urikit.URI) if not n.startswith("_")}
    init = next(n for n in uri.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    a = init.args
    assert [x.arg for x in a.args + a.kwonlyargs] == runtime_parameters(urikit.URI.__init__)


def test_the_dask_stub_matches_the_functions():
    dask_module = pytest.importorskip("urikit.dask")
    import inspect
    stubs = stub_functions("dask.pyi")
    assert set(dask_module.__all__) == set(stubs)
    forwarded = [p for p in inspect.signature(dask_module.distinct_blobs).parameters if p != "urls"]
    for name in dask_module.__all__:
        parameters = inspect.signature(getattr(dask_module, name)).parameters.values()
        named = [p.name for p in parameters if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)]
        if name == "read_urls":  # **storage_options: fsspec's, not stubbed one by one
            assert stubs[name] == named, name
        elif any(p.kind == p.VAR_KEYWORD for p in parameters):  # **options: distinct_blobs()'s
            assert stubs[name] == named + forwarded, name
        else:
            assert stubs[name] == named, name


@pytest.mark.parametrize("name", ["WebURL", "PublicSuffixList", "SurtPrefixSet"])
def test_the_class_stubs_name_every_attribute(name):
    if not hasattr(urikit, name):
        pytest.skip("this build has no urikit." + name)
    tree = ast.parse(open(os.path.join(STUBS, "__init__.pyi")).read())
    stub = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)
    stubbed = {n.name for n in stub.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("_")}
    assert stubbed == {n for n in dir(getattr(urikit, name)) if not n.startswith("_")}


def stub_literal(name):
    """The strings of the typing.Literal alias `name` in __init__.pyi."""
    tree = ast.parse(open(os.path.join(STUBS, "__init__.pyi")).read())
    alias = next(n for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == name)
    return [e.value for e in alias.value.slice.elts]


def test_the_encode_set_stub_is_the_modules_list_of_sets():
    # The module's list (from include/urikit/encode_set_list.h, as the command's --set names)
    # is the one its ValueError for an unknown set gives.
    with pytest.raises(ValueError) as info:
        urikit.encode("a", "no-such-set")
    listed = re.search(r"\(one of: ([^)]*)\)", str(info.value)).group(1).split()
    assert sorted(stub_literal("EncodeSet")) == sorted(listed)
    for name in listed:
        urikit.encode("a b", name)  # each is accepted
    # encode()'s docstring names the sets from the same table, in its order.
    assert urikit.encode.__doc__.split("Sets: ")[1].split(".")[0].split() == stub_literal("EncodeSet")


def test_the_param_style_stub_is_what_the_builder_takes():
    b = urikit.Builder("http://h/?a=b+c")
    assert {style: b.get_param("a", style=style) for style in stub_literal("ParamStyle")} == {
        "form": "b c", "plain": "b+c"}


def test_the_kernel_stub_is_the_librarys_list_of_kernels():
    # kernel_names() is made from include/urikit/kernel_list.hpp, the library's one list.
    assert stub_literal("Kernel") == urikit.kernel_names()
    assert set(urikit.supported_kernels()) <= set(urikit.kernel_names())
