// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: the extension module urikit._urikit and its submodule batch. The package
// (urikit/__init__.py) re-exports both.
//
// To bind one more function: write its operation struct in the ops_*.cpp file of its
// subject (or a new one, registered below) and call def_operation() (operation.hpp); it
// appears as urikit.<name> and urikit.batch.<name>. Then add it to urikit/__init__.py's
// __all__, to the .pyi stubs, and a test comparing it with the command.
#include <pybind11/pybind11.h>

#include "errors.hpp"
#include "operation.hpp"

#ifndef URIKIT_VERSION_STRING
#  error "URIKIT_VERSION_STRING is set by python/CMakeLists.txt from the project version"
#endif

PYBIND11_MODULE(_urikit, m) {
  namespace py = pybind11;
  using namespace urikit::python;
  m.doc() = "urikit: RFC 3986 URIs, IRIs and web links (the C++ library's binding)";
  m.attr("__version__") = URIKIT_VERSION_STRING;
  load_error_type();
  m.def_submodule("batch",
                  "The functions of urikit over many inputs at once: one call into the library per batch,\n"
                  "with the GIL released. Each takes any iterable of str, or one bytes blob of\n"
                  "newline-separated lines (the fastest path), and returns a list in input order with\n"
                  "None where an input fails; errors='raise' raises the first URIError instead, with\n"
                  "its `index`.");
  def_uri_type(m);
  def_web_url_type(m);
  def_builder_type(m);  // after URI and WebURL, which its constructor takes
  def_rfc3986_operations(m);
  def_pair_operations(m);
  def_encoding_operations(m);
  def_iri_operations(m);
  def_file_path_operations(m);
  def_dedup_shards(m);
  def_crawl_operations(m);
  def_surt_prefix_type(m);
  def_public_suffix_type(m);
  def_kernel_control(m);
}
