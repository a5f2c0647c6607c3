// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the interface every kernel implements, as overloads on its tag (kernel.hpp).
// The portable kernel (simd/portable/) implements all of it; another kernel implements what
// it can do faster, and inherits the rest from the kernel its tag derives from. The feature
// files call these through with_kernel(); nothing else in the library knows the kernels.
//
//   skip_run_kernel    the first byte of [i, n) outside a charset (the scanners' run loop)
//   classify_kernel    the bit masks of a text's bytes in a few charsets (the crawler keys'
//                      plain-link test reads a whole link at once from them)
//   parse_kernel       a whole RFC 3986 parse: the grammar (parse_reader.hpp) read over
//                      the kernel's class masks, and the shortcut common_shape() over them
//   encode_kernel      percent-encode the octets outside a charset (§2.1)
//   decode_kernel      decode triplets (and '+' when asked)
//   normalize_into_kernel, normalize_to_kernel
//                      the normalize plan's fast cases (case only; case and port or root);
//                      "not taken" hands the input to the general writer
//   slash_dot_bits_kernel, short_path_dots_kernel
//                      the '/' and '.' masks that find dot segments (§5.2.4); inline, so
//                      defined in simd/<kernel>/dot_segments.hpp, which
//                      simd/inline_kernels.hpp gathers, not here
#ifndef URIKIT_SRC_SIMD_INTERFACE_HPP
#define URIKIT_SRC_SIMD_INTERFACE_HPP

#include <cstddef>
#include <cstdint>
#include <string>

#include <urikit/charset.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "kernel.hpp"

namespace urikit::detail {

// ---------------------------------------------------------------- skip a run
std::size_t skip_run_kernel(avx2_tag, const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept;
std::size_t skip_run_kernel(avx512_tag, const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept;

// ---------------------------------------------------------------- classify
/// The most charsets one classify_kernel() call takes.
constexpr std::size_t classify_max_sets = 8;

/// For each of `count` (<= classify_max_sets) ASCII charsets (charset::is_ascii()), the bit
/// mask of the bytes of s[0, n) in it: bit j of masks[k * words + w] tells whether byte
/// 64 w + j is in sets[k], with words = (n + 63) / 64. Bits from n on are clear.
void classify_kernel(portable_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                     std::size_t count, std::uint64_t* masks) noexcept;
void classify_kernel(avx2_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                     std::size_t count, std::uint64_t* masks) noexcept;
void classify_kernel(avx512_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                     std::size_t count, std::uint64_t* masks) noexcept;

// ---------------------------------------------------------------- parse
/// Parses s[0, n) (n <= the options' max_length) into `v`, a default-constructed view;
/// returns the error, or one with errc::ok.
error parse_kernel(portable_tag, const unsigned char* s, std::size_t n, grammar rule,
                   const parse_options& options, uri_view& v) noexcept;
error parse_kernel(avx2_tag, const unsigned char* s, std::size_t n, grammar rule,
                   const parse_options& options, uri_view& v) noexcept;
error parse_kernel(avx512_tag, const unsigned char* s, std::size_t n, grammar rule,
                   const parse_options& options, uri_view& v) noexcept;

// ---------------------------------------------------------------- percent-encoding
/// Writes s[0, n) with every octet outside `allowed` as a triplet (§2.1); returns the end.
/// `out` has room for 3 * n bytes, and detail::encode_slack more when `slack`. The SIMD
/// kernels are called only for an ASCII set (charset::is_ascii()).
char* encode_kernel(portable_tag, char* out, const unsigned char* s, std::size_t n, const charset& allowed,
                    bool slack) noexcept;
char* encode_kernel(avx2_tag, char* out, const unsigned char* s, std::size_t n, const charset& allowed,
                    bool slack) noexcept;
char* encode_kernel(avx512_tag, char* out, const unsigned char* s, std::size_t n, const charset& allowed,
                    bool slack) noexcept;
char* encode_kernel(avx512_vbmi2_tag, char* out, const unsigned char* s, std::size_t n,
                    const charset& allowed, bool slack) noexcept;

/// Decodes s[0, n) to `out` (room for n bytes, and detail::decode_slack more when `slack`);
/// returns the end. A malformed triplet in strict mode stops the decoding and sets
/// `error_at` to its index.
char* decode_kernel(portable_tag, char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at, bool slack) noexcept;
char* decode_kernel(avx2_tag, char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at, bool slack) noexcept;
char* decode_kernel(avx512_tag, char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at, bool slack) noexcept;
char* decode_kernel(avx512_vbmi2_tag, char* out, const unsigned char* s, std::size_t n,
                    const decode_options& o, std::size_t& error_at, bool slack) noexcept;

// ---------------------------------------------------------------- normalize
/// What normalize_into_kernel() did with an input.
enum class fast_normalize {
  written,               ///< the result is in `out`
  needs_general_writer,  ///< the plan says "more", or short_path_refuses(): no copy case applies
                         ///< (the caller sends the URI to the dot-segment writer or the general one)
  not_judged,            ///< not the kernel's to judge (its size; the portable kernel, always)
};

/// normalize_into()'s fast path for an input under 128 bytes whose plan
/// (normalize_plan.hpp) is not "more" (case, perhaps with a port dropped or a root added)
/// and which has no '%' that changes and no dot segment (short_path_refuses()): writes the
/// result to `out`. For any other
/// input `out` holds nothing of use, and the answer says whether the kernel found that only
/// the general writer applies, so that the caller need not ask the plan again.
inline fast_normalize normalize_into_kernel(portable_tag, const uri_view&, std::string&, const normalize_options&) {
  return fast_normalize::not_judged;  // the portable path (normalize_without_simd) judges
}
fast_normalize normalize_into_kernel(avx2_tag, const uri_view& v, std::string& out, const normalize_options& o);
fast_normalize normalize_into_kernel(avx512_tag, const uri_view& v, std::string& out, const normalize_options& o);

/// normalize_to()'s shortcut (detail::normalize_to_fast()): the plan's copy cases (case
/// only, or with an edit at the authority's end) written at `out`; returns the end, or
/// nullptr for an input it does not take.
inline char* normalize_to_kernel(portable_tag, char*, const uri_view&, const normalize_options&) noexcept {
  return nullptr;
}
char* normalize_to_kernel(avx2_tag, char* out, const uri_view& v, const normalize_options& o) noexcept;
char* normalize_to_kernel(avx512_tag, char* out, const uri_view& v, const normalize_options& o) noexcept;

/// The input size below which normalize_to_kernel() judges every input of a level other
/// than string: its nullptr then says that no copy case applies, as normalize_into_kernel()
/// would find again. (Each kernel's normalize.cpp checks its figure; a figure too high would
/// cost speed, not correctness: what follows is the plan's other writers.)
/// Both SIMD kernels read inputs under 64 bytes, and 64-127 bytes where the 128-bit masks
/// of normalize_fast.inl's wide readers exist (URIKIT_NORMALIZE_WIDE).
constexpr std::size_t normalize_to_judges_below(portable_tag) noexcept { return 0; }
constexpr std::size_t normalize_to_judges_below(avx2_tag) noexcept {
#if defined(__SIZEOF_INT128__)  // URIKIT_NORMALIZE_WIDE (internal_config.hpp)
  return 128;
#else
  return 64;
#endif
}
constexpr std::size_t normalize_to_judges_below(avx512_tag) noexcept { return normalize_to_judges_below(avx2_tag{}); }

}  // namespace urikit::detail

#endif
