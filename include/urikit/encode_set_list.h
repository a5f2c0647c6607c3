/* SPDX-License-Identifier: Apache-2.0 OR MIT
   SPDX-FileCopyrightText: 2026 The urikit authors */
/* urikit: THE table of encode sets, one row each, read by C and C++ alike. From it come the
   C API's URIKIT_SET_* values (urikit.h), urikit::encode_sets (encode_sets.hpp) and the
   CLI's --set names; static_asserts in encode_sets.hpp keep the values 0, 1, 2, ... in row
   order and the names unique. A new set is a constant in charset.hpp and a row here
   (appended: the C values are ABI).

   X(name: the CLI's --set and encode_sets' name, C enumerator suffix, C value,
     the urikit::charsets constant, 1 when a space is written '+' (forms; param_style::form
     in C++) else 0) */
#ifndef URIKIT_ENCODE_SET_LIST_H
#define URIKIT_ENCODE_SET_LIST_H

#define URIKIT_ENCODE_SETS(X)                                                                  \
  X("unreserved", UNRESERVED, 0, unreserved, 0)             /* ALPHA DIGIT - . _ ~ (RFC 3986 §2.3) */ \
  X("userinfo", USERINFO, 1, userinfo, 0)                   /* §3.2.1 */                        \
  X("reg-name", REG_NAME, 2, reg_name, 0)                   /* §3.2.2 */                        \
  X("segment", SEGMENT, 3, pchar, 0)                        /* one path segment: '/' encoded */ \
  X("path", PATH, 4, path, 0)                               /* a whole path: pchar and '/' */   \
  X("query", QUERY, 5, query, 0)                            /* §3.4 */                          \
  X("fragment", FRAGMENT, 6, fragment, 0)                   /* §3.5 */                          \
  X("query-param", QUERY_PARAM, 7, query_param, 0)          /* a=b&c=d parts: query less &=+; */ \
  X("form", FORM, 8, form, 1)                               /* x-www-form-urlencoded */         \
  X("ecma-uri", ECMA_URI, 9, ecma_uri, 0)                   /* what encodeURI leaves */         \
  X("ecma-component", ECMA_COMPONENT, 10, ecma_component, 0) /* what encodeURIComponent leaves */ \
  X("rfc2396-unreserved", RFC2396_UNRESERVED, 11, rfc2396_unreserved, 0) /* RFC 2396 alphanum|mark */

#endif /* URIKIT_ENCODE_SET_LIST_H */
