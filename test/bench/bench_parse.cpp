// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit_bench: parse/<library>/<dataset>. Parsing a URI-reference with urikit and with its
// peers, each checked against urikit before it is timed.
#include <urikit/kernel.hpp>
#include <urikit/parse.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "bench_data.hpp"
#include "scan.hpp"

#ifdef URIKIT_BENCH_BOOST_URL
#include <boost/url/parse.hpp>
#endif
#ifdef URIKIT_BENCH_URIPARSER
#include <uriparser/Uri.h>
#endif
#ifdef URIKIT_BENCH_CURL
#include <curl/curl.h>
#endif

namespace urikit::bench {
namespace {

/// What the check compares: whether a URL was accepted and its host, lower-cased and
/// without an IP-literal's brackets (peers differ on both).
struct outcome {
  bool accepted = false;
  std::string host;
};

std::string comparable_host(std::string_view host) {
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  std::string h(host);
  for (char& c : h) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return h;
}

outcome urikit_outcome(const std::string& url) {
  auto r = urikit::parse_uri_reference(url);
  if (!r) return {};
  return {true, comparable_host(r->host().value_or(""))};
}

/// urikit's outcomes on a data set with the portable scalar kernel: the reference every
/// library (urikit's SIMD kernels included) is checked against.
const std::vector<outcome>& reference(const dataset& d) {
  static std::map<std::string, std::vector<outcome>> cache;
  auto it = cache.find(d.name);
  if (it != cache.end()) return it->second;
  const kernel saved = active_kernel();
  force_kernel(kernel::portable);
  std::vector<outcome> out;
  out.reserve(d.urls.size());
  for (const std::string& url : d.urls) out.push_back(urikit_outcome(url));
  force_kernel(saved);
  return cache.emplace(d.name, std::move(out)).first->second;
}

/// Compares a library's outcomes with urikit's. Sets the counters accepted (fraction of the
/// URLs), accept_diff (URLs accepted by one of the two only) and host_diff (URLs both accept
/// whose hosts differ). Returns false, after SkipWithError, when they disagree so much that
/// timing would measure something else than parsing the same URLs: more than 5% of the
/// acceptances or more than 1% of the hosts. `exact` requires no difference at all.
template <class Outcome>
bool check(benchmark::State& state, const dataset& d, Outcome&& outcome_of, bool exact = false) {
  const std::vector<outcome>& want = reference(d);
  std::size_t accepted = 0, accept_diff = 0, host_diff = 0, both = 0;
  std::string first_diff;
  for (std::size_t i = 0; i < d.urls.size(); ++i) {
    const outcome got = outcome_of(d.urls[i]);
    accepted += got.accepted;
    if (got.accepted != want[i].accepted) {
      ++accept_diff;
      if (first_diff.empty()) first_diff = (got.accepted ? "accepts " : "rejects ") + d.urls[i];
    } else if (got.accepted) {
      ++both;
      if (got.host != want[i].host) {
        ++host_diff;
        if (first_diff.empty()) first_diff = "host '" + got.host + "' of " + d.urls[i];
      }
    }
  }
  const double n = static_cast<double>(d.urls.size());
  state.counters["accepted"] = static_cast<double>(accepted) / n;
  state.counters["accept_diff"] = static_cast<double>(accept_diff);
  state.counters["host_diff"] = static_cast<double>(host_diff);
  const bool bad = exact ? (accept_diff != 0 || host_diff != 0)
                         : (static_cast<double>(accept_diff) > 0.05 * n ||
                            static_cast<double>(host_diff) > 0.01 * static_cast<double>(both));
  if (bad) {
    char msg[400];
    std::snprintf(msg, sizeof msg, "differs from urikit: %zu acceptances, %zu hosts; first: %.200s",
                  accept_diff, host_diff, first_diff.c_str());
    state.SkipWithError(msg);
    return false;
  }
  return true;
}

/// Times `parse_one` over every URL of the data set, counting allocations (operator new)
/// inside the timed loop as allocs_per_url.
template <class Parse>
void timed(benchmark::State& state, const dataset& d, Parse&& parse_one) {
  const std::size_t before = allocation_count();
  loop_timer timer;
  for (auto _ : state) {
    std::size_t ok = 0;
    for (const std::string& url : d.urls) ok += parse_one(url);
    benchmark::DoNotOptimize(ok);
  }
  const double elapsed = timer.elapsed_ns();
  const std::size_t allocs = allocation_count() - before;
  set_throughput(state, d, elapsed);
  state.counters["allocs_per_url"] =
      static_cast<double>(allocs) /
      (static_cast<double>(state.iterations()) * static_cast<double>(d.urls.size()));
}

// ------------------------------------------------------------------ urikit

/// "urikit_<kernel name>"; the portable kernel's row keeps its first name, urikit_scalar
/// (docs/performance.md and scripts/bench-ab.py read it).
std::string row_name(kernel k) {
  return std::string("urikit_") + (k == kernel::portable ? "scalar" : kernel_name(k));
}

/// urikit with a given scan kernel; compared exactly with the scalar kernel's results.
void bench_urikit(benchmark::State& state, const dataset& d, kernel k) {
  const kernel saved = active_kernel();
  if (!force_kernel(k)) {
    state.SkipWithError("this CPU cannot run that kernel");
  } else if (check(state, d, urikit_outcome, /*exact=*/true)) {
    timed(state, d, [](const std::string& url) {
      auto r = urikit::parse_uri_reference(url);
      benchmark::DoNotOptimize(r);
      return r.has_value();
    });
    if (state.counters["allocs_per_url"] != 0.0) state.SkipWithError("urikit allocated while parsing");
  }
  force_kernel(saved);
}

const bool urikit_registered = [] {
  // "urikit" is what the library picks by itself on this machine (URIKIT_KERNEL=portable,
  // avx2, ... forces one); the others time each kernel the CPU can run.
  const kernel chosen = active_kernel();
  register_per_dataset("parse", "urikit", [chosen](benchmark::State& state, const dataset& d) {
    bench_urikit(state, d, chosen);
  });
  for (unsigned i = 0; i < kernel_count; ++i) {
    const auto k = static_cast<kernel>(i);
    if (!kernel_supported(k)) continue;
    register_per_dataset("parse", row_name(k), [k](benchmark::State& state, const dataset& d) {
      bench_urikit(state, d, k);
    });
  }
  return true;
}();

// ------------------------------------------------------------------ Boost.URL

#ifdef URIKIT_BENCH_BOOST_URL
const bool boost_url_registered = register_per_dataset(
    "parse", "boost_url", [](benchmark::State& state, const dataset& d) {
      auto outcome_of = [](const std::string& url) -> outcome {
        auto r = boost::urls::parse_uri_reference(url);
        if (!r) return {};
        auto host = r->encoded_host();
        return {true, comparable_host(std::string_view(host.data(), host.size()))};
      };
      if (!check(state, d, outcome_of)) return;
      timed(state, d, [](const std::string& url) {
        auto r = boost::urls::parse_uri_reference(url);
        benchmark::DoNotOptimize(r);
        return r.has_value();
      });
    });
#endif

// ------------------------------------------------------------------ uriparser

#ifdef URIKIT_BENCH_URIPARSER
/// Parses with uriparser; the members it allocates are freed before returning.
template <class Use>
bool uriparser_parse(const std::string& url, Use&& use) {
  UriUriA uri;
  const char* error_pos = nullptr;
  if (uriParseSingleUriExA(&uri, url.data(), url.data() + url.size(), &error_pos) != URI_SUCCESS)
    return false;
  use(uri);
  uriFreeUriMembersA(&uri);
  return true;
}

const bool uriparser_registered = register_per_dataset(
    "parse", "uriparser", [](benchmark::State& state, const dataset& d) {
      auto outcome_of = [](const std::string& url) -> outcome {
        outcome o;
        o.accepted = uriparser_parse(url, [&](const UriUriA& uri) {
          if (uri.hostText.first != nullptr)
            o.host = comparable_host(std::string_view(
                uri.hostText.first, static_cast<std::size_t>(uri.hostText.afterLast - uri.hostText.first)));
        });
        return o;
      };
      if (!check(state, d, outcome_of)) return;
      timed(state, d, [](const std::string& url) {
        return uriparser_parse(url, [](const UriUriA& uri) { benchmark::DoNotOptimize(uri); });
      });
    });
#endif

// ------------------------------------------------------------------ curl

#ifdef URIKIT_BENCH_CURL
/// curl parses into a handle; one handle is reused for every URL, as a client would.
/// CURLU_NON_SUPPORT_SCHEME lets it accept schemes it cannot fetch (file:, node:, ...).
constexpr unsigned curl_flags = CURLU_NON_SUPPORT_SCHEME;

const bool curl_registered = register_per_dataset(
    "parse", "curl", [](benchmark::State& state, const dataset& d) {
      CURLU* h = curl_url();
      auto outcome_of = [h](const std::string& url) -> outcome {
        if (curl_url_set(h, CURLUPART_URL, url.c_str(), curl_flags) != CURLUE_OK) return {};
        outcome o{true, {}};
        char* host = nullptr;
        if (curl_url_get(h, CURLUPART_HOST, &host, 0) == CURLUE_OK) {
          o.host = comparable_host(host);
          curl_free(host);
        }
        return o;
      };
      if (check(state, d, outcome_of)) {
        timed(state, d, [h](const std::string& url) {
          return curl_url_set(h, CURLUPART_URL, url.c_str(), curl_flags) == CURLUE_OK;
        });
      }
      curl_url_cleanup(h);
    });
#endif

}  // namespace
}  // namespace urikit::bench
