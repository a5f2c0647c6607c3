// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// href(): the WHATWG URL Standard's reading, written as RFC 3986. The web-platform-tests
// URL vectors (test/data/wpt/urltestdata.json, provenance in its README) are run entry by
// entry: the expected `href`, put through the RFC 3986 step written here from RFC 3986's
// ABNF (each component's characters; a '%' without two hex digits becomes %25), must be
// href()'s output, or href() must fail where the entry says "failure". Every output must
// also parse with the strict RFC 3986 parser.
#include <urikit/href.hpp>

#include <urikit/charset.hpp>
#include <urikit/parse.hpp>
#include <urikit/repair.hpp>

#include "guard_page.hpp"
#include "href_shortcut.hpp"

#include <boost/json/src.hpp>
#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using urikit::charset;
namespace cs = urikit::charsets;

bool hex(char c) { return cs::hexdig.contains(c); }

/// RFC 3986 step for one component: characters outside `allowed` become %XX (upper-case),
/// a '%' that does not start a triplet becomes %25.
std::string rfc_step(std::string_view s, const charset& allowed) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '%') {
      out += i + 2 < s.size() && hex(s[i + 1]) && hex(s[i + 2]) ? "%" : "%25";
    } else if (allowed.contains(c)) {
      out += static_cast<char>(c);
    } else {
      char triplet[4];
      std::snprintf(triplet, sizeof triplet, "%%%02X", c);
      out += triplet;
    }
  }
  return out;
}

/// The RFC 3986 step over a WHATWG href: each component by its own rule (§3.2.1 userinfo,
/// §3.2.2 reg-name; an IP literal stays, §3.3 path, §3.4 query, §3.5 fragment). In a WHATWG
/// href the first ':' ends the scheme, "//" starts an authority that runs to the first
/// '/', '?' or '#', the path runs to the first '?' or '#', the query to the first '#'.
std::string rfc3986_href(std::string_view href) {
  const std::size_t colon = href.find(':');
  std::string out(href.substr(0, colon + 1));
  std::string_view rest = href.substr(colon + 1);
  if (rest.substr(0, 2) == "//") {
    std::size_t end = rest.find_first_of("/?#", 2);
    if (end == std::string_view::npos) end = rest.size();
    std::string_view authority = rest.substr(2, end - 2);
    out += "//";
    const std::size_t at = authority.rfind('@');
    if (at != std::string_view::npos) {
      out += rfc_step(authority.substr(0, at), cs::userinfo) + "@";
      authority.remove_prefix(at + 1);
    }
    std::size_t host_end = authority.size();
    if (!authority.empty() && authority[0] == '[') host_end = authority.find(']') + 1;
    else if (authority.rfind(':') != std::string_view::npos) host_end = authority.rfind(':');
    const std::string_view host = authority.substr(0, host_end);
    out += !host.empty() && host[0] == '[' ? std::string(host) : rfc_step(host, cs::reg_name);
    out += authority.substr(host_end);
    rest.remove_prefix(end);
  }
  std::size_t path_end = rest.find_first_of("?#");
  if (path_end == std::string_view::npos) path_end = rest.size();
  out += rfc_step(rest.substr(0, path_end), cs::path);
  rest.remove_prefix(path_end);
  if (!rest.empty() && rest[0] == '?') {
    std::size_t query_end = rest.find('#');
    if (query_end == std::string_view::npos) query_end = rest.size();
    out += "?" + rfc_step(rest.substr(1, query_end - 1), cs::query);
    rest.remove_prefix(query_end);
  }
  if (!rest.empty()) out += "#" + rfc_step(rest.substr(1), cs::fragment);
  return out;
}

boost::json::value load_wpt() {
  std::ifstream file(URIKIT_TEST_DATA_DIR "/wpt/urltestdata.json", std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return boost::json::parse(text.str());
}

}  // namespace

BOOST_AUTO_TEST_SUITE(href_test)

