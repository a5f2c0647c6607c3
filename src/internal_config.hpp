// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the library's private macros, in one place, each with a fallback for compilers
// without the GNU extensions (they then mean only "inline", "nothing" or the plain value).
#ifndef URIKIT_SRC_INTERNAL_CONFIG_HPP
#define URIKIT_SRC_INTERNAL_CONFIG_HPP

#if defined(__GNUC__) || defined(__clang__)
#define URIKIT_GNU 1
#else
#define URIKIT_GNU 0
#endif

#if URIKIT_GNU
/// A function the hot paths need inlined whatever the compiler's cost model says.
#define URIKIT_ALWAYS_INLINE inline __attribute__((always_inline))
/// A function kept out of its callers (a rare or long path, so the common one stays lean).
#define URIKIT_NOINLINE __attribute__((noinline))
#define URIKIT_LIKELY(x) __builtin_expect(!!(x), 1)
#define URIKIT_UNLIKELY(x) __builtin_expect(!!(x), 0)
/// Said on declarations of internal data read from the hot paths, so that code inside the
/// shared library reads it directly rather than through the GOT (the build hides every
/// symbol outside the API anyway).
#define URIKIT_SRC_HIDDEN __attribute__((visibility("hidden")))
/// Makes the compiler hold `x` in a general register at this point (no instruction): left
/// alone, compilers sometimes gather bit masks in vector registers through the stack.
#define URIKIT_IN_REGISTER(x) __asm__("" : "+r"(x))
#else
#define URIKIT_ALWAYS_INLINE inline
#define URIKIT_NOINLINE
#define URIKIT_LIKELY(x) (x)
#define URIKIT_UNLIKELY(x) (x)
#define URIKIT_SRC_HIDDEN
#define URIKIT_IN_REGISTER(x) ((void)0)
#endif

// Word-at-a-time code (swar.hpp): where loads of 8 bytes read in little-endian order and the
// GNU builtins are there. Elsewhere the byte loops are used.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && URIKIT_GNU
#define URIKIT_SWAR 1
#else
#define URIKIT_SWAR 0
#endif

// The 64-127-byte normalize path (normalize_plan.hpp) keeps its masks in 128-bit integers, a
// GCC and Clang extension absent on 32-bit targets, which then go without that path.
#if defined(__SIZEOF_INT128__)
#define URIKIT_NORMALIZE_WIDE 1
#else
#define URIKIT_NORMALIZE_WIDE 0
#endif

// The x86 kernels (src/simd/avx2, src/simd/avx512) are built for x86 targets with GCC or
// Clang (they use target attributes), unless URIKIT_NO_SIMD asks for the portable kernel
// alone.
#if !defined(URIKIT_NO_SIMD) && (defined(__x86_64__) || defined(__i386__)) && URIKIT_GNU
#define URIKIT_KERNELS_X86 1
#else
#define URIKIT_KERNELS_X86 0
#endif

#endif
