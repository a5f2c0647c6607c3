// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Differential testing of urikit's parser against Debian's uriparser 0.9.7 and Boost.URL 1.81.
// Shared by the ctest program (diff_peers_test.cpp) and the by-hand tool (diff_corpus.cpp).
#ifndef URIKIT_TEST_DIFF_DIFFERENTIAL_HPP
#define URIKIT_TEST_DIFF_DIFFERENTIAL_HPP

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace urikit::diff {

/// The components of a parse, as strings; nullopt = undefined. Hosts without brackets.
struct components {
  std::optional<std::string> scheme, userinfo, host, port, query, fragment;
  std::string path;
  std::string host_kind;  // "", "reg-name", "ipv4", "ipv6", "ipvfuture"
  bool operator==(const components& o) const;
};

/// One library's reading of an input.
struct reading {
  bool valid = false;
  components parts;  // when valid
};

reading urikit_reading(std::string_view input);
reading uriparser_reading(std::string_view input);
bool boost_url_valid(std::string_view input);

/// Resolution (RFC 3986 §5.2, strict) by uriparser: uriAddBaseUriExA, then uriToStringA.
/// nullopt when uriparser fails to parse either string or to resolve.
std::optional<std::string> uriparser_resolve(std::string_view base, std::string_view reference);

/// The outcome of comparing the libraries on one input.
struct verdict {
  /// "" when all agree; else a short name of the disagreement kind.
  std::string disagreement;
  /// When the disagreement is a documented peer bug (known_peer_bugs.hpp), its id.
  std::string known_bug;
  bool urikit_valid = false;
};

verdict compare_parse(std::string_view input);

/// Resolution against uriparser (strict §5.2): give urikit's result for (base, reference),
/// nullopt when urikit failed. The disagreement kinds are "resolve-differs",
/// "uriparser-resolve-fails" and "urikit-resolve-fails". To be called by the lead once
/// urikit::resolve exists, e.g. over generated references against "http://a/b/c/d;p?q".
verdict compare_resolution(std::string_view base, std::string_view reference,
                           const std::optional<std::string>& urikit_result);

/// Tallies verdicts and keeps a few examples of each kind.
struct tally {
  std::size_t inputs = 0, agreed = 0, known = 0, unexplained = 0;
  std::size_t urikit_valid = 0;
  std::map<std::string, std::size_t> by_kind;  // "<disagreement> / <known bug or UNEXPLAINED>"
  std::map<std::string, std::vector<std::string>> examples;
  void add(std::string_view input, const verdict& v);
  void print(std::size_t examples_per_kind) const;
};

/// Escapes non-printable bytes as \xHH, at most 200 bytes.
std::string printable(std::string_view s);

}  // namespace urikit::diff

#endif  // URIKIT_TEST_DIFF_DIFFERENTIAL_HPP
