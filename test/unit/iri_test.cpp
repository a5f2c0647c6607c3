// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of iri.hpp: the RFC 3987 grammar, IRI -> URI (§3.1), URI -> IRI (§3.2), the §4.2
// bidi rules and comparison (§5.3). Expectations come from RFC 3987's own examples, from
// its ABNF, and from UTS #46 / RFC 3492 for host names (the Punycode forms below are the
// ones printed in RFC 3987 and in Unicode's IdnaTestV2).
#include <urikit/iri.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "allocation_counter.hpp"

using namespace urikit;

namespace {

// "ok:<value>" or "<error-name>@<offset>", printable for Boost.Test.
std::string show(const result<std::string>& r) {
  if (r) return "ok:" + *r;
  return std::string(error_name(r.error().code)) + "@" + std::to_string(r.error().offset);
}
template <class T>
std::string show_error(const result<T>& r) {
  if (r) return "ok";
  return std::string(error_name(r.error().code)) + "@" + std::to_string(r.error().offset);
}

std::string to_uri(std::string_view iri, const iri_options& o = {}) { return show(iri_to_uri(iri, o)); }
std::string to_iri(std::string_view uri, const uri_to_iri_options& o = {}) { return show(uri_to_iri(uri, o)); }

}  // namespace

BOOST_AUTO_TEST_SUITE(iri_test)

// RFC 3987 §2.2: ucschar wherever unreserved is allowed, iprivate in the query only.
BOOST_AUTO_TEST_CASE(iri_grammar) {
  auto v = parse_iri("http://us\u00E9r@r\u00E9sum\u00E9.example.org:8080/D\u00FCrst?q=\u00E9#f\u00E9");
  BOOST_TEST_REQUIRE(v.has_value());
  BOOST_TEST(v->userinfo().value() == "us\u00E9r");
  BOOST_TEST(v->host().value() == "r\u00E9sum\u00E9.example.org");
  BOOST_TEST((v->host_type() == host_type::reg_name));
  BOOST_TEST(v->port().value() == "8080");
  BOOST_TEST(v->path() == "/D\u00FCrst");
  BOOST_TEST(v->query().value() == "q=\u00E9");
  BOOST_TEST(v->fragment().value() == "f\u00E9");

  // ucschar ranges: U+00A0 is the first, U+10000-1FFFD and U+E1000-EFFFD are in.
  BOOST_TEST(show_error(parse_iri("/\u00A0")) == "ok");
  BOOST_TEST(show_error(parse_iri("/\U00010000\U0001FFFD")) == "ok");
  BOOST_TEST(show_error(parse_iri("/\U000E1000")) == "ok");
  // ...the noncharacters U+FDD0-FDEF and U+xFFFE/xFFFF are not, nor U+E0000-E0FFF.
  BOOST_TEST(show_error(parse_iri("/a\uFDD0")) == "invalid-character@2");
  BOOST_TEST(show_error(parse_iri("/a\xEF\xBF\xBE")) == "invalid-character@2");   // U+FFFE
  BOOST_TEST(show_error(parse_iri("/a\xF0\x9F\xBF\xBF")) == "invalid-character@2");  // U+1FFFF
  BOOST_TEST(show_error(parse_iri("/a\U000E0001")) == "invalid-character@2");
  // iprivate: query only (§2.2 iquery); not in the path or the fragment.
  BOOST_TEST(show_error(parse_iri("http://a/?\uE000")) == "ok");
  BOOST_TEST(show_error(parse_iri("http://a/?\U000F0000\U0010FFFD")) == "ok");
  BOOST_TEST(show_error(parse_iri("http://a/\uE000")) == "invalid-character@9");
  BOOST_TEST(show_error(parse_iri("http://a/?#\uE000")) == "invalid-character@11");
  BOOST_TEST(show_error(parse_iri("http://\uE000/")) == "invalid-character@7");
  // §4.1: no bidi formatting characters anywhere.
  BOOST_TEST(show_error(parse_iri("http://a/\u202E")) == "invalid-character@9");
  BOOST_TEST(show_error(parse_iri("http://a/?\u200F")) == "invalid-character@10");
  BOOST_TEST(show_error(parse_iri("http://a/#\u2067")) == "invalid-character@10");
  // Ill-formed UTF-8: at the first byte of the bad sequence.
  BOOST_TEST(show_error(parse_iri("http://a/\xC3(")) == "invalid-utf8@9");
  BOOST_TEST(show_error(parse_iri("http://a/\xED\xA0\x80")) == "invalid-utf8@9");  // surrogate
  BOOST_TEST(show_error(parse_iri("http://a/\xC0\xAF")) == "invalid-utf8@9");      // overlong
  // Non-ASCII is not allowed in a scheme, a port or an IP-literal (ASCII-only rules).
  BOOST_TEST(show_error(parse_iri("h\u00E9:x", grammar::uri)) != "ok");
  BOOST_TEST(show_error(parse_iri("http://a:8\u00E9/")) == "invalid-port@10");
  BOOST_TEST(show_error(parse_iri("http://[v1.\u00E9]/")) == "invalid-character@11");
  BOOST_TEST(show_error(parse_iri("http://[::\u00E9]/")) != "ok");
  // Non-ASCII digits do not make an IPv4address: the host is an ireg-name.
  auto fw = parse_iri("http://\uFF11.2.3.4/");
  BOOST_TEST_REQUIRE(fw.has_value());
  BOOST_TEST((fw->host_type() == host_type::reg_name));
  // The rules: irelative-ref, IRI.
  BOOST_TEST(show_error(parse_iri("//\u00E9/x", grammar::relative_ref)) == "ok");
  BOOST_TEST(show_error(parse_iri("//\u00E9/x", grammar::uri)) != "ok");
  BOOST_TEST(show_error(parse_iri("a\u00E9:b", grammar::relative_ref)) == "colon-in-first-segment@3");
  // Raw characters RFC 3986 forbids stay forbidden.
  BOOST_TEST(show_error(parse_iri("http://a/\u00E9 b")) == "invalid-character@11");
}

