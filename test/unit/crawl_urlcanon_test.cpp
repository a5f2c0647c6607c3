// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The four urlcanon profiles against urlcanon 0.3's own test data (test/data/crawl/
// urlcanon_*.json, README.md there), run as urlcanon's tests/test_urlcanon.py runs them:
// supplemental_whatwg.json through whatwg, semantic_precise.json through semantic_precise,
// aggressive.json through aggressive (bytes in, bytes out), urltestdata.json's absolute
// URLs through whatwg (its href), path_dots.json through resolve_path_dots() and
// funky_ipv4.json through parse_ipv4(). Then the faults kept, as urlcanon 0.3.1 gives them.
#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json.hpp>  // the definitions come from href_test.cpp's <boost/json/src.hpp>
#include <boost/test/unit_test.hpp>
#include <urikit/canonicalize.hpp>

#include "crawl/urlcanon_canon.hpp"
#include "crawl/urlcanon_url.hpp"

namespace json = boost::json;
using urikit::canon_profile;

namespace {

std::string read_file(const std::string& name) {
  std::ifstream in(std::string(URIKIT_TEST_DATA_DIR) + "/crawl/" + name, std::ios::binary);
  BOOST_REQUIRE_MESSAGE(in, "cannot open " << name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// test_urlcanon.py's load_json_bytes(): the file read as latin-1, so each byte of the file
// and each \u00XX escape is one byte of the strings. A JSON object here holds strings, null
// or objects; keys repeat in some files (with equal values), and the last one counts, as in
// Python's json.loads.
struct latin1_value {
  bool is_null = false;
  std::string text;
  std::map<std::string, latin1_value> object;
};

class latin1_json {
 public:
  explicit latin1_json(std::string text) : s_(std::move(text)) {}
  latin1_value parse() {
    latin1_value v = value();
    space();
    BOOST_REQUIRE(i_ == s_.size());
    return v;
  }

 private:
  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\r' || s_[i_] == '\t')) ++i_;
  }
  static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }
  std::string string() {
    BOOST_REQUIRE(s_[i_] == '"');
    ++i_;
    std::string out;
    for (;;) {
      BOOST_REQUIRE(i_ < s_.size());
      const char c = s_[i_++];
      if (c == '"') return out;
      if (c != '\\') {
        out += c;
        continue;
      }
      const char e = s_[i_++];
      switch (e) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': {
          int v = 0;
          for (int k = 0; k < 4; ++k) v = v * 16 + hex(s_[i_++]);
          BOOST_REQUIRE(v >= 0 && v <= 0xFF);  // latin-1: as .encode('latin1') requires
          out += static_cast<char>(v);
          break;
        }
        default: out += e;  // \" \\ \/
      }
    }
  }
  latin1_value value() {
    space();
    latin1_value v;
    if (s_.compare(i_, 4, "null") == 0) {
      i_ += 4;
      v.is_null = true;
    } else if (s_[i_] == '"') {
      v.text = string();
    } else {
      BOOST_REQUIRE(s_[i_] == '{');
      ++i_;
      space();
      if (s_[i_] == '}') {
        ++i_;
        return v;
      }
      for (;;) {
        space();
        std::string key = string();
        space();
        BOOST_REQUIRE(s_[i_] == ':');
        ++i_;
        v.object[key] = value();
        space();
        if (s_[i_] == ',') {
          ++i_;
          continue;
        }
        BOOST_REQUIRE(s_[i_] == '}');
        ++i_;
        break;
      }
    }
    return v;
  }
  std::string s_;
  std::size_t i_ = 0;
};

latin1_value load(const std::string& name) { return latin1_json(read_file(name)).parse(); }

std::string canon(std::string_view input, canon_profile p) {
  auto got = urikit::canonicalize(input, p);
  return got ? *got : "<error " + std::string(urikit::error_name(got.error().code)) + ">";
}

