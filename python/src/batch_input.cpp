// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "batch_input.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include <urikit/charset.hpp>
#include <urikit/utf8.hpp>

#include "../../src/scan_export.hpp"
#include "../../src/thread_scratch.hpp"

namespace urikit::python {

std::string_view text_copies::copy(std::string_view text) {
  if (used_ == 0 || blocks_[used_ - 1].capacity() - blocks_[used_ - 1].size() < text.size()) take_block(text.size());
  std::string& block = blocks_[used_ - 1];
  const std::size_t at = block.size();
  block.append(text);  // within its capacity: the block does not move
  return std::string_view(block.data() + at, text.size());
}

void text_copies::take_block(std::size_t need) {
  for (; used_ < blocks_.size(); ++used_) {  // the kept ones first
    if (blocks_[used_].capacity() >= need) {
      ++used_;
      return;
    }
  }
  blocks_.emplace_back();
  blocks_.back().reserve(std::max(block_size, need));
  used_ = blocks_.size();
}

void text_copies::clear() noexcept {
  for (std::size_t i = 0; i < used_; ++i) blocks_[i].clear();
  used_ = 0;
  constexpr std::size_t kept_bytes = std::size_t{64} << 20;
  std::size_t kept = 0, blocks = 0;
  while (blocks < blocks_.size() && kept + blocks_[blocks].capacity() <= kept_bytes) kept += blocks_[blocks++].capacity();
  blocks_.resize(blocks);  // frees the rest
}

input_list_lease::input_list_lease() {
  lists& thread = urikit::detail::thread_scratch<input_list_lease, lists>();
  if (!thread.leased) {
    thread.leased = true;
    lists_ = &thread;
  }
}

input_list_lease::~input_list_lease() {
  for (PyObject* o : lists_->references) Py_DECREF(o);
  lists_->references.clear();
  lists_->inputs.clear();
  lists_->copies.clear();
  if (lists_ == &own_) return;
  constexpr std::size_t kept_bytes = std::size_t{64} << 20;
  urikit::detail::free_if_larger(lists_->inputs, kept_bytes);
  urikit::detail::free_if_larger(lists_->references, kept_bytes);
  lists_->leased = false;
}

batch_input::batch_input(py::handle texts, batch_sources sources) {
  PyObject* o = texts.ptr();
  if (PyUnicode_Check(o)) throw py::type_error("texts must be an iterable of str or a bytes blob, not one str");
  if (PyObject_CheckBuffer(o)) {
    try {
      read_blob(texts);
    } catch (...) {  // the destructor does not run for a constructor that throws
      if (has_buffer_) PyBuffer_Release(&buffer_);
      has_buffer_ = false;
      throw;
    }
  } else {
    read_iterable(texts, sources);
  }
}

batch_input::~batch_input() {
  if (has_buffer_) PyBuffer_Release(&buffer_);
}

void batch_input::read_blob(py::handle blob) {
  if (PyObject_GetBuffer(blob.ptr(), &buffer_, PyBUF_SIMPLE) != 0) throw py::error_already_set();
  has_buffer_ = true;
  const std::string_view text(static_cast<const char*>(buffer_.buf), static_cast<std::size_t>(buffer_.len));
  total_bytes_ = text.size();
  py::gil_scoped_release unlocked;  // the buffer is held
  // Read a block of 64 KiB at a time: its line ends found by the scan kernel (one bit mask
  // for the block), its lines then checked as UTF-8 while it is still in the cache. One pass
  // over a blob larger than the cache, and no call a line.
  std::size_t start = text.size() == 0 ? 0 : read_block(text, 0);
  // Room for the rest at the first block's lines a byte (one block more): one growth.
  if (start < text.size()) items_.reserve(items_.size() * (text.size() / start + 1));
  while (start < text.size()) start = read_block(text, start);
}

std::size_t batch_input::read_block(std::string_view text, std::size_t start) {
  // Lines as the command reads standard input: "\n" or "\r\n" ends one; a last line
  // without an ending is still a line; nothing after a final ending is one.
  constexpr std::size_t block = std::size_t{64} << 10;
  static constexpr charset line_feed("\n");
  static constexpr const charset* sets[] = {&line_feed};
  std::uint64_t ends[block / 64];  // bit j of word w: text[start + 64 w + j] is '\n'
  const std::size_t n = std::min(block, text.size() - start), first = items_.size();
  detail::classify_exported(reinterpret_cast<const unsigned char*>(text.data() + start), n, sets, 1, ends);
  auto add = [&](std::size_t begin, std::size_t end) {  // a line, its "\n" (or the blob's end) at `end`
    if (end > begin && end < text.size() && text[end - 1] == '\r') --end;
    items_.push_back({text.substr(begin, end - begin), false});
  };
  std::size_t line = start;  // where the next line starts
  for (std::size_t w = 0; w < (n + 63) / 64; ++w) {
    for (std::uint64_t bits = ends[w]; bits != 0; bits &= bits - 1) {
      const std::size_t end = start + 64 * w + static_cast<std::size_t>(__builtin_ctzll(bits));
      add(line, end);
      line = end + 1;
    }
  }
  if (line == start) {  // no line ends in the block: one line longer than it
    const void* nl = std::memchr(text.data() + start + n, '\n', text.size() - start - n);
    const std::size_t end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()) : text.size();
    add(line, end);
    line = end == text.size() ? end : end + 1;
  } else if (start + n == text.size() && line < text.size()) {  // a last line without an ending
    add(line, text.size());
    line = text.size();
  }
  mark_well_formed(first);
  return line;
}