// ASCII input takes the RFC 3986 path: parse_iri allocates nothing, iri_to_uri only its
// result (ICU, which allocates on first use, is not reached).
BOOST_AUTO_TEST_CASE(ascii_fast_path) {
  const std::string_view ascii = "http://www.example.com/a/b/c/d/e/f/g/h/i/j/k/l/m?q=1&r=2#fragment";
  {
    urikit::test::allocation_scope scope;
    auto v = parse_iri(ascii);
    BOOST_TEST(v.has_value());
    BOOST_TEST(scope.count() == 0u);
  }
  {
    urikit::test::allocation_scope scope;
    auto u = iri_to_uri(ascii);
    BOOST_TEST(u.has_value());
    BOOST_TEST(scope.count() == 1u);
  }
  {
    std::string out;
    BOOST_TEST(iri_to_uri_into(out, ascii).has_value());  // grows `out`
    urikit::test::allocation_scope scope;
    out.clear();  // *_into appends
    BOOST_TEST(iri_to_uri_into(out, ascii).has_value());
    BOOST_TEST(scope.count() == 0u);
    BOOST_TEST(out == ascii);
    // Non-ASCII input goes through the full conversion into the same buffer.
    out.clear();
    BOOST_TEST(iri_to_uri_into(out, "http://a/\u00E9").has_value());
    BOOST_TEST(out == "http://a/%C3%A9");
    BOOST_TEST(!iri_to_uri_into(out, "http://a/\xFF").has_value());
    BOOST_TEST(out == "http://a/%C3%A9");  // a failure leaves `out` as it was
    BOOST_TEST(iri_to_uri_into(out, " http://b/").has_value() == false);
    BOOST_TEST(iri_to_uri_into(out, "#\u00E9").has_value());  // appended
    BOOST_TEST(out == "http://a/%C3%A9#%C3%A9");
  }
}

