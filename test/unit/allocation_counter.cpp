// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "allocation_counter.hpp"

#include <malloc.h>

#include <cstdlib>
#include <new>

namespace {
thread_local std::size_t g_allocations = 0;
thread_local bool g_failing = false;
thread_local std::size_t g_budget = 0;
thread_local long long g_live = 0;
thread_local long long g_live_bytes = 0;  // malloc_usable_size() of the live allocations

void* counted_allocation(std::size_t size) {
  if (g_failing) {
    if (g_budget == 0) throw std::bad_alloc();
    --g_budget;
  }
  ++g_allocations;
  if (void* p = std::malloc(size ? size : 1)) {
    ++g_live;
    g_live_bytes += static_cast<long long>(malloc_usable_size(p));
    return p;
  }
  throw std::bad_alloc();
}
}  // namespace

namespace urikit::test {
std::size_t allocations() noexcept { return g_allocations; }
long long live_allocations() noexcept { return g_live; }
long long live_bytes() noexcept { return g_live_bytes; }
failing_allocator::failing_allocator(std::size_t budget) noexcept {
  g_failing = true;
  g_budget = budget;
}
failing_allocator::~failing_allocator() { g_failing = false; }
}  // namespace urikit::test

void* operator new(std::size_t size) { return counted_allocation(size); }
void* operator new[](std::size_t size) { return counted_allocation(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return counted_allocation(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return counted_allocation(size);
  } catch (...) {
    return nullptr;
  }
}
namespace {
void counted_free(void* p) noexcept {
  if (p) {
    --g_live;
    g_live_bytes -= static_cast<long long>(malloc_usable_size(p));
  }
  std::free(p);
}
}  // namespace

void operator delete(void* p) noexcept { counted_free(p); }
void operator delete[](void* p) noexcept { counted_free(p); }
void operator delete(void* p, std::size_t) noexcept { counted_free(p); }
void operator delete[](void* p, std::size_t) noexcept { counted_free(p); }