std::size_t run_pairs(const std::string& file, canon_profile p) {
  const latin1_value data = load(file);
  for (const auto& [input, expected] : data.object) BOOST_TEST(canon(input, p) == expected.text, file << ": " << input);
  return data.object.size();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(crawl_urlcanon_test)

BOOST_AUTO_TEST_CASE(supplemental_whatwg_json) {
  BOOST_TEST(run_pairs("urlcanon_supplemental_whatwg.json", canon_profile::urlcanon_whatwg) == 118u);
}

BOOST_AUTO_TEST_CASE(semantic_precise_json) {
  BOOST_TEST(run_pairs("urlcanon_semantic_precise.json", canon_profile::urlcanon_semantic_precise) == 280u);
}

BOOST_AUTO_TEST_CASE(aggressive_json) {
  // 43 lines, one key twice with the same value: 42 cases, as Python's dict has them.
  BOOST_TEST(run_pairs("urlcanon_aggressive.json", canon_profile::urlcanon_aggressive) == 42u);
}

BOOST_AUTO_TEST_CASE(urltestdata_json_absolute_urls) {
  // test_w3c_test_data(): the cases with base about:blank, an href, and an input not
  // starting '#'. The profile's output is str(url), which the test compares with href (its
  // other asserts compare urlcanon's fields with the record's; the profile has no fields).
  const json::value data = json::parse(read_file("urlcanon_urltestdata.json"));
  std::size_t ran = 0;
  for (const auto& item : data.as_array()) {
    if (!item.is_object()) continue;
    const auto& t = item.as_object();
    const auto* base = t.if_contains("base");
    if (!base || !base->is_string() || base->as_string() != "about:blank" || !t.contains("href")) continue;
    const std::string input(t.at("input").as_string());
    if (!input.empty() && input[0] == '#') continue;
    BOOST_TEST(canon(input, canon_profile::urlcanon_whatwg) == std::string(t.at("href").as_string()),
               "urltestdata: " << input);
    ++ran;
  }
  BOOST_TEST(ran == 156u);
}

BOOST_AUTO_TEST_CASE(path_dots_json) {
  const latin1_value data = load("urlcanon_path_dots.json");
  std::size_t ran = 0;
  for (const auto& [section, entries] : data.object) {
    BOOST_REQUIRE(section == "special" || section == "nonspecial");
    for (const auto& [path, expected] : entries.object) {
      BOOST_TEST(urikit::detail::urlcanon_resolve_path_dots(path, section == "special") == expected.text,
                 section << ": " << path);
      ++ran;
    }
  }
  BOOST_TEST(ran == 752u);  // 376 distinct paths in each section
}

// canon.py's resolve_path_dots() step by step, as urikit had it before the one-pass version:
// split into separator, segment, separator, ..., drop dot segments with the separator after
// them, ".." also with the two parts before it while more than one part is left.
std::string path_dots_by_parts(std::string_view path, bool special) {
  auto is_separator = [&](char c) { return c == '/' || (special && c == '\\'); };
  if (path.empty() || !is_separator(path[0])) return std::string(path);
  auto dots = [](std::string_view seg) {  // \A([.]|%2e)([.]|%2e)?\Z, case-insensitive
    int n = 0;
    while (!seg.empty()) {
      if (seg[0] == '.') seg.remove_prefix(1);
      else if (seg.size() >= 3 && seg[0] == '%' && seg[1] == '2' && (seg[2] == 'e' || seg[2] == 'E')) seg.remove_prefix(3);
      else return 0;
      if (++n > 2) return 0;
    }
    return n;
  };
  std::vector<std::string_view> parts{path.substr(0, 1)};
  std::size_t start = 1;
  for (std::size_t i = 1; i <= path.size(); ++i) {
    if (i == path.size() || is_separator(path[i])) {
      parts.push_back(path.substr(start, i - start));
      if (i < path.size()) parts.push_back(path.substr(i, 1));
      start = i + 1;
    }
  }
  std::vector<std::string_view> kept;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const int n = dots(parts[i]);
    if (n == 0) {
      kept.push_back(parts[i]);
      continue;
    }
    if (n == 2) {
      if (kept.size() > 1) kept.pop_back();
      if (kept.size() > 1) kept.pop_back();
    }
    ++i;
  }
  std::string out;
  for (auto part : kept) out.append(part);
  return out;
}