BOOST_AUTO_TEST_CASE(rfc_step_of_the_test_itself) {
  // The helper above, on cases worked out by hand from RFC 3986's ABNF.
  BOOST_TEST(rfc3986_href("http://h/a|b^c{d}") == "http://h/a%7Cb%5Ec%7Bd%7D");
  BOOST_TEST(rfc3986_href("sc:a b%zz") == "sc:a%20b%25zz");
  BOOST_TEST(rfc3986_href("http://h/?[x]#a#b") == "http://h/?%5Bx%5D#a%23b");
  BOOST_TEST(rfc3986_href("http://u:p@[::1]:8/") == "http://u:p@[::1]:8/");
  BOOST_TEST(rfc3986_href("sc://a{b}/%41%4") == "sc://a%7Bb%7D/%41%254");
}

BOOST_AUTO_TEST_CASE(wpt_urltestdata) {
  const boost::json::value data = load_wpt();
  std::size_t run = 0, passed = 0;
  for (const auto& entry : data.as_array()) {
    if (!entry.is_object()) continue;  // comments
    const auto& object = entry.as_object();
    const std::string input(object.at("input").as_string());
    const bool has_base = !object.at("base").is_null();
    const std::string base_text = has_base ? std::string(object.at("base").as_string()) : std::string();
    const bool expect_failure = object.contains("failure");
    ++run;
    urikit::result<urikit::web_url> base = urikit::error{urikit::errc::not_a_url, 0};
    if (has_base) base = urikit::parse_web_url(base_text);
    if (has_base && !base) {
      BOOST_CHECK_MESSAGE(expect_failure, "base <" << base_text << "> fails for input <" << input << ">");
      passed += expect_failure;
      continue;
    }
    const auto got = urikit::parse_web_url(input, has_base ? &*base : nullptr);
    if (expect_failure) {
      BOOST_CHECK_MESSAGE(!got, "<" << input << "> against <" << base_text << "> should fail, gave <"
                                    << (got ? got->href() : "") << ">");
      if (!got) {
        BOOST_CHECK(got.error().code == urikit::errc::not_a_url);
        BOOST_CHECK(got.error().offset <= input.size());
        ++passed;
      }
      continue;
    }
    const std::string expected = rfc3986_href(std::string(object.at("href").as_string()));
    BOOST_CHECK_MESSAGE(got, "<" << input << "> against <" << base_text << "> failed, expected <" << expected << ">");
    if (!got) continue;
    bool ok = got->href() == expected;
    BOOST_CHECK_MESSAGE(ok, "<" << input << "> against <" << base_text << ">: <" << got->href() << "> expected <"
                                << expected << ">");
    // The output is RFC 3986, and its parts are where web_url says.
    const auto strict = urikit::parse_uri(got->href());
    BOOST_CHECK_MESSAGE(strict, "<" << got->href() << "> is not a strict RFC 3986 URI");
    const std::string protocol(object.at("protocol").as_string());
    BOOST_CHECK_EQUAL(std::string(got->scheme()) + ":", protocol);
    BOOST_CHECK_EQUAL(got->port(), std::string_view(object.at("port").as_string()));
    const std::string hostname(object.at("hostname").as_string());
    BOOST_CHECK_EQUAL(got->host(), !hostname.empty() && hostname[0] == '[' ? hostname : rfc_step(hostname, cs::reg_name));
    BOOST_CHECK_EQUAL(got->path(), rfc_step(std::string(object.at("pathname").as_string()), cs::path));
    passed += ok && strict;
  }
  // Every entry passes: none is excepted (not even for ICU 72's Unicode 15.0 tables).
  BOOST_TEST_MESSAGE("urltestdata.json: " << run << " entries, " << passed << " pass");
  BOOST_TEST(run == 891u);
  BOOST_TEST(passed == run);
}

