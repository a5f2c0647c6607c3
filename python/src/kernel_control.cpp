// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: which instruction-set kernel the library runs (urikit/kernel.hpp), as
// `urikit version` names it and URIKIT_KERNEL forces it.
#include <pybind11/pybind11.h>

#include <string>

#include <urikit/kernel.hpp>

#include "operation.hpp"

namespace urikit::python {

void def_kernel_control(py::module_& m) {
  using namespace pybind11::literals;
  m.def(
      "active_kernel", [] { return std::string(kernel_name(active_kernel())); },
      "The kernel in use: 'portable', 'avx2', 'avx512' or 'avx512_vbmi2', as the `kernel`\n"
      "line of `urikit version` (the best the CPU runs, or the one URIKIT_KERNEL forced).");
  m.def(
      "supported_kernels",
      [] {
        py::list names;
        for (unsigned i = 0; i < kernel_count; ++i) {
          const auto k = static_cast<kernel>(i);
          if (kernel_supported(k)) names.append(std::string(kernel_name(k)));
        }
        return names;
      },
      "The kernels this build and CPU can run, slowest first ('portable' always).");
  m.def(
      "force_kernel",
      [](const std::string& name) {
        for (unsigned i = 0; i < kernel_count; ++i) {
          const auto k = static_cast<kernel>(i);
          if (name == kernel_name(k)) return force_kernel(k);
        }
        throw py::value_error("unknown kernel '" + name + "' (one of: portable avx2 avx512 avx512_vbmi2)");
      },
      "name"_a,
      "Makes `name` the kernel in use when this CPU runs it (False, and no change, when it does\n"
      "not), as URIKIT_KERNEL does at start. Every kernel gives the same results; for tests,\n"
      "benchmarks and troubleshooting, not while other threads are inside urikit.");
}

}  // namespace urikit::python
