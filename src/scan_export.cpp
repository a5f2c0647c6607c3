// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The scan kernels' one exported entry, for the ICU part (scan_export.hpp).
#include "scan_export.hpp"

#include "scan.hpp"

namespace urikit::detail {

std::size_t skip_run_exported(const unsigned char* s, std::size_t i, std::size_t n, const charset& set) noexcept {
  return skip_run(s, i, n, set);
}

}  // namespace urikit::detail
