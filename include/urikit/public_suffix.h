// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/* urikit: host parts by the Public Suffix List, from C (urikit/public_suffix.hpp's C face).
   In urikit_psl, the part that needs libpsl: link urikit::psl, or pkg-config urikit-psl.
   The core and the ICU part (urikit.h) need no libpsl, so these functions are not in them.
   The conventions are urikit.h's: opaque handles, errors as a code plus a byte offset,
   (pointer, length) strings, strings the library returns freed with urikit_free(), no C++
   exception across the boundary. C99 and C++. */
#ifndef URIKIT_PUBLIC_SUFFIX_H
#define URIKIT_PUBLIC_SUFFIX_H

#include <stddef.h>

#include <urikit/config.hpp>
#include <urikit/urikit.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A loaded copy of the Public Suffix List. Thread-safe to share once made. Functions that
    take one read NULL as the standard list (urikit_psl_standard()). */
typedef struct urikit_psl urikit_psl;

/** Which sections of the list a question uses. */
typedef enum urikit_psl_sections {
  URIKIT_PSL_ICANN = 0,             /**< the ICANN section only */
  URIKIT_PSL_ICANN_AND_PRIVATE = 1  /**< both, as browsers use it (github.io, blogspot.com, ...) */
} urikit_psl_sections;

/** The list urikit uses by default: the newer of libpsl's built-in data and the
    distribution's file (Debian: the `publicsuffix` package). Made on first use and never
    freed (do not pass it to urikit_psl_free). NULL only when memory ran out. */
URIKIT_API const urikit_psl* urikit_psl_standard(void);
/** Reads a `public_suffix_list.dat` file (the list's own format) at the NUL-terminated
    `path`. Returns a new list (urikit_psl_free), or NULL with *error set: a file that cannot
    be read as a list is URIKIT_INVALID_ARGUMENT (offset 0). */
URIKIT_API urikit_psl* urikit_psl_load(const char* path, urikit_error* error);
/** Frees a list from urikit_psl_load. NULL is fine. */
URIKIT_API void urikit_psl_free(urikit_psl* list);
/** Which list and which version, as text: for the standard list libpsl's version and the
    date and SHA-1 of its data, for a loaded one the file's path. Returns a new string
    (urikit_free) or NULL with *error set. */
URIKIT_API char* urikit_psl_description(const urikit_psl* list, size_t* out_length, urikit_error* error);

/** The public suffix of a lower-case domain (A-labels or UTF-8) by the list's algorithm
    (wildcards and exceptions; an unlisted TLD is a public suffix). It is a suffix of the
    input: returns 1 and stores in *start where it begins (it is domain + *start up to
    domain + length); returns 0 when there is none (an empty domain or one starting with
    '.'); -1 with *error set for a bad argument (an unknown `sections`, NULL with a length)
    or no memory. `start` may be NULL. */
URIKIT_API int urikit_psl_public_suffix(const urikit_psl* list, const char* domain, size_t length,
                                        urikit_psl_sections sections, size_t* start, urikit_error* error);
/** The registrable domain: the public suffix and one label more. Returns 1 and stores where it
    begins in *start; 0 when the domain is a public suffix itself (or empty, or starts with
    '.'); -1 with *error set as urikit_psl_public_suffix. */
URIKIT_API int urikit_psl_registrable_domain(const urikit_psl* list, const char* domain, size_t length,
                                             urikit_psl_sections sections, size_t* start, urikit_error* error);

/** What kind of host a URL has (the C++ urikit::host_kind). */
typedef enum urikit_host_kind {
  URIKIT_HOST_KIND_NONE = 0, /**< no host */
  URIKIT_HOST_KIND_IPV4 = 1,
  URIKIT_HOST_KIND_IPV6 = 2,
  URIKIT_HOST_KIND_DOMAIN = 3,
  URIKIT_HOST_KIND_OPAQUE = 4 /**< the host of a non-special scheme */
} urikit_host_kind;

/** The name `urikit host-parts` writes for a kind: "ipv4", "ipv6", "domain", "opaque"; ""
    for URIKIT_HOST_KIND_NONE or a value outside the enum. Never NULL. */
URIKIT_API const char* urikit_host_kind_name(int kind);

/** The parts of a URL's host (cli-contract.md, `host-parts`). */
typedef struct urikit_host_parts urikit_host_parts;

/** The fields of urikit_host_parts_get. */
typedef enum urikit_host_part {
  URIKIT_PART_HOST = 0,               /**< as href writes it: lower case, A-labels */
  URIKIT_PART_HOST_UNICODE = 1,       /**< A-labels shown as Unicode where UTS #46 allows */
  URIKIT_PART_PUBLIC_SUFFIX = 2,      /**< ICANN section */
  URIKIT_PART_REGISTRABLE_DOMAIN = 3, /**< ICANN section */
  URIKIT_PART_PRIVATE_SUFFIX = 4,     /**< ICANN and PRIVATE sections */
  URIKIT_PART_PRIVATE_DOMAIN = 5,     /**< ICANN and PRIVATE sections */
  URIKIT_PART_TLD = 6,                /**< the last label; none for IP hosts */
  URIKIT_PART_REVERSED_HOST = 7       /**< "com.example.www"; none for IP hosts */
} urikit_host_part;

/** Reads url[0..length) as href reads it (no base) and splits its host by `list` (NULL: the
    standard list). Returns a new handle (urikit_host_parts_free), or NULL with *error set:
    the errors of href (URIKIT_NOT_A_URL, ...), or no memory. A URL without a host gives a
    handle of kind URIKIT_HOST_KIND_NONE. */
URIKIT_API urikit_host_parts* urikit_split_host(const char* url, size_t length, const urikit_psl* list,
                                                urikit_error* error);
URIKIT_API void urikit_host_parts_free(urikit_host_parts* parts);
/** The kind of the host; URIKIT_HOST_KIND_NONE for NULL. */
URIKIT_API urikit_host_kind urikit_host_parts_kind(const urikit_host_parts* parts);
/** Stores a field in *data (NUL-terminated, valid until urikit_host_parts_free) and its size
    in *length (either may be NULL) and returns 1; returns 0 when the field is absent (the
    PSL fields are set for domain hosts only; registrable domains are absent for a public
    suffix; TLD and reversed host for IP hosts), for NULL and for a value outside the enum.
    URIKIT_PART_HOST and URIKIT_PART_HOST_UNICODE are present whenever the URL has a host. */
URIKIT_API int urikit_host_parts_get(const urikit_host_parts* parts, urikit_host_part which, const char** data,
                                     size_t* length);

#ifdef __cplusplus
}
#endif

#endif /* URIKIT_PUBLIC_SUFFIX_H */
