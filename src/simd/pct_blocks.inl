// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Percent-encoding and decoding (RFC 3986 §2.1) a block at a time, written once over a
// kernel's block type. Not a header: each SIMD kernel's pct.cpp includes it inside its
// target region (URIKIT_AVX2_REGION_BEGIN, ...), in that file's anonymous namespace, after
// every header, as normalize_fast.inl is included (docs/architecture.md, "Written once,
// compiled per kernel").
//
// The walk: a block's stops (bytes to encode; '%' and '+' to decode) as a bit mask; a block
// without one is one store; in another, each run between stops is one copy and each stop
// one triplet written (write_triplet()) or read (decode_one()). A kernel's dense step may take
// a block with stops first (AVX2's shuffles, which are cheaper than the walk where stops
// are many), and says so by returning the output's end.
//
// A block type, over s[i, n):
//   static constexpr std::size_t width;                   bytes a full block holds (the
//                                                         tail type of a kernel that has
//                                                         two needs none)
//   Block(const unsigned char* s, std::size_t i, std::size_t n, bool slack) noexcept;
//                                                         reads s[i, i + len), nothing past n;
//                                                         `slack`: the output has the kernel's
//                                                         slack of room past its bound
//   std::size_t len;                                      min(width, n - i)
//   std::uint64_t encode_stops(const Table& t) const;     bytes outside the set (bits < len)
//   std::uint64_t decode_stops(char plus) const;          '%' and `plus` (bits < len)
//   char* store(char* out) const;                         the whole block at out; its end
//   char* copy_run(char* out, std::size_t from, std::size_t to) const;
//                                                         the block's bytes [from, to) at out;
//                                                         its end (bytes past it may be
//                                                         written: the caller writes there next)
//   char* encode_dense(char* out, std::uint64_t stops) const;
//   std::size_t decode_dense(char*& out, std::uint64_t stops, const decode_options& o,
//                            std::size_t& bad_at) const;
//                                                         the dense steps: nullptr / 0 when they
//                                                         leave the block to the walk; the
//                                                         decoder's returns the positions it
//                                                         consumed (it may stop early), with
//                                                         bad_at set and `out` as it was for a
//                                                         malformed triplet in strict mode
//                                                         (then it returns dense_error)

/// What a decoder's dense step returns for a malformed triplet in strict mode (a count of
/// positions consumed can pass the block's width: its windows may run past it).
constexpr std::size_t dense_error = static_cast<std::size_t>(-1);

/// One block of encode_blocks().
template <class Block, class Table>
URIKIT_ALWAYS_INLINE char* encode_block(char* out, const Block& b, const unsigned char* s, std::size_t i,
                                        const Table& t) noexcept {
  std::uint64_t stop = b.encode_stops(t);
  if (stop == 0) return b.store(out);
  if (char* end = b.encode_dense(out, stop)) return end;
  std::size_t pos = 0;
  for (; stop != 0; stop &= stop - 1) {
    const std::size_t k = URIKIT_LOWEST_BIT(stop);
    out = detail::write_triplet(b.copy_run(out, pos, k), s[i + k]);
    pos = k + 1;
  }
  return b.copy_run(out, pos, b.len);
}

/// encode_kernel()'s walk: s[0, n) with every byte outside the table's set as a triplet,
/// in blocks of Full::width bytes, then the last partial block as a Tail (the same type
/// where one load reads both).
template <class Full, class Tail, class Table>
URIKIT_ALWAYS_INLINE char* encode_blocks(char* out, const unsigned char* s, std::size_t n, const Table& t,
                                         bool slack) noexcept {
  std::size_t i = 0;
  if constexpr (std::is_same<Full, Tail>::value) {  // one loop: a smaller one, for short inputs
    for (; i < n; i += Full::width) out = encode_block(out, Full(s, i, n, slack), s, i, t);
  } else {
    for (; n - i >= Full::width; i += Full::width) out = encode_block(out, Full(s, i, n, slack), s, i, t);
    if (i < n) out = encode_block(out, Tail(s, i, n, slack), s, i, t);
  }
  return out;
}

/// One block of decode_blocks(): returns the positions consumed, or dense_error with
/// `error_at` set (relative to i).
template <class Block>
URIKIT_ALWAYS_INLINE std::size_t decode_block(char*& out, const Block& b, const unsigned char* s, std::size_t i,
                                              std::size_t n, const decode_options& o, char plus,
                                              std::size_t& error_at) noexcept {
  std::uint64_t stop = b.decode_stops(plus);
  if (stop == 0) {
    out = b.store(out);
    return b.len;
  }
  if (const std::size_t consumed = b.decode_dense(out, stop, o, error_at)) return consumed;
  std::size_t pos = 0;
  while (stop != 0) {
    const std::size_t k = URIKIT_LOWEST_BIT(stop);
    out = b.copy_run(out, pos, k);
    const std::size_t next = detail::decode_one(s, i + k, n, o, out);
    if (next == 0) {
      error_at = k;
      return dense_error;
    }
    pos = next - i;  // may pass the block's end when a triplet straddles it
    if (pos >= b.len) return pos;
    stop &= ~0ull << pos;
  }
  out = b.copy_run(out, pos, b.len);
  return b.len;
}

/// decode_kernel()'s walk: s[0, n) with each triplet (and '+', when asked) decoded, in
/// blocks as encode_blocks() reads them (a block may consume a few positions more or less
/// than its width: a triplet across its end, a dense step's windows). A malformed triplet in
/// strict mode stops it and sets `error_at`.
template <class Full, class Tail>
URIKIT_ALWAYS_INLINE char* decode_blocks(char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                                         std::size_t& error_at, bool slack) noexcept {
  const char plus = o.style == param_style::form ? '+' : '%';
  std::size_t i = 0, at = 0;
  if constexpr (!std::is_same<Full, Tail>::value) {  // else one loop: a smaller one, for short inputs
    while (n - i >= Full::width) {
      const std::size_t consumed = decode_block(out, Full(s, i, n, slack), s, i, n, o, plus, at);
      if (consumed == dense_error) {
        error_at = i + at;
        return out;
      }
      i += consumed;
    }
  }
  while (i < n) {
    const std::size_t consumed = decode_block(out, Tail(s, i, n, slack), s, i, n, o, plus, at);
    if (consumed == dense_error) {
      error_at = i + at;
      return out;
    }
    i += consumed;
  }
  return out;
}
