// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the bit counts that the mask code reads (the lowest and highest set bit of a
// word) and byte swaps: one instruction through the GNU builtins where the compiler has
// them, else plain loops. The files outside the kernel folders ask these, not the builtins.
//
// The two bit positions are macros, not functions: g++ 12 laid out the parse kernels
// differently (other branches, other spills) when the same builtin came through an inline
// function, even an always_inline one; the macros keep the machine code of the builtin
// written in place (objdump compared).
#ifndef URIKIT_SRC_BITS_HPP
#define URIKIT_SRC_BITS_HPP

#include <cstddef>
#include <cstdint>

#include "internal_config.hpp"

#if URIKIT_GNU
/// The position of the lowest set bit of m, a 64-bit mask that is not 0, as a std::size_t.
#define URIKIT_LOWEST_BIT(m) static_cast<std::size_t>(__builtin_ctzll(m))
/// The position of the highest set bit of m, a 64-bit mask that is not 0, as a std::size_t.
#define URIKIT_HIGHEST_BIT(m) (63 - static_cast<std::size_t>(__builtin_clzll(m)))
/// The bits m, a 64-bit mask that is not 0, needs: URIKIT_HIGHEST_BIT(m) + 1.
#define URIKIT_BIT_WIDTH(m) static_cast<std::size_t>(64 - __builtin_clzll(m))
#else
#define URIKIT_LOWEST_BIT(m) ::urikit::detail::lowest_bit_loop(m)
#define URIKIT_HIGHEST_BIT(m) ::urikit::detail::highest_bit_loop(m)
#define URIKIT_BIT_WIDTH(m) (::urikit::detail::highest_bit_loop(m) + 1)
#endif

namespace urikit::detail {

// The fallbacks, compiled everywhere so that test/unit/bits_test.cpp checks them against
// the builtins.
inline std::size_t lowest_bit_loop(std::uint64_t m) noexcept {
  std::size_t k = 0;
  while ((m & 1u) == 0) m >>= 1, ++k;
  return k;
}

inline std::size_t highest_bit_loop(std::uint64_t m) noexcept {
  std::size_t k = 0;
  while (m >>= 1) ++k;
  return k;
}

/// The bytes of x in the other order.
template <class Word>
Word byte_swap_loop(Word x) noexcept {
  Word r = 0;
  for (unsigned k = 0; k < sizeof(Word); ++k, x >>= 8) r = static_cast<Word>(r << 8 | (x & 0xFF));
  return r;
}

inline std::uint64_t byte_swap(std::uint64_t x) noexcept {
#if URIKIT_GNU
  return __builtin_bswap64(x);
#else
  return byte_swap_loop(x);
#endif
}

inline std::uint32_t byte_swap(std::uint32_t x) noexcept {
#if URIKIT_GNU
  return __builtin_bswap32(x);
#else
  return byte_swap_loop(x);
#endif
}

}  // namespace urikit::detail

#endif
