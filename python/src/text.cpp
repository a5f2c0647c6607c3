// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "text.hpp"

#include <cstring>

namespace urikit::python {

utf8_text str_utf8(py::handle object, const char* what, py::object& keep) {
  if (!PyUnicode_Check(object.ptr())) {
    throw py::type_error(std::string(what) + " must be str, not " + Py_TYPE(object.ptr())->tp_name);
  }
  Py_ssize_t size = 0;
  // Cached in the str object: free for ASCII, one encoding for other text.
  if (const char* data = PyUnicode_AsUTF8AndSize(object.ptr(), &size)) {
    return {std::string_view(data, static_cast<std::size_t>(size)), true};
  }
  // Lone surrogates cannot be UTF-8: keep them as the bytes a surrogate escape stands for,
  // so that validation reports invalid-utf8 where the command would.
  PyErr_Clear();
  PyObject* raw = PyUnicode_AsEncodedString(object.ptr(), "utf-8", "surrogatepass");
  if (raw == nullptr) throw py::error_already_set();
  keep = py::reinterpret_steal<py::object>(raw);
  return {std::string_view(PyBytes_AS_STRING(raw), static_cast<std::size_t>(PyBytes_GET_SIZE(raw))), false};
}

PyObject* new_str(std::string_view utf8) {
  unsigned char high = 0;
  for (char c : utf8) high |= static_cast<unsigned char>(c);
  if (high < 0x80) {  // ASCII, as every URI is: the bytes are the str's own storage
    PyObject* s = PyUnicode_New(static_cast<Py_ssize_t>(utf8.size()), 127);
    if (s != nullptr) std::memcpy(PyUnicode_DATA(s), utf8.data(), utf8.size());
    return s;
  }
  return PyUnicode_DecodeUTF8(utf8.data(), static_cast<Py_ssize_t>(utf8.size()), "surrogateescape");
}

py::object to_python(const std::string& text) {
  PyObject* s = new_str(text);
  if (s == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(s);
}

py::object to_python(bool value) { return py::bool_(value); }

py::object to_python(std::uint64_t value) { return py::int_(value); }

py::object to_python(const octets& value) { return py::bytes(value.data); }

}  // namespace urikit::python
