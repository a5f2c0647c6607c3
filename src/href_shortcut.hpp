// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: href()'s shortcut for the common web URL, and the reading without it (the seam
// that tests compare the shortcut against).
#ifndef URIKIT_SRC_HREF_SHORTCUT_HPP
#define URIKIT_SRC_HREF_SHORTCUT_HPP

#include <string>
#include <string_view>

#include <urikit/href.hpp>

namespace urikit::detail {

/// For an input that is already a strict RFC 3986 URI of an http, https, ws, wss or ftp
/// URL with a plain host (a reg-name without '%' that does not end in a number, or an
/// IPv4address), no userinfo, a port of at most 65535 and no dot segments, the WHATWG
/// reading changes only case, the default port, an empty path and a query's "'": writes
/// that into `out` (replacing it) with its layout and returns true. Returns false, having
/// written nothing of use, for every other input: those take the state machine.
bool href_shortcut(std::string_view input, std::string& out, href_layout& layout);

/// How far href_general() reads: the whole URL, or up to where its path starts (scheme,
/// credentials, host and port: every way the reading can fail, and the whole host).
enum class href_extent { whole, through_host };

/// The state machine alone (href_into without the shortcut). With href_extent::through_host
/// the layout's path, query and fragment are not set, nor written into `out`.
result<href_layout> href_general(std::string_view input, const web_url* base, std::string& out,
                                 href_extent extent = href_extent::whole);

/// href_general(input, nullptr, out, href_extent::through_host), for the host parts (a
/// library of their own): the same success or failure as parse_web_url(input), and the
/// same host, without reading the path, query and fragment.
URIKIT_API result<href_layout> href_through_host_exported(std::string_view input, std::string& out);

}  // namespace urikit::detail

#endif  // URIKIT_SRC_HREF_SHORTCUT_HPP
