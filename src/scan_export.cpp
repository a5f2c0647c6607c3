// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The scan kernels' exported entries, for the ICU part (scan_export.hpp).
#include "scan_export.hpp"

#include "scan.hpp"

namespace urikit::detail {

std::size_t skip_run_exported(const unsigned char* s, std::size_t i, std::size_t n, const charset& set) noexcept {
  return skip_run(s, i, n, set);
}

static_assert(classify_exported_max_sets == classify_max_sets);

void classify_exported(const unsigned char* s, std::size_t n, const charset* const* sets, std::size_t count,
                       std::uint64_t* masks) noexcept {
  with_kernel([&](auto k) noexcept { classify_kernel(k, s, n, sets, count, masks); });
}

host_bytes scan_host_exported(const char* s, std::size_t n) noexcept {
  return with_kernel([&](auto k) noexcept { return scan_host_kernel(k, s, n); });
}

char* reverse_labels_exported(char* out, char* lowered, const char* host, std::size_t n, std::uint64_t dots,
                              bool upper, char separator, std::size_t readable) noexcept {
  return with_kernel([&](auto k) noexcept {
    return reverse_labels_kernel(k, out, lowered, host, n, dots, upper, separator, readable);
  });
}

}  // namespace urikit::detail
