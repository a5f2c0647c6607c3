// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/* urikit: the C API (in the ICU part: link urikit::icu, or pkg-config urikit-icu). This
   header is C99 and C++: test/CMakeLists.txt compiles it alone with -std=c99
   -pedantic-errors. Opaque handles, errors as a code plus a byte offset. No C++
   exception ever crosses it: allocation failure is reported as URIKIT_OUT_OF_MEMORY.
   Strings are (pointer, length) pairs and need not be NUL-terminated; strings the library
   returns are NUL-terminated and freed with urikit_free(). A NULL pointer with length 0 is
   the empty string; a NULL pointer with a nonzero length is refused with
   URIKIT_INVALID_ARGUMENT. */
#ifndef URIKIT_URIKIT_H
#define URIKIT_URIKIT_H

#include <stddef.h>
#include <stdint.h>

#include <urikit/config.hpp>
#include <urikit/encode_set_list.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A failure: `code` is a value of urikit::errc (its name: urikit_error_name), `offset` the
    byte offset of the first offending byte in the input it refers to. */
typedef struct urikit_error {
  int code;
  size_t offset;
} urikit_error;

/** The codes C callers most often test; every code is listed in docs/errors.md. */
enum {
  URIKIT_OK = 0,
  URIKIT_INVALID_CHARACTER = 1,
  URIKIT_INVALID_PERCENT_ENCODING = 2,
  URIKIT_INVALID_UTF8 = 14,
  URIKIT_UNMAPPABLE_CHARACTER = 15,
  URIKIT_UNKNOWN_CHARSET = 16,
  URIKIT_INVALID_ARGUMENT = 21,
  URIKIT_OUT_OF_MEMORY = 22, /* = urikit::errc::out_of_memory */
  URIKIT_NOT_A_URL = 24 /* = urikit::errc::not_a_url */
};

/** The grammar to parse with (RFC 3986). */
typedef enum urikit_grammar {
  URIKIT_URI_REFERENCE = 0,
  URIKIT_URI = 1,
  URIKIT_ABSOLUTE_URI = 2,
  URIKIT_RELATIVE_REF = 3
} urikit_grammar;

typedef enum urikit_component {
  URIKIT_SCHEME = 0,
  URIKIT_AUTHORITY = 1,
  URIKIT_USERINFO = 2,
  URIKIT_HOST = 3,
  URIKIT_PORT = 4,
  URIKIT_PATH = 5,
  URIKIT_QUERY = 6,
  URIKIT_FRAGMENT = 7
} urikit_component;

typedef enum urikit_host_type {
  URIKIT_HOST_NONE = 0,
  URIKIT_HOST_REG_NAME = 1,
  URIKIT_HOST_IPV4 = 2,
  URIKIT_HOST_IPV6 = 3,
  URIKIT_HOST_IPVFUTURE = 4
} urikit_host_type;

/** An owning, always valid URI-reference. */
typedef struct urikit_uri urikit_uri;

/** The stable kebab-case name of an error code ("invalid-character"); never NULL. */
URIKIT_API const char* urikit_error_name(int code);
/** What was expected where the error occurred; never NULL. */
URIKIT_API const char* urikit_error_message(int code);
/** Frees a string returned by the library. NULL is fine. */
URIKIT_API void urikit_free(char* text);

/** Parses text[0..length) by `grammar`. Returns a new handle, or NULL with *error set
    (error may be NULL). */
URIKIT_API urikit_uri* urikit_parse(const char* text, size_t length, urikit_grammar grammar,
                                    urikit_error* error);
URIKIT_API void urikit_uri_free(urikit_uri* uri);
/** The whole URI; *length receives its size when length is not NULL. Valid until the next
    change to `uri`. */
URIKIT_API const char* urikit_uri_string(const urikit_uri* uri, size_t* length);
/** Stores a component (still percent-encoded, no delimiters) in *data / *length and returns 1,
    or returns 0 when the component is undefined (the path is always defined). */
