// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the display policy of uri_to_iri() (docs/iri.md, "Display policy"): which
// decoded characters look like URI delimiters, and which host labels may be shown in
// Unicode rather than as their `xn--` or percent-encoded form (UTS #39 through ICU's spoof
// checker, with the rules Chromium and Firefox document for IDN display).
#ifndef URIKIT_SRC_IDN_DISPLAY_HPP
#define URIKIT_SRC_IDN_DISPLAY_HPP

#include <cstdint>
#include <string_view>

namespace urikit::detail {

/// Whether `c` looks like a character that delimits URI components, so that showing it
/// decoded could make a reader see another host, path or query: its NFKC form or (for a
/// character that is neither a letter, a mark nor a decimal digit) its UTS #39 skeleton
/// holds one of : / ? # [ ] @ . % \ & =  (U+FF0F FULLWIDTH SOLIDUS, U+2044 FRACTION SLASH,
/// U+2100 ACCOUNT OF "a/c", U+FF0E FULLWIDTH FULL STOP ...), plus the overlays U+0337,
/// U+0338, U+20E5 and the ideographic full stops U+3002 and U+FF61 (UTS #46 label
/// separators). The set is built once, thread-safely; false for ASCII.
bool is_delimiter_lookalike(std::uint32_t c) noexcept;

/// Whether `c` is a letter, mark or decimal digit whose UTS #39 skeleton is a single
/// delimiter character (U+A4F8 and U+0660 read as '.', Katakana NO and U+2CC6 as '/',
/// U+02D0 as ':'). Kept encoded outside the host, where no label rule judges it (in a host
/// the label rules of label_safe_to_display() do). False for ASCII; true if ICU fails.
bool is_delimiter_lookalike_letter(std::uint32_t c) noexcept;

/// Whether one host label, in Unicode (UTF-8, already valid under UTS #46 and made of
/// displayable characters), may be shown to a reader as it is. `tld` is the Unicode form
/// of the host's last label (empty for a one-label host). ASCII labels are always safe.
/// Any failure inside ICU answers false. Thread-safe.
bool label_safe_to_display(std::string_view label, std::string_view tld) noexcept;

}  // namespace urikit::detail

#endif
