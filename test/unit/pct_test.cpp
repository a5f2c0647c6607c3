// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of pct.hpp: the seed notes' examples, strict UTF-8 decoding (RFC 3629), legacy
// charsets checked against Python's urllib (test/data/charset_vectors.tsv), forms (WHATWG
// URL §5), and round trips over random input for every set.
#include <algorithm>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>

#include <boost/test/unit_test.hpp>

#include "guard_page.hpp"

#include <random>
#include <string>

#include "pct_room.hpp"
#include "kernels.hpp"
#include "scan.hpp"
#include "test_data.hpp"

using namespace urikit;
using urikit::test::from_hex;

BOOST_AUTO_TEST_SUITE(pct_test)

BOOST_AUTO_TEST_CASE(seed_examples) {
  // A GIF header as opaque octets: unreserved octets stay, the rest are triplets.
  const std::string gif = from_hex("474946383961070007" "00A20000000000");
  for (const charset* set : {&charsets::unreserved, &charsets::pchar, &charsets::path, &charsets::query,
                             &charsets::fragment, &charsets::userinfo, &charsets::reg_name})
    BOOST_TEST(encode(gif, *set) == "GIF89a%07%00%07%00%A2%00%00%00%00%00");
  BOOST_TEST(*encode_text("greeting=今日は", charsets::query) == "greeting=%E4%BB%8A%E6%97%A5%E3%81%AF");
  const std::string octets = from_hex("3420F72033");
  BOOST_TEST(encode(octets, charsets::unreserved) == "4%20%F7%203");
  BOOST_TEST(*encode_from_charset(octets, "ISO-8859-1", charsets::unreserved) == "4%20%C3%B7%203");
  BOOST_TEST(*encode_text("Ä", charsets::unreserved) == "%C3%84");
  auto bad = decode_text("%C4rzteblatt");
  BOOST_TEST_REQUIRE(!bad.has_value());
  BOOST_TEST((bad.error().code == errc::invalid_utf8));
  BOOST_TEST(bad.error().offset == 0u);
  BOOST_TEST(*decode_text_from("%C4rzteblatt", "windows-1252") == "Ärzteblatt");
  BOOST_TEST(*encode_text_as("Ärzteblatt", "windows-1252", charsets::unreserved) == "%C4rzteblatt");
  BOOST_TEST(*decode_text("marie%2Dclaude") == "marie-claude");
  BOOST_TEST(*decode_text("marie%2dclaude") == "marie-claude");  // either case in
  BOOST_TEST(encode("100%", charsets::unreserved) == "100%25");  // '%' always encoded
}

BOOST_AUTO_TEST_CASE(octets_are_nul_safe) {
  auto r = decode("a%00b");
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST(r->size() == 3u);
  BOOST_TEST((*r)[1] == '\0');
  BOOST_TEST(encode(std::string_view("a\0b", 3), charsets::unreserved) == "a%00b");
}

BOOST_AUTO_TEST_CASE(malformed_triplets) {
  for (auto [in, at] : {std::pair<const char*, std::size_t>{"%", 0}, {"a%2", 1}, {"a%zz", 1}, {"ab%g0", 2}, {"%%41", 0}}) {
    auto r = decode(in);
    BOOST_TEST_REQUIRE(!r.has_value(), in);
    BOOST_TEST((r.error().code == errc::invalid_percent_encoding));
    BOOST_TEST(r.error().offset == at, in);
  }
  decode_options lenient;
  lenient.lenient = true;
  BOOST_TEST(*decode("100%", lenient) == "100%");
  BOOST_TEST(*decode("%zz%41%", lenient) == "%zzA%");
  BOOST_TEST(*decode("%2541") == "%41");  // decoded once, never twice
}

