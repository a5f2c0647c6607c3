// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Counts heap allocations made by this thread, so tests can prove that an operation
// allocates nothing, and which allocations stay alive. The replacement operator new lives in allocation_counter.cpp.
#ifndef URIKIT_TEST_ALLOCATION_COUNTER_HPP
#define URIKIT_TEST_ALLOCATION_COUNTER_HPP

#include <cstddef>

namespace urikit::test {

std::size_t allocations() noexcept;

/// operator new calls minus operator delete calls (of non-null pointers) on this thread: the
/// difference between two readings is how many allocations stayed alive in between.
long long live_allocations() noexcept;

/// The bytes of the allocations made on this thread that are still alive (freed on this
/// thread or not), as malloc_usable_size() counts them.
long long live_bytes() noexcept;

/// Allocations made since construction.
class allocation_scope {
 public:
  allocation_scope() noexcept : start_(allocations()) {}
  std::size_t count() const noexcept { return allocations() - start_; }

 private:
  std::size_t start_;
};

/// While alive, every operator new on this thread fails after `budget` more successes
/// (std::bad_alloc), to test what allocating APIs do when memory runs out.
class failing_allocator {
 public:
  explicit failing_allocator(std::size_t budget) noexcept;
  ~failing_allocator();
  failing_allocator(const failing_allocator&) = delete;
  failing_allocator& operator=(const failing_allocator&) = delete;
};

}  // namespace urikit::test

#endif
