// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: Python's `host.decode('utf-8', 'ignore').encode('idna')` (the IDNA 2003 codec
// of encodings.idna: nameprep, then Punycode, label by label), as surt's Google
// canonicalizer applies it. ICU's IDNA 2003 ToASCII does each non-ASCII label.
#ifndef URIKIT_SRC_CRAWL_IDNA2003_HPP
#define URIKIT_SRC_CRAWL_IDNA2003_HPP

#include <string>
#include <string_view>

namespace urikit::detail {

/// Drops the bytes that are not part of a well-formed UTF-8 sequence (Python's 'ignore').
std::string utf8_ignore_invalid(std::string_view bytes);

/// Python's codec on utf8_ignore_invalid(host); false where Python raises UnicodeError.
bool python_idna_encode(std::string_view host, std::string& out);

/// encodings.idna.ToASCII() of one label (UTF-8), appended to `out`; false where it raises
/// (`out` may then hold part of the label).
bool python_idna2003_label_to_ascii(std::string_view label, std::string& out);

}  // namespace urikit::detail

#endif
