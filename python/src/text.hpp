// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: Python text in and out. Inputs are read as UTF-8 in place (no copy);
// outputs become str, bytes or bool.
#ifndef URIKIT_PYTHON_TEXT_HPP
#define URIKIT_PYTHON_TEXT_HPP

#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace urikit::python {

namespace py = pybind11;

/// One text argument as UTF-8. `checked` is false when the bytes may be ill-formed: a str
/// holding lone surrogates (encoded with "surrogatepass", so that the offset of the bad
/// sequence is the one the command reports for the same bytes), or a line of a bytes blob
/// that is not well-formed as a whole (batch_input).
struct utf8_text {
  std::string_view bytes;
  bool checked = true;
};

/// The UTF-8 of `object`, which must be a str (else TypeError naming `what`). The view
/// lives as long as `object`, or as `keep` when the str had to be re-encoded.
utf8_text str_utf8(py::handle object, const char* what, py::object& keep);

/// A new str from UTF-8 (surrogate escapes for ill-formed bytes); ASCII is copied as it is.
PyObject* new_str(std::string_view utf8);

/// Output conversions.
py::object to_python(const std::string& text);  // str, from UTF-8
py::object to_python(bool value);
py::object to_python(std::uint64_t value);  // int

/// A bool answer of a batch operation (is_normalized()): a struct, since a batch keeps its
/// values in a std::vector, whose bool form has no references to its items.
struct truth {
  bool value = false;
};
inline py::object to_python(const truth& t) { return to_python(t.value); }

/// Octets for decode_bytes(): a distinct type so that they become bytes, not str.
struct octets {
  std::string data;
};
py::object to_python(const octets& value);

}  // namespace urikit::python

#endif
