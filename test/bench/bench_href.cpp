// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit_bench: href/<library>/<dataset>, the WHATWG reading written as RFC 3986 (href.hpp),
// beside normalize/urikit/<dataset> (strict parse + normalize_into) on the same inputs.
// ada (the WHATWG parser in node) is not a Debian package: it is timed out of the tree
// (docs/href.md says how).
#include <urikit/href.hpp>
#include <urikit/parse.hpp>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "bench_data.hpp"

namespace urikit::bench {
namespace {

void skip(benchmark::State& state, const char* what, const std::string& example) {
  char msg[300];
  std::snprintf(msg, sizeof msg, "%s: %.200s", what, example.c_str());
  state.SkipWithError(msg);
}

/// Times href_into over `inputs` after checking every result: strict RFC 3986, and a fixed
/// point (href of the output is the output).
void time_href(benchmark::State& state, const std::vector<std::string>& inputs) {
  std::string out, again;
  std::vector<std::string> accepted;
  for (const auto& u : inputs) {
    out.clear();
    if (!href_into(out, u)) continue;  // not a URL to a browser (a relative line, say)
    if (!parse_uri(out)) return skip(state, "href output is not a strict RFC 3986 URI", u);
    again.clear();
    if (!href_into(again, out) || again != out) return skip(state, "href is not a fixed point", u);
    accepted.push_back(u);
  }
  std::size_t bytes = 0;
  for (const auto& u : accepted) bytes += u.size();
  const std::size_t before = allocation_count();
  loop_timer timer;
  for (auto _ : state) {
    std::size_t n = 0;
    for (const std::string& u : accepted) {
      out.clear();
      (void)href_into(out, u);
      n += out.size();
    }
    benchmark::DoNotOptimize(n);
  }
  const double ns = timer.elapsed_ns();
  const double items = static_cast<double>(state.iterations()) * static_cast<double>(accepted.size());
  state.counters["items_per_second"] = benchmark::Counter(items / (ns * 1e-9));
  state.counters["bytes_per_second"] =
      benchmark::Counter(static_cast<double>(bytes) * static_cast<double>(state.iterations()) / (ns * 1e-9));
  state.counters["ns_per_url"] = ns / items;
  state.counters["allocs_per_url"] = static_cast<double>(allocation_count() - before) / items;
  state.counters["urls"] = static_cast<double>(accepted.size());
}

// The same inputs as normalize/urikit (the strict-valid lines), and every line a browser
// reads as a URL.
const bool href_strict = register_per_dataset("href", "urikit", [](benchmark::State& state, const dataset& d) {
  time_href(state, valid_urls(d));
});
const bool href_all = register_per_dataset("href", "urikit_all_lines", [](benchmark::State& state, const dataset& d) {
  time_href(state, d.urls);
});

}  // namespace
}  // namespace urikit::bench
