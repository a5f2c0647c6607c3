// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: file: URIs and local paths (RFC 8089, file_path.hpp), for POSIX or Windows
// paths whatever the machine.
#include <pybind11/pybind11.h>

#include <string>

#include <urikit/file_path.hpp>

#include "operation.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

/// style=: "posix", "windows" or "native" (this machine's), as path_style.
path_style path_style_named(const std::string& name) {
  if (name == "posix") return path_style::posix;
  if (name == "windows") return path_style::windows;
  if (name == "native") return path_style::native;
  throw py::value_error("unknown path style '" + name + "' (one of: posix windows native)");
}

template <result<std::string> (*Convert)(std::string_view, path_style)>
struct file_path_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  path_style style = path_style::native;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto r = Convert(input, style);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

}  // namespace

void def_file_path_operations(py::module_& m) {
  def_operation(
      m, "file_uri_from_path",
      "The file: URI of an absolute path (RFC 8089): '/etc/a b' is 'file:///etc/a%20b';\n"
      "with style='windows', 'C:\\\\Docs\\\\a.txt' is 'file:///C:/Docs/a.txt' and a UNC path\n"
      "'\\\\\\\\server\\\\share\\\\a' is 'file://server/share/a'. A relative path fails with\n"
      "invalid-argument at 0. style: 'native' (this machine's), 'posix' or 'windows'.",
      [](const std::string& style) { return file_path_op<file_uri_from_path>{path_style_named(style)}; },
      "style"_a = "native");
  def_operation(
      m, "path_from_file_uri",
      "The local path a file: URI names (RFC 8089), percent-decoded: its host must be empty\n"
      "or 'localhost', except with style='windows', where another host is a UNC share. A\n"
      "query, a fragment or an encoded separator fails (C++ path_from_file_uri()).",
      [](const std::string& style) { return file_path_op<path_from_file_uri>{path_style_named(style)}; },
      "style"_a = "native");
}

}  // namespace urikit::python