URIKIT_API int urikit_uri_component(const urikit_uri* uri, urikit_component which, const char** data,
                                    size_t* length);
URIKIT_API urikit_host_type urikit_uri_host_type(const urikit_uri* uri);
/** The port's value, or -1 when there is none or it does not fit 16 bits. */
URIKIT_API int32_t urikit_uri_port_number(const urikit_uri* uri);
/** Sets a component. `decoded` nonzero: the value is plain text, encoded as the component needs;
    zero: it is already encoded and validated (the scheme and the port admit no encoding, so
    the flag does not matter for them). value == NULL removes the component: the authority
    (with userinfo, host and port), the userinfo, the port, the query or the fragment; removing
    the host empties it ("file://h/x" -> "file:///x"); removing the path empties it. Paths
    that would be misread get their guard ("/." or "./", RFC 3986 §3.3, §4.2). Returns 1, or 0
    with *error set (offset: into `value`) and the URI unchanged. */
URIKIT_API int urikit_uri_set(urikit_uri* uri, urikit_component which, const char* value, size_t length,
                              int decoded, urikit_error* error);
/** A copy of the URI's text with `which` percent-decoded (octets as they are, NUL-safe:
    *out_length is the length). Returns NULL with *error set when the component is undefined
    (URIKIT_INVALID_ARGUMENT) or memory runs out. */
URIKIT_API char* urikit_uri_component_decoded(const urikit_uri* uri, urikit_component which, size_t* out_length,
                                              urikit_error* error);

/** Levels of the comparison ladder (RFC 3986 §6.2). */
typedef enum urikit_level { URIKIT_LEVEL_STRING = 0, URIKIT_LEVEL_SYNTAX = 1, URIKIT_LEVEL_SCHEME = 2 } urikit_level;

/** Normalizes a URI-reference at `level` (RFC 3986 §6.2.2, §6.2.3). `conservative` nonzero
    keeps %2E encoded (for caches and security checks). Returns a new string (urikit_free) or
    NULL with *error set. */
URIKIT_API char* urikit_normalize(const char* text, size_t length, urikit_level level, int conservative,
                                  size_t* out_length, urikit_error* error);
/** 1 when a and b are equivalent at `level`, 0 when not, -1 on an error: a parse error
    (*which is set to 1 or 2, the input *error refers to) or no memory (*which is 0). */
URIKIT_API int urikit_equivalent(const char* a, size_t a_length, const char* b, size_t b_length,
                                 urikit_level level, int* which, urikit_error* error);
/** Resolves `reference` against `base` (RFC 3986 §5.2); `strict` zero enables the non-strict
    rule of §5.2.2. */
URIKIT_API char* urikit_resolve(const char* base, size_t base_length, const char* reference,
                                size_t reference_length, int strict, size_t* out_length,
                                urikit_error* error);
/** The shortest reference that resolves from `base` to `target`. */
URIKIT_API char* urikit_relativize(const char* base, size_t base_length, const char* target,
                                   size_t target_length, size_t* out_length, urikit_error* error);

/** RFC 3987 §3.1: an IRI to a URI (IDNA for the host, UTF-8 percent-encoding elsewhere).
    Returns a new string (urikit_free) or NULL with *error set. */
URIKIT_API char* urikit_iri_to_uri(const char* iri, size_t length, size_t* out_length, urikit_error* error);
/** RFC 3987 §3.2: a URI to an IRI for display, decoding only what is safe. */
URIKIT_API char* urikit_uri_to_iri(const char* uri, size_t length, size_t* out_length, urikit_error* error);

/** The character sets to percent-encode with: what is in the set stays, every other octet
    becomes %XX (upper-case hex). One value per row of encode_set_list.h, the table the
    C++ API (urikit::encode_sets) and the CLI's --set names come from: URIKIT_SET_ and the
    row's suffix (URIKIT_SET_UNRESERVED, URIKIT_SET_QUERY_PARAM, ...; with URIKIT_SET_FORM a
    space becomes '+'). docs/encoding.md describes each. */
