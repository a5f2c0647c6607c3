// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: the inputs of a batch call, read once with the GIL held, then used by C++
// with the GIL released. Either any iterable of str (its items are held, their UTF-8 read
// in place; a lines batch copies the ASCII items of a caller's list instead) or one
// bytes-like blob of newline-separated lines (the fastest path: no str
// objects at all; the blob is checked as UTF-8 a block at a time, and only a line holding
// an ill-formed sequence is checked by itself, as the command checks its lines).
#ifndef URIKIT_PYTHON_BATCH_INPUT_HPP
#define URIKIT_PYTHON_BATCH_INPUT_HPP

#include <pybind11/pybind11.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "text.hpp"

namespace urikit::python {

/// Copies of a batch's texts, in blocks that never move (so the views into them stay
/// valid), kept by the lease from call to call like its lists.
class text_copies {
 public:
  /// A copy of `text`, valid until clear().
  std::string_view copy(std::string_view text);
  /// Empties the blocks, keeping up to 64 MiB of them for the next batch.
  void clear() noexcept;

 private:
  static constexpr std::size_t block_size = std::size_t{1} << 20;
  void take_block(std::size_t need);
  std::vector<std::string> blocks_;
  std::size_t used_ = 0;  // blocks_[0, used_) hold this batch's copies
};

/// The list of a batch's inputs (views of their UTF-8) and of the references it holds,
/// kept by each thread from one call to the next, as the lines buffer is (operation.hpp):
/// made afresh, the 24 MB of 10^6 inputs were page-faulted in at every call. Taken empty;
/// given back emptied (the references released: the GIL must be held), and freed when a
/// list grew past 64 MiB. A second batch alive on the thread (the two inputs of one call)
/// gets lists of its own.
class input_list_lease {
 public:
  input_list_lease();
  ~input_list_lease();
  input_list_lease(const input_list_lease&) = delete;
  input_list_lease& operator=(const input_list_lease&) = delete;
  std::vector<utf8_text>& list() noexcept { return lists_->inputs; }
  std::vector<PyObject*>& references() noexcept { return lists_->references; }
  text_copies& copies() noexcept { return lists_->copies; }

 private:
  struct lists {
    std::vector<utf8_text> inputs;
    std::vector<PyObject*> references;  // strong references, released with the lease
    text_copies copies;                 // the texts of a batch that copies them
    bool leased = false;
  };
  lists own_;
  lists* lists_ = &own_;  // this thread's lists, or own_ when they are in use
};

/// Whether a batch's caller asks for the str object of an input (batch_input::source()).
enum class batch_sources { kept, not_needed };

class batch_input {
 public:
  /// Reads `texts`. A str is refused (TypeError): it is an iterable of characters, never
  /// what the caller meant. With batch_sources::not_needed, the ASCII items of a caller's
  /// list are copied (read_list_by_copies()) instead of held.
  explicit batch_input(py::handle texts, batch_sources sources = batch_sources::kept);
  ~batch_input();
  batch_input(const batch_input&) = delete;
  batch_input& operator=(const batch_input&) = delete;

  std::size_t size() const noexcept { return items_.size(); }
  const utf8_text& operator[](std::size_t i) const noexcept { return items_[i]; }
  /// The str object input i came from (borrowed, held by this batch), or nullptr for a
  /// line of a blob. An output equal to its input can be that same object.
  PyObject* source(std::size_t i) const noexcept { return sources_ == nullptr ? nullptr : sources_[i]; }
  /// The total of the inputs' sizes in bytes (to size an output arena once).
  std::size_t total_bytes() const noexcept { return total_bytes_; }

 private:
  void read_blob(py::handle blob);
  void read_iterable(py::handle texts, batch_sources sources);
  /// The items of the caller's list `items`: each compact ASCII str (every URL) copied into
  /// the lease's blocks, the rest held and read after that pass.
  void read_list_by_copies(PyObject* const* items, std::size_t n);
  /// items_[i] from `o`, an item the first pass of a list left (held, so reading it may run
  /// Python code): its UTF-8, or TypeError naming texts[i] when it is no str.
  void read_other(std::size_t i, PyObject* o);
  /// Adds the lines of the blob `text` from `start` (a line's start) through about 64 KiB;
  /// returns where the next line starts.
  std::size_t read_block(std::string_view text, std::size_t start);
  /// Marks checked each of the lines from items_[first] on (one block's) that is
  /// well-formed UTF-8.
  void mark_well_formed(std::size_t first) noexcept;

  input_list_lease lease_;  // first: released also when the constructor throws
  std::vector<utf8_text>& items_ = lease_.list();
  PyObject* const* sources_ = nullptr;  // the items: of the sequence keep_ holds, or lease_'s references
  std::vector<py::object> keep_;  // the items (or their re-encodings) the views point into
  Py_buffer buffer_{};             // the blob, held (a bytearray cannot resize meanwhile)
  bool has_buffer_ = false;
  std::size_t total_bytes_ = 0;
};

}  // namespace urikit::python

#endif