// RFC 3987 §3.1, with its examples.
BOOST_AUTO_TEST_CASE(iri_to_uri_examples) {
  // §3.1 step 2 example: "D&#xFC;rst" -> "D%C3%BCrst".
  BOOST_TEST(to_uri("http://www.example.org/D\u00FCrst") == "ok:http://www.example.org/D%C3%BCrst");
  // §3.1: "red%09ros&#xE9;#red": existing encodings stay as they are.
  BOOST_TEST(to_uri("http://www.example.org/red%09ros\u00E9#red") ==
             "ok:http://www.example.org/red%09ros%C3%A9#red");
  // §3.1 (IDNA variant): "r&#xE9;sum&#xE9;.example.org" -> "xn--rsum-bpad.example.org".
  BOOST_TEST(to_uri("http://r\u00E9sum\u00E9.example.org") == "ok:http://xn--rsum-bpad.example.org");
  // §3.2's example host 納豆 is xn--99zt52a.
  BOOST_TEST(to_uri("http://\u7D0D\u8C46.example.org/") == "ok:http://xn--99zt52a.example.org/");
  // UTF-8 in every component, upper-case hex; iprivate in the query.
  BOOST_TEST(to_uri("http://\u00FC@b\u00FCcher.de/\u00E4?\u00F6&\uE000#\u00DF") ==
             "ok:http://%C3%BC@xn--bcher-kva.de/%C3%A4?%C3%B6&%EE%80%80#%C3%9F");
  BOOST_TEST(to_uri("\u00E9t\u00E9/x") == "ok:%C3%A9t%C3%A9/x");
  // ASCII input: validated by RFC 3986's parser and returned unchanged, case and all.
  BOOST_TEST(to_uri("HTTP://Example.COM/%7e?q") == "ok:HTTP://Example.COM/%7e?q");
  BOOST_TEST(to_uri("http://a b/") == "invalid-character@8");
  BOOST_TEST(to_uri("http://xn--0.pt/") == "ok:http://xn--0.pt/");  // ASCII hosts are not touched
}

// Hosts through UTS #46: the mapped name is typed again, must stay a reg-name, and errors
// carry the offset of the failing label.
BOOST_AUTO_TEST_CASE(iri_to_uri_hosts) {
  // Fullwidth digits and dots map to an IPv4address (security.md §2.5).
  BOOST_TEST(to_uri("http://\uFF11\uFF12\uFF17.\uFF10.\uFF10.\uFF11/") == "ok:http://127.0.0.1/");
  auto typed = iri_to_uri("http://\uFF11\uFF12\uFF17.\uFF10.\uFF10.\uFF11/");
  BOOST_TEST((parse(*typed).value().host_type() == host_type::ipv4));
  // Ideographic full stop U+3002 separates labels; case is folded.
  BOOST_TEST(to_uri("http://B\u00DCCHER\u3002example/") == "ok:http://xn--bcher-kva.example/");
  // Nontransitional by default (ß kept), transitional on request (ß -> ss).
  BOOST_TEST(to_uri("http://fa\u00DF.de/") == "ok:http://xn--fa-hia.de/");
  iri_options transitional;
  transitional.idna.transitional = true;
  BOOST_TEST(to_uri("http://fa\u00DF.de/", transitional) == "ok:http://fass.de/");
  // A mapping to a delimiter is refused: fullwidth solidus U+FF0F would move the path.
  BOOST_TEST(to_uri("http://\uFF45\uFF56\uFF49\uFF4C\uFF0F\uFF58/") == "idna-error@7");
  BOOST_TEST(to_uri("http://a\uFF20b\u00E9/") == "idna-error@7");  // U+FF20 -> '@'
  // A host that maps to nothing (soft hyphen is ignored by UTS #46) is refused.
  BOOST_TEST(to_uri("http://\u00AD/") == "idna-error@7");
  // UTS #46 errors: bidi (RFC 5893) in the second label, at its offset; RLO is not even an IRI.
  BOOST_TEST(to_uri("http://ok.a\u05D0.com/") == "idna-error@10");
  BOOST_TEST(to_uri("http://a\u200Db.com/") == "idna-error@7");
  BOOST_TEST(to_uri("http://ok.\u202E.com/") == "invalid-character@10");
  // Percent-encoded UTF-8 in a host that also has raw non-ASCII is decoded before IDNA
  // (RFC 3986 §3.2.2); ill-formed UTF-8 there fails at its '%'.
  BOOST_TEST(to_uri("http://\u00FC%C3%BC.de/") == "ok:http://xn--tdaa.de/"  /* Python: "üü".encode("punycode") == b"tdaa" */);
  BOOST_TEST(to_uri("http://\u00FC%C3.de/") == "invalid-utf8@9");
  // Userinfo and port around an IDN host are kept in place.
  BOOST_TEST(to_uri("http://u:p@\u00FC.de:8080/") == "ok:http://u:p@xn--tda.de:8080/");
  // IP-literals are ASCII-only and pass through.
  BOOST_TEST(to_uri("http://[::1]/\u00E9") == "ok:http://[::1]/%C3%A9");
}

