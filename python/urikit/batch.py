# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The functions of urikit over many inputs at once.

Each takes any iterable of str, or one bytes blob of newline-separated lines (no str
objects are made for the inputs), makes one call into the library for the whole batch
with the GIL released, and returns a list in input order holding None where an input
fails; errors="raise" raises the first URIError instead, with its `index`. Those whose
outputs are str also take output="lines": one bytes object, each output and "\n", an
empty line for a failure (the fastest form: no str objects at all).

These are thin Python functions over the extension's (urikit._urikit.batch), so that
they pickle by name: Dask and multiprocessing can ship them to workers.
"""

from . import _urikit


def _forward(name):
    native = getattr(_urikit.batch, name)

    def function(*args, **kwargs):
        return native(*args, **kwargs)

    function.__name__ = function.__qualname__ = name
    function.__module__ = __name__
    function.__doc__ = native.__doc__
    return function


__all__ = sorted(name for name in dir(_urikit.batch) if not name.startswith("_"))
globals().update({name: _forward(name) for name in __all__})