BOOST_AUTO_TEST_CASE(path_dots_reference) {
  // Every path of up to 7 pieces drawn from separators, dot spellings and plain bytes, and
  // random longer ones, against the step-by-step reading above.
  const std::vector<std::string> pieces = {"/", "\\", ".", "..", "%2e", "%2E", "a", "", ".a", "%2"};
  std::size_t ran = 0, differ = 0;
  std::uint32_t seed = 12345;
  auto next = [&] { return seed = seed * 1664525u + 1013904223u; };
  for (int round = 0; round < 60000; ++round) {
    std::string path;
    const int count = 1 + static_cast<int>((next() >> 8) % (round < 30000 ? 7 : 24));
    for (int k = 0; k < count; ++k) path += pieces[(next() >> 8) % pieces.size()];
    for (bool special : {true, false}) {
      const std::string got = urikit::detail::urlcanon_resolve_path_dots(path, special);
      const std::string want = path_dots_by_parts(path, special);
      if (got != want && ++differ <= 10) BOOST_TEST(got == want, (special ? "special: " : "nonspecial: ") << path);
      ++ran;
    }
  }
  BOOST_TEST(differ == 0u);
  BOOST_TEST(ran == 120000u);
}

BOOST_AUTO_TEST_CASE(funky_ipv4_json) {
  // dotted_decimal(parse_ipv4or6(host)[0]): None where the host is not an IPv4 address.
  // Through the whatwg profile too: "http://HOST/" gives "http://DOTTED/".
  const latin1_value data = load("urlcanon_funky_ipv4.json");
  for (const auto& [host, expected] : data.object) {
    std::int64_t v = 0;
    const bool parsed = urikit::detail::urlcanon_parse_ipv4(host, v);
    BOOST_TEST(parsed == !expected.is_null, host);
    if (!parsed || expected.is_null) continue;
    BOOST_REQUIRE(v >= 0);
    const auto a = static_cast<std::uint32_t>(v);
    const std::string dotted = std::to_string(a >> 24) + '.' + std::to_string((a >> 16) & 255) + '.' +
                               std::to_string((a >> 8) & 255) + '.' + std::to_string(a & 255);
    BOOST_TEST(dotted == expected.text, host);
    BOOST_TEST(canon("http://" + host + "/", canon_profile::urlcanon_whatwg) == "http://" + expected.text + "/", host);
  }
  BOOST_TEST(data.object.size() == 47u);
}

