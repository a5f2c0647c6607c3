// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit_bench: the crawler keys (issue 19) beside their yardsticks, on the same inputs (the
// lines that parse as RFC 3986 URI-references, normalize/urikit's inputs):
//   crawl/normalize_into/<dataset>   parse + normalize_into (the yardstick of the profiles)
//   crawl/canonicalize_<profile>/..  canonicalize_into by each profile
//   crawl/surt/<dataset>             surt_into with the defaults
//   crawl/parse/<dataset>            parse_uri_reference (the yardstick of host parts)
//   crawl/host_parts/<dataset>       split_host (with libpsl only)
//   crawl/host_parts_into/<dataset>  split_host_into, one buffer cleared before each call
// Ratios: ns_per_url of a row over its yardstick's.
#include <urikit/canonicalize.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/surt.hpp>
#ifdef URIKIT_BENCH_PSL
#include <urikit/public_suffix.hpp>
#endif

#include <map>
#include <string>
#include <vector>

#include "bench_data.hpp"

namespace urikit::bench {
namespace {

/// time_each(), and the number of inputs as the counter "urls".
template <class F>
void time_lines(benchmark::State& state, const std::vector<std::string>& in, F f) {
  time_each(state, in, f);
  state.counters["urls"] = static_cast<double>(in.size());
}

const bool yardstick = register_per_dataset("crawl", "normalize_into", [](benchmark::State& state, const dataset& d) {
  std::string out;
  time_lines(state, valid_urls(d), [&](const std::string& u) {
    out.clear();
    normalize_into(out, *parse_uri_reference(u));
    return out.size();
  });
});

const bool parse_yardstick = register_per_dataset("crawl", "parse", [](benchmark::State& state, const dataset& d) {
  time_lines(state, valid_urls(d), [](const std::string& u) {
    auto p = parse_uri_reference(u);
    return p && p->host() ? p->host()->size() : std::size_t{1};
  });
});

const bool profiles = [] {
  for (canon_profile p : all_profiles) {
    register_per_dataset("crawl", "canonicalize_" + std::string(profile_name(p)),
                         [p](benchmark::State& state, const dataset& d) {
                           std::string out;
                           time_lines(state, valid_urls(d), [&](const std::string& u) {
                             out.clear();
                             return canonicalize_into(out, u, p) ? out.size() : 0;
                           });
                         });
  }
  return true;
}();

const bool surt_default = register_per_dataset("crawl", "surt", [](benchmark::State& state, const dataset& d) {
  std::string out;
  time_lines(state, valid_urls(d), [&](const std::string& u) {
    out.clear();
    return surt_into(out, u) ? out.size() : 0;
  });
});

#ifdef URIKIT_BENCH_PSL
const bool host_parts_bench = register_per_dataset("crawl", "host_parts", [](benchmark::State& state, const dataset& d) {
  (void)public_suffix_list::standard();
  time_lines(state, valid_urls(d), [](const std::string& u) {
    auto p = split_host(u);
    return p && p->registrable_domain ? p->registrable_domain->size() : 0;
  });
});

const bool host_parts_into_bench =
    register_per_dataset("crawl", "host_parts_into", [](benchmark::State& state, const dataset& d) {
      (void)public_suffix_list::standard();
      std::string storage;
      time_lines(state, valid_urls(d), [&](const std::string& u) {
        storage.clear();
        auto p = split_host_into(storage, u);
        return p && p->registrable_domain ? p->registrable_domain->size() : 0;
      });
    });
#endif

}  // namespace
}  // namespace urikit::bench
