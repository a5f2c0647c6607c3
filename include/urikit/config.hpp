// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: configuration, version and the export macro.
#ifndef URIKIT_CONFIG_HPP
#define URIKIT_CONFIG_HPP

#define URIKIT_VERSION_MAJOR 0
#define URIKIT_VERSION_MINOR 1
#define URIKIT_VERSION_PATCH 0
/// The version as one number: major * 10000 + minor * 100 + patch.
#define URIKIT_VERSION (URIKIT_VERSION_MAJOR * 10000 + URIKIT_VERSION_MINOR * 100 + URIKIT_VERSION_PATCH)

// The library is built with hidden visibility; only declarations marked
// URIKIT_API leave the shared object. Static builds define URIKIT_STATIC.
#if defined(_WIN32) && !defined(URIKIT_STATIC)
#  if defined(URIKIT_BUILDING)
#    define URIKIT_API __declspec(dllexport)
#  else
#    define URIKIT_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define URIKIT_API __attribute__((visibility("default")))
#else
#  define URIKIT_API
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define URIKIT_LIKELY(x) __builtin_expect(!!(x), 1)
#  define URIKIT_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#  define URIKIT_LIKELY(x) (x)
#  define URIKIT_UNLIKELY(x) (x)
#endif

/// Marks a parameter (or, after a member function's parameter list, the object) that the
/// result refers into, so that clang warns (-Wdangling) when it is a temporary.
#if defined(__cplusplus) && defined(__clang__) && defined(__has_cpp_attribute)
#  if __has_cpp_attribute(clang::lifetimebound)
#    define URIKIT_LIFETIMEBOUND [[clang::lifetimebound]]
#  endif
#endif
#ifndef URIKIT_LIFETIMEBOUND
#  define URIKIT_LIFETIMEBOUND
#endif

#endif  // URIKIT_CONFIG_HPP