BOOST_AUTO_TEST_CASE(strict_utf8) {
  // Each must fail at the '%' that starts the bad sequence (RFC 3629 §4 table).
  const std::pair<const char*, std::size_t> cases[] = {
      {"%C0%80", 0},        {"x%C0%AF", 1},      {"%C1%BF", 0},  {"%E0%80%AF", 0}, {"%ED%A0%80", 0},
      {"%ED%BF%BF", 0},     {"%F0%80%80%AF", 0}, {"ab%F4%90%80%80", 2}, {"%F5%80%80%80", 0}, {"%FF", 0},
      {"%80", 0},           {"%C3", 0},          {"ok%E2%82", 2}, {"%C3%28", 0},  {"%C3%A9%C3", 6},
  };
  for (auto [in, at] : cases) {
    auto r = decode_text(in);
    BOOST_TEST_REQUIRE(!r.has_value(), in);
    BOOST_TEST((r.error().code == errc::invalid_utf8), in);
    BOOST_TEST(r.error().offset == at, in);
  }
  BOOST_TEST(*decode_text("%F0%9F%98%80") == "\xF0\x9F\x98\x80");
  BOOST_TEST(*decode_text("%F4%8F%BF%BF") == "\xF4\x8F\xBF\xBF");  // U+10FFFF is fine
  BOOST_TEST(!encode_text("\xC0\x80", charsets::unreserved).has_value());
}

BOOST_AUTO_TEST_CASE(legacy_charsets_agree_with_python) {
  auto rows = urikit::test::read_tsv("charset_vectors.tsv");
  BOOST_TEST_REQUIRE(rows.size() > 200u);
  // Where ICU 72's converter tables and Python's codecs map differently (vendor variants of
  // the same charset name), urikit gives ICU's answer; these are the only such rows:
  //  - GBK: ICU's GBK is Windows code page 936, which has the euro sign at 0x80;
  //  - Big5: ICU's Big5 has the euro at A3E1 but not the ETEN kana extension Python has;
  //  - EUC-KR: Python has the euro of KS X 1001:1998 (A2E6), ICU's table does not.
  const std::pair<std::string, std::string> vendor_differences[] = {
      {"GBK", "€uro"}, {"Big5", "€uro"}, {"Big5", "今日は"}, {"Big5", "日本語テキスト"}, {"EUC-KR", "€uro"}};
  std::size_t checked = 0, differing = 0;
  for (const auto& row : rows) {
    const std::string text = from_hex(row[1]);
    bool known = false;
    for (const auto& d : vendor_differences) known = known || (d.first == row[0] && d.second == text);
    if (known) {
      auto r = encode_text_as(text, row[0], charsets::unreserved);
      std::string got = r ? *r : std::string("UNMAPPABLE");
      BOOST_TEST(got != row[2], row[0] << " " << text << " now agrees with Python: drop it from the list");
      ++differing;
      continue;
    }
    auto r = encode_text_as(text, row[0], charsets::unreserved);
    BOOST_TEST_CONTEXT(row[0] << " " << text) {
      if (row[2] == "UNMAPPABLE") {
        BOOST_TEST_REQUIRE(!r.has_value());
        BOOST_TEST((r.error().code == errc::unmappable_character));
      } else {
        BOOST_TEST_REQUIRE(r.has_value());
        BOOST_TEST(*r == row[2]);
        // And back: the octets read in the same charset give the text again.
        BOOST_TEST(*decode_text_from(*r, row[0]) == text);
      }
    }
    ++checked;
  }
  BOOST_TEST(checked + differing == rows.size());
  BOOST_TEST(differing == 5u);
  // The unmappable character's offset is its own.
  auto r = encode_text_as("abc€日", "ISO-8859-1", charsets::unreserved);
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST(r.error().offset == 3u);
  BOOST_TEST((encode_text_as("x", "no-such-charset", charsets::unreserved).error().code == errc::unknown_charset));
}

