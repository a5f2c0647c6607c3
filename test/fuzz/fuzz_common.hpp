// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Shared helpers of the fuzz targets (test/fuzz/fuzz_<name>.cpp).
//
// A target defines LLVMFuzzerTestOneInput and nothing else. It is built twice: with
// libFuzzer (clang, URIKIT_BUILD_FUZZ=ON) and as a plain executable with replay_main.cpp,
// which ctest runs over the committed seed corpus test/fuzz/corpus/<name>/. A failed
// invariant prints what failed and the input (escaped), then aborts: libFuzzer records the
// crash, the replay run fails.
#ifndef URIKIT_TEST_FUZZ_COMMON_HPP
#define URIKIT_TEST_FUZZ_COMMON_HPP

#include <urikit/parse.hpp>
#include <urikit/uri_view.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace urikit::fuzz {

/// Prints up to 300 bytes of `s`, non-printable bytes as \xHH.
inline void print_escaped(std::string_view s) {
  std::size_t n = s.size() < 300 ? s.size() : 300;
  for (std::size_t i = 0; i < n; ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7F && c != '\\') std::fputc(c, stderr);
    else std::fprintf(stderr, "\\x%02X", c);
  }
  if (n < s.size()) std::fprintf(stderr, "...(%zu bytes)", s.size());
}

/// The input being checked, printed when an invariant fails.
inline std::string_view& current_input() {
  static std::string_view input;
  return input;
}

[[noreturn]] inline void fail(const char* what, const char* file, int line) {
  std::fprintf(stderr, "\n%s:%d: invariant failed: %s\ninput: \"", file, line, what);
  print_escaped(current_input());
  std::fprintf(stderr, "\"\n");
  std::abort();
}

}  // namespace urikit::fuzz

/// Checks an invariant in every build type (assert() vanishes under NDEBUG).
#define URIKIT_FUZZ_CHECK(cond) \
  ((cond) ? (void)0 : ::urikit::fuzz::fail(#cond, __FILE__, __LINE__))

namespace urikit::fuzz {

/// The fuzz input split into a few option bits (the first byte) and the text (the rest).
/// Targets that need two strings (resolve: base and reference) split the text at the
/// first '\n' with split2().
struct fuzz_input {
  std::uint8_t flags = 0;
  std::string_view text;

  static fuzz_input from(const std::uint8_t* data, std::size_t size) {
    fuzz_input in;
    if (size > 0) {
      in.flags = data[0];
      in.text = std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1);
    }
    current_input() = in.text;
    return in;
  }
  bool flag(unsigned bit) const { return (flags >> bit) & 1u; }
};

/// Splits at the first '\n': {before, after}; no '\n' gives {text, ""}.
inline std::pair<std::string_view, std::string_view> split2(std::string_view text) {
  std::size_t nl = text.find('\n');
  if (nl == std::string_view::npos) return {text, {}};
  return {text.substr(0, nl), text.substr(nl + 1)};
}

inline constexpr grammar all_grammars[] = {grammar::uri_reference, grammar::uri,
                                           grammar::absolute_uri, grammar::relative_ref};

/// True when `part` lies inside `whole` (pointer-wise).
inline bool within(std::string_view part, std::string_view whole) {
  auto b = reinterpret_cast<std::uintptr_t>(whole.data());
  auto p = reinterpret_cast<std::uintptr_t>(part.data());
  return p >= b && p + part.size() <= b + whole.size();
}

/// Same components, compared by value (the views may point into different strings).
inline bool same_components(const uri_view& a, const uri_view& b) {
  return a.scheme() == b.scheme() && a.authority() == b.authority() &&
         a.userinfo() == b.userinfo() && a.host() == b.host() && a.port() == b.port() &&
         a.path() == b.path() && a.query() == b.query() && a.fragment() == b.fragment() &&
         a.host_type() == b.host_type() && a.ipv6_address() == b.ipv6_address() &&
         a.zone_id() == b.zone_id() && a.port_number() == b.port_number();
}

/// Parses `text` by `rule` and, when it is accepted, returns the view after checking the
/// structural invariants every accepted view must satisfy; returns nullopt when rejected
/// (after checking the error). Reusable by every target that starts from a parse.
std::optional<uri_view> checked_parse(std::string_view text, grammar rule,
                                      const parse_options& options = {});

}  // namespace urikit::fuzz

#endif  // URIKIT_TEST_FUZZ_COMMON_HPP