BOOST_AUTO_TEST_CASE(faults_kept) {
  // Each value below is what urlcanon 0.3.1 (Python 3.11, idna 3.x) gives; docs/crawler-keys.md.
  // default_scheme_http reads the path again as an authority: without a scheme, "//foo.com/bar"
  // is parsed as host foo.com and path /bar, and then the path as "//"-less authority "bar".
  BOOST_TEST(canon("//foo.com/bar", canon_profile::urlcanon_semantic_precise) == "http://bar/");
  BOOST_TEST(canon("//foo.com/bar", canon_profile::urlcanon_whatwg) == "//foo.com/bar");
  // A host that reads as a negative number: IPv4Address(-1) raises, so the input fails.
  BOOST_TEST(!urikit::canonicalize("http://-1/", canon_profile::urlcanon_whatwg));
  BOOST_TEST(!urikit::canonicalize("http://-1/", canon_profile::urlcanon_aggressive));
  // Host numbers are read by Python's int(): after urlcanon's own "0x" (or "0"), int(.., 16)
  // takes another "0x" (int(.., 8) an "0o"), and '_' between digits.
  BOOST_TEST(canon("http://0x0x7f.1/", canon_profile::urlcanon_whatwg) == "http://127.0.0.1/");
  BOOST_TEST(canon("http://00o17/", canon_profile::urlcanon_whatwg) == "http://0.0.0.15/");
  BOOST_TEST(canon("http://0x_ff.1/", canon_profile::urlcanon_whatwg) == "http://0x_ff.1/");
  BOOST_TEST(canon("http://1_0.0.0.1/", canon_profile::urlcanon_whatwg) == "http://10.0.0.1/");
  // IPv6: Python 3.11's text form (an IPv4-mapped address in hex), the scope id dropped.
  BOOST_TEST(canon("http://[::ffff:1.2.3.4]/", canon_profile::urlcanon_whatwg) == "http://[::ffff:102:304]/");
  BOOST_TEST(canon("http://[fe80::1%25eth0]/", canon_profile::urlcanon_whatwg) == "http://[fe80::1]/");
  BOOST_TEST(canon("http://[1:0:0:2:0:0:0:3]/", canon_profile::urlcanon_semantic) == "http://[1:0:0:2::3]/");
  // fix_host_dots' `\.+$` also matches before a final newline (a decoded %0A).
  BOOST_TEST(canon("http://a.b.%0A/", canon_profile::urlcanon_semantic_precise) == "http://a.b%0A/");
  BOOST_TEST(canon("http://a.b.%0A/", canon_profile::urlcanon_whatwg) == "http://a.b.%0A/");
  // UTS #46 of idna 3.x (Unicode 15.1 and later): U+1E9E maps to U+00DF (ICU 72: "ss"), the
  // Georgian capitals map to the small letters (ICU 72: disallowed).
  BOOST_TEST(canon("http://\u1E9E.de/", canon_profile::urlcanon_whatwg) == "http://xn--zca.de/");
  BOOST_TEST(canon("http://x\u10A0y.com/", canon_profile::urlcanon_whatwg) == "http://xn--xy-r51a.com/");
  // A NUL (and '&') fails IDNA 2008; the IDNA 2003 fallback maps ß to "ss" and keeps the NUL.
  BOOST_TEST(canon("http://\u00DF&.%00de/", canon_profile::urlcanon_whatwg) == "http://ss&.%00de/");
  // Where both IDNA steps raise (an '_' label with a trailing dot), the host keeps its case.
  BOOST_TEST(canon("http://foo_Bar.com./", canon_profile::urlcanon_whatwg) == "http://foo_Bar.com./");
  BOOST_TEST(canon("http://Foo_Bar.com/", canon_profile::urlcanon_whatwg) == "http://foo_bar.com/");
  BOOST_TEST(canon("http://foo_Bar.com./", canon_profile::urlcanon_semantic_precise) == "http://foo_bar.com/");
}

BOOST_AUTO_TEST_CASE(profiles_and_bytes) {
  BOOST_TEST(canon("HTTP://Ex%41mple.COM:80/a/../b?x y#f g", canon_profile::urlcanon_whatwg) ==
             "http://example.com/b?x%20y#f g");
  BOOST_TEST(canon("https://www.Foo.com/A/?B=1&a=2", canon_profile::urlcanon_aggressive) ==
             "http://foo.com/a?a=2&b=1");
  BOOST_TEST(canon("http://h/p?b=1&a=2#frag", canon_profile::urlcanon_semantic_precise) ==
             "http://h/p?a=2&b=1#frag");
  BOOST_TEST(canon("http://h/p?b=1&a=2#frag", canon_profile::urlcanon_semantic) == "http://h/p?a=2&b=1");
  // Bytes that are not UTF-8: taken as urlcanon takes bytes; where the result is not UTF-8
  // either, str() raises and the input fails.
  BOOST_TEST(canon("http://h/\xFF", canon_profile::urlcanon_whatwg) == "http://h/%FF");
  BOOST_TEST(urikit::canonicalize("h\xFFttp://h/", canon_profile::urlcanon_whatwg).error().code ==
             urikit::errc::invalid_utf8);
  BOOST_TEST(canon("h\xFFttp://h/", canon_profile::urlcanon_semantic) == "h%FFttp://h/");
  std::string out = "k ";
  BOOST_TEST(urikit::canonicalize_into(out, "HTTP://H/", canon_profile::urlcanon_semantic).has_value());
  BOOST_TEST(out == "k http://h/");
}

BOOST_AUTO_TEST_SUITE_END()
