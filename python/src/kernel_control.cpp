// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: which instruction-set kernel the library runs (urikit/kernel.hpp), as
// `urikit version` names it and URIKIT_KERNEL forces it.
#include <pybind11/pybind11.h>

#include <string>

#include <urikit/kernel.hpp>

#include "operation.hpp"

namespace urikit::python {

namespace {

/// Every kernel's name, slowest first (the library's list: urikit/kernel_list.hpp).
py::list all_kernel_names() {
  py::list names;
  for (unsigned i = 0; i < kernel_count; ++i) names.append(std::string(kernel_name(static_cast<kernel>(i))));
  return names;
}

}  // namespace

void def_kernel_control(py::module_& m) {
  using namespace pybind11::literals;
  m.def("kernel_names", &all_kernel_names,
        "Every kernel the library knows, slowest first ('portable', 'avx2', ...), whether or not\n"
        "this build and CPU run it: the names active_kernel() gives and force_kernel() takes.");
  m.def(
      "active_kernel", [] { return std::string(kernel_name(active_kernel())); },
      "The kernel in use, one of kernel_names(), as the `kernel` line of `urikit version` (the\n"
      "best the CPU runs, or the one URIKIT_KERNEL forced).");
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
        std::string known;
        for (unsigned i = 0; i < kernel_count; ++i) (known += ' ') += kernel_name(static_cast<kernel>(i));
        throw py::value_error("unknown kernel '" + name + "' (one of:" + known + ")");
      },
      "name"_a,
      "Makes `name` the kernel in use when this CPU runs it (False, and no change, when it does\n"
      "not), as URIKIT_KERNEL does at start. Every kernel gives the same results; for tests,\n"
      "benchmarks and troubleshooting, not while other threads are inside urikit.");
}

}  // namespace urikit::python
