// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: IRI <-> URI (RFC 3987 §3.1, §3.2; iri.hpp). Flags pick the UTS #46 options.
// Invariants (docs/reliability.md §1, "fuzz_iri.cpp"):
// - iri_to_uri(x) fails when x is ill-formed UTF-8: with errc::invalid_utf8 at
//   validate_utf8()'s offset, or with errc::invalid_character at an earlier non-ASCII
//   character an IRI may not hold (the first offending byte); an ASCII x is returned unchanged iff it parses as a URI-reference and
//   fails with parse()'s error otherwise;
// - a success u is ASCII, parses as a URI-reference (checked_parse), is a fixed point
//   (iri_to_uri(u) == u), and holds no more percent-encoded bidi formatting characters
//   (RFC 3987 §4.1: LRM, RLM, ALM, LRE..RLO, LRI..PDI) than x did: a raw one in x is
//   rejected, never encoded;
// - uri_to_iri(v) succeeds iff v parses as a URI-reference; its result w is well-formed
//   UTF-8, parses as an IRI-reference, and iri_to_uri(w) == v up to the case of the hex
//   digits of percent-encodings and a percent-encoded host shown decoded, which comes back
//   as its A-labels (iri.hpp), so normalize() of both agree.
#include "fuzz_common.hpp"

#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/utf8.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace urikit;
using urikit::fuzz::fuzz_input;

bool is_ascii(std::string_view s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

/// The UTF-8 forms of the bidi formatting characters of RFC 3987 §4.1 plus the isolates
/// and ALM: U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069.
constexpr std::string_view kBidi[] = {
    "\xD8\x9C",     "\xE2\x80\x8E", "\xE2\x80\x8F", "\xE2\x80\xAA", "\xE2\x80\xAB",
    "\xE2\x80\xAC", "\xE2\x80\xAD", "\xE2\x80\xAE", "\xE2\x81\xA6", "\xE2\x81\xA7",
    "\xE2\x81\xA8", "\xE2\x81\xA9",
};

bool has_raw_bidi(std::string_view s) {
  for (auto b : kBidi)
    if (s.find(b) != std::string_view::npos) return true;
  return false;
}

char upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c; }

/// `s` with the hex digits of every "%HH" triplet in upper case.
std::string upper_triplets(std::string_view s) {
  std::string out(s);
  for (std::size_t i = 0; i + 2 < out.size(); ++i)
    if (out[i] == '%') {
      out[i + 1] = upper(out[i + 1]);
      out[i + 2] = upper(out[i + 2]);
      i += 2;
    }
  return out;
}

/// Number of percent-encoded bidi formatting characters, hex digits of either case.
std::size_t encoded_bidi(std::string_view s) {
  std::string u = upper_triplets(s);
  std::size_t n = 0;
  for (auto b : kBidi) {
    std::string enc;
    static const char hex[] = "0123456789ABCDEF";
    for (char c : b) {
      auto o = static_cast<unsigned char>(c);
      enc += '%';
      enc += hex[o >> 4];
      enc += hex[o & 15];
    }
    for (std::size_t p = u.find(enc); p != std::string::npos; p = u.find(enc, p + 1)) ++n;
  }
  return n;
}