// §3.1 step 1b: NFC only on request.
BOOST_AUTO_TEST_CASE(iri_to_uri_nfc) {
  // e + U+0301 COMBINING ACUTE ACCENT; its NFC is U+00E9.
  BOOST_TEST(to_uri("http://a/e\u0301") == "ok:http://a/e%CC%81");
  iri_options nfc;
  nfc.normalize_nfc = true;
  BOOST_TEST(to_uri("http://a/e\u0301", nfc) == "ok:http://a/%C3%A9");
  BOOST_TEST(to_uri("http://a/\u00E9", nfc) == "ok:http://a/%C3%A9");
}

// RFC 3987 §3.2, with its examples, and what must stay encoded.
BOOST_AUTO_TEST_CASE(uri_to_iri_examples) {
  // §3.2: "http://www.example.org/D%C3%BCrst" -> "D&#xFC;rst"; "D%FCrst" stays (not UTF-8).
  BOOST_TEST(to_iri("http://www.example.org/D%C3%BCrst") == "ok:http://www.example.org/D\u00FCrst");
  BOOST_TEST(to_iri("http://www.example.org/D%FCrst") == "ok:http://www.example.org/D%FCrst");
  // §3.2: "http://xn--99zt52a.example.org/%e2%80%ae" -> 納豆 host, the RLO stays encoded.
  BOOST_TEST(to_iri("http://xn--99zt52a.example.org/%e2%80%ae") ==
             "ok:http://\u7D0D\u8C46.example.org/%e2%80%ae");
  // §3.2 "r%C3%A9sum%C3%A9.html" in a path.
  BOOST_TEST(to_iri("http://www.example.org/r%C3%A9sum%C3%A9.html") ==
             "ok:http://www.example.org/r\u00E9sum\u00E9.html");
  // Every component but the host; iprivate only in the query.
  BOOST_TEST(to_iri("http://%C3%BC@xn--bcher-kva.de/%C3%A4?%C3%B6&%EE%80%80#%C3%9F%EE%80%80") ==
             "ok:http://\u00FC@b\u00FCcher.de/\u00E4?\u00F6&\uE000#\u00DF%EE%80%80");
  BOOST_TEST(to_iri("http://a/%EE%80%80") == "ok:http://a/%EE%80%80");
  // Not a URI: errors as parse().
  BOOST_TEST(to_iri("http://a/\u00E9") == "invalid-character@9");
  BOOST_TEST(to_iri("http://a/%zz") == "invalid-percent-encoding@9");
}

