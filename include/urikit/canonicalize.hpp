// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: the canonicalizations crawlers and web archives already use, as named, versioned
// profiles. Each profile reproduces one public implementation byte for byte (faults
// included); docs/crawler-keys.md lists them, their sources and the faults kept.
#ifndef URIKIT_CANONICALIZE_HPP
#define URIKIT_CANONICALIZE_HPP

#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

/// The profiles. A key made by a profile must be stored with profile_id() ("name@version"):
/// the version changes whenever any output of that profile could change.
enum class canon_profile : std::uint8_t {
  rfc3986_syntax,  ///< normalize(), equivalence_level::syntax
  rfc3986_scheme,  ///< normalize(), equivalence_level::scheme
  crawler,         ///< normalize(), normalize_options::crawler()
  google,          ///< Google Safe Browsing's rules as Python surt 0.3.1 implements them
  ia,              ///< Python surt 0.3.1's DefaultIAURLCanonicalizer (Google's, then IA's)
  w3lib,           ///< w3lib 2.1's canonicalize_url() (Scrapy), default arguments
  urlcanon_whatwg,            ///< urlcanon 0.3's whatwg canonicalizer (iipc/urlcanon, Python)
  urlcanon_semantic_precise,  ///< urlcanon 0.3's semantic_precise: whatwg-like, plus cleanups, query sorted
  urlcanon_semantic,          ///< urlcanon 0.3's semantic: semantic_precise without the fragment
  urlcanon_aggressive,        ///< urlcanon 0.3's aggressive: semantic, then https as http, www, case, session ids
};

/// Every profile, in the order of the table above.
inline constexpr canon_profile all_profiles[] = {
    canon_profile::rfc3986_syntax,  canon_profile::rfc3986_scheme,  canon_profile::crawler,
    canon_profile::google,          canon_profile::ia,              canon_profile::w3lib,
    canon_profile::urlcanon_whatwg, canon_profile::urlcanon_semantic_precise, canon_profile::urlcanon_semantic,
    canon_profile::urlcanon_aggressive};

/// The profile of that name ("google", "rfc3986-syntax", ...); errc::invalid_argument if none.
URIKIT_API result<canon_profile> find_profile(std::string_view name) noexcept;
/// The profile's name, as find_profile() takes it.
URIKIT_API std::string_view profile_name(canon_profile profile) noexcept;
/// The profile's version string.
URIKIT_API std::string_view profile_version(canon_profile profile) noexcept;
/// "name@version": what to store beside keys the profile made.
URIKIT_API std::string profile_id(canon_profile profile);

/// The input canonicalized by the profile. The rfc3986-* and crawler profiles take a
/// URI-reference and fail as normalize() does; the others take what their source takes
/// (spaces, non-ASCII, no scheme) and fail where their source raises an error.
URIKIT_API result<std::string> canonicalize(std::string_view input, canon_profile profile);
/// The same appended to `out` (docs/api-conventions.md: the destination first, appended to;
/// on failure `out` is as it was).
URIKIT_API result<void> canonicalize_into(std::string& out, std::string_view input, canon_profile profile);

}  // namespace urikit

#endif  // URIKIT_CANONICALIZE_HPP
