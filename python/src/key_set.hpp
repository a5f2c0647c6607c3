// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: an exact set of byte strings for the Dask dedup job, as `urikit dedup`
// keeps its keys: the bytes in one arena, an open-addressing table (linear probing, at
// most half full) of hash, offset and length. Keys are compared in full: two different
// keys never merge, whatever their hashes.
#ifndef URIKIT_PYTHON_KEY_SET_HPP
#define URIKIT_PYTHON_KEY_SET_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace urikit::python {

class key_set {
 public:
  /// Adds `key` (hash `h`); true when it was not there yet.
  bool insert(std::string_view key, std::uint64_t h) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = h & mask;; i = (i + 1) & mask) {
      slot& s = slots_[i];
      if (s.length == empty) {
        const std::size_t offset = arena_.size();
        arena_.append(key);
        s = {h, offset, key.size()};
        ++count_;
        return true;
      }
      if (s.hash == h && s.length == key.size() && std::memcmp(arena_.data() + s.offset, key.data(), key.size()) == 0)
        return false;
    }
  }
  bool insert(std::string_view key) { return insert(key, hash_of(key)); }
  static std::uint64_t hash_of(std::string_view key) { return std::hash<std::string_view>{}(key); }

 private:
  static constexpr std::size_t empty = SIZE_MAX;
  struct slot {
    std::uint64_t hash;
    std::size_t offset;
    std::size_t length;
  };
  void grow() {
    std::vector<slot> old(slots_.empty() ? 1024 : 2 * slots_.size(), slot{0, 0, empty});
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const slot& s : old) {
      if (s.length == empty) continue;
      std::size_t i = s.hash & mask;
      while (slots_[i].length != empty) i = (i + 1) & mask;
      slots_[i] = s;
    }
  }
  std::vector<slot> slots_;
  std::string arena_;
  std::size_t count_ = 0;
};

}  // namespace urikit::python

#endif
