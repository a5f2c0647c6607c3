// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "errors.hpp"

#include <string>

namespace urikit::python {
namespace {

// A new reference held for the life of the process (a module-level singleton).
PyObject* uri_error_type = nullptr;

}  // namespace

void load_error_type() {
  py::object type = py::module_::import("urikit._errors").attr("URIError");
  uri_error_type = type.release().ptr();
}

py::object make_uri_error(const urikit::error& e, const error_context& context) {
  const std::string_view name = error_name(e.code);
  const std::string_view sentence = error_message(e.code);
  std::string message(name);
  message += " at offset ";
  message += std::to_string(e.offset);
  message += ": ";
  message += sentence;
  py::object type = py::reinterpret_borrow<py::object>(uri_error_type);
  py::object error = type(message, py::str(name.data(), name.size()), e.offset);
  if (context.which >= 0) error.attr("which") = context.which;
  if (context.index >= 0) error.attr("index") = context.index;
  return error;
}

void raise_uri_error(const urikit::error& e, const error_context& context) {
  py::object error = make_uri_error(e, context);
  PyErr_SetObject(uri_error_type, error.ptr());
  throw py::error_already_set();
}

}  // namespace urikit::python
