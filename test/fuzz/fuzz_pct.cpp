// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: percent-encoding and decoding (pct.hpp, ecmascript.hpp, utf8.hpp).
// The invariants are those of docs/reliability.md §1 ("fuzz_pct.cpp"):
// - for arbitrary octets x and a charset picked by the flags: decode(encode(x, set)) == x;
//   encode's output holds only bytes of `set` and "%HH" triplets with upper-case hex, and its
//   size is count(in set) + 3 * count(not in set);
// - decode() of arbitrary text equals a one-loop reference decoder (RFC 3986 §2.1): it fails
//   iff a '%' is not followed by two hex digits, with the offset of that '%' (lenient: the
//   '%' is kept; param_style::form: '+' is a space, '%2B' stays '+'), so nothing is decoded twice;
//   decode_to() gives the same in a block of exactly the input's size;
// - decode_text() fails iff decode() fails or the decoded octets fail validate_utf8(), at the
//   '%' (or raw byte) that produced the octet validate_utf8() points at;
// - encode_text() agrees with validate_utf8() and, for ASCII charsets, with encode();
// - forms: form_decode(form_encode(x)) == x, form_decode equals the lenient reference with
//   '+' as a space;
// - ECMAScript: encodeURI/encodeURIComponent/escape fail iff the text is ill-formed UTF-8
//   and otherwise round-trip through decodeURI/decodeURIComponent/unescape; for well-formed
//   input decodeURIComponent succeeds iff decode_text() does, with the same string;
// - with flag bit 6: ISO-8859-1 through ICU agrees with a byte <-> U+0000..U+00FF mapping
//   (one known library bug is skipped, see check_latin1).
#include "fuzz_common.hpp"

#include <urikit/charset.hpp>
#include <urikit/ecmascript.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>
#include <urikit/utf8.hpp>

#include <unicode/uchar.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace urikit;
using urikit::fuzz::fuzz_input;

const charset* const kSets[16] = {
    &charsets::unreserved,    &charsets::reserved,     &charsets::pchar,
    &charsets::path,          &charsets::query,        &charsets::fragment,
    &charsets::userinfo,      &charsets::reg_name,     &charsets::segment_nz_nc,
    &charsets::query_param,   &charsets::form,         &charsets::ecma_component,
    &charsets::ecma_uri,      &charsets::ecma_escape,  &charsets::sub_delims,
    &charsets::rfc2396_unreserved,
};

bool is_hex(char c) {
  return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}