// ICU converts in pieces of a few KiB (lengths past 2^31 must not reach its int32_t API):
// characters that straddle a piece boundary, a stateful charset's shift state, and errors
// past the first piece must come out as in one go. Expected values by construction: the
// charsets' code tables (windows-1252 é = E9; Shift_JIS 日 = 93 FA; ISO-2022-JP: ESC $ B,
// 日 = 46 7C, 本 = 4B 5C, ESC ( B, as Python's iso2022_jp codec writes "日本").
BOOST_AUTO_TEST_CASE(legacy_charsets_across_pieces) {
  auto repeat = [](std::string_view s, std::size_t n) {
    std::string out;
    for (std::size_t i = 0; i < n; ++i) out += s;
    return out;
  };
  for (const std::size_t lead : {0u, 1u, 2u, 4095u, 4097u}) {  // shifts the boundaries
    const std::string pad(lead, 'a');
    BOOST_TEST(*encode_text_as(pad + repeat("é", 5000), "windows-1252", charsets::unreserved) ==
               pad + repeat("%E9", 5000));
    BOOST_TEST(*encode_text_as(pad + repeat("日", 5000), "Shift_JIS", charsets::unreserved) ==
               pad + repeat("%93%FA", 5000));
    // One shift into JIS X 0208 and one back, however many pieces the text spans.
    BOOST_TEST(*encode_text_as(repeat("日本", 3000), "ISO-2022-JP", charsets::unreserved) ==
               "%1B%24B" + repeat("F%7CK%5C", 3000) + "%1B%28B");
    // The other way: two-byte Shift_JIS sequences split at every possible piece boundary.
    BOOST_TEST(*decode_text_from(pad + repeat("%93%FA", 5000), "Shift_JIS") == pad + repeat("日", 5000));
    BOOST_TEST(*encode_from_charset(pad + repeat("\x93\xFA", 5000), "Shift_JIS", charsets::unreserved) ==
               pad + repeat("%E6%97%A5", 5000));
    // SCSU writes one byte as a surrogate pair (UTS #6: SDX 00 00 puts dynamic window 0 at
    // U+10000, so each 0x80 is U+10000): pairs that straddle the units' edge stay whole.
    for (const std::size_t count : {2047u, 2048u, 4096u, 5000u})
      BOOST_TEST(*decode_text_from("A%0B%00%00" + repeat("%80", count), "SCSU") ==
                 "A" + repeat("\xF0\x90\x80\x80", count));
    // An unmappable character, and a default-ignorable one (U+200B, which ICU would drop
    // silently), far past the first piece: reported at their own offsets.
    const std::string text = pad + repeat("é", 5000);
    auto e = encode_text_as(text + "Ā", "windows-1252", charsets::unreserved);
    BOOST_TEST_REQUIRE(!e.has_value());
    BOOST_TEST((e.error() == error{errc::unmappable_character, text.size()}));
    e = encode_text_as(text + "\u200B", "ISO-8859-1", charsets::unreserved);
    BOOST_TEST_REQUIRE(!e.has_value());
    BOOST_TEST((e.error() == error{errc::unmappable_character, text.size()}));
    // ISO-8859-8 0xFF is unassigned (Unicode's 8859-8.TXT): its octet offset, past the first piece.
    auto d = encode_from_charset(repeat("ab", 3000) + "\xFF", "ISO-8859-8", charsets::unreserved);
    BOOST_TEST_REQUIRE(!d.has_value());
    BOOST_TEST(d.error().offset == 6000u);
  }
}

BOOST_AUTO_TEST_CASE(forms) {
  // WHATWG URL §5.2: ALPHA DIGIT *-._ stay, space is '+', the rest %XX.
  BOOST_TEST(form_encode("a b+c&d=e~!") == "a+b%2Bc%26d%3De%7E%21");
  BOOST_TEST(form_encode("*-._") == "*-._");
  BOOST_TEST(form_decode("a+b%2Bc%zz") == "a b+c%zz");  // '+' first, then lenient triplets
  auto pairs = split_query("a=1&b=x+y&&c&d=%3D");
  BOOST_TEST_REQUIRE(pairs.size() == 4u);
  BOOST_TEST(pairs[1].second == "x y");
  BOOST_TEST(pairs[2].first == "c");
  BOOST_TEST(pairs[2].second == "");
  BOOST_TEST(pairs[3].second == "=");
  BOOST_TEST(build_query({{"q", "a b&c"}, {"é", "1"}}) == "q=a+b%26c&%C3%A9=1");
  BOOST_TEST(build_query({{"q", "a b&c"}}, param_style::plain) == "q=a%20b%26c");
}

