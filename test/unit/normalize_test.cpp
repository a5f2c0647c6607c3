// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of normalize.hpp. Expected outputs are worked out from RFC 3986 §6.2.2 (syntax),
// §6.2.3 (scheme), §5.2.4 (dot segments), §3.3/§4.2 (shape guards).
#include <urikit/normalize.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <iterator>
#include <vector>

#include <urikit/compare.hpp>
#include <urikit/parse.hpp>

#include "allocation_counter.hpp"
#include "guard_page.hpp"
#include "normalize_general.hpp"
#include "kernels.hpp"
#include "scan.hpp"
#include "uri_generator.hpp"

using namespace urikit;

namespace {
std::string norm(std::string_view in, normalize_options o = {}) {
  auto r = normalize(in, o);
  BOOST_TEST_REQUIRE(r.has_value(), in);
  return *r;
}
normalize_options at(equivalence_level level) {
  normalize_options o;
  o.level = level;
  return o;
}
const normalize_options syntax = at(equivalence_level::syntax);
/// The crawler profile with the opt-in tracking-parameter removal: every query takes the
/// general writer (tracking_params_test.cpp has its cases).
normalize_options crawler_and_tracking() {
  normalize_options o = normalize_options::crawler();
  o.remove_tracking_params = true;
  return o;
}
const normalize_options tracking = crawler_and_tracking();
}  // namespace

BOOST_AUTO_TEST_SUITE(normalize_test)

BOOST_AUTO_TEST_CASE(rfc_examples) {
  // §6.2.2
  BOOST_TEST(norm("eXAMPLE://a/./b/../b/%63/%7bfoo%7d", syntax) == "example://a/b/c/%7Bfoo%7D");
  // §6.2.2.1
  BOOST_TEST(norm("HTTP://www.EXAMPLE.com/", syntax) == "http://www.example.com/");
  BOOST_TEST(norm("%3a", syntax) == "%3A");
  // §6.2.2.2
  BOOST_TEST(norm("%7E", syntax) == "~");
  BOOST_TEST(norm("/%41%42%2d%5F", syntax) == "/AB-_");
  BOOST_TEST(norm("http://%41.com/", syntax) == "http://a.com/");  // host: decoded, then lower case
  // §5.2.4
  BOOST_TEST(norm("/a/b/c/./../../g", syntax) == "/a/g");
  BOOST_TEST(norm("mid/content=5/../6", syntax) == "mid/6");
  // §6.2.3
  for (auto in : {"http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"})
    BOOST_TEST(norm(in) == "http://example.com/");
}

BOOST_AUTO_TEST_CASE(scheme_based_rules) {
  BOOST_TEST(norm("http://h:080") == "http://h/");  // compared by value
  BOOST_TEST(norm("https://h:443/x") == "https://h/x");
  BOOST_TEST(norm("https://h:80/x") == "https://h:80/x");
  BOOST_TEST(norm("ws://h:80") == "ws://h/");
  BOOST_TEST(norm("wss://h:443") == "wss://h/");
  BOOST_TEST(norm("ftp://h:21") == "ftp://h/");
  BOOST_TEST(norm("http://h:08080") == "http://h:8080/");
  BOOST_TEST(norm("http://h:99999/") == "http://h:99999/");  // no value: kept as written
  // Other schemes: only the generic rules (an empty port goes; the path stays empty).
  BOOST_TEST(norm("foo://h:80") == "foo://h:80");
  BOOST_TEST(norm("foo://h:") == "foo://h");
  BOOST_TEST(norm("http://h:", syntax) == "http://h:");  // syntax level keeps it
  BOOST_TEST(norm("http://h", syntax) == "http://h");
  // A user-registered scheme.
  scheme_registry registry;
  BOOST_TEST(registry.register_scheme("Gopher", {70, true}).has_value());
  BOOST_TEST(!registry.register_scheme("1x", {1, false}).has_value());
  normalize_options o;
  o.registry = &registry;
  BOOST_TEST(norm("gopher://h:70", o) == "gopher://h/");
  BOOST_TEST(norm("GOPHER://h:071", o) == "gopher://h:71/");
}

