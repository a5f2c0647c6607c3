// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's entry points: all of the interface (interface.hpp), in plain C++.
// Every other kernel inherits from here what it does not do itself. (Its build condition
// and CPU check are in ../kernel.hpp: it is in every build.)
#ifndef URIKIT_SRC_SIMD_PORTABLE_ENTRY_POINTS_HPP
#define URIKIT_SRC_SIMD_PORTABLE_ENTRY_POINTS_HPP

#include <cstddef>
#include <cstdint>
#include <string>

#include <urikit/charset.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "../../host_bytes.hpp"
#include "../kernel.hpp"
#include "dot_segments.hpp"  // slash_dot_bits_kernel, short_path_dots_kernel (inline)
#include "scan.hpp"          // skip_run_kernel (inline)

namespace urikit::detail {

/// For each of `count` (<= classify_max_sets) ASCII charsets (charset::is_ascii()), the bit
/// mask of the bytes of s[0, n) in it: bit j of masks[k * words + w] tells whether byte
/// 64 w + j is in sets[k], with words = (n + 63) / 64. Bits from n on are clear.
void classify_kernel(portable_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                     std::size_t count, std::uint64_t* masks) noexcept;

/// The host bytes at the start of s[0, n), n <= 64 (host_bytes.hpp): the plain-host test of
/// host parts (psl/plain_host.hpp).
host_bytes scan_host_kernel(portable_tag, const char* s, std::size_t n) noexcept;
/// Writes the labels of host[0, n) (n <= 64, ASCII; bit i of `dots` set when host[i] is
/// '.') at `out` from the last to the first, joined by `separator` ("www.Example.com" gives
/// "com.example.www" with '.'), ASCII capitals in lower case when `upper` (the host has
/// one); when `lowered` is not null, also the host itself in lower case there. Reads
/// host[0, readable) at most (readable >= n); `out` and `lowered` are apart from the host
/// and writable swar::block_slack bytes past n. Returns out + n. (Host parts' reversed host:
/// the SIMD kernels write it without a step per label.)
char* reverse_labels_kernel(portable_tag, char* out, char* lowered, const char* host, std::size_t n,
                            std::uint64_t dots, bool upper, char separator, std::size_t readable) noexcept;
/// Parses s[0, n) (n <= the options' max_length) into `v`, a default-constructed view;
/// returns the error, or one with errc::ok.
error parse_kernel(portable_tag, const unsigned char* s, std::size_t n, grammar rule,
                   const parse_options& options, uri_view& v) noexcept;

/// Writes s[0, n) with every octet outside `allowed` as a triplet (§2.1); returns the end.
/// `out` has room for 3 * n bytes, and detail::encode_slack more when `slack`. The SIMD
/// kernels are called only for an ASCII set (charset::is_ascii()).
char* encode_kernel(portable_tag, char* out, const unsigned char* s, std::size_t n, const charset& allowed,
                    bool slack) noexcept;

/// Decodes s[0, n) to `out` (room for n bytes, and detail::decode_slack more when `slack`);
/// returns the end. A malformed triplet in strict mode stops the decoding and sets
/// `error_at` to its index.
char* decode_kernel(portable_tag, char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at, bool slack) noexcept;

/// normalize_into()'s fast path for an input under 128 bytes whose plan
/// (normalize_plan.hpp) is not "more" (case, perhaps with a port dropped or a root added)
/// and which has no '%' that changes and no dot segment (short_path_refuses()): writes the
/// result to `out`. For any other input `out` holds nothing of use, and the answer says
/// whether the kernel found that only the general writer applies, so that the caller need
/// not ask the plan again.
inline fast_normalize normalize_into_kernel(portable_tag, const uri_view&, std::string&, const normalize_options&) {
  return fast_normalize::not_judged;  // the portable path (normalize_without_simd) judges
}

/// normalize_to()'s shortcut (detail::normalize_to_fast()): the plan's copy cases (case
/// only, or with an edit at the authority's end) written at `out`; returns the end, or
/// nullptr for an input it does not take.
inline char* normalize_to_kernel(portable_tag, char*, const uri_view&, const normalize_options&) noexcept {
  return nullptr;
}

/// The input size below which normalize_to_kernel() judges every input of a level other
/// than string: its nullptr then says that no copy case applies, as normalize_into_kernel()
/// would find again. (Each kernel's normalize.cpp checks its figure; a figure too high would
/// cost speed, not correctness: what follows is the plan's other writers.)
constexpr std::size_t normalize_to_judges_below(portable_tag) noexcept { return 0; }

}  // namespace urikit::detail

#endif
