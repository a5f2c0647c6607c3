// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The one place that asks the CPU what it supports and chooses the kernel, once: as the
// library loads (or on an earlier call of current_kernel()), from URIKIT_KERNEL (or the older
// URIKIT_FORCE_SCALAR) and the CPU; later only force_kernel() changes it.
#include <urikit/kernel.hpp>

#include <cstdlib>
#include <cstring>

#include "interface.hpp"

namespace urikit {

namespace detail {

std::atomic<unsigned char> active_kernel_value{0xFF};

namespace {

/// True, and compiles only when `Tag`'s folder declares kernel_built() and cpu_runs() for
/// `Tag` itself: the two pointers then convert to these exact types (an overload for a base
/// tag does not).
template <class Tag>
constexpr bool must_answer_for(bool (*)(Tag) noexcept, bool (*)(Tag) noexcept) noexcept {
  return true;
}

/// Whether the build holds `k` and this CPU runs it: each kernel's folder answers for its
/// tag (entry_points.hpp: kernel_built, cpu_runs).
bool cpu_supports(kernel k) noexcept {
  switch (k) {
    case kernel::portable: return true;
#define URIKIT_KERNEL_CASE_(name, base)                                                   \
  case kernel::name:                                                                    \
    static_assert(must_answer_for<name##_tag>(&kernel_built, &cpu_runs), "every kernel"); \
    return kernel_built(name##_tag{}) && cpu_runs(name##_tag{});
    URIKIT_SIMD_KERNELS(URIKIT_KERNEL_CASE_)
#undef URIKIT_KERNEL_CASE_
  }
  return false;
}

/// The kernel URIKIT_KERNEL names, or false when it is unset or names none.
bool kernel_from_environment(kernel& k) noexcept {
  if (const char* name = std::getenv("URIKIT_KERNEL"); name != nullptr) {
    for (unsigned i = 0; i < kernel_count; ++i)
      if (std::strcmp(name, kernel_name(static_cast<kernel>(i))) == 0) {
        k = static_cast<kernel>(i);
        return true;
      }
  }
  const char* scalar = std::getenv("URIKIT_FORCE_SCALAR");
  if (scalar != nullptr && scalar[0] != '\0' && std::strcmp(scalar, "0") != 0) {
    k = kernel::portable;
    return true;
  }
  return false;
}

/// The kernel URIKIT_KERNEL (or the CPU) asks for.
kernel wanted_kernel() noexcept {
  kernel k = kernel::portable;
  kernel wanted;
  if (kernel_from_environment(wanted)) {
    // A kernel this CPU cannot run falls back to the best one below it.
    k = wanted;
    while (!cpu_supports(k)) k = static_cast<kernel>(static_cast<unsigned>(k) - 1);
  } else {
    for (unsigned i = kernel_count; i-- > 0;)
      if (cpu_supports(static_cast<kernel>(i))) {
        k = static_cast<kernel>(i);
        break;
      }
  }
  return k;
}

}  // namespace

kernel init_kernel() noexcept {
  const kernel k = wanted_kernel();
  // Every thread that races here computes the same value.
  active_kernel_value.store(static_cast<unsigned char>(k), std::memory_order_relaxed);
  return k;
}

// Chosen as the library loads, so that with_kernel() needs no first-call case (kernel.hpp),
// unless a static constructor that ran first forced a kernel or chose one (0xFF no longer).
// wanted_kernel() reads no other file's statics, and calls __builtin_cpu_init() itself.
[[maybe_unused]] const bool kernel_chosen_at_load = [] {
  unsigned char unset = 0xFF;
  return active_kernel_value.compare_exchange_strong(unset, static_cast<unsigned char>(wanted_kernel()),
                                                     std::memory_order_relaxed);
}();

}  // namespace detail

kernel active_kernel() noexcept { return detail::current_kernel(); }

bool kernel_supported(kernel k) noexcept { return detail::cpu_supports(k); }

bool force_kernel(kernel k) noexcept {
  if (!detail::cpu_supports(k)) return false;
  detail::active_kernel_value.store(static_cast<unsigned char>(k), std::memory_order_relaxed);
  return true;
}

const char* kernel_name(kernel k) noexcept {
  switch (k) {
    case kernel::portable: return "portable";
#define URIKIT_KERNEL_CASE_(name, base) \
  case kernel::name: return #name;
    URIKIT_SIMD_KERNELS(URIKIT_KERNEL_CASE_)
#undef URIKIT_KERNEL_CASE_
  }
  return "unknown";
}

}  // namespace urikit
