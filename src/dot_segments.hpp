// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: remove_dot_segments (RFC 3986 §5.2.4), shared by normalization and resolution.
#ifndef URIKIT_SRC_DOT_SEGMENTS_HPP
#define URIKIT_SRC_DOT_SEGMENTS_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "simd/interface.hpp"

namespace urikit::detail {

/// remove_dot_segments() (write_without_dot_segments() below) for a relative-path reference
/// that will itself be resolved later, appended to `out`: ".." segments
/// that cannot climb are kept ("../a" stays "../a", "a/../../b" is "../b"), since dropping
/// them would change where the reference leads.
void append_relative_without_dot_segments(std::string& out, std::string_view path);

/// The §5.2.4 output of a path P + "/" + rest, where P has no dot segment and has already
/// been written at [base, out): the merge of §5.2.3 without copying the reference's path
/// first. Returns the end of the output; `out` needs room for rest.size() + 1 more bytes.
/// Cannot fail; allocates nothing.
char* continue_without_dot_segments(char* base, char* out, std::string_view rest) noexcept;

/// The length of the dot segment "." (1) or ".." (2) that starts at s[i], or 0 when the
/// segment starting there is another one. i < n.
inline std::size_t dot_segment_length(const char* s, std::size_t i, std::size_t n) noexcept {
  if (s[i] != '.') return 0;
  if (i + 1 == n || s[i + 1] == '/') return 1;
  if (s[i + 1] == '.' && (i + 2 == n || s[i + 2] == '/')) return 2;
  return 0;
}

/// The merge of §5.2.3 and §5.2.4 when it is two copies: `dir` is the base's directory
/// (an absolute path: it starts and ends with '/') without dot segments, `ref` a relative
/// path. The leading "." and ".." segments of `ref` climb `dir` (never above its root).
/// Returns where the rest of `ref` begins and sets `dir_kept` (which keeps dir's '/' before
/// the rest): if that rest has no dot segment, the merged path is dir[0, dir_kept) followed
/// by it.
/// Cannot fail. Inline: resolve asks it for most relative links (out of line it cost
/// resolve 1-2 % on kasztp with the portable kernel).
inline std::size_t climb_directory(std::string_view dir, std::string_view ref, std::size_t& dir_kept) noexcept {
  const char* s = ref.data();
  const std::size_t n = ref.size();
  std::size_t kept = dir.size(), i = 0;
  while (i < n && s[i] == '.') {  // '.' tested here too: 4 instructions a link fewer (callgrind)
    const std::size_t dots = dot_segment_length(s, i, n);
    if (dots == 0) break;
    if (dots == 2 && kept > 1) {  // remove dir's last segment, keep the '/' before it
      // (dir starts with '/', so the loop stops there at the latest; std::string_view::rfind
      // is a call of its own, about 20 instructions a ".." with the portable kernel.)
      std::size_t slash = kept - 2;
      while (dir[slash] != '/') --slash;
      kept = slash + 1;
    }
    i += dots + (i + dots < n ? 1 : 0);
  }
  dir_kept = kept;
  return i;
}

/// True when the path has a "." or ".." segment (literal, not percent-encoded), read with
/// the masks of the kernel given (a kernel without masks of its own uses those of the kernel
/// it builds on: the x86 kernels all use avx2/'s) or of the kernel in use. A caller that
/// asks several times a call (resolve) chooses the kernel once, with with_kernel(), and
/// passes its tag down. One overload per kernel of the list (URIKIT_SIMD_KERNELS), so that
/// each reads its own masks. Cannot fail.
bool has_dot_segments(portable_tag, std::string_view path) noexcept;
#define URIKIT_KERNEL_OVERLOAD_(name, base) bool has_dot_segments(name##_tag, std::string_view path) noexcept;
URIKIT_SIMD_KERNELS(URIKIT_KERNEL_OVERLOAD_)
#undef URIKIT_KERNEL_OVERLOAD_
bool has_dot_segments(std::string_view path) noexcept;

/// has_dot_segments() of the path text[begin, end), reading any byte of `text` it likes (a
/// path inside its URI): a path of at most 16 bytes in a text of at least 16 is then one or
/// two loads, inline. Cannot fail.
template <class Kernel>
URIKIT_ALWAYS_INLINE bool has_dot_segments_in(Kernel k, std::string_view text, std::size_t begin,
                                              std::size_t end) noexcept {
  bool answer = false;
  if (short_path_dots_kernel(k, text, begin, end, answer)) return answer;
  // (Not substr(): begin <= end <= text.size(), and its bounds check was a call a link.)
  return has_dot_segments(k, std::string_view(text.data() + begin, end - begin));
}

/// remove_dot_segments(path) of §5.2.4 written at `out`, which has room for path.size()
/// bytes; returns the end of what was written. Exactly §5.2.4 (a leading ".." that cannot
/// climb is dropped), the one remover of normalize() and resolve(); runs between dot
/// segments are copied in bulk and found eight bytes a step, so a path without dot segments
/// costs one scan and one copy. test/unit/dot_segments_test.cpp holds the rule-by-rule
/// reference it is checked against.
/// `path` may lie in the same buffer at or after `out` (in-place removal: the output never
/// overtakes the input). Cannot fail; allocates nothing.
char* write_without_dot_segments(char* out, std::string_view path) noexcept;

}  // namespace urikit::detail

#endif
