// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: urikit.PublicSuffixList (a loaded copy of the Public Suffix List), and the
// `psl=` argument of host_parts(), which takes one or a file's path.
#ifndef URIKIT_PYTHON_PUBLIC_SUFFIX_TYPE_HPP
#define URIKIT_PYTHON_PUBLIC_SUFFIX_TYPE_HPP

#include <pybind11/pybind11.h>

#include <memory>
#include <optional>
#include <string>

#include <urikit/public_suffix.hpp>

namespace urikit::python {

namespace py = pybind11;

/// A list and where it came from (std::nullopt: the standard one), so that it pickles.
struct loaded_suffix_list {
  std::shared_ptr<const public_suffix_list> list;
  std::optional<std::string> path;
};

/// The list a `psl` argument names: None (the standard list, as a null pointer: the library
/// picks it), a path of a public_suffix_list.dat file (loaded; ValueError when it cannot be
/// read as one, as `urikit host-parts --psl` makes a usage error), or a PublicSuffixList.
std::shared_ptr<const public_suffix_list> suffix_list_argument(py::handle psl);

}  // namespace urikit::python

#endif
