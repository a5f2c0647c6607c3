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

/// The state machine alone (href_into without the shortcut).
result<href_layout> href_general(std::string_view input, const web_url* base, std::string& out);

}  // namespace urikit::detail

#endif  // URIKIT_SRC_HREF_SHORTCUT_HPP
