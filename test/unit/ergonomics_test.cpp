// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The conveniences next to ada and Boost.URL: query parameter look-ups, value_or, stream
// output, std::hash<uri>, what() of bad_result_access. test/compile checks the guards the
// compiler gives ([[nodiscard]], views of temporaries).
#include <urikit/urikit.hpp>

#include <boost/test/unit_test.hpp>

#include <functional>
#include <new>
#include <sstream>
#include <string>
#include <unordered_set>

using namespace urikit;

namespace {
uri make(std::string_view text) { return uri::parse(text).value(); }
}  // namespace

BOOST_AUTO_TEST_SUITE(ergonomics_test)

BOOST_AUTO_TEST_CASE(params_read_the_form_style_by_default) {
  // application/x-www-form-urlencoded parsing (WHATWG URL §5.1): '+' is a space, then
  // percent-decoding; URLSearchParams("q=red+shoes").get("q") is "red shoes".
  uri u = make("https://shop.example/search?q=red+shoes&size=42&q=blue&flag&e=&n%2Bm=a%2Bb");
  BOOST_TEST(u.params().front().value == "red shoes");
  BOOST_TEST(u.params(param_style::plain).front().value == "red+shoes");
  BOOST_TEST(u.get_param("q").value() == "red shoes");  // the first of two
  BOOST_TEST(u.get_param("size").value() == "42");
  BOOST_TEST(u.get_param("flag").value() == "");  // no '=': an empty value
  BOOST_TEST(u.get_param("e").value() == "");
  BOOST_TEST(u.get_param("n+m").value() == "a+b");  // %2B is a '+', not a space
  BOOST_TEST(!u.get_param("missing").has_value());
  BOOST_TEST(!u.get_param("Q").has_value());  // names are compared byte for byte
  BOOST_TEST(u.has_param("flag"));
  BOOST_TEST(u.has_param("n+m"));
  BOOST_TEST(!u.has_param("n m"));
  BOOST_TEST(!u.has_param("size "));
  BOOST_TEST(!make("http://h/").has_param(""));  // no query, no pairs
  BOOST_TEST(make("http://h/?&").has_param(""));  // two empty pairs
}

BOOST_AUTO_TEST_CASE(erase_params_if_keeps_the_other_bytes) {
  uri u = make("http://h/p?utm_source=x&id=7&utm_medium=y&A%41=1&utm_=z#f");
  auto erased = u.erase_params_if([](const query_param& p) { return p.name.rfind("utm_", 0) == 0; });
  BOOST_TEST(erased == 3u);
  BOOST_TEST(u.string() == "http://h/p?id=7&A%41=1#f");  // "A%41" keeps its bytes
  BOOST_TEST(u.erase_params_if([](const query_param&) { return false; }) == 0u);
  BOOST_TEST(u.string() == "http://h/p?id=7&A%41=1#f");
  // The predicate sees decoded pairs: "AA" is the decoded name of "A%41".
  BOOST_TEST(u.erase_params_if([](const query_param& p) { return p.name == "AA" && p.value == "1"; }) == 1u);
  BOOST_TEST(u.string() == "http://h/p?id=7#f");
  BOOST_TEST(u.erase_params_if([](const query_param&) { return true; }) == 1u);
  BOOST_TEST(u.string() == "http://h/p?#f");  // the query stays defined, as with erase_param
  // Form style: "a+b" is "a b"; plain: it stays "a+b".
  uri f = make("?a+b=1&c=2");
  BOOST_TEST(f.erase_params_if([](const query_param& p) { return p.name == "a b"; }) == 1u);
  uri g = make("?a+b=1&c=2");
  BOOST_TEST(g.erase_params_if([](const query_param& p) { return p.name == "a b"; }, param_style::plain) == 0u);
}

BOOST_AUTO_TEST_CASE(value_or) {
  BOOST_TEST(normalize("HTTP://H/").value_or("bad") == "http://h/");
  BOOST_TEST(normalize("http://h:x/").value_or("bad") == "bad");
  result<int> none = error{errc::invalid_port, 3};
  BOOST_TEST(none.value_or(7) == 7);
  result<int> some = 4;
  BOOST_TEST(some.value_or(7) == 4);
  auto moved = uri::parse("a:b").value_or(uri());
  BOOST_TEST(moved.string() == "a:b");
}

namespace {
/// A value that can be neither copied nor moved: a result can hold one only if it is made in
/// place, from a prvalue (C++17's guaranteed elision).
struct pinned {
  explicit pinned(int v) : value(v), at(this) {}
  pinned(const pinned&) = delete;
  pinned(pinned&&) = delete;
  int value;
  const pinned* at;  // where it was made
};
}  // namespace

BOOST_AUTO_TEST_CASE(result_from_call_makes_the_value_in_place) {
  int calls = 0;
  const result<pinned> r(from_call, [&] {
    ++calls;
    return pinned(42);
  });
  BOOST_TEST(calls == 1);
  BOOST_TEST(r.has_value());
  BOOST_TEST(r->value == 42);
  BOOST_TEST((r->at == &*r));  // made where it lives: never copied nor moved
  const result<std::string> s(from_call, [] { return std::string(40, 'x'); });
  BOOST_TEST(s.value() == std::string(40, 'x'));
  // An exception from make() leaves no result behind (none to destroy).
  BOOST_CHECK_THROW(static_cast<void>(result<std::string>(from_call, []() -> std::string { throw std::bad_alloc(); })),
                    std::bad_alloc);
}

BOOST_AUTO_TEST_CASE(stream_output) {
  std::ostringstream os;
  auto u = make("http://example.com/a%20b?q#f");
  std::string text = "mailto:x@y";
  auto v = parse(text).value();
  os << u << '|' << v << '|' << error{errc::invalid_port, 9};
  BOOST_TEST(os.str() == "http://example.com/a%20b?q#f|mailto:x@y|invalid-port at offset 9");
}

BOOST_AUTO_TEST_CASE(hash_of_uri) {
  std::hash<uri> h;
  BOOST_TEST(h(make("http://h/a")) == h(make("http://h/a")));
  BOOST_TEST(h(make("http://h/a")) == std::hash<std::string_view>{}("http://h/a"));
  std::unordered_set<uri> seen{make("http://h/a"), make("http://h/b"), make("http://h/a")};
  BOOST_TEST(seen.size() == 2u);  // equal strings, one entry: uri's == is byte equality
  BOOST_TEST(seen.count(make("HTTP://h/a")) == 0u);
}

BOOST_AUTO_TEST_CASE(bad_result_access_names_the_error) {
  try {
    (void)uri::parse("http://h:8x/").value();  // port = *DIGIT: the x (offset 10) is refused
    BOOST_FAIL("value() did not throw");
  } catch (const bad_result_access& e) {
    BOOST_TEST(std::string(e.what()) == "urikit: value() called on a failed result: invalid-port at offset 10");  // the 'x'
    BOOST_TEST(e.get_error().code == errc::invalid_port);
  }
}

BOOST_AUTO_TEST_SUITE_END()