BOOST_AUTO_TEST_CASE(reserved_characters_are_never_decoded) {
  const char* in = "http://a/%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A?%26%3D%2B#%23";
  BOOST_TEST(norm(in) == in);
  BOOST_TEST(norm("http://a/%2f") == "http://a/%2F");
  // Boost.URL 1.81's traversal: %2F stays, so this is one segment "..%2F..%2Fetc".
  BOOST_TEST(norm("http://a/b/%2e%2e%2f..%2fetc/passwd") == "http://a/b/..%2F..%2Fetc/passwd");
  // Decode once: %25 stays, and the literal "2e" after it is not hex of a triplet.
  BOOST_TEST(norm("http://a/%252e%252e/x") == "http://a/%252e%252e/x");
  BOOST_TEST(norm("http://a/%00") == "http://a/%00");
  BOOST_TEST(norm("http://a/+%20") == "http://a/+%20");
}

BOOST_AUTO_TEST_CASE(encoded_dots_and_the_conservative_option) {
  BOOST_TEST(norm("http://a/b/%2e%2e/c") == "http://a/c");  // %2E is '.', an unreserved char
  BOOST_TEST(norm("http://a/b/.%2E/c") == "http://a/c");
  BOOST_TEST(norm("/a/%2e%2e/b", syntax) == "/b");
  auto safe = normalize_options::conservative();
  BOOST_TEST(norm("http://a/b/%2e%2e/c", safe) == "http://a/b/%2E%2E/c");
  BOOST_TEST(norm("http://a/b/../c", safe) == "http://a/c");  // literal dots still go
  BOOST_TEST(norm("http://a/%7e", safe) == "http://a/~");
}

BOOST_AUTO_TEST_CASE(shape_guards) {
  // §3.3: without an authority the path cannot start with "//".
  BOOST_TEST(norm("scheme:/a/..//evil", syntax) == "scheme:/.//evil");
  BOOST_TEST(norm("scheme:/.//p", syntax) == "scheme:/.//p");
  BOOST_TEST(norm("scheme:/a/..//", syntax) == "scheme:/.//");
  // §4.2: a relative path's first segment cannot hold ':'.
  BOOST_TEST(norm("a/../b:c", syntax) == "./b:c");
  BOOST_TEST(norm("./b:c", syntax) == "./b:c");
  // A relative path keeps what it needs to lead to the same place.
  BOOST_TEST(norm("a/..//evil", syntax) == ".//evil");
  BOOST_TEST(norm("../a", syntax) == "../a");
  BOOST_TEST(norm("a/../../b", syntax) == "../b");
  BOOST_TEST(norm("./a", syntax) == "a");
  BOOST_TEST(norm(".", syntax) == "./");
  BOOST_TEST(norm("a/..", syntax) == "./");
  BOOST_TEST(norm("../..", syntax) == "../../");
  BOOST_TEST(norm("", syntax) == "");
  BOOST_TEST(norm("?q#f", syntax) == "?q#f");
  // Empty delimiters are kept (§6.2.3: "?" and "#" with nothing after them are not removed).
  BOOST_TEST(norm("http://h/?#") == "http://h/?#");
  BOOST_TEST(norm("http://@h/") == "http://@h/");
}

BOOST_AUTO_TEST_CASE(hosts) {
  BOOST_TEST(norm("http://[2001:DB8::A]/", syntax) == "http://[2001:db8::a]/");
  BOOST_TEST(norm("http://[V1.AbC]/", syntax) == "http://[v1.abc]/");
  BOOST_TEST(norm("http://%31%32%37.0.0.1/") == "http://127.0.0.1/");
  BOOST_TEST(norm("http://a.example./") == "http://a.example./");  // the trailing dot stays
  BOOST_TEST(norm("http://User@H/") == "http://User@h/");          // userinfo keeps its case
  BOOST_TEST(norm("http://h/A") == "http://h/A");                  // so does the path
}