bool is_upper_hex(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F'); }
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

/// The reference decoder: output octets, the input offset each octet came from, and the
/// offset of the first malformed '%' (npos when none or lenient).
struct ref_decoded {
  std::string out;
  std::vector<std::size_t> from;
  std::size_t bad = std::string_view::npos;
};

ref_decoded ref_decode(std::string_view s, bool lenient, bool plus) {
  ref_decoded r;
  for (std::size_t i = 0; i < s.size(); ++i) {
    r.from.push_back(i);
    if (s[i] == '%' && i + 2 < s.size() && is_hex(s[i + 1]) && is_hex(s[i + 2])) {
      r.out.push_back(static_cast<char>(hex_value(s[i + 1]) * 16 + hex_value(s[i + 2])));
      i += 2;
    } else if (s[i] == '%' && !lenient) {
      r.bad = i;
      return r;
    } else if (s[i] == '+' && plus) {
      r.out.push_back(' ');
    } else {
      r.out.push_back(s[i]);
    }
  }
  return r;
}

/// Checks that `enc` is `keep` bytes plus "%HH" triplets with upper-case hex.
void check_encoded_shape(std::string_view enc, const charset& keep, std::string_view also = {}) {
  for (std::size_t i = 0; i < enc.size(); ++i) {
    if (enc[i] == '%') {
      URIKIT_FUZZ_CHECK(i + 2 < enc.size() && is_upper_hex(enc[i + 1]) && is_upper_hex(enc[i + 2]));
      i += 2;
    } else {
      URIKIT_FUZZ_CHECK(keep.contains(enc[i]) || also.find(enc[i]) != std::string_view::npos);
    }
  }
}

void check_encode(std::string_view x, const charset& set) {
  std::string enc = encode(x, set);
  check_encoded_shape(enc, set);
  std::size_t in = 0;
  for (char c : x) in += (set.contains(c) && c != '%') ? 1 : 0;
  URIKIT_FUZZ_CHECK(enc.size() == in + 3 * (x.size() - in));
  std::string appended = "prefix";
  encode_into(appended, x, set);
  URIKIT_FUZZ_CHECK(appended == "prefix" + enc);
  auto dec = decode(enc);
  URIKIT_FUZZ_CHECK(dec.has_value() && *dec == x);

  // encode_text: the same as encode() for ASCII sets, but only for well-formed UTF-8.
  auto valid = validate_utf8(x);
  auto et = encode_text(x, set);
  URIKIT_FUZZ_CHECK(et.has_value() == valid.has_value());
  if (!valid) {
    URIKIT_FUZZ_CHECK(et.error().code == errc::invalid_utf8);
    URIKIT_FUZZ_CHECK(et.error().offset == valid.error().offset);
  } else {
    URIKIT_FUZZ_CHECK(*et == enc);
    auto dt = decode_text(*et);
    URIKIT_FUZZ_CHECK(dt.has_value() && *dt == x);
  }
}

void check_decode(std::string_view s, bool lenient, bool plus) {
  decode_options o;
  o.lenient = lenient;
  o.style = plus ? param_style::form : param_style::plain;
  ref_decoded ref = ref_decode(s, lenient, plus);
  auto d = decode(s, o);
  if (ref.bad != std::string_view::npos) {
    URIKIT_FUZZ_CHECK(!d.has_value());
    URIKIT_FUZZ_CHECK(d.error().code == errc::invalid_percent_encoding);
    URIKIT_FUZZ_CHECK(d.error().offset == ref.bad);
  } else {
    URIKIT_FUZZ_CHECK(d.has_value());
    URIKIT_FUZZ_CHECK(*d == ref.out);
    URIKIT_FUZZ_CHECK(d->size() <= s.size());
  }
  // decode_to: the same into a heap block of exactly s.size() bytes (ASan sees a write past it).
  std::unique_ptr<char[]> room(new char[s.size()]);
  auto to = decode_to(room.get(), s, o);
  URIKIT_FUZZ_CHECK(to.has_value() == d.has_value());
  if (to) URIKIT_FUZZ_CHECK(std::string_view(room.get(), static_cast<std::size_t>(*to - room.get())) == *d);
  else URIKIT_FUZZ_CHECK(to.error() == d.error());

  // decode_text = decode + validate_utf8, the offset mapped back to the input.
  auto dt = decode_text(s, o);
  if (ref.bad != std::string_view::npos) {
    URIKIT_FUZZ_CHECK(!dt.has_value());
    URIKIT_FUZZ_CHECK(dt.error().code == errc::invalid_percent_encoding);
    URIKIT_FUZZ_CHECK(dt.error().offset == ref.bad);
    return;
  }
  auto v = validate_utf8(ref.out);
  URIKIT_FUZZ_CHECK(dt.has_value() == v.has_value());
  if (!v) {
    URIKIT_FUZZ_CHECK(dt.error().code == errc::invalid_utf8);
    URIKIT_FUZZ_CHECK(dt.error().offset == ref.from[v.error().offset]);
  } else {
    URIKIT_FUZZ_CHECK(*dt == ref.out);
  }
}

void check_forms(std::string_view x) {
  std::string enc = form_encode(x);
  check_encoded_shape(enc, charsets::form, "+");
  std::size_t kept = 0, spaces = 0;
  for (char c : x) {
    kept += charsets::form.contains(c) ? 1 : 0;
    spaces += c == ' ' ? 1 : 0;
  }
  URIKIT_FUZZ_CHECK(enc.size() == kept + spaces + 3 * (x.size() - kept - spaces));
  URIKIT_FUZZ_CHECK(form_decode(enc) == x);
  URIKIT_FUZZ_CHECK(form_decode(x) == ref_decode(x, true, true).out);
}

void check_ecmascript(std::string_view x) {
  auto valid = validate_utf8(x);
  auto euc = ecma_encode_uri_component(x);
  auto eu = ecma_encode_uri(x);
  auto esc = ecma_escape(x);
  URIKIT_FUZZ_CHECK(euc.has_value() == valid.has_value());
  URIKIT_FUZZ_CHECK(eu.has_value() == valid.has_value());
  URIKIT_FUZZ_CHECK(esc.has_value() == valid.has_value());
  if (!valid) {
    for (const auto* r : {&euc, &eu, &esc}) {
      URIKIT_FUZZ_CHECK(r->error().code == errc::invalid_utf8);
      URIKIT_FUZZ_CHECK(r->error().offset == valid.error().offset);
    }
  } else {
    // encodeURIComponent / encodeURI encode the UTF-8 octets of everything outside their
    // sets (ECMA-262 Encode), which is encode() with those sets.
    URIKIT_FUZZ_CHECK(*euc == encode(x, charsets::ecma_component));
    URIKIT_FUZZ_CHECK(*eu == encode(x, charsets::ecma_uri));
    auto duc = ecma_decode_uri_component(*euc);
    URIKIT_FUZZ_CHECK(duc.has_value() && *duc == x);
    auto du = ecma_decode_uri(*eu);
    URIKIT_FUZZ_CHECK(du.has_value() && *du == x);
    // escape: ALPHA DIGIT @*_+-./ stay, then %XX or %uXXXX with upper-case hex.
    for (std::size_t i = 0; i < esc->size(); ++i) {
      char c = (*esc)[i];
      if (c != '%') {
        URIKIT_FUZZ_CHECK(charsets::ecma_escape.contains(c));
        continue;
      }
      std::size_t n = (i + 1 < esc->size() && (*esc)[i + 1] == 'u') ? 4 : 2;
      std::size_t start = i + 1 + (n == 4 ? 1 : 0);
      URIKIT_FUZZ_CHECK(start + n <= esc->size());
      for (std::size_t k = 0; k < n; ++k) URIKIT_FUZZ_CHECK(is_upper_hex((*esc)[start + k]));
      i = start + n - 1;
    }
    auto un = ecma_unescape(*esc);
    URIKIT_FUZZ_CHECK(un.has_value() && *un == x);

    // Decoding well-formed text: decodeURIComponent is percent-decoding followed by the
    // UTF-8 check, so it succeeds iff decode_text() does, with the same string;
    // decodeURI fails exactly when decodeURIComponent does (only ASCII escapes are kept).
    auto dt = decode_text(x);
    auto dc = ecma_decode_uri_component(x);
    auto d = ecma_decode_uri(x);
    URIKIT_FUZZ_CHECK(dc.has_value() == dt.has_value());
    URIKIT_FUZZ_CHECK(d.has_value() == dc.has_value());
    if (dc) URIKIT_FUZZ_CHECK(*dc == *dt);
  }
}

/// ISO-8859-1 maps byte b to U+00b: a reference conversion written out by hand.
std::string latin1_to_utf8(std::string_view octets) {
  std::string out;
  for (char ch : octets) {
    auto c = static_cast<unsigned char>(ch);
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

void check_latin1(std::string_view x, const charset& set) {
  // decode_text_from: every octet is a character in ISO-8859-1.
  auto d = decode(x);
  auto dl = decode_text_from(x, "ISO-8859-1");
  URIKIT_FUZZ_CHECK(dl.has_value() == d.has_value());
  if (d) URIKIT_FUZZ_CHECK(*dl == latin1_to_utf8(*d));
  // encode_from_charset: the octets read as Latin-1, written as UTF-8, then encoded.
  auto ef = encode_from_charset(x, "ISO-8859-1", set);
  URIKIT_FUZZ_CHECK(ef.has_value() && *ef == encode(latin1_to_utf8(x), set));
  // encode_text_as: well-formed text whose characters are all below U+0100. Default-
  // ignorable code points above U+00FF (U+FEFF, U+200B, ...), which ICU's converters skip,
  // must fail like any other (the corpus/pct/regress-icu-drops-* seeds; fixed in dac0c70).
  if (validate_utf8(x)) {
    std::string latin1;
    bool fits = true;
    std::size_t first_unmappable = 0;
    for (std::size_t i = 0; i < x.size();) {
      auto c = static_cast<unsigned char>(x[i]);
      if (c < 0x80) {
        latin1.push_back(x[i]);
        ++i;
      } else if (c == 0xC2 || c == 0xC3) {
        latin1.push_back(static_cast<char>(((c & 0x03) << 6) | (static_cast<unsigned char>(x[i + 1]) & 0x3F)));
        i += 2;
      } else {
        fits = false;
        first_unmappable = i;
        break;
      }
    }
    auto ea = encode_text_as(x, "ISO-8859-1", set);
    URIKIT_FUZZ_CHECK(ea.has_value() == fits);
    if (fits) {
      URIKIT_FUZZ_CHECK(*ea == encode(latin1, set));
    } else {
      URIKIT_FUZZ_CHECK(ea.error().code == errc::unmappable_character);
      URIKIT_FUZZ_CHECK(ea.error().offset == first_unmappable);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto in = fuzz_input::from(data, size);
  const charset& set = *kSets[in.flags & 0x0F];
  std::string_view x = in.text;

  check_encode(x, set);
  check_decode(x, in.flag(4), in.flag(5));
  check_decode(x, !in.flag(4), in.flag(5));
  // Never decoded twice: "%25" followed by the text decodes to "%" followed by the text.
  {
    std::string twice = "%25" + std::string(x);
    auto d = decode(twice, decode_options{true, param_style::plain});
    URIKIT_FUZZ_CHECK(d.has_value() && d->substr(0, 1) == "%" &&
                      std::string_view(*d).substr(1) == *decode(x, decode_options{true, param_style::plain}));
  }
  check_forms(x);
  check_ecmascript(x);
  if (in.flag(6)) check_latin1(x, set);
  return 0;
}