BOOST_AUTO_TEST_CASE(uri_to_iri_keeps_unsafe_encoded) {
  const std::vector<std::string> unchanged = {
      "http://a/%2F%3F%23%5B%5D%40",       // reserved (gen-delims)
      "http://a/%21%24%26%27%28%29%2A%2B",  // reserved (sub-delims)
      "http://a/%41%7E%25%20",              // ASCII, unreserved or not
      "http://a/%C3%28",                    // ill-formed UTF-8
      "http://a/%C3",                       // truncated
      "http://a/%C0%AF",                    // overlong '/'
      "http://a/%ED%A0%80",                 // surrogate
      "http://a/%F4%90%80%80",              // above U+10FFFF
      "http://a/%E2%80%8E%E2%80%8F",        // LRM RLM (§4.1)
      "http://a/%E2%80%AA%E2%80%AE",        // LRE RLO (§4.1)
      "http://a/%E2%81%A6%E2%81%A9",        // LRI PDI
      "http://a/%D8%9C",                    // ALM U+061C
      "http://a/%EF%BF%BE",                 // U+FFFE: not ucschar
      "http://a/%EF%B7%90",                 // U+FDD0: not ucschar
      "http://a/%C2%A0%E3%80%80",           // NBSP, ideographic space: white space
      "http://a/%E2%80%8B%C2%AD",           // zero width space, soft hyphen: default ignorable
      "http://a/%F3%A0%80%81",              // U+E0001 language tag: not ucschar
      "http://%C3%BC%E2%80%AE.de/",         // encodings in a host stay when not a valid, safe name
      "http://google.com%EF%BC%8Faccounts@evil.com/",  // delimiter look-alike (issue 16)
      "http://a/%D7%90b",                   // would break §4.2: RTL and LTR in one component
      "http://a/%D7%901",                   // would break §4.2: RTL component ending in a digit
      "http://XN--bcher-kva.de/",           // ToASCII gives lower case: not the same label
      "http://xn--0.pt/",                   // invalid Punycode
      "http://xn--a-0hc/",                  // "aא" breaks the bidi rule (RFC 5893)
      "http://xn--ab-m1t/",                 // ZWJ without virama (RFC 5892 A.2)
      "http://[::1]/",
      "urn:isbn:0451450523",
  };
  for (const auto& u : unchanged) BOOST_TEST(to_iri(u) == "ok:" + u);
  // Mixed: the good sequence is decoded, the bad one next to it stays.
  BOOST_TEST(to_iri("http://a/%C3%A9%C3") == "ok:http://a/\u00E9%C3");
  BOOST_TEST(to_iri("http://a/x%E2%80%AEy%C3%A9") == "ok:http://a/x%E2%80%AEy\u00E9");
  // Percent-encoded UTF-8 in a reg-name is shown as ihost (§3.2) under the display policy.
  BOOST_TEST(to_iri("http://%C3%BC.de/") == "ok:http://\u00FC.de/");
  // A whole RTL component decodes.
  BOOST_TEST(to_iri("http://a/%D7%90%D7%91/c") == "ok:http://a/\u05D0\u05D1/c");
  // The host is left alone on request.
  uri_to_iri_options keep;
  keep.decode_host = false;
  BOOST_TEST(to_iri("http://xn--bcher-kva.de/", keep) == "ok:http://xn--bcher-kva.de/");
}

// uri_to_iri(iri_to_uri(x)) == x for displayable x, and back.
BOOST_AUTO_TEST_CASE(round_trips) {
  const std::vector<std::string> displayable = {
      "http://b\u00FCcher.example/stra\u00DFe?q=caf\u00E9#top",
      "http://r\u00E9sum\u00E9.example.org/",
      "http://\u7D0D\u8C46.example.org/\u65E5\u672C",
      "https://u\u00E9@\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444:8443/\u043F\u0443\u0442\u044C",
      "http://example.com/\u05D0\u05D1\u05D2/x?\u05D3=\u05D4",
      "http://example.com/?\uE000\U0010FFFD",
      "mailto:\u00E9l\u00E8ve@example.org",
      "/relative/\u00E9t\u00E9?\u00FC#\u00DF",
      "http://example.com/%7E/%2F/\u00E9",
      "http://example.com/\U0001F600",
  };
  for (const auto& x : displayable) {
    BOOST_TEST_CONTEXT(x) {
      auto u = iri_to_uri(x);
      BOOST_TEST_REQUIRE(u.has_value());
      BOOST_TEST(parse(*u).has_value());
      BOOST_TEST(to_iri(*u) == "ok:" + x);
      BOOST_TEST(to_uri(*uri_to_iri(*u)) == "ok:" + *u);
    }
  }
}

