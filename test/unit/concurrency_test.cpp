// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Threads: every stateful corner of the library (per-thread scratch strings, the IDNA and
// spoof-checker objects built once and shared, ICU converters, the kernel dispatch) gives
// each of 8 threads exactly what one thread alone gets. The threads run first (so the
// objects built once are built while they race), the same calls in shifted orders, with
// large inputs mixed in so that scratch strings grow and are given back while others work;
// the single-threaded answers are computed after, and every thread's must equal them.
#include <urikit/compare.hpp>
#include <urikit/href.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>
#include <urikit/resolve.hpp>

#include <boost/test/unit_test.hpp>

#include <atomic>
#include <functional>
#include <string>
#include <thread>
#include <vector>

using namespace urikit;

namespace {

/// One call's answer as text ("error:<code>@<offset>" for a failure).
template <class T>
std::string answer(const result<T>& r) {
  if (!r) return "error:" + std::string(error_name(r.error().code)) + "@" + std::to_string(r.error().offset);
  if constexpr (std::is_same_v<T, bool>) return *r ? "true" : "false";
  else return *r;
}

std::vector<std::string> inputs() {
  std::vector<std::string> in = {
      "HTTP://Example.COM:80/a/./b/../%7Euser?q=1#top",
      "http://a/b/c/d;p?q",
      "http://xn--bcher-kva.de/%C3%A9?x=%E2%82%AC",
      "http://xn--pple-43d.com/",
      "http://例え.テスト/パス",
      "  https://EXAMPLE.org\\a\\..\\b?c d#e  ",
      "http://[::FFFF:127.0.0.1]:0080/%2f",
      "mailto:John.Doe@example.com",
      "%zz bad",
      "http://0x7f.1/",
  };
  // Long inputs make the per-thread scratch strings grow past their bound and be given back.
  in.push_back("HTTP://H/" + std::string(200000, 'a') + "/./b");
  in.push_back("http://h/" + std::string(100000, 'b') + "%C3%A9");
  return in;
}

/// The calls under test, each a function of one input.
std::vector<std::function<std::string(const std::string&)>> calls() {
  return {
      [](const std::string& s) { return answer(normalize(s)); },
      [](const std::string& s) {
        auto v = parse_uri_reference(s);
        return v ? std::to_string(hash(*v)) : std::string("invalid");
      },
      [](const std::string& s) { return answer(equivalent(s, "http://example.com/a/~user?q=1#top")); },
      [](const std::string& s) { return answer(resolve("http://a/b/c/d;p?q", s)); },
      [](const std::string& s) { return answer(canonical_key(s)); },
      [](const std::string& s) { return encode(s, charsets::path); },
      [](const std::string& s) { return answer(encode_text_as(s, "windows-1252", charsets::unreserved)); },
      [](const std::string& s) { return answer(iri_to_uri(s)); },
      [](const std::string& s) { return answer(uri_to_iri(s)); },
      [](const std::string& s) { return answer(href(s)); },
  };
}

}  // namespace

BOOST_AUTO_TEST_SUITE(concurrency_test)

BOOST_AUTO_TEST_CASE(eight_threads_agree_with_one) {
  const auto in = inputs();
  const auto fs = calls();
  const std::size_t n = fs.size() * in.size();

  // The threads start first, so that their first calls are the process's first use of the
  // objects built once (the IDNA and spoof-checker objects, ICU's data): ctest runs this
  // suite in a process of its own. Each records its answers; they are compared after.
  constexpr int threads = 8, rounds = 400;  // each round: every call on every input
  std::vector<std::vector<std::string>> answers(threads, std::vector<std::string>(n));
  std::atomic<long> mismatches{0}, done{0};
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      for (int round = 0; round < rounds; ++round)
        for (std::size_t k = 0; k < n; ++k) {
          // A different order per thread and round, so that different calls overlap.
          const std::size_t j = (k * 7 + static_cast<std::size_t>(t + round)) % n;
          std::string a = fs[j / in.size()](in[j % in.size()]);
          if (round == 0) answers[static_cast<std::size_t>(t)][j] = std::move(a);
          else if (a != answers[static_cast<std::size_t>(t)][j]) ++mismatches;
          ++done;
        }
    });
  for (auto& th : pool) th.join();
  // The single-threaded answers, made after the threads.
  for (std::size_t j = 0; j < n; ++j) {
    const std::string expected = fs[j / in.size()](in[j % in.size()]);
    for (int t = 0; t < threads; ++t)
      if (answers[static_cast<std::size_t>(t)][j] != expected) ++mismatches;
  }
  BOOST_TEST_MESSAGE("concurrency: " << threads << " threads, " << done.load() << " calls, " << mismatches.load()
                                     << " mismatches");
  BOOST_TEST(done.load() == static_cast<long>(threads) * rounds * static_cast<long>(n));
  BOOST_TEST(mismatches.load() == 0);
}

BOOST_AUTO_TEST_SUITE_END()
