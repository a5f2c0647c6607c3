// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit_bench: the URL lists timed, the allocation counter, and the helper that registers
// one benchmark per data set.
//
// Adding an operation (encode, decode, normalize, resolve, iri_to_uri, ...) takes one call
// per library, from a `static const bool` initializer in its own bench_<op>.cpp:
//
//   static const bool registered = urikit::bench::register_per_dataset(
//       "normalize", "urikit", [](benchmark::State& state, const urikit::bench::dataset& d) {
//         // check the results on d.urls first; state.SkipWithError(...) when they are wrong
//         urikit::bench::loop_timer timer;
//         for (auto _ : state)
//           for (const std::string& url : d.urls) benchmark::DoNotOptimize(work(url));
//         urikit::bench::set_throughput(state, d, timer.elapsed_ns());
//       });
//
// The benchmark is named "<op>/<library>/<dataset>", e.g. "normalize/urikit/kasztp"; each
// iteration must process every URL of the data set once, so that set_throughput() reports
// ns_per_url, items/s and bytes/s.
#ifndef URIKIT_BENCH_DATA_HPP
#define URIKIT_BENCH_DATA_HPP

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace urikit::bench {

/// One URL list: the stem of its file name ("kasztp" for kasztp.txt) and its lines.
struct dataset {
  std::string name;
  std::vector<std::string> urls;
  std::size_t bytes = 0;  ///< the sum of the URLs' lengths
};

/// Every *.txt file of the folder named by $URIKIT_BENCH_DATA, one URL a line (a UTF-8 BOM
/// and a trailing '\r' are removed; empty lines are skipped), sorted by name. Loaded once.
/// Empty when the variable or the folder is missing (load_datasets() then says so on stderr).
const std::vector<dataset>& datasets();

/// Loads the data sets; false, with a message on stderr, when there are none. Call once,
/// before any register_per_dataset().
bool load_datasets();

/// The body of a benchmark of one operation of one library on one data set.
using dataset_benchmark = std::function<void(benchmark::State&, const dataset&)>;

/// Registers "<op>/<library>/<dataset>" for every loaded data set. Registration happens
/// when load_datasets() runs (registrations made before it are queued), so that it can be
/// called from static initializers. Returns true.
bool register_per_dataset(std::string op, std::string library, dataset_benchmark body);

/// After the timed loop: items/s, bytes/s, and the counter ns_per_url (from `elapsed_ns`,
/// the wall time of the whole loop, measured by the caller, e.g. with loop_timer), assuming
/// each iteration processed every URL of `d` once.
void set_throughput(benchmark::State& state, const dataset& d, double elapsed_ns);

/// Wall time since construction, in ns (std::chrono::steady_clock).
class loop_timer {
 public:
  loop_timer() noexcept;
  double elapsed_ns() const noexcept;

 private:
  std::int64_t start_;
};

/// The lines of a data set that parse as RFC 3986 URI-references (the inputs of parse-based
/// operations: normalize, encode, href against normalize, the crawler keys), cached per data set.
const std::vector<std::string>& valid_urls(const dataset& d);

/// Times `one` over every string of `inputs` (summing what it returns, so the work is kept),
/// then sets items/s, bytes/s and ns_per_url for those inputs, not every line of the data set.
template <class One>
void time_each(benchmark::State& state, const std::vector<std::string>& inputs, One&& one) {
  std::size_t bytes = 0;
  for (const std::string& s : inputs) bytes += s.size();
  loop_timer timer;
  for (auto _ : state) {
    std::size_t n = 0;
    for (const std::string& s : inputs) n += one(s);
    benchmark::DoNotOptimize(n);
  }
  const double ns = timer.elapsed_ns();
  const double items = static_cast<double>(state.iterations()) * static_cast<double>(inputs.size());
  state.counters["items_per_second"] = benchmark::Counter(items / (ns * 1e-9));
  state.counters["bytes_per_second"] =
      benchmark::Counter(static_cast<double>(bytes) * static_cast<double>(state.iterations()) / (ns * 1e-9));
  state.counters["ns_per_url"] = ns / items;
}

/// The number of operator new calls made so far by this process (the bench binary replaces
/// the global operator new). malloc() calls made by C libraries are not counted.
std::size_t allocation_count() noexcept;

}  // namespace urikit::bench

#endif  // URIKIT_BENCH_DATA_HPP