#define URIKIT_SET_ENUMERATOR_(name, id, value, constant, plus) URIKIT_SET_##id = value,
typedef enum urikit_charset {
  URIKIT_ENCODE_SETS(URIKIT_SET_ENUMERATOR_)
  URIKIT_SET_COUNT /**< the number of sets (not a set) */
} urikit_charset;
#undef URIKIT_SET_ENUMERATOR_

/** Flags of the decoding functions. */
enum {
  URIKIT_DECODE_OCTETS = 0,        /**< any octets, NUL included: use *out_length */
  URIKIT_DECODE_UTF8 = 1,          /**< the octets must be well-formed UTF-8 (RFC 3629) */
  URIKIT_DECODE_FORM = 2,          /**< URIKIT_PARAM_FORM's reading: '+' is a space (the C++
                                        decode_options::style = param_style::form) */
  URIKIT_DECODE_PLUS_AS_SPACE = 2, /**< deprecated: the old name of URIKIT_DECODE_FORM */
  URIKIT_DECODE_LENIENT = 4        /**< a '%' without two hex digits stays, instead of failing */
};

/** Percent-encodes data[0..length) with `set`. `text` zero: the data are opaque octets
    (cannot fail but for memory); nonzero: they must be well-formed UTF-8, else
    URIKIT_INVALID_UTF8 at the first bad byte. Returns a new string (urikit_free) or NULL
    with *error set. */
URIKIT_API char* urikit_encode(const char* data, size_t length, urikit_charset set, int text, size_t* out_length,
                               urikit_error* error);
/** UTF-8 text written in a legacy charset (any ICU converter name: "windows-1252",
    "Shift_JIS", ...) and then percent-encoded with `set`. A character the charset cannot
    hold: URIKIT_UNMAPPABLE_CHARACTER at its offset; an unknown name: URIKIT_UNKNOWN_CHARSET. */
URIKIT_API char* urikit_encode_as(const char* utf8, size_t length, const char* charset_name, urikit_charset set,
                                  size_t* out_length, urikit_error* error);
/** Decodes every %XX of text[0..length) (flags: URIKIT_DECODE_*). The result may hold NUL
    octets: *out_length is its length (it is NUL-terminated as well). A malformed triplet:
    URIKIT_INVALID_PERCENT_ENCODING at its '%'; with URIKIT_DECODE_UTF8, ill-formed UTF-8:
    URIKIT_INVALID_UTF8 at the '%' (or raw byte) that starts the bad sequence. */
URIKIT_API char* urikit_decode(const char* text, size_t length, int flags, size_t* out_length, urikit_error* error);
/** Decodes, then reads the octets as text in `charset_name`, returning UTF-8. Octets invalid
    in that charset: URIKIT_UNMAPPABLE_CHARACTER at the '%' of the first of them. */
URIKIT_API char* urikit_decode_from(const char* text, size_t length, const char* charset_name, int flags,
                                    size_t* out_length, urikit_error* error);

/* ---------------------------------------------------------------- version */

/** The library's version as text, "MAJOR.MINOR.PATCH"; never NULL. Compare with
    URIKIT_VERSION_MAJOR/MINOR/PATCH, the header's, to detect a mismatch at run time. */
URIKIT_API const char* urikit_version(void);
/** The library's version as one number: major * 10000 + minor * 100 + patch
    (URIKIT_VERSION is the header's). */
URIKIT_API int urikit_version_number(void);

/* ---------------------------------------------------------------- query parameters */

/** How query parameters are read and written: URIKIT_PARAM_FORM (the default of the C++ API,
    as browsers read queries: '+' is a space) or URIKIT_PARAM_PLAIN (RFC 3986: '+' is '+', a
    space is %20). */
typedef enum urikit_param_style { URIKIT_PARAM_FORM = 0, URIKIT_PARAM_PLAIN = 1 } urikit_param_style;