void batch_input::mark_well_formed(std::size_t first) noexcept {
  // No UTF-8 sequence holds a CR or an LF: when a run of lines is well-formed, every line
  // of it is. The first check is of the whole block (most are well-formed). Where one fails,
  // the lines that end before the bad sequence are marked, the one holding it is left to be
  // checked by itself (as the command checks its lines, for the error's offset), and the
  // check goes on from the next line over 16 lines at a time: over the rest of the block, a
  // block of bad lines would be read again after each (quadratic), and line by line, the
  // calls cost 8 % of the generated URLs' time (one line in 1,000 is bad there).
  constexpr std::size_t lines_a_check = 16;
  const std::size_t n = items_.size();
  for (std::size_t i = first, window = n - first; i < n; window = lines_a_check) {
    const std::size_t last = std::min(n, i + window) - 1;
    const char* begin = items_[i].bytes.data();
    const char* end = items_[last].bytes.data() + items_[last].bytes.size();
    const result<void> valid = validate_utf8(std::string_view(begin, static_cast<std::size_t>(end - begin)));
    const char* bad = valid ? end : begin + valid.error().offset;  // a byte of a line from i on
    for (; i <= last && (valid || items_[i].bytes.data() + items_[i].bytes.size() < bad); ++i) items_[i].checked = true;
    if (!valid) ++i;  // line i holds it: left unchecked
  }
}

namespace {
/// Asks for the object of items[i + 16] (its first two cache lines: a URL's bytes run into
/// the second) while items[i] is read: a list's objects may lie far apart in memory, and
/// read one after another each waits for memory (bench_python.py's list: 0.89 of the time).
inline void prefetch_ahead(PyObject* const* items, std::size_t i, std::size_t n) noexcept {
  constexpr std::size_t distance = 16;
  if (i + distance < n) {
    const char* ahead = reinterpret_cast<const char*>(items[i + distance]);
    __builtin_prefetch(ahead);
    __builtin_prefetch(ahead + 64);
  }
}

/// Sets `text` and returns true when `o` is a compact ASCII str (every URL a caller has):
/// such a str is its own UTF-8, read with no call that could run Python code.
inline bool compact_ascii(PyObject* o, std::string_view& text) noexcept {
  if (!PyUnicode_Check(o) || !PyUnicode_IS_COMPACT_ASCII(o)) return false;
  text = std::string_view(static_cast<const char*>(PyUnicode_DATA(o)), static_cast<std::size_t>(PyUnicode_GET_LENGTH(o)));
  return true;
}
}  // namespace

