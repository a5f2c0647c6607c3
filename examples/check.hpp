// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The examples check what their comments promise, so that ctest fails when the docs and the
// library part ways. check(actual, expected) compares; check_error(result, code, offset)
// expects a failure.
#ifndef URIKIT_EXAMPLES_CHECK_HPP
#define URIKIT_EXAMPLES_CHECK_HPP

#include <cstddef>
#include <iostream>
#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace example {

inline int failures = 0;

inline void check(std::string_view actual, std::string_view expected, int line) {
  if (actual == expected) return;
  std::cerr << "line " << line << ": got \"" << actual << "\", the docs say \"" << expected << "\"\n";
  ++failures;
}

template <class T>
void check(const urikit::result<T>& r, std::string_view expected, int line) {
  if (!r) {
    std::cerr << "line " << line << ": failed with " << urikit::error_name(r.error().code) << " at "
              << r.error().offset << ", the docs say \"" << expected << "\"\n";
    ++failures;
    return;
  }
  check(std::string_view(*r), expected, line);
}

template <class T>
void check_error(const urikit::result<T>& r, urikit::errc code, std::size_t offset, int line) {
  if (!r && r.error().code == code && r.error().offset == offset) return;
  std::cerr << "line " << line << ": expected " << urikit::error_name(code) << " at " << offset << '\n';
  ++failures;
}

inline void check_true(bool ok, int line) {
  if (ok) return;
  std::cerr << "line " << line << ": check failed\n";
  ++failures;
}

inline int exit_code() { return failures ? 1 : 0; }

}  // namespace example

#define CHECK(actual, expected) ::example::check((actual), (expected), __LINE__)
#define CHECK_ERROR(result, code, offset) ::example::check_error((result), (code), (offset), __LINE__)
#define CHECK_TRUE(cond) ::example::check_true((cond), __LINE__)

#endif
