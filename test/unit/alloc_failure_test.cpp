// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Allocation failure: every allocating API, run with the N-th operator new failing
// (std::bad_alloc) for N = 1, 2, ... until the call gets through. Each attempt must either
// succeed with the right value or fail cleanly: throw std::bad_alloc (or, for the IRI
// functions, return errc::out_of_memory as iri.hpp documents), leave every object it was
// given as it was (a uri whose setter failed still holds its old value, which parses to the
// same components), and leak nothing: the live operator-new allocations are the same before
// and after each attempt (and the ASan build runs this suite under LeakSanitizer).
//
// Expected values come from the RFCs' examples (RFC 3986 §5.4.1, §6.2.2; RFC 3987 §3.1,
// §3.2) or are worked out by hand from the encoding rules. Allocations that ICU makes with
// malloc are not failed by this test (only operator new is replaced).
#include <boost/test/unit_test.hpp>

#include <urikit/ecmascript.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/pct.hpp>
#include <urikit/resolve.hpp>
#include <urikit/uri.hpp>

#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "allocation_counter.hpp"

using namespace urikit;
using urikit::test::live_allocations;

namespace {

/// What one attempt (with the N-th allocation failing) did.
struct attempt {
  bool out_of_memory = false;  ///< the call failed for lack of memory (bad_alloc or errc::out_of_memory)
  bool valid = false;          ///< the result or the objects left behind are as they must be
};

/// Runs `f` with the allocation after `budget` successful ones failing; true when it threw
/// std::bad_alloc. Any other exception escapes to Boost.Test (a failure).
template <class F>
bool throws_bad_alloc(std::size_t budget, F&& f) {
  try {
    urikit::test::failing_allocator fail(budget);
    f();
    return false;
  } catch (const std::bad_alloc&) {
    return true;
  }
}

/// Runs `body(budget)` for budget = 0, 1, ... until an attempt is not out of memory. Every
/// attempt must be valid and leave the live allocation count unchanged; the API must have
/// been made to fail at least once (it does allocate), and must get through in the end.
template <class Body>
void exhaust(const char* what, Body body) {
  BOOST_TEST_CONTEXT(what) {
    // Once without failures first: what a first call initializes for good (a function-local
    // static) is not a leak of the attempts below.
    BOOST_TEST(!body(static_cast<std::size_t>(-1)).out_of_memory);
    std::size_t failures = 0;
    bool done = false;
    for (std::size_t budget = 0; budget < 10000 && !done; ++budget) {
      const long long live_before = live_allocations();
      attempt a = body(budget);
      const long long live_after = live_allocations();
      BOOST_TEST(live_after == live_before, "allocation " << budget + 1 << " failing leaked "
                                                << live_after - live_before << " allocations");
      BOOST_TEST(a.valid, "allocation " << budget + 1 << " failing: wrong result or state");
      if (a.out_of_memory) ++failures;
      else done = true;
    }
    BOOST_TEST(done);
    BOOST_TEST(failures > 0);
  }
}

/// A free-function API returning result<std::string>: succeeds with `expected`, or fails
/// for lack of memory (bad_alloc; errc::out_of_memory only when `oom_code` allows it).
template <class F>
void exhaust_string(const char* what, F call, std::string_view expected, bool oom_code = false) {
  exhaust(what, [&](std::size_t budget) {
    std::optional<result<std::string>> r;
    attempt a;
    if (throws_bad_alloc(budget, [&] { r.emplace(call()); })) {
      a.out_of_memory = true;
      a.valid = !r.has_value();
    } else if (oom_code && !*r && r->error().code == errc::out_of_memory) {
      a.out_of_memory = true;
      a.valid = true;
    } else {
      a.valid = r->has_value() && **r == expected;
    }
    return a;
  });
}

/// The same for a function returning std::string.
template <class F>
void exhaust_plain_string(const char* what, F call, std::string_view expected) {
  exhaust(what, [&](std::size_t budget) {
    std::optional<std::string> r;
    attempt a;
    a.out_of_memory = throws_bad_alloc(budget, [&] { r.emplace(call()); });
    a.valid = a.out_of_memory ? !r.has_value() : *r == expected;
    return a;
  });
}

/// `u` is consistent: its string parses as a URI-reference with the components its getters
/// return.
bool consistent(const uri& u) {
  auto v = urikit::parse(u.string(), grammar::uri_reference);
  if (!v) return false;
  return v->scheme() == u.scheme() && v->authority() == u.authority() &&
         v->userinfo() == u.userinfo() && v->host() == u.host() && v->port() == u.port() &&
         v->path() == u.path() && v->query() == u.query() && v->fragment() == u.fragment() &&
         v->host_type() == u.host_type() && v->port_number() == u.port_number();
}

// Longer than any small-string buffer, so copies allocate.
constexpr std::string_view kBase = "http://example.com/a/long/enough/path?query=value#fragment";

/// A setter of uri on a copy of kBase: on success the string is `expected`, on bad_alloc the
/// uri still holds kBase; both consistent.
template <class F>
void exhaust_setter(const char* what, F set, std::string_view expected) {
  exhaust(what, [&](std::size_t budget) {
    attempt a;
    uri u = *uri::parse(kBase);
    std::optional<result<void>> r;
    a.out_of_memory = throws_bad_alloc(budget, [&] { r.emplace(set(u)); });
    if (a.out_of_memory) a.valid = !r.has_value() && u.string() == kBase && consistent(u);
    else a.valid = r->has_value() && u.string() == expected && consistent(u);
    return a;
  });
}

/// The same for setters that return nothing.
template <class F>
void exhaust_void_setter(const char* what, F set, std::string_view expected) {
  exhaust(what, [&](std::size_t budget) {
    attempt a;
    uri u = *uri::parse(kBase);
    a.out_of_memory = throws_bad_alloc(budget, [&] { set(u); });
    a.valid = (a.out_of_memory ? u.string() == kBase : u.string() == expected) && consistent(u);
    return a;
  });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(alloc_failure_test)

BOOST_AUTO_TEST_CASE(the_failing_allocator_fails_and_the_counter_counts) {
  const long long live = live_allocations();
  BOOST_TEST(throws_bad_alloc(0, [] { std::string s(100, 'x'); }));
  BOOST_TEST(!throws_bad_alloc(1, [] { std::string s(100, 'x'); }));
  BOOST_TEST(throws_bad_alloc(1, [] {
    std::string a(100, 'x');
    std::string b(100, 'y');
  }));
  BOOST_TEST(live_allocations() == live);
  auto* p = new int(1);
  BOOST_TEST(live_allocations() == live + 1);
  delete p;
  BOOST_TEST(live_allocations() == live);
}

BOOST_AUTO_TEST_CASE(normalize_resolve_relativize) {
  // RFC 3986 §6.2.2: case, percent-encoding and dot-segment normalization; §6.2.3 drops
  // the default port.
  exhaust_string("normalize", [] {
    return normalize("HTTP://www.Example.COM:80/a/./b/../c/%7euser/%3a?Query=%7E#Frag");
  }, "http://www.example.com/a/c/~user/%3A?Query=~#Frag");
  // RFC 3986 §5.4.1 and §5.4.2, with the examples' host "a" renamed "example.org" so that
  // every result is long enough to be allocated (a short one may sit in the string itself).
  const std::string_view base = "http://example.org/b/c/d;p?q";
  exhaust_string("resolve ../g", [&] { return resolve(base, "../g"); }, "http://example.org/b/g");
  exhaust_string("resolve g;x?y#s", [&] { return resolve(base, "g;x?y#s"); },
                 "http://example.org/b/c/g;x?y#s");
  exhaust_string("resolve ../../../g", [&] { return resolve(base, "../../../g"); }, "http://example.org/g");
  exhaust_string("resolve /./g", [&] { return resolve(base, "/./g"); }, "http://example.org/g");
  exhaust_string("resolve ?y", [&] { return resolve(base, "?y"); }, "http://example.org/b/c/d;p?y");
  exhaust_string("resolve //example.net/x", [&] { return resolve(base, "//example.net/x"); },
                 "http://example.net/x");

  // relativize: whatever it returns must resolve back to the target (checked after the
  // attempt, with allocation working again).
  const std::string_view target = "http://example.org/b/g/h?x#y";
  exhaust("relativize", [&](std::size_t budget) {
    std::optional<result<std::string>> r;
    attempt a;
    a.out_of_memory = throws_bad_alloc(budget, [&] { r.emplace(relativize(base, target)); });
    if (a.out_of_memory) {
      a.valid = !r.has_value();
    } else if (*r) {
      auto back = resolve(base, **r);
      a.valid = !(**r).empty() && (**r).find("http:") != 0 && back && *back == target;
    }
    return a;
  });
}

BOOST_AUTO_TEST_CASE(percent_encoding) {
  // UTF-8 of U+00E9 is C3 A9 (RFC 3629); ' ' is 0x20, '?' 0x3F, '&' 0x26.
  exhaust_plain_string("encode", [] {
    return encode("a b/c\xC3\xA9?with enough text to allocate", charsets::path);
  }, "a%20b/c%C3%A9%3Fwith%20enough%20text%20to%20allocate");
  exhaust_plain_string("encode_into", [] {
    std::string out = "prefix long enough to allocate:";
    encode_into(out, "x y", charsets::path);
    return out;
  }, "prefix long enough to allocate:x%20y");
  exhaust_string("encode_text", [] {
    return encode_text("caf\xC3\xA9 and more text to allocate", charsets::unreserved);
  }, "caf%C3%A9%20and%20more%20text%20to%20allocate");
  exhaust_string("decode", [] { return decode("%41%42%43 and more text to allocate %2541"); },
                 "ABC and more text to allocate %41");
  exhaust_string("decode_text", [] { return decode_text("caf%C3%A9%20and%20more%20text%20to%20allocate"); },
                 "caf\xC3\xA9 and more text to allocate");
  exhaust_plain_string("form_encode", [] { return form_encode("a b&c=d and more text"); },
                       "a+b%26c%3Dd+and+more+text");
  exhaust_plain_string("form_decode", [] { return form_decode("a+b%26c%3Dd+and+more+text"); },
                       "a b&c=d and more text");
  // ECMA-262 encodeURIComponent keeps only ALPHA DIGIT -_.!~*'().
  exhaust_string("ecma_encode_uri_component", [] {
    return ecma_encode_uri_component("a b?c=d&e (f) and more text");
  }, "a%20b%3Fc%3Dd%26e%20(f)%20and%20more%20text");
  exhaust_string("ecma_decode_uri_component", [] {
    return ecma_decode_uri_component("caf%C3%A9%20and%20more%20text%20to%20allocate");
  }, "caf\xC3\xA9 and more text to allocate");
}

BOOST_AUTO_TEST_CASE(iri_conversions) {
  // RFC 3987 §3.1 (non-ASCII path characters become their UTF-8 octets, %-encoded) and
  // UTS #46 ToASCII: "résumé" is "xn--rsum-bpad" in Punycode (RFC 3492).
  exhaust_string("iri_to_uri", [] {
    return iri_to_uri("http://r\xC3\xA9sum\xC3\xA9.example.org/D\xC3\xBCrst?q=\xE2\x82\xAC");
  }, "http://xn--rsum-bpad.example.org/D%C3%BCrst?q=%E2%82%AC", true);
  // RFC 3987 §3.2's example.
  exhaust_string("uri_to_iri", [] { return uri_to_iri("http://www.example.org/D%C3%BCrst"); },
                 "http://www.example.org/D\xC3\xBCrst", true);
}

BOOST_AUTO_TEST_CASE(uri_parse_and_copy) {
  exhaust("uri::parse", [](std::size_t budget) {
    std::optional<result<uri>> r;
    attempt a;
    a.out_of_memory = throws_bad_alloc(budget, [&] { r.emplace(uri::parse(kBase)); });
    a.valid = a.out_of_memory ? !r.has_value() : (*r && (*r)->string() == kBase && consistent(**r));
    return a;
  });
  exhaust("uri copy", [](std::size_t budget) {
    uri from = *uri::parse(kBase);
    std::optional<uri> copy;
    attempt a;
    a.out_of_memory = throws_bad_alloc(budget, [&] { copy.emplace(from); });
    a.valid = from.string() == kBase && consistent(from) &&
              (a.out_of_memory ? !copy.has_value() : copy->string() == kBase && consistent(*copy));
    return a;
  });
  exhaust("uri copy assignment", [](std::size_t budget) {
    uri from = *uri::parse(kBase);
    uri to = *uri::parse("mailto:someone.with.a.long.name@example.org");
    const std::string old(to.string());
    attempt a;
    a.out_of_memory = throws_bad_alloc(budget, [&] { to = from; });
    a.valid = from.string() == kBase && consistent(from) && consistent(to) &&
              to.string() == (a.out_of_memory ? std::string_view(old) : kBase);
    return a;
  });
}

BOOST_AUTO_TEST_CASE(uri_setters) {
  // Decoded values: characters outside the component's set become UTF-8 %HH (RFC 3986 §2.1).
  exhaust_setter("set_scheme", [](uri& u) { return u.set_scheme("https"); },
                 "https://example.com/a/long/enough/path?query=value#fragment");
  exhaust_setter("set_userinfo", [](uri& u) { return u.set_userinfo("user name:pw"); },
                 "http://user%20name:pw@example.com/a/long/enough/path?query=value#fragment");
  exhaust_setter("set_host", [](uri& u) { return u.set_host("b\xC3\xBC" "cher.example"); },
                 "http://b%C3%BCcher.example/a/long/enough/path?query=value#fragment");
  exhaust_setter("set_host ipv6", [](uri& u) { return u.set_host("2001:db8::1"); },
                 "http://[2001:db8::1]/a/long/enough/path?query=value#fragment");
  exhaust_setter("set_port", [](uri& u) { return u.set_port("8080"); },
                 "http://example.com:8080/a/long/enough/path?query=value#fragment");
  exhaust_setter("set_path", [](uri& u) { return u.set_path("/x y/z?"); },
                 "http://example.com/x%20y/z%3F?query=value#fragment");
  exhaust_setter("set_query", [](uri& u) { return u.set_query("a b#c"); },
                 "http://example.com/a/long/enough/path?a%20b%23c#fragment");
  exhaust_setter("set_fragment", [](uri& u) { return u.set_fragment("x#y z"); },
                 "http://example.com/a/long/enough/path?query=value#x%23y%20z");
  exhaust_setter("set_segments", [](uri& u) {
    return u.set_segments(std::vector<std::string_view>{"a/b", "c d"});
  }, "http://example.com/a%2Fb/c%20d?query=value#fragment");
  exhaust_setter("insert_segment", [](uri& u) { return u.insert_segment(0, "new"); },
                 "http://example.com/new/a/long/enough/path?query=value#fragment");
  exhaust_setter("erase_segment", [](uri& u) { return u.erase_segment(1); },
                 "http://example.com/a/enough/path?query=value#fragment");
  exhaust_void_setter("set_port_number", [](uri& u) { u.set_port_number(8443); },
                      "http://example.com:8443/a/long/enough/path?query=value#fragment");
  exhaust_void_setter("remove_scheme", [](uri& u) { u.remove_scheme(); },
                      "//example.com/a/long/enough/path?query=value#fragment");
  exhaust_void_setter("remove_authority", [](uri& u) { u.remove_authority(); },
                      "http:/a/long/enough/path?query=value#fragment");
  exhaust_void_setter("append_param", [](uri& u) { u.append_param("k", "v"); },
                      "http://example.com/a/long/enough/path?query=value&k=v#fragment");
  exhaust_void_setter("set_param", [](uri& u) { u.set_param("query", "other"); },
                      "http://example.com/a/long/enough/path?query=other#fragment");
}

BOOST_AUTO_TEST_SUITE_END()