BOOST_AUTO_TEST_CASE(round_trips_over_random_input) {
  std::mt19937 rng(3986);
  const charset* sets[] = {&charsets::unreserved, &charsets::userinfo, &charsets::reg_name, &charsets::pchar,
                           &charsets::path, &charsets::query, &charsets::fragment, &charsets::query_param,
                           &charsets::form, &charsets::ecma_uri, &charsets::ecma_component,
                           &charsets::rfc2396_unreserved};
  for (int i = 0; i < 3000; ++i) {
    std::string octets(rng() % 40, '\0');
    for (auto& c : octets) c = static_cast<char>(rng() % 256);
    for (const charset* set : sets) {
      std::string e = encode(octets, *set);
      for (std::size_t k = 0; k < e.size(); ++k) {  // only set members and triplets remain
        if (e[k] == '%') {
          k += 2;
          continue;
        }
        BOOST_TEST_REQUIRE(set->contains(e[k]));
      }
      BOOST_TEST_REQUIRE(*decode(e) == octets);
    }
    BOOST_TEST_REQUIRE(form_decode(form_encode(octets)) == octets);
  }
}

namespace {

/// RFC 3986 §2.1 byte by byte: the reference the kernels are held to.
std::string reference_encode(std::string_view in, const charset& set) {
  static const char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : in) {
    if (set.contains(c)) out += static_cast<char>(c);
    else out += {'%', hex[c >> 4], hex[c & 15]};
  }
  return out;
}

/// Decoding byte by byte; nullopt-like: returns false with the offset of a bad '%'.
bool reference_decode(std::string_view in, const decode_options& o, std::string& out, std::size_t& bad) {
  auto hexval = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  out.clear();
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (o.style == param_style::form && in[i] == '+') {
      out += ' ';
    } else if (in[i] != '%') {
      out += in[i];
    } else if (i + 2 < in.size() && hexval(in[i + 1]) >= 0 && hexval(in[i + 2]) >= 0) {
      out += static_cast<char>(hexval(in[i + 1]) * 16 + hexval(in[i + 2]));
      i += 2;
    } else if (o.lenient) {
      out += '%';
    } else {
      bad = i;
      return false;
    }
  }
  return true;
}

/// Runs `body` once with each kernel this CPU has (the AVX-512 one with and without its
/// VBMI2 encoder and decoder: kernels avx512 and avx512_vbmi2); restores the kernel after.
template <class Body>
void for_each_pct_kernel(Body body) {
  urikit::test::for_each_kernel([&](urikit::kernel) { body(); });
}

