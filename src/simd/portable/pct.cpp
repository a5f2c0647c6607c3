// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's encode_kernel() and decode_kernel() (simd/interface.hpp), in plain
// C++ for every CPU: the encoder goes an octet at a time, and the decoder copies the runs
// between triplets eight bytes a step.
#include "pct.hpp"

#include "../../swar.hpp"
#include "../interface.hpp"

namespace urikit::detail {

/// Each octet by the charset's table: copied, or written as a triplet. (Finding each run
/// first and copying it in bulk was 2-8 % slower on kasztp, docs_urls, userbait and the generated
/// URLs, with the output buffer at a fixed place; docs/performance.md.)
URIKIT_NOINLINE char* encode_kernel(portable_tag, char* out, const unsigned char* s, std::size_t n,
                                    const charset& allowed, bool /*slack*/) noexcept {
  const bool* table = allowed.data();
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char c = s[i];
    if (table[c]) *out++ = static_cast<char>(c);
    else out = write_triplet(out, c);
  }
  return out;
}

namespace {

/// The index of the first '%' (or '+', when `plus` is '+') at or after `i` in s[0, n), or n.
/// Eight bytes a step, each step's word also stored at `out` (room: the bytes consumed, as
/// decoding never lengthens; `out` does not overlap the input, so bytes stored past the find
/// are harmless) and `out` moved past the bytes before the find.
inline std::size_t copy_to_escape(const unsigned char* s, std::size_t i, std::size_t n, unsigned char plus,
                                  char*& out) noexcept {
#if URIKIT_SWAR
  using namespace swar;
  for (; n - i >= 8; i += 8) {
    const std::uint64_t w = load8(s + i);
    std::memcpy(out, &w, 8);
    const std::uint64_t hits = zero_bytes(w ^ broadcast('%')) | zero_bytes(w ^ broadcast(plus));
    if (hits != 0) {
      out += first_byte(hits);
      return i + first_byte(hits);
    }
    out += 8;
  }
#endif
  for (; i < n && s[i] != '%' && s[i] != plus; ++i) *out++ = static_cast<char>(s[i]);
  return i;
}

}  // namespace

/// The runs up to each '%' (and '+' when asked) copied eight bytes a step; each triplet
/// decoded by decode_one().
char* decode_kernel(portable_tag, char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at, bool /*slack*/) noexcept {
  const unsigned char plus = o.style == param_style::form ? '+' : '%';
  for (std::size_t i = 0;;) {
    const std::size_t at = copy_to_escape(s, i, n, plus, out);
    if (at == n) return out;
    i = decode_one(s, at, n, o, out);
    if (i == 0) {
      error_at = at;
      return out;
    }
  }
}

}  // namespace urikit::detail