/** The decoded value of the first parameter whose decoded name is name[0..name_length):
    returns 1 and stores a new string (urikit_free) in *value and its length in
    *value_length (either may be NULL); 0 when there is none; -1 with *error set. */
URIKIT_API int urikit_uri_get_param(const urikit_uri* uri, const char* name, size_t name_length,
                                    urikit_param_style style, char** value, size_t* value_length,
                                    urikit_error* error);
/** How many &-separated parameters the query has (0 when it is undefined or empty; "a&&b"
    has three). */
URIKIT_API size_t urikit_uri_param_count(const urikit_uri* uri);
/** The parameter at `index` (0-based, in order), decoded by `style`: stores new strings
    (urikit_free) in *name and *value (either may be NULL; a pair without '=' has the value
    "") and their lengths, and returns 1 when the pair has '=' and 0 when not; -1 with
    *error set for an index out of range (URIKIT_INVALID_ARGUMENT, offset: the index) or no
    memory. */
URIKIT_API int urikit_uri_param_at(const urikit_uri* uri, size_t index, urikit_param_style style, char** name,
                                   size_t* name_length, char** value, size_t* value_length, urikit_error* error);
/** 1 when a parameter's decoded name is name[0..name_length), 0 when not, -1 on an error. */
URIKIT_API int urikit_uri_has_param(const urikit_uri* uri, const char* name, size_t name_length,
                                    urikit_param_style style, urikit_error* error);
/** Appends name=value (both decoded text, encoded by `style`). Returns 1, or 0 with *error set
    and the URI unchanged. */
URIKIT_API int urikit_uri_append_param(urikit_uri* uri, const char* name, size_t name_length, const char* value,
                                       size_t value_length, urikit_param_style style, urikit_error* error);
/** Replaces every parameter named `name` by one name=value at the place of the first (or
    appends it). Returns 1, or 0 with *error set and the URI unchanged. */
URIKIT_API int urikit_uri_set_param(urikit_uri* uri, const char* name, size_t name_length, const char* value,
                                    size_t value_length, urikit_param_style style, urikit_error* error);
/** Removes every parameter named `name`; returns how many, or -1 with *error set. */
URIKIT_API ptrdiff_t urikit_uri_erase_param(urikit_uri* uri, const char* name, size_t name_length,
                                            urikit_param_style style, urikit_error* error);
/** Sorts the parameters by decoded name, stably. Returns 1, or 0 with *error set. */
URIKIT_API int urikit_uri_sort_params(urikit_uri* uri, urikit_param_style style, urikit_error* error);

/* ---------------------------------------------------------------- normalization options */

/** Flags of urikit_normalize_with, urikit_equivalent_with, urikit_hash and
    urikit_canonical_key: the C++ normalize_options. 0 is RFC 3986 equivalence. */
enum {
  URIKIT_NORMALIZE_CONSERVATIVE = 1,       /**< keep %2E encoded: never a dot segment (docs/security.md) */
  URIKIT_NORMALIZE_DROP_FRAGMENT = 2,      /**< crawler: remove the fragment */
  URIKIT_NORMALIZE_SORT_QUERY = 4,         /**< crawler: stable-sort the parameters by name */
  URIKIT_NORMALIZE_CANONICAL_IPV6 = 8,     /**< crawler: IPv6 hosts as RFC 5952 text */
  URIKIT_NORMALIZE_REMOVE_EMPTY_QUERY = 16, /**< crawler: "http://h/?" becomes "http://h/" */
  /** normalize_options::crawler(): the four crawler flags. */
  URIKIT_NORMALIZE_CRAWLER = 2 | 4 | 8 | 16,
  /** remove_tracking_params: utm_source, fbclid, gclid, ... go from http(s) queries
      (DuckDuckGo's list, urikit_tracking_params_version()); not part of CRAWLER. */
  URIKIT_NORMALIZE_REMOVE_TRACKING = 32,
  /** urikit_equivalent_with and urikit_hash only (query_order::unordered): the query's
      &-separated parameters compared as a multiset, in any order; the other functions
      refuse it (URIKIT_INVALID_ARGUMENT). */
  URIKIT_COMPARE_UNORDERED_QUERY = 64
};