/// Calls check(options, ok, expected, bad) for each of the four decode options (lenient,
/// param_style::form), with reference_decode()'s answer for `in`.
template <class Check>
void for_each_decode_option(std::string_view in, Check check) {
  for (bool lenient : {false, true})
    for (bool plus : {false, true}) {
      decode_options o;
      o.lenient = lenient;
      o.style = plus ? param_style::form : param_style::plain;
      std::string expected;
      std::size_t bad = 0;
      const bool ok = reference_decode(in, o, expected, bad);
      check(o, ok, expected, bad);
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_kernel_agrees_with_the_byte_loop) {
  // encode_into and decode run 64 (AVX-512) or 32 (AVX2) bytes a step with masked stores;
  // every length from 0 to 200 and every position of the bytes that stop a run is covered,
  // on each kernel this CPU has.
  std::mt19937 rng(3986);
  const charset sets[] = {charsets::unreserved, charsets::path, charsets::query_param, charsets::form,
                          charset::range(0x20, 0xFF) - charset("%")};  // the last is not ASCII
  const char alphabet[] = {'a', 'Z', '5', '-', '/', '?', '%', '+', ' ', '\0', '\x80', '\xFF', 'F', '2'};
  std::size_t checked = 0;
  for_each_pct_kernel([&] {
    for (std::size_t length = 0; length <= 200; ++length) {
      for (int round = 0; round < 6; ++round) {
        // Rounds 0-1: mostly allowed bytes; 2-3: dense; 4-5: well-formed triplets mixed in.
        std::string in;
        for (std::size_t k = 0; k < length; ++k) {
          const auto r = static_cast<unsigned>(rng());
          if (round < 2) in += r % 23 == 0 ? alphabet[r % sizeof alphabet] : static_cast<char>('a' + r % 26);
          else if (round < 4) in += alphabet[r % sizeof alphabet];
          else in += r % 5 == 0 ? std::string("%") + "0123456789abcdefABCDEF"[r % 22] + "0123456789ABCDEF"[(r >> 8) % 16]
                                : std::string(1, alphabet[r % sizeof alphabet]);
        }
        for (const auto& set : sets) {
          std::string enc = "prefix";  // encode_into appends
          encode_into(enc, in, set);
          BOOST_TEST_REQUIRE(enc == "prefix" + reference_encode(in, set));
          // encode_to writes nothing past the 3n room it asks for (vector stores included).
          std::vector<char> room(3 * in.size() + 16, '\x5A');
          char* end = encode_to(room.data(), in, set);
          BOOST_TEST_REQUIRE(std::string(room.data(), end) == enc.substr(6));
          BOOST_TEST_REQUIRE(std::count(room.end() - 16, room.end(), '\x5A') == 16);
          // The same with the slack encode_into gives itself (whole vectors to the end).
          std::vector<char> slack_room(3 * in.size() + urikit::detail::encode_slack + 16, '\x5A');
          end = urikit::detail::encode_with_slack(slack_room.data(), in, set);
          BOOST_TEST_REQUIRE(std::string(slack_room.data(), end) == enc.substr(6));
          BOOST_TEST_REQUIRE(std::count(slack_room.end() - 16, slack_room.end(), '\x5A') == 16);
          BOOST_TEST_REQUIRE(*decode(enc.substr(6)) == in);
        }
        for_each_decode_option(in, [&](const decode_options& o, bool ok, const std::string& expected, std::size_t bad) {
          auto got = decode(in, o);
          BOOST_TEST_REQUIRE(got.has_value() == ok, in);
          if (ok) BOOST_TEST_REQUIRE(*got == expected);
          else BOOST_TEST_REQUIRE(got.error().offset == bad);
          // decode_to: the same into a room of exactly n bytes, nothing written past it.
          std::vector<char> room(in.size() + 16, '\x5A');
          auto to = decode_to(room.data(), in, o);
          BOOST_TEST_REQUIRE(to.has_value() == ok, in);
          if (ok) BOOST_TEST_REQUIRE(std::string(room.data(), *to) == expected);
          else BOOST_TEST_REQUIRE(to.error().offset == bad);
          BOOST_TEST_REQUIRE(std::count(room.end() - 16, room.end(), '\x5A') == 16);
        });
        ++checked;
      }
    }
  });
  BOOST_TEST(checked >= 201u * 6u);
}

BOOST_AUTO_TEST_CASE(encode_to_and_decode_to_stay_inside_their_input_and_room) {
  // Inputs that end at an inaccessible page, outputs whose room (3n for encode_to, n for
  // decode_to) ends at another: a SIMD load or store one byte too far faults. Every kernel,
  // the AVX-512 one with and without VBMI2; lengths across the 16-, 32- and 64-byte steps.
  urikit_test::end_of_page_buffer input, room;
  std::mt19937 rng(20261124);
  const std::string alphabet = "aZ5-._~/?:@%+ \x80\xFF";
  const std::string hex = "0123456789abcdefABCDEF";
  std::size_t checked = 0;
  for_each_pct_kernel([&] {
    for (std::size_t length = 0; length <= 140; ++length)
      for (int round = 0; round < 8; ++round) {
        std::string text;
        while (text.size() < length) {
          const auto r = static_cast<unsigned>(rng());
          if (round % 2 == 0 && r % 7 == 0 && length - text.size() >= 3) text += std::string("%") + hex[r % 22] + hex[(r >> 8) % 22];
          else text += round < 4 && r % 3 ? static_cast<char>('a' + r % 26) : alphabet[r % alphabet.size()];
        }
        const std::vector<unsigned char> bytes(text.begin(), text.end());
        const std::string_view in(reinterpret_cast<const char*>(input.place(bytes)), bytes.size());
        for (const charset* set : {&charsets::unreserved, &charsets::path, &charsets::query}) {
          char* out = room.room(3 * in.size());
          BOOST_TEST_REQUIRE(std::string(out, encode_to(out, in, *set)) == reference_encode(text, *set));
        }
        for_each_decode_option(text, [&](const decode_options& o, bool ok, const std::string& expected, std::size_t bad) {
          char* out = room.room(in.size());
          const auto got = decode_to(out, in, o);
          BOOST_TEST_REQUIRE(got.has_value() == ok, text);
          if (ok) BOOST_TEST_REQUIRE(std::string(out, *got) == expected);
          else BOOST_TEST_REQUIRE(got.error().offset == bad);
        });
        ++checked;
      }
  });
  BOOST_TEST(checked >= 141u * 8u);
}

BOOST_AUTO_TEST_CASE(into_a_callers_buffer) {
  // decode_into appends; a failure leaves the buffer as it was. encode_to needs 3n bytes.
  std::string out = "x=";
  BOOST_TEST(decode_into(out, "a%20b").has_value());
  BOOST_TEST(out == "x=a b");
  auto bad = decode_into(out, "ok%2");
  BOOST_TEST(!bad.has_value());
  BOOST_TEST(bad.error().offset == 2u);
  BOOST_TEST(out == "x=a b");
  // Nothing to decode (also from a view whose pointer is null) appends nothing.
  BOOST_TEST(decode_into(out, std::string_view()).has_value());
  BOOST_TEST(out == "x=a b");
  // Text without a triplet is appended as it is (NUL-safe); '+' is a space only in forms.
  const std::string plain("/a+b\0c", 6);
  BOOST_TEST(decode_into(out, plain).has_value());
  BOOST_TEST(out == "x=a b" + plain);
  decode_options form;
  form.style = param_style::form;
  out.clear();
  BOOST_TEST(decode_into(out, "a+b", form).has_value());
  BOOST_TEST(out == "a b");
  // decode_to: into a caller's buffer of n bytes, NUL-safe; an empty view writes nothing.
  char room[16];
  auto end_of = decode_to(room, std::string_view("a%00b%2Fc", 9));
  BOOST_TEST_REQUIRE(end_of.has_value());
  BOOST_TEST(std::string(room, *end_of) == std::string("a\0b/c", 5));
  BOOST_TEST(*decode_to(room, std::string_view()) == room);
  auto bad_to = decode_to(room, "marie%2");
  BOOST_TEST(!bad_to.has_value());
  BOOST_TEST(bad_to.error().code == errc::invalid_percent_encoding);
  BOOST_TEST(bad_to.error().offset == 5u);
  // Every octet encoded: exactly 3n bytes, nothing written past them.
  std::string all(64, '\xFF');
  std::string buffer(3 * all.size() + 1, '#');
  char* end = encode_to(buffer.data(), all, charsets::unreserved);
  BOOST_TEST(static_cast<std::size_t>(end - buffer.data()) == 3 * all.size());
  BOOST_TEST(buffer.back() == '#');
  BOOST_TEST(buffer.substr(0, 6) == "%FF%FF");
}

BOOST_AUTO_TEST_CASE(default_ignorables_the_charset_cannot_hold_are_errors) {
  // ICU skips default-ignorable code points it cannot map; urikit reports them like any
  // other unmappable character. ISO-8859-1 holds none of U+200B, U+FEFF, U+2060 (its
  // repertoire is U+0000..U+00FF); GB18030 encodes every code point (U+200B is 81 36 A4 37,
  // GB 18030-2005 four-byte range), UTF-16BE writes U+FEFF as FE FF.
  for (const char* text : {"a\u200Bb", "\uFEFF", "x\u2060"}) {
    auto r = encode_text_as(text, "ISO-8859-1", charsets::unreserved);
    BOOST_TEST_REQUIRE(!r.has_value(), text);
    BOOST_TEST(r.error().code == errc::unmappable_character);
    BOOST_TEST(r.error().offset == (text[0] == '\xEF' ? 0u : 1u));
  }
  BOOST_TEST(*encode_text_as("a\u200Bb", "GB18030", charsets::unreserved) == "a%816%A47b");
  BOOST_TEST(*encode_text_as("\uFEFF", "UTF-16BE", charsets::unreserved) == "%FE%FF");
}

BOOST_AUTO_TEST_SUITE_END()
