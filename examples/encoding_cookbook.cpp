// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// docs/encoding.md, every snippet, checked: octets, Unicode text, legacy charsets (ICU),
// ECMAScript and forms. Built and run by ctest (example.encoding_cookbook).
#include <string>
#include <utility>
#include <vector>

#include <urikit/urikit.hpp>

#include "check.hpp"

using namespace std::string_literals;
using urikit::errc;

int main() {
  namespace cs = urikit::charsets;

  // ---- Which set? A '/' is data in a segment, a delimiter in a path.
  CHECK(urikit::encode("a/b c", cs::pchar), "a%2Fb%20c");
  CHECK(urikit::encode("a/b c", cs::path), "a/b%20c");
  CHECK(urikit::encode("a=b&c", cs::query), "a=b&c");
  CHECK(urikit::encode("a=b&c", cs::query_param), "a%3Db%26c");
  CHECK(urikit::encode("a!b", urikit::charset("!") | cs::unreserved), "a!b");
  CHECK(urikit::encode("a/?", cs::query - urikit::charset("/?")), "a%2F%3F");

  // ---- Octets (opaque)
  std::string gif = "GIF89a\x07\x00\x07\x00\xA2\x00\x00\x00\x00\x00"s;
  CHECK(urikit::encode(gif, cs::path), "GIF89a%07%00%07%00%A2%00%00%00%00%00");
  auto bytes = urikit::decode("a%00b").value();  // 3 octets, NUL included
  CHECK_TRUE(bytes.size() == 3 && bytes == "a\0b"s);
  CHECK(urikit::encode("100%", cs::unreserved), "100%25");  // '%' is always encoded
  CHECK(urikit::decode("%2541"), "%41");                     // never decoded twice
  CHECK(urikit::decode("%c3%a9"), "\xC3\xA9");               // hex of either case
  CHECK_ERROR(urikit::decode("a%g1"), errc::invalid_percent_encoding, 1);

  // ---- Unicode text (UTF-8)
  CHECK(urikit::encode_text("greeting=今日は", cs::query), "greeting=%E4%BB%8A%E6%97%A5%E3%81%AF");
  CHECK(urikit::encode_text("Ä", cs::unreserved), "%C3%84");
  CHECK(urikit::decode_text("caf%C3%A9"), "café");
  CHECK_ERROR(urikit::decode_text("%C0%80"), errc::invalid_utf8, 0);            // overlong NUL
  CHECK_ERROR(urikit::decode_text("ab%ED%A0%80"), errc::invalid_utf8, 2);       // a surrogate
  CHECK_ERROR(urikit::decode_text("%F4%90%80%80"), errc::invalid_utf8, 0);      // above U+10FFFF
  CHECK_ERROR(urikit::decode_text("x%E2%82"), errc::invalid_utf8, 1);           // truncated
  CHECK_ERROR(urikit::encode_text("a\xFF", cs::unreserved), errc::invalid_utf8, 1);

  // ---- Legacy charsets, through ICU: opaque versus decode-first
  CHECK(urikit::encode("4 \xF7 3", cs::unreserved), "4%20%F7%203");
  CHECK(urikit::encode_from_charset("4 \xF7 3", "ISO-8859-1", cs::unreserved), "4%20%C3%B7%203");
  CHECK(urikit::encode_text_as("Ärzteblatt", "windows-1252", cs::unreserved), "%C4rzteblatt");
  CHECK(urikit::decode_text_from("%C4rzteblatt", "windows-1252"), "Ärzteblatt");
  CHECK_ERROR(urikit::decode_text("%C4rzteblatt"), errc::invalid_utf8, 0);  // not UTF-8
  CHECK_ERROR(urikit::encode_text_as("€", "ISO-8859-1", cs::unreserved), errc::unmappable_character, 0);
  CHECK_ERROR(urikit::encode_text_as("a", "no-such-charset", cs::unreserved), errc::unknown_charset, 0);
  CHECK(urikit::encode_text_as("日本", "Shift_JIS", cs::unreserved), "%93%FA%96%7B");

  // ---- ECMAScript, exactly
  CHECK(urikit::ecma_encode_uri("#[]!'()*"), "#%5B%5D!'()*");
  CHECK(urikit::ecma_encode_uri_component("a/b?c"), "a%2Fb%3Fc");
  CHECK(urikit::ecma_decode_uri("%23%5B%5D%21%27%28%29%2A"), "%23[]!'()*");
  CHECK_TRUE(!urikit::ecma_encode_uri_component(u"a\xD800").has_value());  // JS: URIError
  CHECK(urikit::ecma_escape("ä€"), "%E4%u20AC");

  // ---- Forms (application/x-www-form-urlencoded)
  CHECK(urikit::form_encode("a b+c"), "a+b%2Bc");
  CHECK(urikit::form_decode("a+b%2Bc"), "a b+c");
  auto pairs = urikit::split_query("q=a+b&lang=en");
  CHECK_TRUE((pairs == std::vector<std::pair<std::string, std::string>>{{"q", "a b"}, {"lang", "en"}}));
  CHECK(urikit::build_query({{"q", "a b&c"}}), "q=a+b%26c");
  CHECK(urikit::build_query({{"q", "a b&c"}}, urikit::param_style::plain), "q=a%20b%26c");

  // ---- RFC 2396 sets: ! * ' ( ) were unreserved
  CHECK(urikit::encode("(x)!", cs::rfc2396_unreserved), "(x)!");
  CHECK(urikit::encode("(x)!", cs::unreserved), "%28x%29%21");

  // ---- Repairing messy input
  auto fixed = urikit::repair("http://example.com/a b/ü?q=\"x\"#one#two");
  CHECK(fixed.output, "http://example.com/a%20b/%C3%BC?q=%22x%22#one%23two");
  CHECK_TRUE(!fixed.fixes.empty() && fixed.fixes[0].offset == 20);  // the space after "http://example.com/a"
  CHECK_TRUE(urikit::repair("http://example.com/").fixes.empty());  // valid input: unchanged
  return example::exit_code();
}
