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

#include "../bits.hpp"
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
    if (words_ == 1) {  // most links: a word a class, whose bits from n on are clear
      if (i >= n_) return n_;
      const std::uint64_t outside = ~masks_[c] & at_and_after(i);  // so set here: stops at n
      return outside != 0 ? URIKIT_LOWEST_BIT(outside) : n_;
    }
    std::size_t w = i / 64;
    if (w >= words_) return n_;
    std::uint64_t outside = ~word(c, w) & at_and_after(i);  // bits past n are clear in the masks: set here
    while (outside == 0) {
      if (++w == words_) return n_;
      outside = ~word(c, w);
    }
    return std::min(64 * w + URIKIT_LOWEST_BIT(outside), n_);
  }
  /// The first index from i whose byte is in class c, or n.
  std::size_t first_inside(std::size_t c, std::size_t i) const noexcept {
    if (words_ == 1) {
      const std::uint64_t inside = i >= n_ ? 0 : masks_[c] & at_and_after(i);
      return inside != 0 ? URIKIT_LOWEST_BIT(inside) : n_;
    }
    std::size_t w = i / 64;
    if (w >= words_) return n_;
    std::uint64_t inside = word(c, w) & at_and_after(i);
    while (inside == 0) {
      if (++w == words_) return n_;
      inside = word(c, w);
    }
    return 64 * w + URIKIT_LOWEST_BIT(inside);
  }
  /// The last index in [b, e), e <= n, whose byte is in class c, or npos.
  std::size_t last_inside(std::size_t c, std::size_t b, std::size_t e) const noexcept {
    if (b >= e) return std::string_view::npos;
    if (words_ == 1) {
      const std::uint64_t inside = masks_[c] & in_range(b, e);
      return inside != 0 ? URIKIT_HIGHEST_BIT(inside) : std::string_view::npos;
    }
    const std::size_t first = b / 64;
    std::size_t w = (e - 1) / 64;
    std::uint64_t inside = word(c, w) & (~std::uint64_t{0} >> (63 - (e - 1) % 64));
    while (inside == 0) {
      if (w == first) return std::string_view::npos;
      inside = word(c, --w);
    }
    const std::size_t at = 64 * w + URIKIT_HIGHEST_BIT(inside);
    return at >= b ? at : std::string_view::npos;  // in b's word, bits below b may be set
  }
  /// The bits of class c from index b on, as one word: bit j tells of byte b + j (clear
  /// from n on).
  std::uint64_t bits_from(std::size_t c, std::size_t b) const noexcept {
    const std::size_t w = b / 64, shift = b % 64;
    if (w >= words_) return 0;
    const std::uint64_t low = word(c, w) >> shift;
    return shift != 0 && w + 1 < words_ ? low | word(c, w + 1) << (64 - shift) : low;
  }
  /// Whether a byte of [b, e) is in class c.
  bool any(std::size_t c, std::size_t b, std::size_t e) const noexcept {
    if (words_ == 1) return b < e && (masks_[c] & in_range(b, e)) != 0;
    return any_of(b, e, [this, c](std::size_t w) { return word(c, w); });
  }
  /// Whether some j in [b, e) has byte j in class c and byte j + 1 in class d.
  bool any_pair(std::size_t c, std::size_t d, std::size_t b, std::size_t e) const noexcept {
    if (words_ == 1) return b < e && (masks_[c] & masks_[d] >> 1 & in_range(b, e)) != 0;
    return any_of(b, e, [this, c, d](std::size_t w) {
      return word(c, w) & (word(d, w) >> 1 | (w + 1 < words_ ? word(d, w + 1) << 63 : 0));
    });
  }

 private:
  static constexpr std::size_t max_words = longest_plain_link / 64;

  std::uint64_t word(std::size_t c, std::size_t w) const noexcept { return masks_[c * words_ + w]; }
  /// The bits of index i and after in i's word.
  static std::uint64_t at_and_after(std::size_t i) noexcept { return ~std::uint64_t{0} << (i % 64); }
  /// The bits of [b, e) of a one-word link, b < e <= 64.
  static std::uint64_t in_range(std::size_t b, std::size_t e) noexcept {
    return at_and_after(b) & ~std::uint64_t{0} >> (64 - e);
  }
  /// Whether bits(w) has a bit of an index in [b, e), e <= n: the first and last words
  /// masked, the ones between whole (one word for most links).
  template <class Bits>
  static bool any_of(std::size_t b, std::size_t e, Bits bits) noexcept {
    if (b >= e) return false;
    const std::size_t last = (e - 1) / 64;
    std::size_t w = b / 64;
    std::uint64_t found = bits(w) & at_and_after(b);
    for (; w != last; found = bits(++w))
      if (found != 0) return true;
    return (found & ~std::uint64_t{0} >> (63 - (e - 1) % 64)) != 0;
  }
  std::size_t n_, words_;
  std::uint64_t masks_[ClassCount * max_words];
};

}  // namespace urikit::detail

#endif  // URIKIT_SRC_CRAWL_LINK_BITS_HPP
