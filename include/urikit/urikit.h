// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/* urikit: the C API. Opaque handles, errors as a code plus a byte offset. No C++
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
    becomes %XX (upper-case hex). Names as on the CLI's --set (docs/encoding.md). */
typedef enum urikit_charset {
  URIKIT_SET_UNRESERVED = 0,     /**< ALPHA DIGIT - . _ ~ (RFC 3986 §2.3) */
  URIKIT_SET_USERINFO = 1,       /**< §3.2.1 */
  URIKIT_SET_REG_NAME = 2,       /**< §3.2.2 */
  URIKIT_SET_SEGMENT = 3,        /**< pchar: one path segment, '/' is encoded (§3.3) */
  URIKIT_SET_PATH = 4,           /**< a whole path: pchar and '/' */
  URIKIT_SET_QUERY = 5,          /**< §3.4 */
  URIKIT_SET_FRAGMENT = 6,       /**< §3.5 */
  URIKIT_SET_QUERY_PARAM = 7,    /**< a name or value inside a=b&c=d: query less & = + ; */
  URIKIT_SET_FORM = 8,           /**< application/x-www-form-urlencoded: a space becomes '+' */
  URIKIT_SET_ECMA_URI = 9,       /**< what ECMAScript encodeURI leaves */
  URIKIT_SET_ECMA_COMPONENT = 10 /**< what ECMAScript encodeURIComponent leaves */
} urikit_charset;

/** Flags of the decoding functions. */
enum {
  URIKIT_DECODE_OCTETS = 0,        /**< any octets, NUL included: use *out_length */
  URIKIT_DECODE_UTF8 = 1,          /**< the octets must be well-formed UTF-8 (RFC 3629) */
  URIKIT_DECODE_PLUS_AS_SPACE = 2, /**< forms: '+' is a space */
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

/* --- crawl (issue 19): the keys crawlers and web archives use (docs/crawler-keys.md). */
/** `text` canonicalized by the profile named `profile` (a NUL-terminated name such as
    "google", "ia", "crawler", "rfc3986-scheme"; an unknown name is invalid-argument).
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