BOOST_AUTO_TEST_CASE(shortcut_agrees_with_the_state_machine) {
  // Wherever the shortcut answers, its text and layout are the state machine's: on every
  // WPT input and on variations of the shapes it takes (case, ports, dots, quotes, numbers).
  std::vector<std::string> inputs = {
      "https://Example.COM", "HTTP://h:80/", "http://h:080/a", "http://h:8080", "https://h:443/?a'b'#c'",
      "ws://h/a/../b", "wss://h:443/%2e/x", "ftp://h:21/x/.%2E/y", "http://1.2.3.4:0/", "http://h.0x1/",
      "http://h.09/", "http://h.123/", "http://h./", "http://a%41/", "http://u@h/", "https://h:65536/",
      "https://h:65535/", "http:///x", "file://h/x", "HtTpS://WWW.A.B/P?Q#F", "http://h/a/b.c/.d/e",
      "http://h//x", "http://h/x?y=%41&z=/./", "http://h/%7e", "http://h/a%2", "git://h/x",
      // the eight-byte steps of the checks: numbers and dots near word boundaries
      "http://2130706433/", "http://a.0x7f000001/", "http://host.example.12345678/",
      "http://www.longlabel12345.com/", "http://abcdefgh.ij/", "http://abcdefg.09/",
      "https://h/abcdef/./x", "https://h/abcdefg/.x", "https://h/abcdefgh/..", "https://h/a/b/c/d/e/%2e/",
      "https://h/abcdefghijklm/.", "https://h/abcdefghijklmn/%2E%2e", "HTTPS://ABCDEFGHIJKLMNOP.EXAMPLE/Q",
      "https://h/a.b/c.d/e.f/g.h/i.j/k.l/m.n", "wSs://H:0443/", "Ftp://h:21", "http://h%41.com/"};
  // A dot segment, and each pair the dot-segment check also declines ("/$", "/&", "/'", "/,",
  // "/-", "//"), at every offset across two eight-byte steps of the path.
  for (std::size_t k = 0; k < 20; ++k)
    for (const char* pair : {"/./", "/../", "/%2e/", "/.", "/$/", "/&/", "/'/", "/,/", "/-/", "//", "/x/", "/a.b"})
      inputs.push_back("http://h/" + std::string(k, 'p') + pair + "q");
  const boost::json::value data = load_wpt();
  for (const auto& entry : data.as_array())
    if (entry.is_object()) inputs.emplace_back(entry.as_object().at("input").as_string());
  std::size_t taken = 0;
  for (const auto& input : inputs) {
    std::string fast, slow;
    urikit::detail::href_layout layout;
    if (!urikit::detail::href_shortcut(input, fast, layout)) continue;
    ++taken;
    const auto general = urikit::detail::href_general(input, nullptr, slow);
    BOOST_REQUIRE_MESSAGE(general, "<" << input << ">: the shortcut answers, the state machine fails");
    BOOST_CHECK_EQUAL(fast, slow);
    BOOST_CHECK(layout.scheme_end == general->scheme_end && layout.host_start == general->host_start &&
                layout.host_end == general->host_end && layout.path_start == general->path_start &&
                layout.path_end == general->path_end && layout.query_end == general->query_end &&
                layout.has_host == general->has_host && layout.special == general->special &&
                layout.opaque_path == general->opaque_path);
  }
  BOOST_TEST(taken >= 20u);  // the shortcut is exercised, not bypassed
}

BOOST_AUTO_TEST_CASE(repair_is_the_rfc3986_step_of_a_browser_href) {
  // The two readings meet: for a string a browser already wrote (a WHATWG href), repair()
  // encodes exactly what href()'s RFC 3986 step encodes, so repair(whatwg href) is href()'s
  // output. (On raw input they differ by design: repair changes nothing else.)
  const boost::json::value data = load_wpt();
  std::size_t compared = 0;
  for (const auto& entry : data.as_array()) {
    if (!entry.is_object() || !entry.as_object().contains("href")) continue;
    const std::string whatwg(entry.as_object().at("href").as_string());
    const urikit::repaired_uri repaired = urikit::repair(whatwg);
    BOOST_CHECK_MESSAGE(repaired.output == rfc3986_href(whatwg),
                        "repair(<" << whatwg << ">) = <" << repaired.output << ">, href gives <" << rfc3986_href(whatwg) << ">");
    ++compared;
  }
  BOOST_TEST(compared > 600u);
  // On raw input repair is minimal: nothing but forbidden characters changes.
  // (the leading space makes it a relative path whose first segment holds a colon: "./")
  BOOST_TEST(urikit::repair(" HTTP://Bücher.example/a b").output == "./%20HTTP://B%C3%BCcher.example/a%20b");
  BOOST_TEST(*urikit::href(" HTTP://Bücher.example/a b") == "http://xn--bcher-kva.example/a%20b");
}

