// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// remove_dot_segments (RFC 3986 §5.2.4), the one remover of normalize() and resolve(), and
// its variant for relative references.
#include "dot_segments.hpp"

#include <cstdint>
#include <cstring>

#include "internal_config.hpp"
#include "swar.hpp"

namespace urikit::detail {

namespace {
/// Removes the last segment and its preceding '/' from out[base..] (§5.2.4 step 2C).
/// Each byte is removed at most once, so the whole algorithm stays linear.
void pop_segment(std::string& out, std::size_t base) {
  std::size_t slash = out.rfind('/');
  out.resize(slash == std::string::npos || slash < base ? base : slash);
}
}  // namespace

void append_relative_without_dot_segments(std::string& out, std::string_view path) {
  // Segment by segment: "." goes, ".." removes the segment before it or, with nothing to
  // climb, stays. A path ending in "." or ".." names a directory, so it keeps a final '/'.
  const std::size_t base = out.size();
  std::size_t segments = 0;   // segments written, leading ".." included
  std::size_t climbable = 0;  // of those, the ones a ".." may remove
  bool trailing_slash = false;
  std::size_t start = 0;
  for (;;) {
    std::size_t end = path.find('/', start);
    const bool last = end == std::string_view::npos;
    if (last) end = path.size();
    std::string_view seg = path.substr(start, end - start);
    if (seg == ".") {
      trailing_slash = last;
    } else if (seg == ".." && climbable > 0) {
      pop_segment(out, base);
      if (--segments == 0) out.resize(base);
      --climbable;
      trailing_slash = last;
    } else {
      if (segments++ > 0) out += '/';
      out.append(seg);
      if (seg == "..") trailing_slash = last;
      else ++climbable, trailing_slash = false;
    }
    if (last) break;
    start = end + 1;
  }
  if (trailing_slash) out += segments > 0 ? "/" : "./";
  // An empty first segment would make the path absolute: "a/..//b" is ".//b".
  if (out.size() > base && out[base] == '/') out.insert(base, "./");
  // What is left names a directory ("./", "a/../"): the empty reference would instead name
  // the base document itself, so write "./".
  if (out.size() == base && !path.empty()) out += "./";
}

namespace {

/// The index of the first '/' at or after `i` that is followed by '.', or n. Eight
/// positions a step; the last (partial) step reads only the bytes that are left.
inline std::size_t find_slash_dot(const char* text, std::size_t i, std::size_t n) noexcept {
#if URIKIT_SWAR
  using namespace swar;
  const auto* s = reinterpret_cast<const unsigned char*>(text);
  while (n - i >= 9) {
    const std::uint64_t at = zero_bytes((load8(s + i) ^ broadcast('/')) | (load8(s + i + 1) ^ broadcast('.')));
    if (at != 0) return i + first_byte(at);
    i += 8;
  }
  // At most eight bytes are left; the word shifted by one byte pairs each with the next
  // (the zero shifted in matches no '.').
  const std::uint64_t a = load_short(s + i, n - i < 8 ? n - i : 8);
  const std::uint64_t at = zero_bytes((a ^ broadcast('/')) | ((a >> 8) ^ broadcast('.')));
  return at != 0 ? i + first_byte(at) : n;
#else
  for (; i + 1 < n; ++i)
    if (text[i] == '/' && text[i + 1] == '.') return i;
  return n;
#endif
}

/// Rules B, C and E of §5.2.4 from s[i] on, where s[i] is '/' (or i == n): the segments
/// between dot segments are copied in one go. `base` is where the output path begins (rule
/// C removes nothing before it).
char* remove_from_slash(char* base, char* out, const char* s, std::size_t i, std::size_t n) noexcept {
  while (i < n) {
    const std::size_t k = find_slash_dot(s, i, n);
    swar::move_bytes(out, s + i, k - i);  // may run in place (dot_segments.hpp)
    out += k - i;
    if (k == n) break;
    const std::size_t dots = dot_segment_length(s, k + 1, n);
    if (dots == 0) {  // "/.x...": an ordinary segment
      *out++ = '/';
      *out++ = '.';
      i = k + 2;
      continue;
    }
    if (dots == 2) {  // C: remove the last output segment and its preceding '/'
      while (out > base && *(out - 1) != '/') --out;
      if (out > base) --out;
    }
    i = k + 1 + dots;
    if (i == n) *out++ = '/';  // "/." or "/.." at the end leaves "/"
  }
  return out;
}

}  // namespace

char* write_without_dot_segments(char* out, std::string_view path) noexcept {
  const char* s = path.data();
  const std::size_t n = path.size();
  char* const base = out;
  std::size_t i = 0;
  // Rules A and D: a prefix "../" or "./", or a path that is "." or "..", goes.
  while (i < n) {
    const std::size_t dots = dot_segment_length(s, i, n);
    if (dots == 0) break;
    i += dots + (i + dots < n ? 1 : 0);
  }
  // Rule E for a first segment that does not start with '/'.
  while (i < n && s[i] != '/') *out++ = s[i++];
  return remove_from_slash(base, out, s, i, n);
}

char* continue_without_dot_segments(char* base, char* out, std::string_view rest) noexcept {
  const char* s = rest.data();
  const std::size_t n = rest.size();
  // The input is "/" + rest: its first segment is rest's.
  const std::size_t dots = n > 0 ? dot_segment_length(s, 0, n) : 0;
  std::size_t i = 0;
  if (dots == 0) {
    *out++ = '/';
    while (i < n && s[i] != '/') *out++ = s[i++];
  } else {
    if (dots == 2) {
      while (out > base && *(out - 1) != '/') --out;
      if (out > base) --out;
    }
    i = dots;
    if (i == n) *out++ = '/';
  }
  return remove_from_slash(base, out, s, i, n);
}

namespace {

/// has_dot_segments() of a path the kernel's pre-check did not rule out, with its masks.
/// Out of line, so that the pre-check, which answers for most paths, needs no frame.
template <class K>
URIKIT_NOINLINE bool has_dot_segments_by_masks(K k, std::string_view path) noexcept {
  // Bit masks of 62 bytes at a time, so that a path costs no branch per segment. A window
  // holds the two bytes after the starts it judges, so windows step by 60 bytes.
  const auto* s = reinterpret_cast<const unsigned char*>(path.data());
  const std::size_t n = path.size();
  constexpr std::size_t window = 62, step = 60;
  std::uint64_t after_slash = 1;  // the path's start counts as a segment boundary
  for (std::size_t c = 0; c < n; c += step) {
    const std::size_t m = n - c < window ? n - c : window;
    const slash_dot_bits b = slash_dot_bits_kernel(k, s + c, m);
    if (c + m == n) return dot_segment_in(b.slashes, b.dots, after_slash, ~0ull << m, ~0ull);
    if (dot_segment_in(b.slashes, b.dots, after_slash, 0, (1ull << step) - 1)) return true;
    after_slash = (b.slashes >> (step - 1)) & 1u;
  }
  return false;
}

/// has_dot_segments() with kernel K's pre-check and masks.
template <class K>
URIKIT_ALWAYS_INLINE bool has_dot_segments_with(K k, std::string_view path) noexcept {
  return may_have_dot_segments(k, path) && has_dot_segments_by_masks(k, path);
}

}  // namespace

bool has_dot_segments(portable_tag k, std::string_view path) noexcept { return has_dot_segments_with(k, path); }

#define URIKIT_KERNEL_OVERLOAD_(name, base) \
  bool has_dot_segments(name##_tag k, std::string_view path) noexcept { return has_dot_segments_with(k, path); }
URIKIT_SIMD_KERNELS(URIKIT_KERNEL_OVERLOAD_)
#undef URIKIT_KERNEL_OVERLOAD_

bool has_dot_segments(std::string_view path) noexcept {
  return with_kernel([&](auto k) noexcept { return has_dot_segments(k, path); });
}

}  // namespace urikit::detail
