// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The Boost.Test entry point of urikit_tests (each other file holds one suite, named
// after the file, that ctest runs on its own). A global fixture says which instruction-set
// kernels the machine supports, which one the library chose, and, at the end, which
// kernels the tests ran (kernels.hpp).
#define BOOST_TEST_MODULE urikit
#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <cstring>
#include <iostream>

#include "kernels.hpp"

namespace {

struct kernel_report {
  kernel_report() {
    // A run for a kernel this CPU lacks (ctest's unit.all_on_<kernel>) would only repeat the
    // run of the kernel it falls back to: skipped (ctest's SKIP_RETURN_CODE).
    if (const char* wanted = std::getenv("URIKIT_KERNEL");
        wanted != nullptr && std::strcmp(wanted, urikit::kernel_name(urikit::active_kernel())) != 0) {
      std::cout << "URIKIT_KERNEL=" << wanted << ": not supported here (it fell back to "
                << urikit::kernel_name(urikit::active_kernel()) << "); skipped\n";
      std::exit(77);
    }
    std::cout << "urikit kernels supported:";
    for (urikit::kernel k : urikit::test::supported_kernels()) std::cout << ' ' << urikit::kernel_name(k);
    std::cout << "; chosen: " << urikit::kernel_name(urikit::active_kernel()) << '\n';
  }
  ~kernel_report() {
    std::cout << "urikit kernels exercised:";
    const unsigned bits = urikit::test::kernels_exercised();
    for (unsigned i = 0; i < urikit::kernel_count; ++i)
      if ((bits >> i) & 1u) std::cout << ' ' << urikit::kernel_name(static_cast<urikit::kernel>(i));
    if (bits == 0) std::cout << " (none: no test that compares kernels ran)";
    std::cout << '\n';
  }
};

}  // namespace

BOOST_TEST_GLOBAL_FIXTURE(kernel_report);