BOOST_AUTO_TEST_CASE(never_reads_past_the_input) {
  // Every WPT input (and its base), and every proper prefix of a few long links, placed so
  // that its last byte is the last readable byte before an inaccessible page: a read past
  // the input faults. Both the shortcut and the state machine run.
  urikit_test::end_of_page_buffer input_page, base_page;
  const boost::json::value data = load_wpt();
  std::vector<std::pair<std::string, std::string>> cases;
  for (const auto& entry : data.as_array()) {
    if (!entry.is_object()) continue;
    const auto& object = entry.as_object();
    cases.emplace_back(std::string(object.at("input").as_string()),
                       object.at("base").is_null() ? std::string() : std::string(object.at("base").as_string()));
  }
  for (std::string link : {"HTTPS://www.Example.COM:443/a/b/c.html?q='1'#f", "file:///C:/x/../y%2e/z?q#f",
                           "http://0x7f.1:8080/%2e%2E/a b", "sc://h:1/a\\b?c#d", "https://bücher.example/x"})
    for (std::size_t n = 0; n <= link.size(); ++n) cases.emplace_back(link.substr(0, n), "");
  std::string out;
  for (const auto& [input, base_text] : cases) {
    urikit::result<urikit::web_url> base = urikit::error{urikit::errc::not_a_url, 0};
    if (!base_text.empty()) {
      char* b = base_page.room(base_text.size());
      std::copy(base_text.begin(), base_text.end(), b);
      base = urikit::parse_web_url(std::string_view(b, base_text.size()));
    }
    char* in = input_page.room(input.size());
    std::copy(input.begin(), input.end(), in);
    out.clear();
    (void)urikit::href_into(out, std::string_view(in, input.size()), base ? &*base : nullptr);
  }
  BOOST_TEST(cases.size() > 1000u);
}

BOOST_AUTO_TEST_CASE(links_of_the_issue) {
  // The links of issue 18 that no strict pipeline could read: whitespace trimmed, the IDN
  // host through UTS #46 (bücher -> xn--bcher-kva), the space encoded.
  BOOST_TEST(*urikit::href("  http://bücher.example/a b  ") == "http://xn--bcher-kva.example/a%20b");
  BOOST_TEST(*urikit::href("http:example.com") == "http://example.com/");
  BOOST_TEST(*urikit::href("http://0x7f.1/") == "http://127.0.0.1/");
  BOOST_TEST(*urikit::href("HTTP://EXAMPLE.COM:80\\a\\..\\b?c d#e f") == "http://example.com/b?c%20d#e%20f");
  BOOST_TEST(*urikit::href("http://h/%zz|^{}") == "http://h/%25zz%7C%5E%7B%7D");
  BOOST_TEST(*urikit::href("mailto:a b@c") == "mailto:a%20b@c");
  BOOST_TEST(*urikit::href("http://h/a/%2e%2E/b/./%2e") == "http://h/b/");
}

BOOST_AUTO_TEST_CASE(relative_links_against_their_page) {
  const auto page = urikit::parse_web_url("https://example.org/docs/guide/index.html?x=1#top");
  BOOST_REQUIRE(page);
  BOOST_TEST(*urikit::href("../img/a b.png", &*page) == "https://example.org/docs/img/a%20b.png");
  BOOST_TEST(*urikit::href("//cdn.example.net/x.js", &*page) == "https://cdn.example.net/x.js");
  BOOST_TEST(*urikit::href("?y=2", &*page) == "https://example.org/docs/guide/index.html?y=2");
  BOOST_TEST(*urikit::href("#s", &*page) == "https://example.org/docs/guide/index.html?x=1#s");
  BOOST_TEST(*urikit::href("", &*page) == "https://example.org/docs/guide/index.html?x=1");
  BOOST_TEST(*urikit::href("\\\\other\\p", &*page) == "https://other/p");
  BOOST_TEST(*urikit::href("https:rel", &*page) == "https://example.org/docs/guide/rel");
  const auto not_a_base = urikit::href("rel");
  BOOST_REQUIRE(!not_a_base);
  BOOST_TEST(not_a_base.error().code == urikit::errc::not_a_url);
}

