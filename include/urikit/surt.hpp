// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: SURT, the Sort-friendly URI Reordering Transform: the key of CDX indexes (the
// Internet Archive's, Common Crawl's), byte for byte as Python surt 0.3.1 writes it.
#ifndef URIKIT_SURT_HPP
#define URIKIT_SURT_HPP

#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

/// surt.surt()'s keyword options, with its defaults.
struct surt_options {
  bool with_scheme = false;     ///< "http://(com,example)/" instead of "com,example)/"
  bool trailing_comma = false;  ///< "com,example,)/"
  bool reverse_ipaddr = true;   ///< false: a dotted-quad host stays "192.168.1.254"
  bool host_massage = true;     ///< strip a leading "www.", "www2." ... label
  /// Correct surt 0.3.1's query fault: %26, %3D, %2B and %23 in the query stay encoded
  /// instead of being decoded into delimiters before the query is sorted. Nothing else
  /// changes. Off: the fault is reproduced (keys match existing CDX files).
  bool fixed = false;
};

/// The SURT of `url`, as surt.surt(url, **options) returns it. An empty input gives "-";
/// an input starting "filedesc" is returned as it is (both as there). Fails where surt
/// raises an error: a port that is not a number up to 65535 (errc::invalid_port), or an
/// input of spaces only (errc::invalid_argument).
URIKIT_API result<std::string> surt(std::string_view url, const surt_options& options = {});
/// The same appended to `out` (docs/api-conventions.md: the destination first, appended to;
/// on failure `out` is as it was).
URIKIT_API result<void> surt_into(std::string& out, std::string_view url, const surt_options& options = {});

/// urlcanon's reversible SSURT of `url` as urlcanon 0.3 (iipc/urlcanon, Python) parses it,
/// without canonicalization: `urlcanon.parse_url(url).ssurt()`. Host (reversed, ',' after
/// each label; IP addresses as they are), "//", port, ':', scheme, '@', userinfo, ':',
/// path, query and fragment: "http://user:pass@foo.example.org:81/path?query#frag" gives
/// "org,example,foo,//81:http@user:pass:/path?query#frag". Never fails (every input has
/// one) except on allocation (errc::out_of_memory).
URIKIT_API result<std::string> ssurt(std::string_view url);

}  // namespace urikit

#endif  // URIKIT_SURT_HPP
