// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit_bench: times urikit and its peers on the URL lists of $URIKIT_BENCH_DATA.
// Benchmarks register themselves per data set (bench_data.hpp); without data, nothing runs
// and the exit status is 0.
#include <benchmark/benchmark.h>

#include "bench_data.hpp"

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  if (!urikit::bench::load_datasets()) return 0;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