BOOST_AUTO_TEST_CASE(crawler_options) {
  auto c = normalize_options::crawler();
  BOOST_TEST(norm("HTTP://h:80?b=2&a=1&a=0#frag", c) == "http://h/?a=1&a=0&b=2");
  BOOST_TEST(norm("http://h/?", c) == "http://h/");
  BOOST_TEST(norm("http://[2001:0db8:0:0:0:0:0:1]/", c) == "http://[2001:db8::1]/");
  BOOST_TEST(norm("http://[::FFFF:1.2.3.4]/", c) == "http://[::ffff:1.2.3.4]/");
  BOOST_TEST(norm("http://h/?b=%41&a", c) == "http://h/?a&b=A");
  normalize_options only_fragment;
  only_fragment.drop_fragment = true;
  BOOST_TEST(norm("http://h/x?q#f", only_fragment) == "http://h/x?q");
  // Off by default.
  BOOST_TEST(norm("http://h/?b&a#f") == "http://h/?b&a#f");
}

BOOST_AUTO_TEST_CASE(sorted_query_is_a_stable_sort_by_name) {
  // Queries of 2 to 40 parameters (across the 32 sorted on the stack) and up to ~3 KiB
  // (across the 2 KiB stack buffer), names from a small alphabet so that many repeat;
  // the reference splits at '&', stably sorts by the text before '=', and joins.
  std::mt19937 rng(77);
  const auto pick = [&rng](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  normalize_options sort_only;
  sort_only.sort_query = true;
  std::size_t checked = 0;
  for (int round = 0; round < 3000; ++round) {
    std::vector<std::string> params;
    const int count = 2 + pick(39);
    const int value_length = round % 10 == 0 ? 120 : 3;
    for (int k = 0; k < count; ++k) {
      std::string p(1 + pick(2), static_cast<char>('a' + pick(3)));
      if (pick(4)) p += "=" + std::string(static_cast<std::size_t>(pick(value_length) + 1), static_cast<char>('0' + k % 10));
      params.push_back(p);
    }
    std::string query;
    for (const auto& p : params) query += (query.empty() ? "" : "&") + p;
    std::vector<std::string> sorted = params;
    std::stable_sort(sorted.begin(), sorted.end(), [](const std::string& a, const std::string& b) {
      return a.substr(0, a.find('=')) < b.substr(0, b.find('='));
    });
    std::string want = "http://h/?";
    for (std::size_t k = 0; k < sorted.size(); ++k) want += (k ? "&" : "") + sorted[k];
    BOOST_TEST_REQUIRE(norm("http://h/?" + query, sort_only) == want, query.substr(0, 200));
    ++checked;
  }
  BOOST_TEST(checked == 3000u);
}

BOOST_AUTO_TEST_CASE(string_level_changes_nothing) {
  BOOST_TEST(norm("HTTP://H/%7e/./", at(equivalence_level::string)) == "HTTP://H/%7e/./");
}

BOOST_AUTO_TEST_CASE(invalid_input_fails) {
  auto r = normalize("http://a b/");
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST(r.error().offset == 8u);
}

BOOST_AUTO_TEST_CASE(properties_over_generated_input) {
  urikit::test::uri_generator gen(20261122);
  const normalize_options profiles[] = {syntax, normalize_options{}, normalize_options::conservative(),
                                        normalize_options::crawler(), tracking};
  std::size_t checked = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string in = gen.next();
    auto parsed = parse_uri_reference(in);
    if (!parsed) continue;
    for (const auto& o : profiles) {
      auto once = normalize(in, o);
      BOOST_TEST_REQUIRE(once.has_value());
      auto reparsed = parse_uri_reference(*once);
      BOOST_TEST_REQUIRE(reparsed.has_value(), in << " -> " << *once);
      // Idempotent.
      BOOST_TEST(*normalize(*once, o) == *once, in);
      // Same shape.
      BOOST_TEST(reparsed->has_scheme() == parsed->has_scheme(), in);
      BOOST_TEST(reparsed->has_authority() == parsed->has_authority(), in);
      // A relative reference stays relative-path or absolute-path as it was. (A rootless
      // path after a scheme may become "/": §5.2.4 turns "s:a/.." into "s:/", as resolution does.)
      if (!parsed->has_scheme() && !parsed->path().empty())
        BOOST_TEST(reparsed->is_path_absolute() == parsed->is_path_absolute(), in << " -> " << *once);
      if (parsed->is_path_absolute()) BOOST_TEST(reparsed->is_path_absolute(), in << " -> " << *once);
      // Equivalent to its input, with the same hash, and recognized as normalized.
      BOOST_TEST(equivalent(*parsed, *reparsed, o), in);
      BOOST_TEST(hash(*parsed, o) == hash(*reparsed, o), in);
      BOOST_TEST(is_normalized(*reparsed, o), *once);
      ++checked;
    }
  }
  BOOST_TEST(checked > 20000u);
}