void check_uri_to_iri(std::string_view v, const idna_options& idna) {
  uri_to_iri_options o;
  o.idna = idna;
  auto parsed = parse(v, grammar::uri_reference);
  auto w = uri_to_iri(v, o);
  URIKIT_FUZZ_CHECK(w.has_value() == parsed.has_value());
  if (!w) {
    URIKIT_FUZZ_CHECK(w.error() == parsed.error());
    return;
  }
  URIKIT_FUZZ_CHECK(validate_utf8(*w).has_value());
  URIKIT_FUZZ_CHECK(!has_raw_bidi(*w));
  URIKIT_FUZZ_CHECK(parse_iri(*w, grammar::uri_reference).has_value());
  iri_options io;
  io.idna = idna;
  auto back = iri_to_uri(*w, io);
  URIKIT_FUZZ_CHECK(back.has_value());
  // A percent-encoded host that was shown decoded comes back in its A-label form (iri.hpp):
  // expect v with that host, and everything else as it was.
  std::string expected(v);
  auto pb = parse(*back, grammar::uri_reference);
  URIKIT_FUZZ_CHECK(pb.has_value());
  if (parsed->host() && pb->host() && upper_triplets(*parsed->host()) != upper_triplets(*pb->host())) {
    URIKIT_FUZZ_CHECK(parsed->host()->find('%') != std::string_view::npos);
    const auto begin = static_cast<std::size_t>(parsed->host()->data() - v.data());
    expected.replace(begin, parsed->host()->size(), *pb->host());
  }
  URIKIT_FUZZ_CHECK(upper_triplets(*back) == upper_triplets(expected));
  auto n1 = normalize(*back);
  auto n2 = normalize(expected);
  URIKIT_FUZZ_CHECK(n1.has_value() && n2.has_value() && *n1 == *n2);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto in = fuzz_input::from(data, size);
  std::string_view x = in.text;
  iri_options o;
  o.idna.transitional = in.flag(0);
  o.idna.check_bidi = !in.flag(1);
  o.idna.check_joiners = !in.flag(2);
  o.idna.use_std3_ascii_rules = in.flag(3);
  o.idna.check_hyphens = in.flag(4);
  o.idna.verify_dns_length = in.flag(5);
  o.normalize_nfc = in.flag(6);

  auto valid = validate_utf8(x);
  auto u = iri_to_uri(x, o);
  if (!valid) {
    // The error is the first offending byte: the ill-formed sequence, or a non-ASCII
    // character before it that an IRI may not hold (a bidi formatting character, a
    // non-ucschar). Nothing of the ASCII structure is reported before the encoding.
    URIKIT_FUZZ_CHECK(!u.has_value());
    const std::size_t bad = valid.error().offset;
    if (u.error().code == errc::invalid_utf8) {
      URIKIT_FUZZ_CHECK(u.error().offset == bad);
    } else {
      URIKIT_FUZZ_CHECK(!o.normalize_nfc);  // NFC validates the whole input first
      URIKIT_FUZZ_CHECK(u.error().code == errc::invalid_character);
      URIKIT_FUZZ_CHECK(u.error().offset < bad);
      URIKIT_FUZZ_CHECK(static_cast<unsigned char>(x[u.error().offset]) >= 0x80);
    }
    check_uri_to_iri(x, o.idna);
    return 0;
  }
  if (is_ascii(x)) {
    // ASCII input is only validated (iri.hpp).
    auto p = parse(x, grammar::uri_reference, o.parse);
    URIKIT_FUZZ_CHECK(u.has_value() == p.has_value());
    if (u) URIKIT_FUZZ_CHECK(*u == x);
    else URIKIT_FUZZ_CHECK(u.error() == p.error());
  }
  if (has_raw_bidi(x)) URIKIT_FUZZ_CHECK(!u.has_value());
  if (u) {
    URIKIT_FUZZ_CHECK(is_ascii(*u));
    URIKIT_FUZZ_CHECK(fuzz::checked_parse(*u, grammar::uri_reference, o.parse).has_value());
    auto again = iri_to_uri(*u, o);
    URIKIT_FUZZ_CHECK(again.has_value() && *again == *u);
    URIKIT_FUZZ_CHECK(encoded_bidi(*u) == encoded_bidi(x));
    // parse_iri accepts what iri_to_uri converts (without NFC, which may change the text).
    if (!o.normalize_nfc) URIKIT_FUZZ_CHECK(parse_iri(x, grammar::uri_reference, o.parse).has_value());
    check_uri_to_iri(*u, o.idna);
  }
  check_uri_to_iri(x, o.idna);
  return 0;
}
