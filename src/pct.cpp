// Percent-encoding and decoding (RFC 3986 §2.1, §2.4), and form encoding (WHATWG URL §5).
#include <urikit/pct.hpp>

#include <urikit/utf8.hpp>

#include "pct_offsets.hpp"
#include "scan.hpp"

namespace urikit {

namespace {
constexpr char upper_hex[] = "0123456789ABCDEF";

inline void append_triplet(std::string& out, unsigned char c) {
  const char t[3] = {'%', upper_hex[c >> 4], upper_hex[c & 15]};
  out.append(t, 3);
}

}  // namespace

void encode_into(std::string& out, std::string_view octets, const charset& allowed) {
  const auto* s = reinterpret_cast<const unsigned char*>(octets.data());
  const std::size_t n = octets.size();
  std::size_t i = 0;
  while (i < n) {
    const std::size_t run = detail::skip_run(s, i, n, allowed);
    out.append(octets.data() + i, run - i);
    if (run == n) break;
    append_triplet(out, s[run]);
    i = run + 1;
  }
}

std::string encode(std::string_view octets, const charset& allowed) {
  std::string out;
  out.reserve(octets.size());
  encode_into(out, octets, allowed);
  return out;
}

result<std::string> encode_text(std::string_view utf8, const charset& allowed) {
  if (auto valid = validate_utf8(utf8); !valid) return valid.error();
  return encode(utf8, allowed);
}

result<std::string> decode(std::string_view text, const decode_options& o) {
  std::string out;
  out.reserve(text.size());
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t i = 0;
  while (i < n) {
    // Copy the run up to the next '%' (or '+') in bulk.
    std::size_t run = i;
    while (run < n && s[run] != '%' && !(o.plus_as_space && s[run] == '+')) ++run;
    out.append(text.data() + i, run - i);
    i = run;
    if (i >= n) break;
    if (s[i] == '+') {
      out += ' ';
      ++i;
      continue;
    }
    if (n - i >= 3 && detail::is_hex(s[i + 1]) && detail::is_hex(s[i + 2])) {
      out += static_cast<char>(detail::hex_value(s[i + 1]) * 16 + detail::hex_value(s[i + 2]));
      i += 3;
    } else if (o.lenient) {
      out += '%';
      ++i;
    } else {
      return error{errc::invalid_percent_encoding, i};
    }
  }
  return out;
}

result<std::string> decode_text(std::string_view text, const decode_options& o) {
  auto octets = decode(text, o);
  if (!octets) return octets.error();
  if (auto valid = validate_utf8(*octets); !valid)
    return error{errc::invalid_utf8, detail::source_offset(text, valid.error().offset)};
  return octets;
}

std::string form_encode(std::string_view octets) {
  std::string out;
  out.reserve(octets.size());
  for (char ch : octets) {
    const auto c = static_cast<unsigned char>(ch);
    if (charsets::form.contains(c)) out += ch;
    else if (c == ' ') out += '+';
    else append_triplet(out, c);
  }
  return out;
}

std::string form_decode(std::string_view text) {
  decode_options o;
  o.lenient = true;
  o.plus_as_space = true;
  return *decode(text, o);  // lenient decoding cannot fail
}

std::vector<std::pair<std::string, std::string>> split_query(std::string_view query, bool form) {
  std::vector<std::pair<std::string, std::string>> out;
  decode_options o;
  o.lenient = true;
  o.plus_as_space = form;
  std::size_t start = 0;
  while (start <= query.size()) {
    std::size_t amp = query.find('&', start);
    if (amp == std::string_view::npos) amp = query.size();
    std::string_view pair = query.substr(start, amp - start);
    if (!pair.empty()) {
      std::size_t eq = pair.find('=');
      std::string_view name = pair.substr(0, eq);
      std::string_view value = eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1);
      out.emplace_back(*decode(name, o), *decode(value, o));
    }
    start = amp + 1;
  }
  return out;
}

std::string build_query(const std::vector<std::pair<std::string, std::string>>& pairs, bool form) {
  std::string out;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    if (k) out += '&';
    if (form) {
      out += form_encode(pairs[k].first);
      out += '=';
      out += form_encode(pairs[k].second);
    } else {
      encode_into(out, pairs[k].first, charsets::query_param);
      out += '=';
      encode_into(out, pairs[k].second, charsets::query_param);
    }
  }
  return out;
}

}  // namespace urikit