BOOST_AUTO_TEST_CASE(fast_paths_agree_with_the_general_normalizer) {
  // normalize_into() sends simple URIs (no '%', no dot segment) to a word-at-a-time path
  // and, with AVX-512 or AVX2, inputs under 64 bytes to a one- or two-load path (AVX2 reads
  // them in pieces that differ below 16, 32 and 64 bytes); URIs whose only other change is
  // their dot segments go to the plan's dot-segment writer. Each must write exactly
  // what the general normalizer writes, for every profile and on every scan kernel.
  urikit::test::uri_generator gen(4242);
  // And a registry of its own, whose default ports and roots differ from the global one's
  // (the plan's port and root edits read them): "s" with port 8080 and a root, "http" with
  // port 8080 and none; encoded dots kept.
  scheme_registry own;
  BOOST_TEST_REQUIRE(own.register_scheme("s", {8080, true}).has_value());
  BOOST_TEST_REQUIRE(own.register_scheme("http", {8080, false}).has_value());
  normalize_options with_own = normalize_options::crawler();
  with_own.registry = &own;
  with_own.decode_encoded_dots = false;
  const normalize_options profiles[] = {syntax, normalize_options{}, normalize_options::conservative(),
                                        normalize_options::crawler(), tracking, with_own};
  std::vector<std::string> inputs = {
      "HTTPS://WWW.Example.COM/", "https://www.example.com", "http://h:80", "http://h:080/x",
      "http://h:/", "HTTP://[2001:DB8::A]:8080/p?Q#F", "s:a/b", "a/b:c", "//H/./x", "http://h/a?b&a=1",
      "http://u:P@Host.Example/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u?x", "ftp://F.example:21",
      "wss://X:443?", "http://h/?#", "HtTp://ABCDEFGH.IJ", "http://h:099999/", "http://h:0/",
      "http://h:00/", "HTTP://A", "X://Y/./", "A:B", "S://H/.", "HTTP://AB.CD/%41", "Ab://C/..",
      "HTTP://ABCDEFGHIJKLMN/./", "HTTP://ABCDEFGHIJKLMNOPQRSTUVWXYZ/abcdefghijklmnopqrst/.",
      // Capitals only outside scheme and host (they stay), at every short length class.
      "http://USER@host/PATH?Q#F", "h://x/ABCDEFGHIJKLMNOPQRSTUVWXYZ", "a:B/C", "http://h:8080/P",
      "//UsEr@hOsT/ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTU",
      // Empty paths of schemes whose root is "/" (and of one whose is not), with a query or
      // a fragment after them, in lower and upper case.
      "http://h?q#f", "HTTP://H#f", "https://www.example.com", "ws://h?", "s://h?q", "FTP://Ab.c?x",
      "http://u@h:8080?q", "HTTPS://EXAMPLE.COM#frag",
      // Ports the fast cases drop (empty, or the scheme's default) with and without an
      // empty path, beside ones that stay (another scheme's default, no scheme, leading
      // zeros, past 16 bits), at short and long lengths.
      "HTTP://H:80", "http://h:80/x", "https://H:443?q", "http://u@H:80/%20", "ws://h:80#f", "http://h:?",
      "HTTP://H:/P", "http://h:443/x", "s://h:80", "//h:80/", "http://h:0080", "http://h:80/a/./b",
      "HTTPS://H:443/%7E", "wss://h:443", "ftp://F:21/x#y", "http://h:65616/",
      "HTTP://" + std::string(60, 'X') + ":80/p", "http://" + std::string(100, 'x') + ":80?q",
      "HTTPS://U:P@" + std::string(70, 'Y') + ":443",
      // IPv4-mapped IPv6 hosts, which canonical_ipv6 writes with a dotted quad (longer).
      "http://[::ffff:ff:ff]", "HTTP://[::FFFF:0:0]/x", "//[::ffff:f:f]", "http://[0:0:0:0:0:ffff:ff:ff]?q",
      "http://[::ffff:1.2.3.4]", "http://[::ffff:fff:ffff]#f",
      // Triplets the fast cases keep (upper-case hex, an octet that stays encoded, outside the
      // host) and ones they must leave to the general writer: lower-case hex, unreserved
      // octets (%41, %7E, %2E), triplets in the host, a zone ID, in every component.
      "http://h/a%20b", "HTTP://H/%C3%A9t%C3%A9?q=%2F&r=%26#%5B", "http://h/%c3%a9", "http://h/%C3%a9",
      "http://h/%41", "http://h/%7E", "http://h/%7e", "http://h/a/%2E%2E/b", "http://h/%2e/", "http://h/%2F%3F",
      "http://H%41.example/x", "http://h%20x/y%20", "http://%C3%A9.example/", "HTTP://U%20ser:%3A@H/p",
      "http://u%41@h/", "http://[fe80::1%25eth0]/%20", "h:%20", "h:/%2A?%7C#%7c", "//%20@h/%20", "/%20%25",
      "http://h/%20x/../y", "http://h:80/%20", "http://h?%20", "HTTP://Www.Example.COM/%E2%82%AC/%7Euser/%20?%3D",
      "http://example.com/" + std::string(50, 'a') + "%20" + std::string(40, 'b') + "%C3%A9",
      "http://example.com/" + std::string(50, 'a') + "%2f" + std::string(40, 'b'),
      "http://example.com/%20" + std::string(100, 'c') + "%7E",
      // Dot segments whose removal is the only change beyond case and the port (the plan's
      // writer, write_planned_without_dot_segments()), beside ones the general writer keeps
      // (a rootless path, a relative reference, a '%' that changes, sort_query's '&'): at the
      // path's start and end, climbing past the root, with a port that goes or stays, and
      // without an authority, where a path that would start with "//" gets "/." (§3.3).
      "HTTP://H.Example/zz/../docs/Index.html", "http://h/a/./b/../c?q=%20#f", "https://h:443/./", "http://h:80/..",
      "http://U@H:8080/a/b/../../../c", "http://h/a/..//b", "http:/.//host.example/x?a=1", "http:/a/..//b#f",
      "HTTP:/./a", "s:/a/./b", "/a/../b?q", "//H:80/a/./b", "http://h:80/a/%2e/b", "http://h/a/../%41",
      "mailto:a/../b", "a/./b", "./a:b/../c", "http://h/a/../b?b=1&a=2", "http://h?x/../y", "http://h/.#../x",
      "http://[::1]/a/../b", "HTTP://[FE80::A]:80/./a", "http://h/" + std::string(70, 'p') + "/../q",
      "http://" + std::string(60, 'H') + ":80/a/./b/..", "S://H:8080", "s://h:8080/a/../b", "HTTP://H:8080",
      "http://h:8080/./x?q", "s://h:80/%2E/a/..", "s://h:08080/a"};
  for (int i = 0; i < 5000; ++i) {
    std::string in = gen.next();
    inputs.push_back(in);
    // The same with a long host or a long segment, so lengths cross 8-byte steps and 64.
    for (std::size_t pad : {7u, 20u, 40u, 56u}) {
      const auto hostpos = in.find("//");
      std::string longer = in;
      if (hostpos != std::string::npos) longer.insert(hostpos + 2, std::string(pad, i % 2 ? 'X' : 'x'));
      else longer += "/" + std::string(pad, 'y');
      inputs.push_back(longer);
    }
  }
  std::size_t compared = 0;
  for (urikit::kernel kernel : urikit::test::supported_kernels()) {
    const urikit::test::kernel_guard guard;
    urikit::test::use_kernel(kernel);
    std::string fast, general;
    urikit_test::end_of_page_buffer buffer;
    for (const auto& in : inputs) {
      auto v = parse_uri_reference(in);
      if (!v) continue;
      for (const auto& o : profiles) {
        fast.clear();
        normalize_into(fast, *v, o);
        urikit::detail::normalize_general(*v, general, o);
        BOOST_TEST(fast == general, in);
        // normalize_to() into exactly its documented room, which ends at a guard page. The
        // output is at most one byte longer than the input (the root), but for IPv4-mapped
        // addresses with canonical_ipv6 (normalize_to_bound below).
        BOOST_TEST(general.size() <= in.size() + (o.canonical_ipv6 ? normalize_to_slack : 1), in);
        char* const room = buffer.room(in.size() + normalize_to_slack);
        const char* end = normalize_to(room, *v, o);
        BOOST_TEST(std::string_view(room, static_cast<std::size_t>(end - room)) == general, in);
        // is_normalized reads the text in place for most inputs: it must say what
        // normalizing says.
        BOOST_TEST(is_normalized(*v, o) == (general == in), in);
        ++compared;
      }
    }
  }
  BOOST_TEST(compared > 80000u);
}

