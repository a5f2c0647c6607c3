// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit_bench: loading the URL lists, registering per-data-set benchmarks, counting
// allocations.
#include "bench_data.hpp"

#include <urikit/parse.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <new>
#include <utility>

namespace urikit::bench {
namespace {

std::vector<dataset>& mutable_datasets() {
  static std::vector<dataset> sets;
  return sets;
}

struct pending_registration {
  std::string op, library;
  dataset_benchmark body;
};

std::vector<pending_registration>& pending() {
  static std::vector<pending_registration> queue;
  return queue;
}

bool& loaded() {
  static bool done = false;
  return done;
}

void register_now(const pending_registration& r) {
  for (const dataset& d : mutable_datasets()) {
    const std::string name = r.op + "/" + r.library + "/" + d.name;
    dataset_benchmark body = r.body;
    const dataset* set = &d;
    benchmark::RegisterBenchmark(name.c_str(), [body, set](benchmark::State& state) {
      body(state, *set);
    })->Unit(benchmark::kMillisecond);
  }
}

dataset read_list(const std::filesystem::path& file) {
  dataset d;
  d.name = file.stem().string();
  std::ifstream in(file, std::ios::binary);
  std::string line;
  bool first = true;
  while (std::getline(in, line)) {
    if (first && line.compare(0, 3, "\xEF\xBB\xBF") == 0) line.erase(0, 3);
    first = false;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    d.bytes += line.size();
    d.urls.push_back(std::move(line));
  }
  return d;
}

}  // namespace

const std::vector<dataset>& datasets() { return mutable_datasets(); }

bool load_datasets() {
  if (loaded()) return !mutable_datasets().empty();
  loaded() = true;
  const char* dir = std::getenv("URIKIT_BENCH_DATA");
  if (dir == nullptr || *dir == '\0') {
    std::fprintf(stderr,
                 "urikit_bench: URIKIT_BENCH_DATA is not set; set it to a folder of *.txt URL "
                 "lists (one URL a line). Nothing to benchmark.\n");
    return false;
  }
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    std::fprintf(stderr, "urikit_bench: URIKIT_BENCH_DATA=%s is not a folder. Nothing to benchmark.\n",
                 dir);
    return false;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.is_regular_file() && entry.path().extension() == ".txt") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    dataset d = read_list(f);
    if (!d.urls.empty()) mutable_datasets().push_back(std::move(d));
  }
  if (mutable_datasets().empty()) {
    std::fprintf(stderr, "urikit_bench: no non-empty *.txt URL list in %s. Nothing to benchmark.\n",
                 dir);
    return false;
  }
  for (const auto& r : pending()) register_now(r);
  pending().clear();
  return true;
}

bool register_per_dataset(std::string op, std::string library, dataset_benchmark body) {
  pending_registration r{std::move(op), std::move(library), std::move(body)};
  if (loaded())
    register_now(r);
  else
    pending().push_back(std::move(r));
  return true;
}

void set_throughput(benchmark::State& state, const dataset& d, double elapsed_ns) {
  const auto urls = static_cast<std::int64_t>(d.urls.size());
  state.SetItemsProcessed(state.iterations() * urls);
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(d.bytes));
  const double processed = static_cast<double>(state.iterations()) * static_cast<double>(urls);
  state.counters["ns_per_url"] = processed > 0 ? elapsed_ns / processed : 0.0;
}

loop_timer::loop_timer() noexcept
    : start_(std::chrono::steady_clock::now().time_since_epoch().count()) {}

double loop_timer::elapsed_ns() const noexcept {
  const std::int64_t now = std::chrono::steady_clock::now().time_since_epoch().count();
  using period = std::chrono::steady_clock::period;
  return static_cast<double>(now - start_) * 1e9 * period::num / period::den;
}

namespace {
std::atomic<std::size_t> g_allocations{0};
}

std::size_t allocation_count() noexcept { return g_allocations.load(std::memory_order_relaxed); }

const std::vector<std::string>& valid_urls(const dataset& d) {
  static std::map<std::string, std::vector<std::string>> cache;
  auto& v = cache[d.name];
  if (v.empty())
    for (const auto& u : d.urls)
      if (parse_uri_reference(u)) v.push_back(u);
  return v;
}

}  // namespace urikit::bench

// The global allocation functions of this binary count their calls. The other forms
// (nothrow, array, aligned) forward to these two or are rare enough to leave alone.
void* operator new(std::size_t size) {
  urikit::bench::g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (size == 0) size = 1;
  if (void* p = std::malloc(size)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) {
  urikit::bench::g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (size == 0) size = 1;
  if (void* p = std::malloc(size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
