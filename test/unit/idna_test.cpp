// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of domain_to_ascii / domain_to_unicode (iri.hpp): Unicode's UTS #46 conformance
// data (test/data/idna/, see README.md there) and cases worked out by hand from UTS #46,
// RFC 5892 and RFC 5893.
#include <urikit/iri.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include <unicode/uchar.h>
#include <unicode/uversion.h>

using namespace urikit;

namespace {

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return {};
  const auto e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

// The file's escapes: \uXXXX and \x{XXXX}. Also collects the code points.
std::string unescape(const std::string& s, std::vector<char32_t>& code_points) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == '\\' && i + 1 < s.size() && (s[i + 1] == 'u' || s[i + 1] == 'x')) {
      std::size_t begin = i + 2, end = i + 6;
      if (s[i + 1] == 'x') {
        begin = i + 3;
        end = s.find('}', begin);
      }
      const auto c = static_cast<char32_t>(std::stoul(s.substr(begin, end - begin), nullptr, 16));
      append_utf8(out, c);
      code_points.push_back(c);
      i = s[i + 1] == 'x' ? end + 1 : end;
      continue;
    }
    const auto b = static_cast<unsigned char>(s[i]);
    const std::size_t len = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    char32_t c = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
    for (std::size_t k = 1; k < len; ++k) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    code_points.push_back(c);
    out.append(s, i, len);
    i += len;
  }
  return out;
}

struct idna_row {
  std::size_t line = 0;
  std::string source, to_unicode, to_ascii_n, to_ascii_t;
  bool unicode_error = false, ascii_n_error = false, ascii_t_error = false;
  std::vector<char32_t> code_points;
};

// Column rules of the file's header: blank toUnicode = source; blank toUnicodeStatus = [];
// blank toAsciiN = toUnicode; blank toAsciiNStatus = toUnicodeStatus; blank toAsciiT =
// toAsciiN; blank toAsciiTStatus = toAsciiNStatus; an explicit [] = no error.
std::vector<idna_row> read_rows(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  BOOST_TEST_REQUIRE(in.good(), "cannot open " << path);
  std::vector<idna_row> rows;
  std::string line;
  std::size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols;
    std::size_t begin = 0;
    for (;;) {
      const auto semi = line.find(';', begin);
      cols.push_back(line.substr(begin, semi == std::string::npos ? std::string::npos : semi - begin));
      if (semi == std::string::npos) break;
      begin = semi + 1;
    }
    BOOST_TEST_REQUIRE(cols.size() == 7u, "line " << number);
    cols[6] = cols[6].substr(0, cols[6].find('#'));
    for (auto& c : cols) c = trim(c);
    idna_row r;
    r.line = number;
    r.source = unescape(cols[0], r.code_points);
    r.to_unicode = cols[1].empty() ? r.source : unescape(cols[1], r.code_points);
    const std::string s_unicode = cols[2];
    r.to_ascii_n = cols[3].empty() ? r.to_unicode : unescape(cols[3], r.code_points);
    const std::string s_ascii_n = cols[4].empty() ? s_unicode : cols[4];
    r.to_ascii_t = cols[5].empty() ? r.to_ascii_n : unescape(cols[5], r.code_points);
    const std::string s_ascii_t = cols[6].empty() ? s_ascii_n : cols[6];
    auto is_error = [](const std::string& status) { return !status.empty() && status != "[]"; };
    r.unicode_error = is_error(s_unicode);
    r.ascii_n_error = is_error(s_ascii_n);
    r.ascii_t_error = is_error(s_ascii_t);
    rows.push_back(std::move(r));
  }
  return rows;
}

// Whether a code point was assigned after `major`.`minor` (or is unassigned in the ICU used).
bool newer_than(char32_t c, unsigned major, unsigned minor) {
  UVersionInfo age;
  u_charAge(static_cast<UChar32>(c), age);
  if (age[0] == 0 && age[1] == 0) return u_charType(static_cast<UChar32>(c)) != U_UNASSIGNED;
  return age[0] > major || (age[0] == major && age[1] > minor);
}

