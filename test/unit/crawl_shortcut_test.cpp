// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The plain-link shortcut of the google and ia profiles and of surt() (src/crawl/
// handy_shortcut.cpp) against the general path (parse_handy_url(), every step,
// write_handy_url()): on every input it takes, the same bytes, for each canonicalizer and
// each surt option; it declines what it must; and it is taken for ordinary links.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <boost/json.hpp>  // the definitions come from href_test.cpp's <boost/json/src.hpp>
#include <boost/test/unit_test.hpp>
#include <urikit/canonicalize.hpp>
#include <urikit/surt.hpp>

#include "crawl/handy_shortcut.hpp"
#include "crawl/link_bits.hpp"
#include "crawl/urlcanon_canon.hpp"
#include "crawl/w3lib.hpp"
#include "kernels.hpp"

namespace json = boost::json;
using urikit::detail::handy_canonicalizer;
using urikit::detail::handy_step_options;
using urikit::detail::handy_write_options;
using urikit::detail::urlcanon_canonicalizer;

namespace {

/// Every string argument of a test file of test/data/crawl/ (surt's and w3lib's cases).
void add_inputs(const char* name, std::vector<std::string>& inputs) {
  std::ifstream in(std::string(URIKIT_TEST_DATA_DIR) + "/crawl/" + name, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  const json::value cases = json::parse(text.str());
  for (const json::value& c : cases.as_array())
    for (const json::value& arg : c.at("args").as_array())
      if (arg.is_string()) inputs.emplace_back(arg.as_string());
}

/// Links built from pieces that each touch one step: case, www prefixes, IP forms, ports,
/// userinfo, IDNs, escapes, dot and empty segments, session ids, query order, fragments,
/// a trailing '?', whitespace. Every 5th of the pieces' product, so each piece meets many
/// others.
std::vector<std::string> made_links() {
  const std::vector<std::string> schemes = {"http://", "https://", "HTTP://", "ftp://", "", "http://http://", "file://"};
  const std::vector<std::string> hosts = {
      "example.com", "WWW.Example.COM", "www2.example.org", "www.com", "wwwx.com", "www12.a-b.c", "a-b.c",
      "123.com", "1.2.3.4", "10.0.0.1", "017.1", "4294967297", "a..b", ".a.b", "a.b.", "xn--bcher-kva.de",
      "b\303\274cher.de", "exa%6dple.com", "host:80", "host:8080", "host:443", "user@host", "[::1]", "a_b.com",
      "", "-", "abcdefgh..com", "example..com", "abcdefghijklmnop.example..com", "www.1.2.3.4"};
  const std::vector<std::string> paths = {
      "", "/", "/a", "/A/B/", "/a//b", "/a/./b", "/a/../b", "/..", "/.", "/a/b.aspx",
      "/(S(abcdefghijklmnopqrstuvwx))/x.aspx", "/a b", "/a%20b", "/%7Euser", "/~user/", "/INDEX.HTML",
      "/a/b/c/", "/p.ASPX/", "/a/.b/..c/", "/x;jsessionid=1", "/a;p=1", "/a|b'c(d)", "/a+b*,!$", "/a\"b", "/{x}", "//x", "/a/./bcdefgh",
      "/abc/../defgh", "/abcdefg/..", "/abcdefghijk/./", "/abcdefgh//x", "/v.asp/", "/d.ashx", "/.aspx", "/aspx/"};
  const std::vector<std::string> queries = {
      "", "?", "?a=1", "?b=2&a=1", "?id=5", "?jsessionid=0123456789abcdef0123456789ABCDEF&x=1",
      "?x=1&sid=0123456789abcdef0123456789abcdef", "?a&a=&a=1", "?Q=Z&q=a", "?%26=1&b", "?a=1&&b", "?x?y",
      "?cfid=1&cftoken=2&z", "?a=b+c", "?b=1;a=2", "?u=/x:y@z", "?q=a%20b", "?k", "?=v", "?a=[1]&b=|"};
  const std::vector<std::string> fragments = {"", "#", "#frag", "#f?", "#a b"};
  const std::vector<std::string> around = {"", " ", "\n", "\t"};
  std::vector<std::string> out;
  std::size_t k = 0;
  for (const auto& s : schemes)
    for (const auto& h : hosts)
      for (const auto& p : paths)
        for (const auto& q : queries)
          for (const auto& f : fragments)
            if (k++ % 5 == 0) {
              const std::string& w = around[(k / 5) % around.size()];
              out.push_back((k % 3 == 0 ? w : std::string()) + s + h + p + q + f + (k % 3 == 1 ? w : std::string()));
            }
  return out;
}

struct setting {
  const char* name;
  handy_canonicalizer canonicalizer;
  handy_step_options steps;
  handy_write_options write;
};

std::vector<setting> settings() {
  std::vector<setting> all = {{"google", handy_canonicalizer::google, {}, {}},
                              {"ia", handy_canonicalizer::ia, {}, {}}};
  // surt(): every combination of its options.
  for (unsigned bits = 0; bits < 32; ++bits) {
    setting s{"surt", handy_canonicalizer::ia, {}, {}};
    s.write.surt = true;
    s.write.with_scheme = bits & 1;
    s.write.trailing_comma = bits & 2;
    s.write.reverse_ipaddr = bits & 4;
    s.steps.host_massage = bits & 8;
    s.steps.fixed_query = bits & 16;
    all.push_back(s);
  }
  return all;
}

bool shortcut(const std::string& input, const setting& s, std::string& out) {
  out.clear();
  return urikit::detail::handy_plain_shortcut(input, s.canonicalizer, s.steps, s.write, out);
}

/// How often the shortcut took an input, and how often it then differed from the general path.
struct comparison {
  std::size_t taken = 0, mismatches = 0;
};

/// The shortcut against the general path on every input it takes, under every kernel (it
/// reads the link through the scan kernels) and every setting; each difference is reported.
comparison compare_with_general(const std::vector<std::string>& inputs) {
  comparison c;
  urikit::test::for_each_kernel([&](urikit::kernel) {
    for (const setting& s : settings()) {
      for (const std::string& input : inputs) {
        std::string fast, general;
        if (!shortcut(input, s, fast)) continue;
        ++c.taken;
        auto done = urikit::detail::handy_canonicalize_general(input, s.canonicalizer, s.steps, s.write, general);
        if (!done || fast != general) {
          ++c.mismatches;
          BOOST_TEST_INFO(s.name << " with_scheme=" << s.write.with_scheme << " trailing_comma="
                                 << s.write.trailing_comma << " host_massage=" << s.steps.host_massage);
          BOOST_TEST(done.has_value(), "the general path fails on " << input);
          BOOST_TEST(fast == general, "input: " << input);
        }
      }
    }
  });
  return c;
}

/// The inputs of urlcanon's test files (test/data/crawl/urlcanon_*.json): the keys of its
/// input-to-output tables and the "input" of its copy of urltestdata.json.
void add_urlcanon_inputs(std::vector<std::string>& inputs) {
  for (const char* name : {"urlcanon_aggressive.json", "urlcanon_semantic_precise.json",
                           "urlcanon_supplemental_whatwg.json", "urlcanon_urltestdata.json"}) {
    std::ifstream in(std::string(URIKIT_TEST_DATA_DIR) + "/crawl/" + name, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const json::value data = json::parse(text.str());
    if (data.is_object()) {
      for (const auto& row : data.as_object()) inputs.emplace_back(row.key());
    } else {
      for (const json::value& row : data.as_array())
        if (row.is_object()) inputs.emplace_back(row.at("input").as_string());
    }
  }
}

/// Links whose pieces each meet one rule of the urlcanon shortcut: the scheme's spelling,
/// a host's labels ('-' at the ends or third byte, lengths 63/64 and 253/254 in all, a
/// number form at the end), a path, query or fragment byte that some step encodes, decodes
/// or fixes, dot and empty segments, a second '=' in an argument, the query's order. Every
/// 7th of the pieces' product, so each piece meets many others.
std::vector<std::string> urlcanon_made_links() {
  const std::string label63(63, 'a'), name253 = label63 + "." + label63 + "." + label63 + "." + std::string(61, 'b');
  const std::vector<std::string> schemes = {"http://", "https://", "HTTP://", "ftp://", "http:/", "http:\\\\", "https:"};
  const std::vector<std::string> hosts = {
      "a.com", "A.Example.COM", "ab--cd.com", "xn--bcher-kva.de", "-a.com", "a-.com", "a.-b", "a.b-", "a.1",
      "a.0x1f", "1.a", "0x1f.com", "12.34", label63 + ".com", label63 + "a.com", name253, name253 + "b",
      "a.b.", "a..b", "a_b.com", "www.a.com", "a.com:80", "a.com:", "u@a.com", "", "a.com\\x"};
  const std::vector<std::string> paths = {"", "/", "/a=b", "/a\"b", "/a`b", "/{b}", "/<b>", "/a\\b", "/a%2e", "/%2e/",
                                          "/./a", "/a/", "/a//", "/a;b", "/ab/..", "/.a", "/..a", "/A/B"};
  const std::vector<std::string> queries = {"", "?", "?a=b=c", "?b=1&a=2", "?a&&b", "?a=1&a", "?=", "?a=%41",
                                            "?a\"b", "?a<b", "?a`{}", "?&", "?b=2&a=1=2", "?a=b\\c", "?B=1&a=2"};
  const std::vector<std::string> fragments = {"", "#", "#f", "#f#g", "#a%41", "#\"<>", "#?x", "# "};
  std::vector<std::string> out;
  std::size_t k = 0;
  for (const auto& s : schemes)
    for (const auto& h : hosts)
      for (const auto& p : paths)
        for (const auto& q : queries)
          for (const auto& f : fragments)
            if (k++ % 7 == 0) out.push_back(s + h + p + q + f);
  return out;
}

constexpr urlcanon_canonicalizer urlcanon_canonicalizers[] = {
    urlcanon_canonicalizer::whatwg, urlcanon_canonicalizer::semantic_precise, urlcanon_canonicalizer::semantic,
    urlcanon_canonicalizer::aggressive};

/// urlcanon's shortcut against its general path on every input it takes, under every kernel
/// (it reads runs through the scan kernels) and every canonicalizer.
comparison compare_urlcanon_with_general(const std::vector<std::string>& inputs) {
  comparison c;
  urikit::test::for_each_kernel([&](urikit::kernel) {
    for (urlcanon_canonicalizer which : urlcanon_canonicalizers) {
      for (const std::string& input : inputs) {
        std::string fast, general;
        if (!urikit::detail::urlcanon_plain_shortcut(input, which, fast)) {
          BOOST_TEST(fast.empty());
          continue;
        }
        ++c.taken;
        auto done = urikit::detail::urlcanon_canonicalize_general(input, which, general);
        if (!done || fast != general) {
          ++c.mismatches;
          BOOST_TEST_INFO("canonicalizer " << static_cast<int>(which));
          BOOST_TEST(done.has_value(), "the general path fails on " << input);
          BOOST_TEST(fast == general, "input: " << input);
        }
      }
    }
  });
  return c;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(crawl_shortcut_test)

BOOST_AUTO_TEST_CASE(equals_the_general_path_on_every_input_it_takes) {
  std::vector<std::string> inputs = made_links();
  add_inputs("surt_tests.json", inputs);
  add_inputs("w3lib_canonicalize_tests.json", inputs);
  const comparison c = compare_with_general(inputs);
  BOOST_TEST_MESSAGE("shortcut taken " << c.taken << " times over " << inputs.size() << " inputs x "
                                       << settings().size() << " settings");
  BOOST_TEST(c.mismatches == 0u);
  // The pieces make plain links often enough that the comparison means something.
  BOOST_TEST(c.taken > inputs.size() * settings().size() / 50);
}

// The shortcut reads the link as 64-bit class masks (32-byte vector blocks with AVX2): each
// byte that ends a run or makes a link not plain (a doubled '.', a '/' before '.' or '/', a
// '%', a space, a ':' after the host, a capital) put at every offset of a long host and path,
// under each scheme length, so that it falls at each place in a block and a word.
BOOST_AUTO_TEST_CASE(equals_the_general_path_at_every_word_offset) {
  const std::string host = "ab.cd.ef.gh.ij.kl.mn.op", path = "/abcdefghijklmnopqrstuvwx/yz";
  const std::vector<std::string> marks = {"..", ".", "/", "//", "/./", "/../", "-", "_", "%", "%41", " ", ":", "?",
                                          "#", "@", "X", "\x7F", "\x80", std::string(1, '\0'), "1.2"};
  std::vector<std::string> inputs;
  for (const char* scheme : {"ftp://", "http://", "https://", "gopher://", "abcdefgh://"}) {
    for (const std::string& m : marks) {
      for (std::size_t k = 0; k <= host.size(); ++k)
        inputs.push_back(scheme + host.substr(0, k) + m + host.substr(k) + path);
      for (std::size_t k = 0; k <= path.size(); ++k)
        inputs.push_back(scheme + host + path.substr(0, k) + m + path.substr(k) + "?b=1&a=2");
    }
    for (std::size_t k = 1; k <= 17; ++k) inputs.push_back(scheme + host.substr(0, k) + "x/");  // every host length
  }
  const comparison c = compare_with_general(inputs);
  BOOST_TEST(c.mismatches == 0u);
  BOOST_TEST(c.taken > inputs.size());  // plain for many settings each
}

// A link longer than the shortcut reads (448 bytes) takes the general path, to the same key.
BOOST_AUTO_TEST_CASE(long_links_take_the_general_path) {
  const setting ia{"ia", handy_canonicalizer::ia, {}, {}};
  for (std::size_t length : {100u, 447u, 448u, 449u, 2000u}) {
    const std::string input = "http://www.Example.com/" + std::string(length - 23, 'A');
    BOOST_REQUIRE_EQUAL(input.size(), length);
    std::string out;
    BOOST_TEST(shortcut(input, ia, out) == (length <= 448), length);
    // ia: lower case, the www prefix gone.
    BOOST_TEST(urikit::canonicalize(input, urikit::canon_profile::ia).value() ==
               "http://example.com/" + std::string(length - 23, 'a'));
  }
}

BOOST_AUTO_TEST_CASE(w3lib_equals_the_general_path_on_every_input_it_takes) {
  std::vector<std::string> inputs = made_links();
  add_inputs("surt_tests.json", inputs);
  add_inputs("w3lib_canonicalize_tests.json", inputs);
  std::size_t taken = 0, mismatches = 0;
  for (const std::string& input : inputs) {
    std::string fast, general;
    if (!urikit::detail::w3lib_plain_shortcut(input, fast)) {
      BOOST_TEST(fast.empty());
      continue;
    }
    ++taken;
    auto done = urikit::detail::w3lib_canonicalize_general(input, general);
    if (!done || fast != general) {
      ++mismatches;
      BOOST_TEST(done.has_value(), "the general path fails on " << input);
      BOOST_TEST(fast == general, "input: " << input);
    }
  }
  BOOST_TEST_MESSAGE("w3lib shortcut taken for " << taken << " of " << inputs.size() << " inputs");
  BOOST_TEST(mismatches == 0u);
  BOOST_TEST(taken > inputs.size() / 50);
}

BOOST_AUTO_TEST_CASE(w3lib_declines_what_a_step_would_change) {
  for (const char* input : {"HTTP://a.com/", "ftp://a.com/", "//a.com/", " http://a.com/", "http://a.com:80/",
                            "http://u@a.com/", "http://[::1]/", "http://b\303\274cher.de/", "http://a.com/%41",
                            "http://a.com/a b", "http://a.com/a;p", "http://a.com/a\"b", "http://a.com/?q=%20",
                            "http://a.com/?q=a b", "http://a.com/?q={}", "http://a.com/#a b", "http:////a",
                            "file:////a", "file://a.com/a;p%41"}) {
    std::string out;
    BOOST_TEST(!urikit::detail::w3lib_plain_shortcut(input, out), input);
    BOOST_TEST(out.empty());
  }
  // Values from w3lib 2.1.1's own canonicalize_url tests (test_url.py): plain links.
  const std::pair<const char*, const char*> rows[] = {
      {"http://www.example.com/do?c=1&b=2&a=3", "http://www.example.com/do?a=3&b=2&c=1"},
      {"http://www.example.com", "http://www.example.com/"},
      {"http://www.EXAMPLE.com/", "http://www.example.com/"},
      {"http://www.example.com/do?c=3&b=5&b=2&a=50", "http://www.example.com/do?a=50&b=2&b=5&c=3"},
      {"file:///home/user/a;b.txt", "file:///home/user/a;b.txt"},  // worked out: file: has no params
  };
  for (const auto& [input, expected] : rows) {
    std::string out;
    BOOST_TEST(urikit::detail::w3lib_plain_shortcut(input, out), input);
    BOOST_TEST(out == expected);
    BOOST_TEST(urikit::canonicalize(input, urikit::canon_profile::w3lib).value() == expected);
  }
}

BOOST_AUTO_TEST_CASE(declines_what_a_step_would_change) {
  const setting ia{"ia", handy_canonicalizer::ia, {}, {}};
  for (const char* input :
       {"HTTP://a.com/", "dns:a.com", "dns://a.com/", "a.com/", "Http://a.com/", "1http://a.com/", " http://a.com/", "http://a.com/\n", "http://a.com:80/",
        "http://a.com:8080/", "http://u@a.com/", "http://1.2.3.4/", "http://10.1/", "http://4294967297/",
        "http://a..b/", "http://.a.b/", "http://a.b./", "http://b\303\274cher.de/", "http://exa%6dple.com/",
        "http://a.com/%41", "http://a.com/a b", "http://a.com//x", "http://a.com/a/./b", "http://a.com/a/../b",
        "http://a.com/..", "http://a.com/.", "http://[::1]/",
        "http://example..com/x", "http://abcdefgh..com/", "http://a.com/a/./bcdefgh", "http://a.com/abc/../defgh",
        "http://a.com/abcdefg/..", "http://a_b.com/", "http:///a", "http://a.com/\x7F"}) {
    std::string out;
    BOOST_TEST(!shortcut(input, ia, out), input);
    BOOST_TEST(out.empty());
  }
}

// Expected keys worked out by hand from surt 0.3.1's steps (docs/crawler-keys.md): lower
// case, the www prefix gone, the trailing '/' gone, the query sorted, the fragment dropped;
// each is also checked to come from the shortcut.
BOOST_AUTO_TEST_CASE(ordinary_links_take_it) {
  struct row {
    const char* input;
    const char* surt;
    const char* ia;
    const char* google;
  };
  const row rows[] = {
      {"http://www.Example.com/A/B/?b=2&a=1#x", "com,example)/a/b?a=1&b=2", "http://example.com/a/b?a=1&b=2",
       "http://www.example.com/A/B/?b=2&a=1"},
      {"ftp://www.Example.com/Pub/", "com,example)/pub", "ftp://example.com/pub", "ftp://www.example.com/Pub/"},
      {"https://archive.org", "org,archive)/", "https://archive.org/", "https://archive.org/"},
      {"http://www2.a-b.co.uk/x.html?", "uk,co,a-b)/x.html", "http://a-b.co.uk/x.html", "http://www2.a-b.co.uk/x.html?"},
      // The session id goes with the '&' before it kept (surt's regex keeps group 1 whole,
      // as its own test of "?one=two&jsessionid=..." shows), and "" sorts first.
      {"http://example.com/p?id=1&jsessionid=0123456789abcdef0123456789abcdef", "com,example)/p?&id=1",
       "http://example.com/p?&id=1", "http://example.com/p?id=1&jsessionid=0123456789abcdef0123456789abcdef"},
  };
  const setting surt{"surt", handy_canonicalizer::ia, {}, {true, false, false, true}};
  const setting ia{"ia", handy_canonicalizer::ia, {}, {}};
  const setting google{"google", handy_canonicalizer::google, {}, {}};
  for (const row& r : rows) {
    std::string out;
    BOOST_TEST(shortcut(r.input, surt, out), r.input);
    BOOST_TEST(out == r.surt);
    BOOST_TEST(shortcut(r.input, ia, out), r.input);
    BOOST_TEST(out == r.ia);
    BOOST_TEST(shortcut(r.input, google, out), r.input);
    BOOST_TEST(out == r.google);
    BOOST_TEST(urikit::surt(r.input).value() == r.surt);
    BOOST_TEST(urikit::canonicalize(r.input, urikit::canon_profile::ia).value() == r.ia);
    BOOST_TEST(urikit::canonicalize(r.input, urikit::canon_profile::google).value() == r.google);
  }
}

// hostToSURT()'s split('.'), reverse, join(','), written the plain way, against
// write_host_surt()'s word-at-a-time reading and 16-byte label blocks (up to 64 bytes) and
// its byte loop (longer), for hosts of every length up to 130 with dots at varied places,
// doubled and at the ends.
BOOST_AUTO_TEST_CASE(host_surt_equals_split_reverse_join) {
  const auto reference = [](const std::string& host) {
    std::vector<std::string> labels(1);
    for (char c : host) {
      if (c == '.') labels.emplace_back();
      else labels.back() += c;
    }
    std::string out;
    for (auto it = labels.rbegin(); it != labels.rend(); ++it) out += (it == labels.rbegin() ? "" : ",") + *it;
    return out;
  };
  std::size_t checked = 0;
  for (std::size_t n = 0; n <= 130; ++n) {
    for (std::size_t step : {2u, 3u, 5u, 7u, 11u, 64u}) {
      std::string host(n, 'a');
      for (std::size_t i = 0; i < n; ++i) host[i] = static_cast<char>('a' + i % 26);
      for (std::size_t i = step % 4; i < n; i += step) host[i] = '.';
      if (n > 3 && step == 7) host[n - 1] = host[n - 2] = '.';
      const std::string got = urikit::detail::host_to_surt(host, true);
      BOOST_TEST(got == reference(host), "host: " << host);
      // Written in place, with dots in the slack past the host (which must not read as
      // labels), nothing written past the slack.
      std::string padded = host + std::string(urikit::detail::host_surt_slack, '.');
      std::string written(n + urikit::detail::host_surt_slack + 8, '#');
      char* end = urikit::detail::write_host_surt(written.data(), std::string_view(padded.data(), n), true);
      BOOST_TEST(written.substr(0, n) == reference(host), "host: " << host);
      BOOST_TEST(end == written.data() + n);
      BOOST_TEST(written.substr(n + urikit::detail::host_surt_slack) == "########");
      ++checked;
    }
  }
  BOOST_TEST(checked == 131u * 6u);
}

BOOST_AUTO_TEST_CASE(urlcanon_equals_the_general_path_on_every_input_it_takes) {
  std::vector<std::string> inputs = urlcanon_made_links();
  const std::vector<std::string> handy_links = made_links();
  inputs.insert(inputs.end(), handy_links.begin(), handy_links.end());
  add_urlcanon_inputs(inputs);
  add_inputs("surt_tests.json", inputs);
  add_inputs("w3lib_canonicalize_tests.json", inputs);
  const comparison c = compare_urlcanon_with_general(inputs);
  BOOST_TEST_MESSAGE("urlcanon shortcut taken " << c.taken << " times over " << inputs.size() << " inputs");
  BOOST_TEST(c.mismatches == 0u);
  BOOST_TEST(c.taken > inputs.size() / 50);
}

// Each byte that ends a run or makes a link not plain put at every offset of a long host,
// path, query and fragment, so that it falls at each place of a vector block.
BOOST_AUTO_TEST_CASE(urlcanon_equals_the_general_path_at_every_offset) {
  const std::string host = "ab.cd.ef.gh.ij.kl.mn.op.qr.st.uv", path = "/abcdefghijklmnopqrstuvwxyz0123456789/yz";
  const std::string query = "?b=1&a=2&cdefghijklmnopqrstuvwxyz=0123456789", fragment = "#abcdefghijklmnopqrstuvwxyz0";
  const std::vector<std::string> marks = {"..", ".", "/", "//", "/./", "/../", "-", "--", "_", "%", "%41", " ", ":",
                                          "?", "#", "@", "=", "&", "\\", "\"", "`", "X", "\x7F", "\x80",
                                          std::string(1, '\0'), "1.2"};
  std::vector<std::string> inputs;
  for (const char* scheme : {"http://", "https://"}) {
    for (const std::string& m : marks) {
      for (std::size_t k = 0; k <= host.size(); ++k)
        inputs.push_back(scheme + host.substr(0, k) + m + host.substr(k) + path + query + fragment);
      for (std::size_t k = 0; k <= path.size(); ++k)
        inputs.push_back(scheme + host + path.substr(0, k) + m + path.substr(k) + query);
      for (std::size_t k = 1; k <= query.size(); ++k)
        inputs.push_back(scheme + host + path + query.substr(0, k) + m + query.substr(k) + fragment);
      for (std::size_t k = 1; k <= fragment.size(); ++k)
        inputs.push_back(scheme + host + query + fragment.substr(0, k) + m + fragment.substr(k));
    }
  }
  const comparison c = compare_urlcanon_with_general(inputs);
  BOOST_TEST(c.mismatches == 0u);
  BOOST_TEST(c.taken > inputs.size());  // plain for several canonicalizers each
}

BOOST_AUTO_TEST_CASE(urlcanon_declines_what_a_step_would_change) {
  const std::string label64(64, 'a');
  const std::vector<std::string> inputs = {
      "HTTP://a.com/", "ftp://a.com/", "http:/a.com/", "http:\\\\a.com/", " http://a.com/", "http://a.com/ ",
      "http://a.com:80/", "http://u@a.com/", "http://[::1]/", "http://1.2.3.4/", "http://a.1/", "http://a.0x1f/",
      "http://xn--bcher-kva.de/", "http://ab--cd.com/", "http://-a.com/", "http://a-.com/", "http://a..b/",
      "http://a.-b.com/", "http://a.b-/",
      "http://a.b./", "http://" + label64 + ".com/", "http://a_b.com/", "http://a.com\\x", "http://a.com/%41",
      "http://a.com/a\\b", "http://a.com/a\"b", "http://a.com/{b}", "http://a.com/a//b", "http://a.com/./a",
      "http://a.com/a/..", "http://a.com/?a\"b", "http://a.com/#f#g", "http://a.com/#f%41",
      "http://b\303\274cher.de/"};
  for (const std::string& input : inputs) {
    for (urlcanon_canonicalizer which : urlcanon_canonicalizers) {
      std::string out;
      BOOST_TEST(!urikit::detail::urlcanon_plain_shortcut(input, which, out), input);
      BOOST_TEST(out.empty());
    }
  }
  // A second '=' in an argument: the semantic steps encode it (%3D); whatwg keeps it.
  std::string out;
  BOOST_TEST(urikit::detail::urlcanon_plain_shortcut("http://a.com/?a=b=c", urlcanon_canonicalizer::whatwg, out));
  for (urlcanon_canonicalizer which : {urlcanon_canonicalizer::semantic_precise, urlcanon_canonicalizer::semantic}) {
    out.clear();
    BOOST_TEST(!urikit::detail::urlcanon_plain_shortcut("http://a.com/?a=b=c", which, out));
  }
}

// Keys worked out by hand from urlcanon 0.3's steps (docs/crawler-keys.md): whatwg lower-cases
// the host and writes "/" for an empty path; semantic_precise also sorts the query's
// arguments as bytes; semantic also drops the fragment. Each is checked to come from the
// shortcut and from canonicalize().
BOOST_AUTO_TEST_CASE(urlcanon_ordinary_links_take_it) {
  struct row {
    const char* input;
    const char* whatwg;
    const char* semantic_precise;
    const char* semantic;
  };
  const row rows[] = {
      {"http://Example.COM", "http://example.com/", "http://example.com/", "http://example.com/"},
      {"https://www.a-b.co.uk/P/q.html?b=2&a=1&B=0#Top", "https://www.a-b.co.uk/P/q.html?b=2&a=1&B=0#Top",
       "https://www.a-b.co.uk/P/q.html?B=0&a=1&b=2#Top", "https://www.a-b.co.uk/P/q.html?B=0&a=1&b=2"},
      {"http://a.com/x?", "http://a.com/x?", "http://a.com/x?", "http://a.com/x?"},
      {"http://a.com/x?a&&=#", "http://a.com/x?a&&=#", "http://a.com/x?&=&a#", "http://a.com/x?&=&a"},
      {"http://a.com/p/?q=a=b", "http://a.com/p/?q=a=b", nullptr, nullptr},
  };
  const std::pair<urlcanon_canonicalizer, urikit::canon_profile> profiles[] = {
      {urlcanon_canonicalizer::whatwg, urikit::canon_profile::urlcanon_whatwg},
      {urlcanon_canonicalizer::semantic_precise, urikit::canon_profile::urlcanon_semantic_precise},
      {urlcanon_canonicalizer::semantic, urikit::canon_profile::urlcanon_semantic}};
  for (const row& r : rows) {
    const char* expected[] = {r.whatwg, r.semantic_precise, r.semantic};
    for (std::size_t i = 0; i < 3; ++i) {
      if (expected[i] == nullptr) continue;
      std::string out = "a stale key";  // replaced, as the general path replaces it
      BOOST_TEST(urikit::detail::urlcanon_plain_shortcut(r.input, profiles[i].first, out), r.input);
      BOOST_TEST(out == expected[i]);
      BOOST_TEST(urikit::canonicalize(r.input, profiles[i].second).value() == expected[i]);
    }
  }
}

// link_bits' word-at-a-time questions (first_outside, first_inside, last_inside, any,
// any_pair) and the word bits_from() gives, against byte loops over the same link: every
// start and every range, for links of 0 to 129 bytes around the word boundaries (64, 128),
// and every 7th of them in longer ones, under every kernel (the masks come from
// classify_exported()).
BOOST_AUTO_TEST_CASE(link_bits_answer_as_byte_loops) {
  static constexpr urikit::charset letters = urikit::charset::range('a', 'z'), dot("."), slash("/");
  static constexpr const urikit::charset* classes[] = {&letters, &dot, &slash};
  const auto in = [](std::size_t c, char b) { return classes[c]->contains(static_cast<unsigned char>(b)); };
  std::vector<std::string> links;
  for (std::size_t n : {0u, 1u, 2u, 7u, 31u, 32u, 33u, 63u, 64u, 65u, 100u, 127u, 128u, 129u, 200u, 447u, 448u}) {
    for (unsigned seed = 1; seed <= 3; ++seed) {
      std::string link(n, 'a');
      for (std::size_t i = 0; i < n; ++i) link[i] = "ab./-c/."[(i * i * seed + 7 * i + seed) % 8];
      links.push_back(link);
    }
  }
  std::size_t checked = 0;
  urikit::test::for_each_kernel([&](urikit::kernel) {
    for (const std::string& link : links) {
      const std::size_t n = link.size();
      const urikit::detail::link_bits<3> bits(link, classes);
      const std::size_t step = n > 129 ? 7 : 1;  // the longest links: every 7th start and end
      for (std::size_t c = 0; c < 3; ++c) {
        for (std::size_t i = 0; i <= n; i += step) {
          std::size_t outside = i, inside = i;
          while (outside < n && in(c, link[outside])) ++outside;
          while (inside < n && !in(c, link[inside])) ++inside;
          BOOST_TEST(bits.first_outside(c, i) == outside, link << " class " << c << " from " << i);
          BOOST_TEST(bits.first_inside(c, i) == inside, link << " class " << c << " from " << i);
          std::uint64_t word = 0;
          for (std::size_t j = i; j < n && j < i + 64; ++j) word |= std::uint64_t{in(c, link[j])} << (j - i);
          BOOST_TEST(bits.bits_from(c, i) == word, link << " class " << c << " from " << i);
          for (std::size_t e = i; e <= n; e += step) {
            bool any = false, pair = false;
            std::size_t last = std::string_view::npos;
            for (std::size_t j = i; j < e; ++j) {
              if (in(c, link[j])) last = j;
              any = any || in(c, link[j]);
              pair = pair || (in(c, link[j]) && j + 1 < n && in((c + 1) % 3, link[j + 1]));
            }
            BOOST_TEST(bits.any(c, i, e) == any, link << " class " << c << " in [" << i << ", " << e << ")");
            BOOST_TEST(bits.last_inside(c, i, e) == last, link << " class " << c << " in [" << i << ", " << e << ")");
            BOOST_TEST(bits.any_pair(c, (c + 1) % 3, i, e) == pair,
                       link << " pair " << c << " in [" << i << ", " << e << ")");
            ++checked;
          }
        }
      }
    }
  });
  BOOST_TEST(checked > 100000u);
}

BOOST_AUTO_TEST_SUITE_END()
