// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: a link read once as bit masks of byte classes (one classify_exported() call, a
// vector scan), and the questions the plain-link shortcuts ask of them: where a run ends,
// whether a class or a pair of classes occurs in a range.
#ifndef URIKIT_SRC_CRAWL_LINK_BITS_HPP
#define URIKIT_SRC_CRAWL_LINK_BITS_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <urikit/charset.hpp>

#include "../scan_export.hpp"

namespace urikit::detail {

/// The longest link a shortcut reads as masks; longer links take the general path.
constexpr std::size_t longest_plain_link = 448;

/// The class masks of one link of at most longest_plain_link bytes: bit j of class c tells
/// whether byte j is in classes[c].
template <std::size_t ClassCount>
class link_bits {
  static_assert(ClassCount <= classify_exported_max_sets);

 public:
  link_bits(std::string_view in, const charset* const (&classes)[ClassCount]) noexcept
      : n_(in.size()), words_((in.size() + 63) / 64) {
    classify_exported(reinterpret_cast<const unsigned char*>(in.data()), n_, classes, ClassCount, masks_);
  }
  /// The first index from i whose byte is outside class c, or n.
  std::size_t first_outside(std::size_t c, std::size_t i) const noexcept {
    for (std::size_t w = i / 64; w < words_; ++w) {
      const std::uint64_t outside = ~word(c, w) & from(w, i);
      if (outside != 0) return std::min(64 * w + static_cast<std::size_t>(__builtin_ctzll(outside)), n_);
    }
    return n_;
  }
  /// The first index from i whose byte is in class c, or n.
  std::size_t first_inside(std::size_t c, std::size_t i) const noexcept {
    for (std::size_t w = i / 64; w < words_; ++w) {
      const std::uint64_t inside = word(c, w) & from(w, i);
      if (inside != 0) return 64 * w + static_cast<std::size_t>(__builtin_ctzll(inside));
    }
    return n_;
  }
  /// Whether a byte of [b, e) is in class c.
  bool any(std::size_t c, std::size_t b, std::size_t e) const noexcept {
    for (std::size_t w = b / 64; 64 * w < e; ++w)
      if ((word(c, w) & from(w, b) & below(w, e)) != 0) return true;
    return false;
  }
  /// Whether some j in [b, e) has byte j in class c and byte j + 1 in class d.
  bool any_pair(std::size_t c, std::size_t d, std::size_t b, std::size_t e) const noexcept {
    for (std::size_t w = b / 64; 64 * w < e; ++w) {
      const std::uint64_t next = word(d, w) >> 1 | (w + 1 < words_ ? word(d, w + 1) << 63 : 0);
      if ((word(c, w) & next & from(w, b) & below(w, e)) != 0) return true;
    }
    return false;
  }

 private:
  static constexpr std::size_t max_words = longest_plain_link / 64;

  std::uint64_t word(std::size_t c, std::size_t w) const noexcept { return masks_[c * words_ + w]; }
  /// The bits of word w at index i and after / before index e.
  static std::uint64_t from(std::size_t w, std::size_t i) noexcept {
    return i <= 64 * w ? ~std::uint64_t{0} : i >= 64 * w + 64 ? 0 : ~std::uint64_t{0} << (i - 64 * w);
  }
  static std::uint64_t below(std::size_t w, std::size_t e) noexcept {
    return e >= 64 * w + 64 ? ~std::uint64_t{0} : e <= 64 * w ? 0 : (std::uint64_t{1} << (e - 64 * w)) - 1;
  }
  std::size_t n_, words_;
  std::uint64_t masks_[ClassCount * max_words];
};

}  // namespace urikit::detail

#endif  // URIKIT_SRC_CRAWL_LINK_BITS_HPP
