// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the URL as Python surt 0.3.1 reads it (its `handyurl`), and the named steps of
// its Google and IA canonicalizers. Each field keeps Python's difference between None
// (std::nullopt) and an empty byte string, because the output depends on it.
#ifndef URIKIT_SRC_CRAWL_HANDY_URL_HPP
#define URIKIT_SRC_CRAWL_HANDY_URL_HPP

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/error.hpp>

#include "../swar.hpp"

namespace urikit::detail {

struct handy_url {
  std::string scheme;                 ///< as written (surt never lower-cases it)
  std::optional<std::string> host;    ///< netloc's host, lower case (Python's `hostname`)
  std::int32_t port = -1;             ///< -1: None (a port 0 is None too, as there)
  std::optional<std::string> path;
  std::optional<std::string> query;   ///< None also for an empty query
  std::optional<std::string> hash;
  bool last_delimiter = false;        ///< a '?' the URL ended with and no query kept
};

/// handyurl.parse(): strip, drop TAB/CR/LF, add "http://" when no scheme, fold repeated
/// "http://" prefixes, split by the RFC 2396 regex. Fails where Python raises: an input
/// that is empty after stripping (invalid_argument), a port that is no number up to 65535
/// (invalid_port).
result<handy_url> parse_handy_url(std::string_view input);

/// The options the steps read.
struct handy_step_options {
  bool fixed_query = false;  ///< surt's `fixed`: %26 %3D %2B %23 stay encoded in the query
  bool host_massage = true;  ///< IA's strip of a leading www\d*. label
};

/// One named step of a canonicalizer.
using handy_step = void (*)(handy_url&, const handy_step_options&);

/// Runs the steps of GoogleURLCanonicalizer.canonicalize().
void google_canonicalize(handy_url& url, const handy_step_options& options);
/// Runs the steps of IAURLCanonicalizer.canonicalize() (defaults).
void ia_canonicalize(handy_url& url, const handy_step_options& options);

/// handyurl.geturl_bytes(): with surt = false the URL (geturl()), with surt = true the key.
struct handy_write_options {
  bool surt = false;
  bool with_scheme = true;
  bool trailing_comma = false;
  bool reverse_ipaddr = true;
};
void write_handy_url(const handy_url& url, const handy_write_options& options, std::string& out);

/// Which canonicalizer a key is made with: Google's steps, or Google's then IA's
/// (DefaultIAURLCanonicalizer, as surt.surt() uses).
enum class handy_canonicalizer { google, ia };

/// parse_handy_url(), the canonicalizer's steps and write_handy_url() into `out` (whose
/// contents it replaces): the general path, which reads every input. handy_canonicalize(),
/// inline in handy_shortcut.hpp, takes handy_plain_shortcut() first when the input is plain.
result<void> handy_canonicalize_general(std::string_view input, handy_canonicalizer canonicalizer,
                                        const handy_step_options& steps, const handy_write_options& write,
                                        std::string& out);

// Steps shared with other profiles.
/// Python's unquote_to_bytes(): each %XX (two hex digits) as its byte, once.
void unescape_once(std::string& text);
/// Python's unquote_to_bytes() until nothing changes. With keep_delimiters, a %XX that
/// decodes to '&', '=', '+' or '#' is left as it is.
void unescape_repeatedly(std::string& text, bool keep_delimiters = false);
/// surt's escapeOnce(): every byte outside 0x21..0x7E, '#' and '%' as upper-case %XX.
/// With keep_triplets, a '%' that starts a %XX triplet is kept.
void escape_once(std::string& text, bool keep_triplets = false);
/// IA's massageHost(): removes a leading "www", optional digits and '.'.
void strip_www_prefix(std::string& host);
/// Whether the four bytes at `p` are "aspx" in any case, from one word: with the case bit
/// set on all four, only 'A' and 'a' give 'a', and so on for s, p, x. The IA and urlcanon
/// session-id steps look for ".aspx" paths.
inline bool aspx_at(const char* p) noexcept {
  std::uint32_t word, aspx;
  std::memcpy(&word, p, 4);
  std::memcpy(&aspx, "aspx", 4);
  return (word | 0x20202020u) == aspx;
}
/// The length of that prefix ("www2." is 5), 0 when `host` has none: ^www\d*\. ([0-9]
/// only), IA's massageHost() and urlcanon's strip_www() alike. With `any_case`, the prefix
/// of the host in lower case, for a host not yet lowered (ORed with 0x20, only 'W' and 'w'
/// give 'w'). Inline: the shortcuts ask it of every link.
inline std::size_t www_prefix_length(std::string_view host, bool any_case = false) noexcept {
  if (host.size() >= 4) {  // most hosts: "www." or not, from one word, without a branch on which
    std::uint32_t head, www_dot, letters, folds;
    std::memcpy(&head, host.data(), 4);
    std::memcpy(&www_dot, "www.", 4);
    std::memcpy(&letters, "\xFF\xFF\xFF\0", 4);  // the three letters' bytes
    std::memcpy(&folds, "\x20\x20\x20\0", 4);
    if (any_case) head |= folds;
    const bool digit = static_cast<unsigned char>(host[3] - '0') <= 9;
    if (!(digit & ((head & letters) == (www_dot & letters)))) return head == www_dot ? 4 : 0;  // "www2." etc. below
  }
  const char fold = any_case ? 0x20 : 0;
  if (host.size() < 3 || (host[0] | fold) != 'w' || (host[1] | fold) != 'w' || (host[2] | fold) != 'w') return 0;
  std::size_t i = 3;
  while (i < host.size() && host[i] >= '0' && host[i] <= '9') ++i;
  return (i < host.size() && host[i] == '.') ? i + 1 : 0;
}

/// hostToSURT(): labels reversed and joined by ','.
std::string host_to_surt(std::string host, bool reverse_ipaddr);
/// The same appended to `out`.
void append_host_surt(std::string& out, std::string_view host, bool reverse_ipaddr);
/// The bytes write_host_surt() may read past the host's end and write past its output's
/// (it moves a label as swar::copy_blocks() does).
constexpr std::size_t host_surt_slack = swar::block_slack;
/// The same written at `out`, host.size() bytes (labels and commas take the labels' and
/// dots' places); returns the end. host.data() must be readable, and `out` writable,
/// host_surt_slack bytes past host.size().
char* write_host_surt(char* out, std::string_view host, bool reverse_ipaddr) noexcept;

// The rules inside the steps, reachable for the tests of their own cases.
namespace handy {
char lower(char c) noexcept;
/// Whether `s` holds `lit` (ASCII case-insensitive) anywhere.
bool icontains(std::string_view s, std::string_view lit) noexcept;
bool attempt_ip_formats(std::string_view host, std::string& out);
/// stripQuerySessionID(): the session-id rules, case-blind, on a query of any case.
void strip_query_session_id(std::string& query);
/// ia_canonicalize_query()'s rules in their order's effect: the query in lower case, its
/// session ids stripped (which the lower case does not change: the rules read case-blind),
/// its arguments sorted.
void ia_query_key(std::string& query);
void strip_path_session_id(std::string& path);
void alpha_reorder_query(std::string& query);
}  // namespace handy

}  // namespace urikit::detail

#endif
