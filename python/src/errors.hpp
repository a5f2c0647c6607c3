// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: urikit.URIError (defined in urikit/_errors.py), raised from C++.
#ifndef URIKIT_PYTHON_ERRORS_HPP
#define URIKIT_PYTHON_ERRORS_HPP

#include <pybind11/pybind11.h>

#include <cstddef>

#include <urikit/error.hpp>

namespace urikit::python {

namespace py = pybind11;

/// Extra attributes of a failure: `which` (1 or 2) for the two-input functions, `index`
/// for a batch raising its first failure. Negative: not set.
struct error_context {
  long which = -1;
  long index = -1;
};

/// The URIError object for `e`: message "<code> at offset N: <sentence>", attributes code,
/// offset, and those of `context` that are set.
py::object make_uri_error(const urikit::error& e, const error_context& context = {});

/// Raises it (throws py::error_already_set).
[[noreturn]] void raise_uri_error(const urikit::error& e, const error_context& context = {});

/// Called once at import: finds urikit._errors.URIError.
void load_error_type();

}  // namespace urikit::python

#endif
