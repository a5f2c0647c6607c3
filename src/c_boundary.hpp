// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The C API's boundary, shared by the C functions of every part (src/c_api.cpp in urikit_icu,
// src/psl/c_api_psl.cpp in urikit_psl): errors out, malloc'ed strings, (pointer, length)
// views, and guarded(), which keeps every C++ exception on this side.
#ifndef URIKIT_SRC_C_BOUNDARY_HPP
#define URIKIT_SRC_C_BOUNDARY_HPP

#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include <urikit/error.hpp>
#include <urikit/urikit.h>

namespace urikit::c_boundary {

inline void set_error(urikit_error* out, error e) noexcept {
  if (out) *out = {static_cast<int>(e.code), e.offset};
}
inline void set_ok(urikit_error* out) noexcept {
  if (out) *out = {URIKIT_OK, 0};
}

/// A malloc'ed NUL-terminated copy (so C callers free it with urikit_free), or NULL.
inline char* c_string(const std::string& s, size_t* length) noexcept {
  auto* p = static_cast<char*>(std::malloc(s.size() + 1));
  if (!p) return nullptr;
  std::memcpy(p, s.data(), s.size());
  p[s.size()] = '\0';
  if (length) *length = s.size();
  return p;
}

/// Thrown by view() inside guarded() only: a (NULL, nonzero length) argument.
struct null_with_length {};

/// A C caller's (pointer, length) as a view. NULL is the empty string only with length 0;
/// NULL with a nonzero length (even SIZE_MAX) is a caller's bug, refused as invalid-argument
/// by guarded() rather than read as "" and reported as success.
inline std::string_view view(const char* text, size_t length) {
  if (!text && length != 0) throw null_with_length{};
  return text ? std::string_view(text, length) : std::string_view();
}

/// Runs f() and turns an exception into an error returning `failed`: invalid-argument for a
/// NULL text with a length (view()), out-of-memory for anything else (std::bad_alloc, the
/// only exception the library can throw).
template <class F, class R = decltype(std::declval<F&>()())>
R guarded(urikit_error* error, F f, R failed = R{}) noexcept {
  try {
    return f();
  } catch (const null_with_length&) {
    set_error(error, {errc::invalid_argument, 0});
    return failed;
  } catch (...) {
    set_error(error, {errc::out_of_memory, 0});
    return failed;
  }
}

/// The integer a C caller passed for an enum parameter, read without loading the enum:
/// a value outside the enumerators is undefined behaviour to load as the enum type in C++.
/// (Taken by address: even copying such a value is a load.)
template <class E>
int raw(const E* e) noexcept {
  std::underlying_type_t<E> v;
  std::memcpy(&v, e, sizeof v);
  return static_cast<int>(v);
}

inline constexpr error bad_argument{errc::invalid_argument, 0};

/// A result as a new C string (urikit_free), or NULL with *error set.
inline char* string_result(const result<std::string>& r, size_t* out_length, urikit_error* error) {
  if (!r) {
    set_error(error, r.error());
    return nullptr;
  }
  char* out = c_string(*r, out_length);
  if (!out) set_error(error, {errc::out_of_memory, 0});
  else set_ok(error);
  return out;
}

}  // namespace urikit::c_boundary

#endif  // URIKIT_SRC_C_BOUNDARY_HPP
