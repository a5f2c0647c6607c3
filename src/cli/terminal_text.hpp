// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Inputs shown in plain-mode messages, made safe for a terminal: nothing in an input can
// move the cursor, change colours, retitle the window or reorder the text shown.
//
// Written as escapes (docs/cli.md):
// - C0 controls, DEL, and every byte that is not part of well-formed UTF-8: `\xHH`
//   (upper-case hex, e.g. ESC is `\x1B`), so neither 7-bit nor 8-bit escape sequences
//   reach the terminal;
// - the C1 controls U+0080..U+009F, the bidi formatting characters (U+061C, U+200E,
//   U+200F, U+202A..U+202E, U+2066..U+2069) and U+2028, U+2029: `\uHHHH`;
// - `\` itself: `\\`, so an escape shown always stands for one byte or character.
// Everything else is written as it is.
#ifndef URIKIT_CLI_TERMINAL_TEXT_HPP
#define URIKIT_CLI_TERMINAL_TEXT_HPP

#include <cstddef>
#include <string_view>

#include "output_stream.hpp"

namespace urikit::cli {

/// Writes `s` with the escapes above. Never allocates.
void write_for_terminal(output_stream& out, std::string_view s);

/// The columns write_for_terminal(s) takes, counting one per character written (for the
/// caret under an offset).
std::size_t terminal_columns(std::string_view s);

}  // namespace urikit::cli

#endif
