// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: the `base` argument of href() and parse_web_url().
#ifndef URIKIT_PYTHON_WEB_URL_TYPE_HPP
#define URIKIT_PYTHON_WEB_URL_TYPE_HPP

#include <pybind11/pybind11.h>

#include <memory>

#include <urikit/href.hpp>

namespace urikit::python {

/// The base a `base` argument names: None (no base: a null pointer), a str read as a
/// browser reads it (URIError where a browser refuses it), or a WebURL, taken as it is (so
/// that many calls against one base read it once).
std::shared_ptr<const web_url> web_base_argument(pybind11::handle base);

}  // namespace urikit::python

#endif