void batch_input::read_other(std::size_t i, PyObject* o) {
  if (!PyUnicode_Check(o)) throw py::type_error("texts[" + std::to_string(i) + "] must be str, not " + Py_TYPE(o)->tp_name);
  py::object reencoded;
  const utf8_text t = str_utf8(o, "text", reencoded);
  if (reencoded) keep_.push_back(std::move(reencoded));
  items_[i] = t;
  total_bytes_ += t.bytes.size();
}

void batch_input::read_list_by_copies(PyObject* const* items, std::size_t n) {
  // No Python code runs in the first pass, so the list cannot change under it; the other
  // items are held there (marked unchecked, empty) and read after it. No reference is taken
  // for a copied item, and none given back: two writes fewer to each of 10^6 scattered
  // objects, and the batch then reads its inputs from consecutive blocks.
  items_.reserve(n);
  std::vector<PyObject*>& held = lease_.references();
  for (std::size_t i = 0; i < n; ++i) {
    PyObject* const o = items[i];
    prefetch_ahead(items, i, n);
    std::string_view text;
    if (compact_ascii(o, text)) {
      items_.push_back({lease_.copies().copy(text), true});
      total_bytes_ += text.size();
      continue;
    }
    held.push_back(o);  // then held: the lease gives back what the list holds
    Py_INCREF(o);
    items_.push_back({{}, false});
  }
  // May run Python code: the list is no longer read. The k-th unchecked item is held[k].
  for (std::size_t i = 0, k = 0; k < held.size(); ++i)
    if (!items_[i].checked) read_other(i, held[k++]);
}

void batch_input::read_iterable(py::handle texts, batch_sources sources) {
  PyObject* seq = PySequence_Fast(texts.ptr(), "texts must be an iterable of str or a bytes blob");
  if (seq == nullptr) throw py::error_already_set();
  py::object held = py::reinterpret_steal<py::object>(seq);
  // The caller's own list (PySequence_Fast gives a list back as it is): another thread may
  // change it while the GIL is released, and free a str whose UTF-8 a view points into. The
  // batch then holds a reference to each item, all taken first in a pass that runs no Python
  // code: reading an item's UTF-8 can (a lone surrogate raises inside CPython, and the
  // allocation may start the garbage collector, whose finalizers may change the list).
  // Before, a tuple of the items (PyList_AsTuple) held them: the same pass, plus 8 MB of
  // fresh memory for 10^6 items. A tuple, or the list PySequence_Fast made of another
  // iterable, holds its items itself.
  //
  // A compact ASCII str (every URL a caller has) is its own UTF-8, read from the object with
  // no call that could run Python code: it is read in that same pass, as its reference is
  // taken (one visit to each object, not two: the second cost the generated URLs about 4 ns
  // an item on 10^6 items). Any other item is read after the pass.
  const bool callers_list = seq == texts.ptr() && PyList_Check(seq);
  const std::size_t n = static_cast<std::size_t>(PySequence_Fast_GET_SIZE(seq));
  PyObject* const* items = PySequence_Fast_ITEMS(seq);
  if (callers_list && sources == batch_sources::not_needed) return read_list_by_copies(items, n);
  // Every allocation first: once the list's pointers are copied as references, the lease
  // gives each one back, so nothing may fail between the copy and the pass that takes them.
  items_.reserve(n);
  std::vector<PyObject*>* references = nullptr;
  if (callers_list) {
    references = &lease_.references();
    references->assign(items, items + n);
    items = references->data();
  }
  sources_ = items;
  std::size_t others = 0;  // the items left for the second pass, marked unchecked and empty
  for (std::size_t i = 0; i < n; ++i) {
    PyObject* const o = items[i];
    prefetch_ahead(items, i, n);
    if (references) Py_INCREF(o);
    std::string_view text;
    const bool ascii = compact_ascii(o, text);
    total_bytes_ += text.size();
    others += !ascii;
    items_.push_back({text, ascii});  // reserved: cannot fail while references are being taken
  }
  // The unchecked entries are found in items_, not by visiting every object again.
  for (std::size_t i = 0; others != 0; ++i) {
    if (items_[i].checked) continue;
    --others;
    read_other(i, items[i]);
  }
  keep_.push_back(std::move(held));  // a tuple or a list of our own holds its items
}

}  // namespace urikit::python
