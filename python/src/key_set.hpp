// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: the exact key set of the Dask dedup job's reduce step (dedup_shards.cpp).
#ifndef URIKIT_PYTHON_KEY_SET_HPP
#define URIKIT_PYTHON_KEY_SET_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace urikit::python {

/// The hash keys are routed to shares by and found in the table by.
inline std::uint64_t key_hash(std::string_view key) noexcept { return std::hash<std::string_view>{}(key); }

/// An exact set of byte strings for the Dask dedup job, as `urikit dedup` keeps its keys,
/// over keys that live elsewhere (in the record blobs of one reduce call): an
/// open-addressing table (linear probing) of views, no copy of the bytes. Keys are
/// compared in full: two different keys never merge, whatever their hashes. Sized once for
/// `most` keys (at most two thirds full), and grows past that.
class key_view_set {
  struct slot;

 public:
  /// The table's memory, kept by the caller from one set to the next: a worker thread
  /// that reuses it touches no fresh pages (each first touch is a page fault; Dask's
  /// workers return freed memory to the system at once).
  using storage = std::vector<slot>;
  key_view_set(std::size_t most, storage& slots) : slots_(slots) {
    std::size_t n = 1024;
    while (n < most + most / 2 + 16) n <<= 1;
    slots_.assign(n, slot{nullptr, empty, 0});
  }
  /// Adds `key`; true when it was not there yet. The bytes must outlive the set.
  bool insert(std::string_view key) { return insert(key, key_hash(key)); }
  /// The same with its hash, key_hash(key).
  bool insert(std::string_view key, std::uint64_t h) {
    if (key.size() >= empty) throw std::length_error("urikit: a key of 4 GiB");
    if (3 * (count_ + 1) > 2 * slots_.size()) resize(2 * slots_.size());
    const auto tag = static_cast<std::uint32_t>(h >> 32);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = h & mask;; i = (i + 1) & mask) {
      slot& s = slots_[i];
      if (s.size == empty) {
        s = {key.data(), static_cast<std::uint32_t>(key.size()), tag};
        ++count_;
        return true;
      }
      if (s.tag == tag && s.size == key.size() && std::memcmp(s.data, key.data(), key.size()) == 0) return false;
    }
  }
  /// Asks the processor for the slot where a key of hash `h` starts its probe (a table
  /// larger than the caches misses on nearly every lookup: a few lookups ahead, the
  /// misses overlap).
  void prefetch(std::uint64_t h) const noexcept { __builtin_prefetch(&slots_[h & (slots_.size() - 1)]); }

 private:
  static constexpr std::uint32_t empty = UINT32_MAX;
  struct slot {
    const char* data;
    std::uint32_t size;
    std::uint32_t tag;  // the hash's high half
  };
  void resize(std::size_t n) {  // a power of two
    std::vector<slot> old(n, slot{nullptr, empty, 0});
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const slot& s : old) {
      if (s.size == empty) continue;
      std::size_t i = key_hash(std::string_view(s.data, s.size)) & mask;
      while (slots_[i].size != empty) i = (i + 1) & mask;
      slots_[i] = s;
    }
  }
  storage& slots_;
  std::size_t count_ = 0;
};

}  // namespace urikit::python

#endif
