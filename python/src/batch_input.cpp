// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "batch_input.hpp"

#include <cstring>
#include <string>

#include <urikit/utf8.hpp>

namespace urikit::python {

batch_input::batch_input(py::handle texts) {
  PyObject* o = texts.ptr();
  if (PyUnicode_Check(o)) throw py::type_error("texts must be an iterable of str or a bytes blob, not one str");
  if (PyObject_CheckBuffer(o)) read_blob(texts);
  else read_iterable(texts);
}

batch_input::~batch_input() {
  if (has_buffer_) PyBuffer_Release(&buffer_);
}

void batch_input::read_blob(py::handle blob) {
  if (PyObject_GetBuffer(blob.ptr(), &buffer_, PyBUF_SIMPLE) != 0) throw py::error_already_set();
  has_buffer_ = true;
  const char* data = static_cast<const char*>(buffer_.buf);
  const std::size_t size = static_cast<std::size_t>(buffer_.len);
  // Lines as the command reads standard input: "\n" or "\r\n" ends one; a last line
  // without an ending is still a line; nothing after a final ending is one.
  std::size_t lines = 0;
  for (const char* p = data; (p = static_cast<const char*>(std::memchr(p, '\n', size - (p - data)))) != nullptr; ++p)
    ++lines;
  items_.reserve(lines + 1);
  std::size_t start = 0;
  while (start < size) {
    const void* nl = std::memchr(data + start, '\n', size - start);
    std::size_t end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - data) : size;
    const std::size_t next = nl ? end + 1 : size;
    if (nl && end > start && data[end - 1] == '\r') --end;
    items_.push_back({std::string_view(data + start, end - start), false});
    start = next;
  }
  total_bytes_ = size;
  // One check of the whole blob instead of one a line: no UTF-8 sequence holds a CR or an
  // LF, so when the blob is well-formed every line is. Else each line is checked by itself.
  // (The buffer is held: the GIL is not needed meanwhile.)
  bool well_formed = false;
  {
    py::gil_scoped_release unlocked;
    well_formed = size != 0 && validate_utf8(std::string_view(data, size)).has_value();
  }
  if (well_formed)
    for (utf8_text& item : items_) item.checked = true;
}

void batch_input::read_iterable(py::handle texts) {
  PyObject* seq = PySequence_Fast(texts.ptr(), "texts must be an iterable of str or a bytes blob");
  if (seq == nullptr) throw py::error_already_set();
  py::object held = py::reinterpret_steal<py::object>(seq);
  const Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  PyObject** items = PySequence_Fast_ITEMS(seq);
  items_.reserve(static_cast<std::size_t>(n));
  sources_.assign(items, items + n);
  for (Py_ssize_t i = 0; i < n; ++i) {
    py::object reencoded;
    if (!PyUnicode_Check(items[i])) {
      throw py::type_error("texts[" + std::to_string(i) + "] must be str, not " + Py_TYPE(items[i])->tp_name);
    }
    const utf8_text t = str_utf8(items[i], "text", reencoded);
    if (reencoded) keep_.push_back(std::move(reencoded));
    items_.push_back(t);
    total_bytes_ += t.bytes.size();
  }
  keep_.push_back(std::move(held));  // the list or tuple holds every item
}

}  // namespace urikit::python