// "code@offset" of a failed result, or "ok" (printable, so Boost.Test shows it).
std::string fails(const result<std::string>& r) {
  if (r) return "ok";
  return std::string(error_name(r.error().code)) + "@" + std::to_string(r.error().offset);
}

idna_options strictest(bool transitional) {
  idna_options o;
  o.transitional = transitional;
  o.check_bidi = true;
  o.check_joiners = true;
  o.use_std3_ascii_rules = true;
  o.check_hyphens = true;
  o.verify_dns_length = true;
  return o;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(idna_test)

// Every row of IdnaTestV2 (Unicode 13.0.0): ToUnicode, ToASCII nontransitional and ToASCII
// transitional, with every UTS #46 flag on (the file's expectations are for all flags true).
// Checked: that an operation fails exactly when its status column lists an error (the file
// says implementations need only record that there is an error), and, when it succeeds,
// that its output equals the expected string. Skipped: rows that hold a code point assigned
// after Unicode 13.0 - the file expects an error for such characters (unassigned in 13.0)
// while ICU 72 (Unicode 15.0) knows them.
BOOST_AUTO_TEST_CASE(idna_test_v2_rows) {
  const auto rows = read_rows(std::string(URIKIT_TEST_DATA_DIR) + "/idna/IdnaTestV2-13.0.0.txt");
  BOOST_TEST(rows.size() == 6225u);
  std::size_t checked = 0, skipped = 0, failures = 0, over_long = 0;
  for (const auto& r : rows) {
    bool newer = false;
    for (char32_t c : r.code_points) newer = newer || newer_than(c, 13, 0);
    if (newer) {
      ++skipped;
      continue;
    }
    ++checked;
    auto check = [&](const char* op, const result<std::string>& got, bool want_error, const std::string& want) {
      const bool ok = want_error ? !got.has_value() : (got.has_value() && *got == want);
      if (!ok && ++failures <= 20)
        BOOST_ERROR("line " << r.line << " " << op << ": expected "
                            << (want_error ? std::string("an error") : want) << ", got "
                            << (got ? *got : std::string("error")));
    };
    // urikit bounds names in both directions (dns_length_bound below); UTS #46 ToUnicode
    // has no length rule, and 4 rows expect success for an ASCII source of more than 253
    // octets (254 with a trailing '.'): here they fail with input-too-long.
    const bool ascii_source = std::all_of(r.source.begin(), r.source.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    const std::size_t limit = !r.source.empty() && r.source.back() == '.' ? 254 : 253;
    if (ascii_source && r.source.size() > limit) {
      ++over_long;
      const auto got = domain_to_unicode(r.source, strictest(false));
      BOOST_TEST((!got && got.error().code == errc::input_too_long), "line " << r.line);
    } else {
      check("toUnicode", domain_to_unicode(r.source, strictest(false)), r.unicode_error, r.to_unicode);
    }
    check("toAsciiN", domain_to_ascii(r.source, strictest(false)), r.ascii_n_error, r.to_ascii_n);
    check("toAsciiT", domain_to_ascii(r.source, strictest(true)), r.ascii_t_error, r.to_ascii_t);
  }
  BOOST_TEST_MESSAGE("IdnaTestV2 13.0.0: " << checked << " rows checked, " << skipped
                                           << " skipped (code points newer than Unicode 13.0)");
  BOOST_TEST(failures == 0u);
  BOOST_TEST(over_long == 4u);
  BOOST_TEST(checked > 5000u);
}

// UTS #46 §4 and §6 by hand, with urikit's defaults (nontransitional, CheckBidi and
// CheckJoiners on; STD3 rules, CheckHyphens and VerifyDnsLength off).
BOOST_AUTO_TEST_CASE(defaults_and_options) {
  // Deviation characters (UTS #46 §6.2): nontransitional keeps ß, transitional maps it to ss.
  BOOST_TEST(domain_to_ascii("faß.de").value() == "xn--fa-hia.de");
  idna_options transitional;
  transitional.transitional = true;
  BOOST_TEST(domain_to_ascii("faß.de", transitional).value() == "fass.de");
  // Mapping: case folding, fullwidth forms, ideographic full stop U+3002 as a label separator,
  // soft hyphen U+00AD deleted (IdnaMappingTable: "ignored").
  BOOST_TEST(domain_to_ascii("BÜCHER.example").value() == "xn--bcher-kva.example");
  BOOST_TEST(domain_to_ascii("ｅｘａｍｐｌｅ。ｃｏｍ").value() == "example.com");
  BOOST_TEST(domain_to_ascii("ex\u00ADample.com").value() == "example.com");
  // CheckHyphens (V2, V3) is off by default: "ab--c" and "-a" are kept, as WHATWG URL does.
  BOOST_TEST(domain_to_ascii("ab--c.ü").value() == "ab--c.xn--tda");
  BOOST_TEST(domain_to_ascii("-a.ü").value() == "-a.xn--tda");
  idna_options hyphens;
  hyphens.check_hyphens = true;
  BOOST_TEST(fails(domain_to_ascii("ab--c.ü", hyphens)) == "idna-error@0");
  BOOST_TEST(fails(domain_to_ascii("ü.-a", hyphens)) == "idna-error@3");
  // UseSTD3ASCIIRules (U1) is off by default: '_' is a reg-name character.
  BOOST_TEST(domain_to_ascii("a_b.ü").value() == "a_b.xn--tda");
  idna_options std3;
  std3.use_std3_ascii_rules = true;
  BOOST_TEST(fails(domain_to_ascii("ü.a_b", std3)) == "idna-error@3");
  // VerifyDnsLength (P4/A4) is off by default: a 64-octet label and an empty label pass.
  const std::string long_label(64, 'a');
  BOOST_TEST(domain_to_ascii(long_label + ".ü").value() == long_label + ".xn--tda");
  BOOST_TEST(domain_to_ascii("a..ü").value() == "a..xn--tda");
  idna_options dns;
  dns.verify_dns_length = true;
  BOOST_TEST(fails(domain_to_ascii("ü." + long_label, dns)) == "idna-error@3");
  // CheckJoiners, RFC 5892 A.2: ZWJ is allowed only after a virama.
  BOOST_TEST(fails(domain_to_ascii("x.a\u200Db")) == "idna-error@2");
  BOOST_TEST(domain_to_ascii("a\u094D\u200Db").value() == "xn--ab-fsf014u");
  idna_options no_joiners;
  no_joiners.check_joiners = false;
  BOOST_TEST(domain_to_ascii("a\u200Db", no_joiners).value() == "xn--ab-m1t");
  // CheckBidi, RFC 5893 rule 5/6: an LTR label may not hold an R character; the offset is
  // that of the label ("example." is 8 bytes).
  BOOST_TEST(fails(domain_to_ascii("example.a\u05D0")) == "idna-error@8");
  idna_options no_bidi;
  no_bidi.check_bidi = false;
  BOOST_TEST(domain_to_ascii("a\u05D0", no_bidi).value() == "xn--a-0hc");
  // Disallowed code points (V6), RLO U+202E among them, and invalid Punycode (P4).
  BOOST_TEST(fails(domain_to_ascii("ok.bad\u202E")) == "idna-error@3");
  BOOST_TEST(fails(domain_to_ascii("ok.bad\uFFFF")) == "idna-error@3");
  BOOST_TEST(domain_to_ascii("xn--0.pt").error().code == errc::idna_error);
  // Ill-formed UTF-8 is reported as such, at its first byte.
  BOOST_TEST(fails(domain_to_ascii("ab\xC3(")) == "invalid-utf8@2");
  // ToUnicode: Punycode back to Unicode; errors fail.
  BOOST_TEST(domain_to_unicode("xn--bcher-kva.example").value() == "bücher.example");
  BOOST_TEST(domain_to_unicode("xn--99zt52a.example.org").value() == "\u7D0D\u8C46.example.org");
  BOOST_TEST(!domain_to_unicode("xn--0.pt").has_value());
  BOOST_TEST(!domain_to_unicode("xn--a-0hc").has_value());  // "aא" breaks the bidi rule
}

// Bounded IDNA work (issue 16, fault 7): a host longer than DNS allows, 253 octets in its
// ASCII form (254 with the root's trailing '.'), fails with input-too-long before ICU is
// called, in both directions and whatever the options. ICU's time grows quadratically with
// the label count: before the bound, 80,000 labels (3.3 MB) took 1.4 s per call.
BOOST_AUTO_TEST_CASE(dns_length_bound) {
  // The longest ASCII names that pass: 253 octets, or 254 with the trailing root dot.
  std::string name;
  while (name.size() < 253) name += name.size() + 64 <= 253 ? std::string(63, 'a') + "." : std::string(1, 'b');
  BOOST_TEST_REQUIRE(name.size() == 253u);
  BOOST_TEST(domain_to_ascii(name).value() == name);
  BOOST_TEST(domain_to_unicode(name).value() == name);
  BOOST_TEST(domain_to_ascii(name + ".").value() == name + ".");
  BOOST_TEST(domain_to_unicode(name + ".").value() == name + ".");
  // One more octet: refused at the first octet past the limit.
  BOOST_TEST(fails(domain_to_ascii(name + "b")) == "input-too-long@253");
  BOOST_TEST(fails(domain_to_unicode(name + "b")) == "input-too-long@253");
  BOOST_TEST(fails(domain_to_ascii(name + "b.")) == "input-too-long@254");
  BOOST_TEST(fails(domain_to_unicode(name + "..")) == "input-too-long@254");
  // Unicode -> ASCII: 60 "ü" labels are 179 bytes of UTF-8 but 299 octets as "xn--tda"
  // labels: the ASCII length is checked after the conversion (offset 0: the whole name).
  std::string short_unicode;
  for (int i = 0; i < 60; ++i) short_unicode += i ? ".\u00FC" : "\u00FC";
  BOOST_TEST(short_unicode.size() < 253u);
  BOOST_TEST(fails(domain_to_ascii(short_unicode)) == "input-too-long@0");
  // 31 of them are 31 x 8 - 1 = 247 octets as "xn--tda" labels: fine; 32 are 255: too long.
  std::string fits;
  for (int i = 0; i < 31; ++i) fits += i ? ".\u00FC" : "\u00FC";
  BOOST_TEST(domain_to_ascii(fits).value().size() == 31u * 8 - 1);
  BOOST_TEST(fails(domain_to_ascii(fits + ".\u00FC")) == "input-too-long@0");
  // Unicode input longer than 4 x 254 bytes cannot map to 254 octets or fewer (each code
  // point that is not deleted gives at least one octet): refused before ICU, at byte 1016.
  std::string long_unicode;
  while (long_unicode.size() < 1100) long_unicode += "\u4E2D\u6587.";
  BOOST_TEST(fails(domain_to_ascii(long_unicode)) == "input-too-long@1016");
  BOOST_TEST(fails(domain_to_unicode(long_unicode)) == "input-too-long@1016");
  // VerifyDnsLength changes nothing here (it adds the 63-octet label and empty-label rules).
  idna_options dns;
  dns.verify_dns_length = true;
  BOOST_TEST(fails(domain_to_ascii(name + "b", dns)) == "input-too-long@253");
  // 80,000 labels, 3.3 MB: refused before ICU sees them.
  std::string huge;
  huge.reserve(3'400'000);
  for (int i = 0; i < 80'000; ++i) huge += "xn--bcher-kva-label-of-forty-one-octets.";
  BOOST_TEST(huge.size() >= 3'200'000u);
  BOOST_TEST(fails(domain_to_ascii(huge)) == "input-too-long@254");  // it ends with "."
  BOOST_TEST(fails(domain_to_unicode(huge)) == "input-too-long@254");
  std::string huge_unicode;
  for (int i = 0; i < 80'000; ++i) huge_unicode += "b\u00FCcher-label-of-forty-octets-in-utf8.";
  BOOST_TEST(fails(domain_to_ascii(huge_unicode)) == "input-too-long@1016");
  BOOST_TEST(fails(domain_to_unicode(huge_unicode)) == "input-too-long@1016");
}

BOOST_AUTO_TEST_SUITE_END()
