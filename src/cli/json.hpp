// Minimal JSON writing for the CLI: strings escaped per RFC 8259.
#ifndef URIKIT_CLI_JSON_HPP
#define URIKIT_CLI_JSON_HPP

#include <string>
#include <string_view>

namespace urikit::cli {

/// Appends `s` as a JSON string. `s` must be valid UTF-8 (the CLI checks inputs first);
/// any byte >= 0x80 that is not is written as U+FFFD rather than produce invalid JSON.
void append_json_string(std::string& out, std::string_view s);

}  // namespace urikit::cli

#endif