// §4.2: per component, RTL components are RTL throughout, starting and ending with RTL.
BOOST_AUTO_TEST_CASE(bidi_components) {
  // §4.4's allowed shapes (upper case there = RTL; here Hebrew letters).
  BOOST_TEST(show_error(check_iri_bidi("http://ab.\u05D0\u05D1\u05D2.ij/kl/mn/op.html")) == "ok");
  BOOST_TEST(show_error(check_iri_bidi("http://ab.\u05D0\u05D1.\u05D2\u05D3/\u05D4/kl.html")) == "ok");
  BOOST_TEST(show_error(check_iri_bidi("http://ab.\u05D0123\u05D1.ij/")) == "ok");  // digits inside
  BOOST_TEST(show_error(check_iri_bidi("http://example.com/")) == "ok");
  // Mixed directions in one component: at the first LTR character.
  BOOST_TEST(show_error(check_iri_bidi("http://ab.\u05D0c\u05D1/")) == "invalid-bidi@12");
  // An RTL component must start with an RTL character: at the component's start.
  BOOST_TEST(show_error(check_iri_bidi("http://a/1\u05D0")) == "invalid-bidi@9");
  // ... and end with one: at the last character.
  BOOST_TEST(show_error(check_iri_bidi("http://a/\u05D01")) == "invalid-bidi@11");
  BOOST_TEST(show_error(check_iri_bidi("http://a/?x=\u05D0\u05D1-")) == "invalid-bidi@16");
  // Arabic letters (AL) count as RTL.
  BOOST_TEST(show_error(check_iri_bidi("http://a/\u0645\u062B\u0627\u0644")) == "ok");
  // Not an IRI: the parse error.
  BOOST_TEST(show_error(check_iri_bidi("http://a/\u202E")) == "invalid-character@9");
}

// §5.3: comparison after conversion to URIs and syntax normalization.
BOOST_AUTO_TEST_CASE(comparison) {
  auto eq = [](std::string_view a, std::string_view b) {
    auto r = iri_equivalent(a, b);
    return r ? (*r ? "equal" : "different") : std::string(error_name(r.error().code));
  };
  BOOST_TEST(eq("http://r\u00E9sum\u00E9.example.org/", "http://xn--rsum-bpad.example.org/") == "equal");
  BOOST_TEST(eq("http://www.example.org/D\u00FCrst", "http://www.example.org/D%c3%bcrst") == "equal");
  BOOST_TEST(eq("HTTP://Example.ORG/%7euser", "http://example.org/~user") == "equal");
  BOOST_TEST(eq("http://B\u00DCCHER.de/", "http://b\u00FCcher.de/") == "equal");
  // Path case matters; no Unicode normalization (NFD e + U+0301 vs NFC é); reserved stays.
  BOOST_TEST(eq("http://a/X", "http://a/x") == "different");
  BOOST_TEST(eq("http://a/e\u0301", "http://a/\u00E9") == "different");
  BOOST_TEST(eq("http://a/%2F", "http://a//") == "different");
  BOOST_TEST(eq("http://a/?", "http://a/") == "different");
  int which = 0;
  auto bad = iri_equivalent("http://a/", "http://a/\u202E", {}, &which);
  BOOST_TEST(show_error(bad) == "invalid-character@9");
  BOOST_TEST(which == 2);
}

BOOST_AUTO_TEST_SUITE_END()