BOOST_AUTO_TEST_CASE(normalize_to_near_a_page_end) {
  // The kernels write a short output with wide stores (AVX-512: masked 64-byte stores; AVX2:
  // overlapping 32- and 16-byte ones). Outputs of every length from 2 to 132 bytes, starting
  // at every distance up to 136 bytes before a 4096-byte boundary (a page's end on x86-64),
  // so that each store falls before, across or after it, must be what the general
  // normalizer writes, and no byte outside the documented room (before `out` in particular)
  // may change.
  const std::size_t page = 4096;
  std::vector<unsigned char> memory(4 * page);
  unsigned char* const boundary = reinterpret_cast<unsigned char*>(
      (reinterpret_cast<std::uintptr_t>(memory.data()) + 2 * page) & ~std::uintptr_t(page - 1));
  std::vector<std::string> inputs;
  for (std::size_t n = 0; n < 110; ++n) {
    inputs.push_back("HTTP://WWW.EXAMPLE.COM/" + std::string(n, 'P'));  // 23 to 132 bytes
    inputs.push_back("s://U@" + std::string(n / 2 + 1, 'H') + "/" + std::string(n / 3, 'Q') + "?Z#F");
  }
  for (std::size_t n = 0; n < 22; ++n) inputs.push_back("A:" + std::string(n, 'B'));  // 2 to 23 bytes
  const unsigned char filler = 0xA5;
  const auto untouched = [&](const unsigned char* b, const unsigned char* e) {
    return std::all_of(b, e, [&](unsigned char c) { return c == filler; });
  };
  for (urikit::kernel kernel : urikit::test::supported_kernels()) {
    const urikit::test::kernel_guard guard;
    urikit::test::use_kernel(kernel);
    std::string general;
    for (const auto& in : inputs) {
      const auto v = parse_uri_reference(in);
      BOOST_TEST_REQUIRE(v.has_value(), in);
      urikit::detail::normalize_general(*v, general, normalize_options{});
      const std::size_t room = in.size() + normalize_to_slack;
      for (std::size_t before = 1; before <= 136; ++before) {
        std::fill(boundary - 256, boundary + 256, filler);
        char* const out = reinterpret_cast<char*>(boundary - before);
        const char* end = normalize_to(out, *v, normalize_options{});
        BOOST_TEST(std::string_view(out, static_cast<std::size_t>(end - out)) == general, in << " at -" << before);
        BOOST_TEST(untouched(boundary - 256, boundary - before), in << " at -" << before);
        BOOST_TEST(untouched(boundary - before + room, boundary + 256), in << " at -" << before);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(normalize_to_bound) {
  // The longest growth: an empty path gains its root (RFC 3986 §6.2.3) and, with
  // canonical_ipv6, an IPv4-mapped address its dotted quad (RFC 5952 §5): "ff" is
  // "0.255", three bytes more for each of the last two groups. 21 bytes in, 28 out.
  const auto v = parse_uri_reference("http://[::ffff:ff:ff]");
  BOOST_TEST_REQUIRE(v.has_value());
  normalize_options o;
  o.canonical_ipv6 = true;
  urikit_test::end_of_page_buffer buffer;
  char* const room = buffer.room(v->string().size() + normalize_to_slack);
  const char* end = normalize_to(room, *v, o);
  BOOST_TEST(std::string_view(room, static_cast<std::size_t>(end - room)) == "http://[::ffff:0.255.0.255]/");
  BOOST_TEST(static_cast<std::size_t>(end - room) == v->string().size() + normalize_to_slack);
  // Without the option, the address is kept as written: the root alone.
  BOOST_TEST(*normalize(v->string()) == "http://[::ffff:ff:ff]/");
}

BOOST_AUTO_TEST_CASE(is_normalized_allocates_nothing) {
  // Without dot segments (and the IPv6/sort options), the check reads the view in place.
  const char* inputs[] = {"http://example.com/a/~user?q=~#f", "HTTP://example.com/", "http://h/%7e",
                          "http://h/%2F?a=%2F", "s:x%41", "//u@H:8080/p", "a/b?c#d"};
  const bool expected[] = {true, false, false, true, false, false, true};
  urikit::test::allocation_scope scope;
  for (std::size_t i = 0; i < std::size(inputs); ++i) {
    auto v = parse_uri_reference(inputs[i]);
    BOOST_TEST_REQUIRE(v.has_value());
    BOOST_TEST(is_normalized(*v) == expected[i], inputs[i]);
  }
  BOOST_TEST(scope.count() == 0u);
}

BOOST_AUTO_TEST_CASE(no_allocation_once_the_buffer_has_grown) {
  auto v = parse_uri_reference("HTTP://Example.COM:80/a/./b/../%7euser?q=%7e#f");
  BOOST_TEST_REQUIRE(v.has_value());
  std::string buffer;
  normalize_into(buffer, *v);  // grows the buffer and this thread's scratch
  (void)is_normalized(*v);     // and is_normalized's
  BOOST_TEST(buffer == "http://example.com/a/~user?q=~#f");
  urikit::test::allocation_scope scope;
  for (int i = 0; i < 100; ++i) {
    buffer.clear();  // *_into appends
    normalize_into(buffer, *v);
  }
  bool normalized = is_normalized(*v);
  BOOST_TEST(scope.count() == 0u);
  BOOST_TEST(!normalized);
  // The crawler profile sorts the query's parameters in place, without a temporary list
  // (up to 32 parameters and 2 KiB of query).
  auto c = parse_uri_reference("http://h/p?z=1&b=2&a=3&b=1&utm=x#f");
  BOOST_TEST_REQUIRE(c.has_value());
  buffer.clear();
  normalize_into(buffer, *c, normalize_options::crawler());
  BOOST_TEST(buffer == "http://h/p?a=3&b=2&b=1&utm=x&z=1");
  urikit::test::allocation_scope crawler_scope;
  for (int i = 0; i < 100; ++i) {
    buffer.clear();
    normalize_into(buffer, *c, normalize_options::crawler());
  }
  BOOST_TEST(crawler_scope.count() == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
