// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/* A C program using urikit's C API: proves the header is C, the symbols are exported from
   the shared library, and the calls behave. Expected values from RFC 3986 §3 / RFC 3987 §3.1. */
#include <stdio.h>
#include <string.h>

#include <urikit/urikit.h>

static int failures = 0;
#define CHECK(cond)                                                   \
  do {                                                                \
    if (!(cond)) {                                                    \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                     \
    }                                                                 \
  } while (0)

static int component_is(const urikit_uri* u, urikit_component c, const char* want) {
  const char* data;
  size_t len;
  if (!urikit_uri_component(u, c, &data, &len)) return want == NULL;
  return want != NULL && len == strlen(want) && memcmp(data, want, len) == 0;
}

int main(void) {
  const char* text = "foo://example.com:8042/over/there?name=ferret#nose";
  urikit_error err;
  urikit_uri* u = urikit_parse(text, strlen(text), URIKIT_URI, &err);
  CHECK(u != NULL);
  if (!u) return 1;
  CHECK(err.code == URIKIT_OK);
  CHECK(component_is(u, URIKIT_SCHEME, "foo"));
  CHECK(component_is(u, URIKIT_HOST, "example.com"));
  CHECK(component_is(u, URIKIT_PORT, "8042"));
  CHECK(component_is(u, URIKIT_PATH, "/over/there"));
  CHECK(component_is(u, URIKIT_QUERY, "name=ferret"));
  CHECK(component_is(u, URIKIT_FRAGMENT, "nose"));
  CHECK(component_is(u, URIKIT_USERINFO, NULL));
  CHECK(urikit_uri_port_number(u) == 8042);
  CHECK(urikit_uri_host_type(u) == URIKIT_HOST_REG_NAME);

  CHECK(urikit_uri_set(u, URIKIT_PATH, "a b", 3, 1, &err));
  CHECK(strcmp(urikit_uri_string(u, NULL), "foo://example.com:8042/a%20b?name=ferret#nose") == 0);
  CHECK(!urikit_uri_set(u, URIKIT_PORT, "8x", 2, 0, &err));
  CHECK(strcmp(urikit_error_name(err.code), "invalid-port") == 0);
  CHECK(err.offset == 1);
  CHECK(urikit_uri_set(u, URIKIT_FRAGMENT, NULL, 0, 0, &err));
  CHECK(component_is(u, URIKIT_FRAGMENT, NULL));

  /* The authority as a whole (§3.2), encoded: validated; decoded: split and encoded. */
  CHECK(urikit_uri_set(u, URIKIT_AUTHORITY, "u@h:1", 5, 0, &err));
  CHECK(strcmp(urikit_uri_string(u, NULL), "foo://u@h:1/a%20b?name=ferret") == 0);
  CHECK(!urikit_uri_set(u, URIKIT_AUTHORITY, "a b", 3, 0, &err));
  CHECK(err.code == URIKIT_INVALID_CHARACTER && err.offset == 1);
  CHECK(urikit_uri_set(u, URIKIT_AUTHORITY, "j doe@::1", 9, 1, &err));
  CHECK(component_is(u, URIKIT_AUTHORITY, "j%20doe@[::1]"));
  CHECK(urikit_uri_host_type(u) == URIKIT_HOST_IPV6);
  /* Removing the host empties it; removing the path empties it. */
  CHECK(urikit_uri_set(u, URIKIT_HOST, NULL, 0, 0, &err));
  CHECK(strcmp(urikit_uri_string(u, NULL), "foo://j%20doe@/a%20b?name=ferret") == 0);
  size_t dlen = 0;
  char* decoded = urikit_uri_component_decoded(u, URIKIT_PATH, &dlen, &err);
  CHECK(decoded != NULL && dlen == 4 && strcmp(decoded, "/a b") == 0);
  urikit_free(decoded);
  CHECK(urikit_uri_component_decoded(u, URIKIT_FRAGMENT, &dlen, &err) == NULL);
  CHECK(err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_uri_set(u, URIKIT_PATH, NULL, 0, 0, &err));
  CHECK(urikit_uri_set(u, URIKIT_AUTHORITY, NULL, 0, 0, &err));
  CHECK(strcmp(urikit_uri_string(u, NULL), "foo:?name=ferret") == 0);
  /* A path that would be read as an authority gets its guard (§3.3). */
  CHECK(urikit_uri_set(u, URIKIT_PATH, "//x", 3, 0, &err));
  CHECK(strcmp(urikit_uri_string(u, NULL), "foo:/.//x?name=ferret") == 0);
  urikit_uri_free(u);
  CHECK(!urikit_uri_set(NULL, URIKIT_PATH, "x", 1, 1, &err));
  CHECK(err.code == URIKIT_INVALID_ARGUMENT);

  CHECK(urikit_parse("http://a b/", 11, URIKIT_URI_REFERENCE, &err) == NULL);
  CHECK(strcmp(urikit_error_name(err.code), "invalid-character") == 0);
  CHECK(err.offset == 8);

  /* RFC 3987 §3.1: non-ASCII becomes UTF-8 percent-encodings. */
  size_t len = 0;
  const char* iri = "http://example.com/r\xC3\xA9sum\xC3\xA9";
  char* uri = urikit_iri_to_uri(iri, strlen(iri), &len, &err);
  CHECK(uri != NULL);
  if (uri) CHECK(strcmp(uri, "http://example.com/r%C3%A9sum%C3%A9") == 0 && len == 35);
  urikit_free(uri);

  /* RFC 3986 §6.2.2 example, §5.4.1 example, §6.2.3. */
  const char* messy = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d";
  char* normalized = urikit_normalize(messy, strlen(messy), URIKIT_LEVEL_SYNTAX, 0, &len, &err);
  CHECK(normalized != NULL);
  if (normalized) CHECK(strcmp(normalized, "example://a/b/c/%7Bfoo%7D") == 0);
  urikit_free(normalized);
  CHECK(urikit_equivalent("http://example.com", 18, "http://example.com:80/", 22, URIKIT_LEVEL_SCHEME, NULL, &err) == 1);
  CHECK(urikit_equivalent("http://h/%2F", 12, "http://h//", 10, URIKIT_LEVEL_SCHEME, NULL, &err) == 0);
  int which = 0;
  CHECK(urikit_equivalent("a:", 2, "a b", 3, URIKIT_LEVEL_SCHEME, &which, &err) == -1);
  CHECK(which == 2 && err.offset == 1);
  char* resolved = urikit_resolve("http://a/b/c/d;p?q", 18, "../g", 4, 1, &len, &err);
  CHECK(resolved != NULL);
  if (resolved) CHECK(strcmp(resolved, "http://a/b/g") == 0);
  urikit_free(resolved);
  char* rel = urikit_relativize("http://a/b/c/d;p?q", 18, "http://a/b/g", 12, &len, &err);
  CHECK(rel != NULL);
  if (rel) CHECK(strcmp(rel, "../g") == 0);
  urikit_free(rel);
  CHECK(urikit_resolve("no-scheme", 9, "g", 1, 1, &len, &err) == NULL);
  CHECK(strcmp(urikit_error_name(err.code), "invalid-base") == 0);

  /* Percent-encoding (RFC 3986 §2.1, §2.5): octets, UTF-8 text, legacy charsets, forms. */
  char* enc = urikit_encode("a b/\xC3\xBC", 6, URIKIT_SET_SEGMENT, 1, &len, &err);
  CHECK(enc != NULL);
  if (enc) CHECK(strcmp(enc, "a%20b%2F%C3%BC") == 0 && len == 14);
  urikit_free(enc);
  CHECK(urikit_encode("a\xFF", 2, URIKIT_SET_PATH, 1, &len, &err) == NULL);
  CHECK(err.code == URIKIT_INVALID_UTF8 && err.offset == 1);
  enc = urikit_encode("a\0\xFF", 3, URIKIT_SET_UNRESERVED, 0, &len, &err); /* opaque octets, NUL included */
  CHECK(enc != NULL);
  if (enc) CHECK(strcmp(enc, "a%00%FF") == 0 && len == 7);
  urikit_free(enc);
  enc = urikit_encode("a b+c", 5, URIKIT_SET_FORM, 1, &len, &err);
  CHECK(enc != NULL);
  if (enc) CHECK(strcmp(enc, "a+b%2Bc") == 0);
  urikit_free(enc);
  enc = urikit_encode("a;b'", 4, URIKIT_SET_ECMA_COMPONENT, 1, &len, &err);
  CHECK(enc != NULL);
  if (enc) CHECK(strcmp(enc, "a%3Bb'") == 0);
  urikit_free(enc);
  /* RFC 2396 §2.3: mark = - _ . ! ~ * ' ( ) stays; '[' (reserved in RFC 3986 only) does not. */
  enc = urikit_encode("a'(b)~ [c]", 10, URIKIT_SET_RFC2396_UNRESERVED, 1, &len, &err);
  CHECK(enc != NULL);
  if (enc) CHECK(strcmp(enc, "a'(b)~%20%5Bc%5D") == 0);
  urikit_free(enc);
  CHECK(urikit_encode("x", 1, URIKIT_SET_COUNT, 0, &len, &err) == NULL);
  CHECK(urikit_encode("x", 1, (urikit_charset)99, 0, &len, &err) == NULL);
  CHECK(err.code == URIKIT_INVALID_ARGUMENT);
  /* Values outside an enum are refused, not undefined behaviour. */
  CHECK(urikit_parse("a", 1, (urikit_grammar)7, &err) == NULL);
  CHECK(err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_equivalent("a", 1, "a", 1, (urikit_level)9, NULL, &err) == -1);
  CHECK(err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_normalize("a", 1, (urikit_level)-1, 0, &len, &err) == NULL);
  CHECK(err.code == URIKIT_INVALID_ARGUMENT);
  enc = urikit_encode_as("\xC3\x84rzte", 6, "windows-1252", URIKIT_SET_UNRESERVED, &len, &err);
  CHECK(enc != NULL);
  if (enc) CHECK(strcmp(enc, "%C4rzte") == 0);
  urikit_free(enc);
  CHECK(urikit_encode_as("a\xE2\x82\xAC", 4, "ISO-8859-1", URIKIT_SET_UNRESERVED, &len, &err) == NULL);
  CHECK(err.code == URIKIT_UNMAPPABLE_CHARACTER && err.offset == 1);
  CHECK(urikit_encode_as("a", 1, "no-such-charset", URIKIT_SET_UNRESERVED, &len, &err) == NULL);
  CHECK(err.code == URIKIT_UNKNOWN_CHARSET);

  char* dec = urikit_decode("a%00b", 5, URIKIT_DECODE_OCTETS, &len, &err);
  CHECK(dec != NULL);
  if (dec) CHECK(len == 3 && memcmp(dec, "a\0b", 3) == 0);
  urikit_free(dec);
  dec = urikit_decode("caf%C3%A9", 9, URIKIT_DECODE_UTF8, &len, &err);
  CHECK(dec != NULL);
  if (dec) CHECK(strcmp(dec, "caf\xC3\xA9") == 0 && len == 5);
  urikit_free(dec);
  CHECK(urikit_decode("ab%C0%80", 8, URIKIT_DECODE_UTF8, &len, &err) == NULL); /* overlong NUL */
  CHECK(err.code == URIKIT_INVALID_UTF8 && err.offset == 2);
  CHECK(urikit_decode("a%zz", 4, URIKIT_DECODE_OCTETS, &len, &err) == NULL);
  CHECK(err.code == URIKIT_INVALID_PERCENT_ENCODING && err.offset == 1);
  dec = urikit_decode("a%zz", 4, URIKIT_DECODE_LENIENT, &len, &err);
  CHECK(dec != NULL);
  if (dec) CHECK(strcmp(dec, "a%zz") == 0);
  urikit_free(dec);
  dec = urikit_decode("a+b%2B", 6, URIKIT_DECODE_FORM, &len, &err);
  CHECK(dec != NULL);
  if (dec) CHECK(strcmp(dec, "a b+") == 0);
  urikit_free(dec);
  dec = urikit_decode_from("%C4rzte", 7, "windows-1252", 0, &len, &err);
  CHECK(dec != NULL);
  if (dec) CHECK(strcmp(dec, "\xC3\x84rzte") == 0 && len == 6);
  urikit_free(dec);
  CHECK(urikit_decode_from("%C4", 3, "no-such-charset", 0, &len, &err) == NULL);
  CHECK(err.code == URIKIT_UNKNOWN_CHARSET);

  /* A NULL pointer with a nonzero length is a caller's bug: every entry point that reads
     (pointer, length) refuses it with URIKIT_INVALID_ARGUMENT instead of reading it as the
     empty string (issue: NULL with SIZE_MAX was accepted as "" and reported success).
     NULL with length 0 stays the empty string (or "remove" for urikit_uri_set). */
  {
    const size_t lengths[] = {1, 7, SIZE_MAX};
    size_t k;
    for (k = 0; k < sizeof lengths / sizeof lengths[0]; ++k) {
      const size_t n = lengths[k];
      urikit_uri* h = urikit_parse("http://h/", 9, URIKIT_URI_REFERENCE, &err);
      int which = 0;
      CHECK(h != NULL);
#define REFUSED(call)                                                  \
      do {                                                             \
        err.code = URIKIT_OK;                                          \
        CHECK(!(call));                                                \
        CHECK(err.code == URIKIT_INVALID_ARGUMENT);                    \
      } while (0)
      REFUSED(urikit_parse(NULL, n, URIKIT_URI_REFERENCE, &err));
      REFUSED(urikit_normalize(NULL, n, URIKIT_LEVEL_SCHEME, 0, &len, &err));
      err.code = URIKIT_OK;
      CHECK(urikit_equivalent(NULL, n, "a", 1, URIKIT_LEVEL_SCHEME, &which, &err) == -1);
      CHECK(err.code == URIKIT_INVALID_ARGUMENT && which == 1);
      err.code = URIKIT_OK;
      CHECK(urikit_equivalent("a", 1, NULL, n, URIKIT_LEVEL_SCHEME, &which, &err) == -1);
      CHECK(err.code == URIKIT_INVALID_ARGUMENT && which == 2);
      REFUSED(urikit_resolve(NULL, n, "g", 1, 1, &len, &err));
      REFUSED(urikit_resolve("http://a/b", 10, NULL, n, 1, &len, &err));
      REFUSED(urikit_relativize(NULL, n, "http://a/b", 10, &len, &err));
      REFUSED(urikit_relativize("http://a/b", 10, NULL, n, &len, &err));
      REFUSED(urikit_iri_to_uri(NULL, n, &len, &err));
      REFUSED(urikit_uri_to_iri(NULL, n, &len, &err));
      REFUSED(urikit_encode(NULL, n, URIKIT_SET_PATH, 1, &len, &err));
      REFUSED(urikit_encode_as(NULL, n, "windows-1252", URIKIT_SET_PATH, &len, &err));
      REFUSED(urikit_decode(NULL, n, URIKIT_DECODE_OCTETS, &len, &err));
      REFUSED(urikit_decode_from(NULL, n, "windows-1252", 0, &len, &err));
      REFUSED(urikit_uri_set(h, URIKIT_PATH, NULL, n, 0, &err));
      /* ... and the URI is unchanged. */
      CHECK(strcmp(urikit_uri_string(h, NULL), "http://h/") == 0);
#undef REFUSED
      urikit_uri_free(h);
    }
    /* NULL with length 0 is the empty string. */
    {
      char* e = urikit_normalize(NULL, 0, URIKIT_LEVEL_SCHEME, 0, &len, &err);
      CHECK(e != NULL && err.code == URIKIT_OK && len == 0);
      urikit_free(e);
    }
  }

  if (failures) fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