/** The tracking-parameter list of URIKIT_NORMALIZE_REMOVE_TRACKING, "<source>@<commit>
    (<date>)": a static string, never freed. */
URIKIT_API const char* urikit_tracking_params_version(void);

/** Normalizes at `level` with `flags` (URIKIT_NORMALIZE_*). Returns a new string
    (urikit_free) or NULL with *error set (an unknown flag: URIKIT_INVALID_ARGUMENT). */
URIKIT_API char* urikit_normalize_with(const char* text, size_t length, urikit_level level, unsigned flags,
                                       size_t* out_length, urikit_error* error);
/** urikit_equivalent with flags. */
URIKIT_API int urikit_equivalent_with(const char* a, size_t a_length, const char* b, size_t b_length,
                                      urikit_level level, unsigned flags, int* which, urikit_error* error);
/** The 64-bit hash of the normalized form (equivalent URIs hash alike), stable for one
    canonical key version. Returns 1 and stores it in *hash, or 0 with *error set. */
URIKIT_API int urikit_hash(const char* text, size_t length, urikit_level level, unsigned flags, uint64_t* hash,
                           urikit_error* error);
/** The cache key "v<version>:<normalized>" at the scheme level with `flags`;
    URIKIT_NORMALIZE_CONSERVATIVE is the C++ canonical_key()'s default. Returns a new string
    or NULL with *error set. */
URIKIT_API char* urikit_canonical_key(const char* text, size_t length, unsigned flags, size_t* out_length,
                                      urikit_error* error);

/* ---------------------------------------------------------------- repair */

/** The input made a valid URI-reference by percent-encoding what does not fit (repair.hpp):
    returns a new string (urikit_free) and stores in *fix_count how many fixes were made (0:
    the input was valid). NULL with *error set only for no memory or a bad argument. */
URIKIT_API char* urikit_repair(const char* text, size_t length, size_t* fix_count, size_t* out_length,
                               urikit_error* error);

/* --- crawl (issue 19): the keys crawlers and web archives use (docs/crawler-keys.md). */
/** `text` canonicalized by the profile named `profile` (a NUL-terminated name such as
    "google", "ia", "crawler", "rfc3986-scheme", "w3lib", "urlcanon-semantic"; an unknown
    name is invalid-argument).
    Returns a new string (urikit_free) or NULL with *error set. */
URIKIT_API char* urikit_canonicalize(const char* text, size_t length, const char* profile, size_t* out_length,
                                     urikit_error* error);

/** Flags of urikit_surt(): each turns one of Python surt's defaults. */
enum {
  URIKIT_SURT_WITH_SCHEME = 1,       /**< "http://(com,example)/" */
  URIKIT_SURT_TRAILING_COMMA = 2,    /**< "com,example,)/" */
  URIKIT_SURT_NO_REVERSE_IPADDR = 4, /**< keep a dotted-quad host as it is */
  URIKIT_SURT_NO_HOST_MASSAGE = 8,   /**< keep a leading www. label */
  URIKIT_SURT_FIXED = 16             /**< correct surt 0.3.1's query fault */
};
/** The SURT of `text` as Python surt 0.3.1 writes it. Returns a new string (urikit_free) or
    NULL with *error set. */
URIKIT_API char* urikit_surt(const char* text, size_t length, int flags, size_t* out_length, urikit_error* error);
/** urlcanon's reversible SSURT of `text` (no canonicalization). Returns a new string
    (urikit_free) or NULL with *error set. */
URIKIT_API char* urikit_ssurt(const char* text, size_t length, size_t* out_length, urikit_error* error);
/* --- end crawl */

#ifdef __cplusplus
}
#endif

#endif /* URIKIT_URIKIT_H */
