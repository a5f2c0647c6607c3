// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// What `urikit encode --set NAME` and `urikit decode --set NAME` do with a set of the
// library's table (encode_set_list.h), written once for the command and the Python binding
// (python/src/ops_encoding.cpp), which must give the same outputs: the set's charset, a
// space written '+' where the row says so (param_style::form), and ECMAScript's own
// functions for its two sets.
#ifndef URIKIT_CLI_ENCODE_BY_SET_HPP
#define URIKIT_CLI_ENCODE_BY_SET_HPP

#include <string>
#include <string_view>

#include <urikit/ecmascript.hpp>
#include <urikit/encode_sets.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>

namespace urikit::cli {

/// `encoded` with each "%20" written '+' (application/x-www-form-urlencoded, WHATWG URL
/// §5.2). A literal "%20" of the input was encoded as "%2520" first, so it stays.
inline std::string plus_for_space(std::string_view encoded) {
  std::string s;
  s.reserve(encoded.size());
  for (std::size_t i = 0; i < encoded.size(); ++i) {
    if (encoded.compare(i, 3, "%20") == 0) {
      s += '+';
      i += 2;
    } else {
      s += encoded[i];
    }
  }
  return s;
}

inline result<std::string> space_as_plus_if(const encode_set& set, result<std::string> r) {
  if (r && set.style == param_style::form) return plus_for_space(*r);
  return r;
}

/// Text (UTF-8), encoded by `set`; in `output_charset` first when it is not empty.
inline result<std::string> encode_text_by_set(std::string_view text, const encode_set& set,
                                              const std::string& output_charset) {
  if (!output_charset.empty()) return space_as_plus_if(set, encode_text_as(text, output_charset, *set.set));
  if (set.name == "ecma-uri") return ecma_encode_uri(text);
  if (set.name == "ecma-component") return ecma_encode_uri_component(text);
  return space_as_plus_if(set, encode_text(text, *set.set));
}

/// Octets encoded by `set` as they are; read as text in `input_charset` when it is not empty.
inline result<std::string> encode_octets_by_set(std::string_view octets, const encode_set& set,
                                                const std::string& input_charset) {
  if (!input_charset.empty()) return encode_from_charset(octets, input_charset, *set.set);
  return space_as_plus_if(set, encode(octets, *set.set));
}

/// The decode options of `set` (nullptr: none given).
inline decode_options decode_options_by_set(const encode_set* set, bool lenient) {
  decode_options o;
  o.lenient = lenient;
  o.style = set != nullptr ? set->style : param_style::plain;
  return o;
}

/// Text decoded as `urikit decode --set` does (`set` nullptr: none given): as UTF-8, or from
/// `output_charset` when it is not empty; ECMAScript's decoders for its sets, unless lenient.
inline result<std::string> decode_text_by_set(std::string_view text, const encode_set* set, const decode_options& o,
                                              const std::string& output_charset) {
  if (!output_charset.empty()) return decode_text_from(text, output_charset, o);
  if (set != nullptr && !o.lenient) {
    if (set->name == "ecma-uri") return ecma_decode_uri(text);
    if (set->name == "ecma-component") return ecma_decode_uri_component(text);
  }
  return decode_text(text, o);
}

}  // namespace urikit::cli

#endif
