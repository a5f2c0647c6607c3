// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The C API when memory runs out: every call either succeeds or reports
// URIKIT_OUT_OF_MEMORY; no exception crosses it, and a handle being edited stays as it was.
// Each operation is run with an allocation budget of 0, 1, 2, ... until it succeeds.
#include <urikit/compare.hpp>
#include <urikit/urikit.h>

#include <cstring>
#include <string>

#include <boost/test/unit_test.hpp>

#include "allocation_counter.hpp"

namespace {

/// Runs call(err) under ever larger allocation budgets (nothing else runs under the budget:
/// Boost.Test allocates), then check(ok, err) outside it. Every failing run must report
/// out-of-memory. Returns the number of failing runs before the first success.
template <class Call, class Check>
int until_success(Call call, Check check) {
  for (int budget = 0; budget < 200; ++budget) {
    urikit_error err{-1, 0};
    bool ok;
    {
      urikit::test::failing_allocator limit(static_cast<std::size_t>(budget));
      ok = call(err);
    }
    check(ok);
    if (ok) {
      BOOST_TEST(err.code == URIKIT_OK);
      return budget;
    }
    BOOST_TEST(err.code == URIKIT_OUT_OF_MEMORY, "budget " << budget);
  }
  BOOST_FAIL("no success within 200 allocations");
  return -1;
}

/// For the functions returning a new string: it is `want` when not NULL.
template <class Call>
void string_until_success(Call call, const char* want) {
  char* s = nullptr;
  until_success(
      [&](urikit_error& err) {
        s = call(err);
        return s != nullptr;
      },
      [&](bool ok) {
        if (ok) BOOST_TEST(std::string(s) == want);
        urikit_free(s);
      });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(c_api_oom_test)

BOOST_AUTO_TEST_CASE(parse_and_set) {
  const char* text = "http://example.com/a/b?q=1#f";
  urikit_uri* parsed = nullptr;
  int failed = until_success(
      [&](urikit_error& err) {
        parsed = urikit_parse(text, std::strlen(text), URIKIT_URI, &err);
        return parsed != nullptr;
      },
      [](bool) {});
  BOOST_TEST(failed >= 1);  // a uri owns a buffer: at least one allocation can fail
  BOOST_TEST_REQUIRE(parsed != nullptr);
  failed = until_success(
      [&](urikit_error& err) { return urikit_uri_set(parsed, URIKIT_PATH, "/x y/z", 6, 1, &err) == 1; },
      [&](bool ok) {
        if (!ok) BOOST_TEST(std::string(urikit_uri_string(parsed, nullptr)) == text);  // unchanged
      });
  BOOST_TEST(failed >= 1);
  BOOST_TEST(std::string(urikit_uri_string(parsed, nullptr)) == "http://example.com/x%20y/z?q=1#f");
  urikit_uri_free(parsed);
}

BOOST_AUTO_TEST_CASE(string_functions) {
  size_t len = 0;
  string_until_success(
      [&](urikit_error& err) { return urikit_normalize("HTTP://A/%7e", 12, URIKIT_LEVEL_SCHEME, 0, &len, &err); },
      "http://a/~");
  string_until_success(
      [&](urikit_error& err) { return urikit_resolve("http://a/b/c/d;p?q", 18, "../g", 4, 1, &len, &err); },
      "http://a/b/g");
  string_until_success([&](urikit_error& err) { return urikit_encode("a b", 3, URIKIT_SET_PATH, 1, &len, &err); },
                       "a%20b");
  string_until_success(
      [&](urikit_error& err) { return urikit_decode("caf%C3%A9", 9, URIKIT_DECODE_UTF8, &len, &err); },
      "caf\xC3\xA9");
  string_until_success([&](urikit_error& err) { return urikit_iri_to_uri("http://h/\xC3\xA9", 11, &len, &err); },
                       "http://h/%C3%A9");
}

BOOST_AUTO_TEST_CASE(equivalent_reports_an_error_not_a_difference) {
  // Out of memory is -1 (an error), never 0 ("not equivalent"). `b` needs the general
  // writer (its "%7e" is decoded), which allocates; a dropped port alone no longer does.
  const std::string a = "http://example.com/~" + std::string(100, 'a');
  const std::string b = "HTTP://EXAMPLE.COM:80/%7e" + std::string(100, 'a');
  int r = 0, which = 7;
  int failed = until_success(
      [&](urikit_error& err) {
        which = 7;
        r = urikit_equivalent(a.data(), a.size(), b.data(), b.size(), URIKIT_LEVEL_SCHEME, &which, &err);
        return r != -1;
      },
      [&](bool ok) {
        if (ok) BOOST_TEST(r == 1);
        else BOOST_TEST(which == 0);
      });
  BOOST_TEST(failed >= 1);
}

BOOST_AUTO_TEST_CASE(the_additions) {
  size_t len = 0;
  string_until_success(
      [&](urikit_error& err) {
        return urikit_normalize_with("HTTP://A/?b=1&a=2#f", 19, URIKIT_LEVEL_SCHEME, URIKIT_NORMALIZE_CRAWLER, &len, &err);
      },
      "http://a/?a=2&b=1");
  string_until_success(
      [&](urikit_error& err) { return urikit_canonical_key("HTTP://A/%7e", 12, URIKIT_NORMALIZE_CONSERVATIVE, &len, &err); },
      ("v" + std::to_string(urikit::canonical_key_version) + ":http://a/~").c_str());
  size_t fixes = 0;
  string_until_success([&](urikit_error& err) { return urikit_repair("http://h/a b", 12, &fixes, &len, &err); },
                       "http://h/a%20b");
  // A parameter edit that runs out of memory leaves the URI as it was.
  const char* text = "http://h/?q=1";
  urikit_error perr;
  urikit_uri* u = urikit_parse(text, std::strlen(text), URIKIT_URI, &perr);
  BOOST_TEST_REQUIRE(u != nullptr);
  int failed = until_success(
      [&](urikit_error& err) { return urikit_uri_append_param(u, "a", 1, "b c", 3, URIKIT_PARAM_FORM, &err) == 1; },
      [&](bool ok) {
        if (!ok) BOOST_TEST(std::string(urikit_uri_string(u, nullptr)) == text);
      });
  BOOST_TEST(failed >= 1);
  BOOST_TEST(std::string(urikit_uri_string(u, nullptr)) == "http://h/?q=1&a=b+c");
  char* value = nullptr;
  until_success(
      [&](urikit_error& err) { return urikit_uri_get_param(u, "a", 1, URIKIT_PARAM_FORM, &value, &len, &err) == 1; },
      [&](bool ok) {
        if (ok) BOOST_TEST(std::string(value) == "b c");
        urikit_free(value);
      });
  urikit_uri_free(u);
}

BOOST_AUTO_TEST_SUITE_END()