BOOST_AUTO_TEST_CASE(errors_carry_offsets) {
  // Offsets are in the caller's input: past trimmed spaces and removed tabs.
  auto r = urikit::href("http://exa mple.com/");
  BOOST_REQUIRE(!r);
  BOOST_TEST(r.error().code == urikit::errc::not_a_url);
  BOOST_TEST(r.error().offset == 7u);  // the host
  r = urikit::href("  http://h:12x/");
  BOOST_REQUIRE(!r);
  BOOST_TEST(r.error().offset == 13u);  // the 'x' in the port
  r = urikit::href("\thttp://\th:99999/");
  BOOST_REQUIRE(!r);
  BOOST_TEST(r.error().offset == 11u);  // the port's first digit, counting both tabs
}

// The WHATWG reading runs ToASCII with VerifyDnsLength off: a non-ASCII host whose ASCII
// form is longer than DNS allows is still a URL (node's URL accepts both; a review found
// the IRI functions' DNS bound applied here too). Only idna_web.hpp's 64 KiB bound on
// ICU's work remains.
BOOST_AUTO_TEST_CASE(hosts_longer_than_dns_allows) {
  const std::string a250(250, 'a');
  BOOST_TEST(*urikit::href("http://" + a250 + ".\u00FC/") == "http://" + a250 + ".xn--tda/");
  std::string many, many_ascii;
  for (int i = 0; i < 200; ++i) {
    many += "\u00FC.";
    many_ascii += "xn--tda.";
  }
  BOOST_TEST(*urikit::href("http://" + many + "/") == "http://" + many_ascii + "/");
  // ASCII hosts have no bound but the input's (they never reach ICU).
  const std::string long_ascii(70000, 'b');
  BOOST_TEST(*urikit::href("http://" + long_ascii + "/") == "http://" + long_ascii + "/");
  // Past 64 KiB a non-ASCII host is refused (documented in docs/href.md).
  const auto r = urikit::href("http://" + std::string(70000, 'b') + ".\u00FC/");
  BOOST_REQUIRE(!r);
  BOOST_TEST(r.error().code == urikit::errc::not_a_url);
}

BOOST_AUTO_TEST_CASE(web_url_parts) {
  const auto u = urikit::parse_web_url("HTTPS://user:pa%ss@[0:0::1]:8443/p/../q?a'b#f");
  BOOST_REQUIRE(u);
  BOOST_TEST(u->href() == "https://user:pa%25ss@[::1]:8443/q?a%27b#f");
  BOOST_TEST(u->scheme() == "https");
  BOOST_TEST(u->userinfo() == "user:pa%25ss");
  BOOST_TEST(u->host() == "[::1]");
  BOOST_TEST(u->port() == "8443");
  BOOST_TEST(u->path() == "/q");
  BOOST_TEST(u->query() == "a%27b");
  BOOST_TEST(u->fragment() == "f");
  BOOST_TEST(u->is_special());
  BOOST_TEST(!u->has_opaque_path());
  const auto opaque = urikit::parse_web_url("web+demo:/.//not-a-host/");
  BOOST_REQUIRE(opaque);
  BOOST_TEST(opaque->href() == "web+demo:/.//not-a-host/");
  BOOST_TEST(opaque->path() == "//not-a-host/");
  BOOST_TEST(!opaque->has_host());
}

BOOST_AUTO_TEST_CASE(href_into_appends) {
  std::string out = "previous contents that are longer than the result ";
  BOOST_REQUIRE(urikit::href_into(out, "http://a/"));
  BOOST_TEST(out == "previous contents that are longer than the result http://a/");
  out.clear();
  BOOST_REQUIRE(urikit::href_into(out, "x:y"));
  BOOST_TEST(out == "x:y");
  BOOST_REQUIRE(!urikit::href_into(out, "http://h:99999/"));  // port out of range: failure
  BOOST_TEST(out == "x:y");                                   // and `out` as it was
}

BOOST_AUTO_TEST_SUITE_END()
