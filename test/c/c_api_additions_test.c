/* SPDX-License-Identifier: Apache-2.0 OR MIT
   SPDX-FileCopyrightText: 2026 The urikit authors */
/* The C API's query parameters, normalization flags (crawler, conservative, tracking
   parameters), the unordered query of equivalence and hash,
   canonical key, repair and version, from strict C99. Expected values from RFC 3986 §6.2,
   WHATWG URL §5 (forms) and docs/normalization.md, worked out by hand. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <urikit/urikit.h>

static int failures = 0;
#define CHECK(cond)                                                   \
  do {                                                                \
    if (!(cond)) {                                                    \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                     \
    }                                                                 \
  } while (0)

static int query_is(const urikit_uri* u, const char* want) {
  const char* q = NULL;
  size_t n = 0;
  if (!urikit_uri_component(u, URIKIT_QUERY, &q, &n)) return 0;
  return n == strlen(want) && memcmp(q, want, n) == 0;
}

static int normalized_is(const char* in, unsigned flags, const char* want) {
  urikit_error err;
  size_t len = 0;
  char* out = urikit_normalize_with(in, strlen(in), URIKIT_LEVEL_SCHEME, flags, &len, &err);
  int ok = out != NULL && strcmp(out, want) == 0 && len == strlen(want);
  urikit_free(out);
  return ok;
}

int main(void) {
  urikit_error err;
  size_t len = 0;
  char* s = NULL;

  /* Version: the library's equals the header's. */
  {
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", URIKIT_VERSION_MAJOR, URIKIT_VERSION_MINOR, URIKIT_VERSION_PATCH);
    CHECK(strcmp(urikit_version(), want) == 0);
    CHECK(urikit_version_number() == URIKIT_VERSION);
  }

  /* Query parameters. */
  {
    const char* text = "https://shop.example/search?q=red+shoes&size=42&q=blue";
    urikit_uri* u = urikit_parse(text, strlen(text), URIKIT_URI, &err);
    CHECK(u != NULL);
    if (u) {
      CHECK(urikit_uri_get_param(u, "q", 1, URIKIT_PARAM_FORM, &s, &len, &err) == 1);
      CHECK(s != NULL && strcmp(s, "red shoes") == 0 && len == 9); /* form: '+' is a space */
      urikit_free(s);
      CHECK(urikit_uri_get_param(u, "q", 1, URIKIT_PARAM_PLAIN, &s, &len, &err) == 1);
      CHECK(s != NULL && strcmp(s, "red+shoes") == 0);
      urikit_free(s);
      CHECK(urikit_uri_get_param(u, "none", 4, URIKIT_PARAM_FORM, &s, &len, &err) == 0 && s == NULL);
      CHECK(urikit_uri_param_count(u) == 3);
      {
        char* name = NULL;
        size_t name_len = 0;
        CHECK(urikit_uri_param_at(u, 0, URIKIT_PARAM_FORM, &name, &name_len, &s, &len, &err) == 1);
        CHECK(name != NULL && strcmp(name, "q") == 0 && name_len == 1);
        CHECK(s != NULL && strcmp(s, "red shoes") == 0 && len == 9);
        urikit_free(name);
        urikit_free(s);
        CHECK(urikit_uri_param_at(u, 2, URIKIT_PARAM_FORM, NULL, NULL, &s, &len, &err) == 1);
        CHECK(s != NULL && strcmp(s, "blue") == 0);
        urikit_free(s);
        CHECK(urikit_uri_param_at(u, 3, URIKIT_PARAM_FORM, &name, NULL, NULL, NULL, &err) == -1);
        CHECK(err.code == URIKIT_INVALID_ARGUMENT && err.offset == 3 && name == NULL);
      }
      CHECK(urikit_uri_has_param(u, "size", 4, URIKIT_PARAM_FORM, &err) == 1);
      CHECK(urikit_uri_has_param(u, "siz", 3, URIKIT_PARAM_FORM, &err) == 0);
      CHECK(urikit_uri_append_param(u, "tag", 3, "a b", 3, URIKIT_PARAM_FORM, &err) == 1);
      CHECK(query_is(u, "q=red+shoes&size=42&q=blue&tag=a+b"));
      CHECK(urikit_uri_set_param(u, "size", 4, "43", 2, URIKIT_PARAM_FORM, &err) == 1);
      CHECK(query_is(u, "q=red+shoes&size=43&q=blue&tag=a+b"));
      CHECK(urikit_uri_erase_param(u, "q", 1, URIKIT_PARAM_FORM, &err) == 2);
      CHECK(query_is(u, "size=43&tag=a+b"));
      CHECK(urikit_uri_append_param(u, "b", 1, "x y", 3, URIKIT_PARAM_PLAIN, &err) == 1);
      CHECK(query_is(u, "size=43&tag=a+b&b=x%20y")); /* plain: a space is %20 */
      CHECK(urikit_uri_sort_params(u, URIKIT_PARAM_FORM, &err) == 1);
      CHECK(query_is(u, "b=x%20y&size=43&tag=a+b"));
      /* A style outside the enum is refused. */
      CHECK(urikit_uri_has_param(u, "b", 1, (urikit_param_style)7, &err) == -1);
      CHECK(err.code == URIKIT_INVALID_ARGUMENT);
      CHECK(urikit_uri_erase_param(NULL, "b", 1, URIKIT_PARAM_FORM, &err) == -1);
      urikit_uri_free(u);
    }
    /* "a&&b=": three pairs, the first two without '=' (0), the last with an empty value. */
    u = urikit_parse("?a&&b=", 6, URIKIT_URI_REFERENCE, &err);
    CHECK(u != NULL);
    if (u) {
      CHECK(urikit_uri_param_count(u) == 3);
      CHECK(urikit_uri_param_at(u, 0, URIKIT_PARAM_PLAIN, NULL, NULL, NULL, NULL, &err) == 0);
      CHECK(urikit_uri_param_at(u, 1, URIKIT_PARAM_PLAIN, NULL, NULL, NULL, NULL, &err) == 0);
      CHECK(urikit_uri_param_at(u, 2, URIKIT_PARAM_PLAIN, NULL, NULL, NULL, &len, &err) == 1 && len == 0);
      urikit_uri_free(u);
    }
  }

  /* Normalization flags. */
  CHECK(normalized_is("HTTP://Example.COM/?b=2&a=1#x", URIKIT_NORMALIZE_CRAWLER, "http://example.com/?a=1&b=2"));
  CHECK(normalized_is("http://[2001:DB8:0:0:0:0:0:1]/?", URIKIT_NORMALIZE_CRAWLER, "http://[2001:db8::1]/"));
  CHECK(normalized_is("http://h/a/%2E%2E/b", 0, "http://h/b"));
  CHECK(normalized_is("http://h/a/%2E%2E/b", URIKIT_NORMALIZE_CONSERVATIVE, "http://h/a/%2E%2E/b"));
  CHECK(normalized_is("http://h/?#f", URIKIT_NORMALIZE_DROP_FRAGMENT, "http://h/?"));
  CHECK(urikit_normalize_with("a:b", 3, URIKIT_LEVEL_SCHEME, 64, &len, &err) == NULL);
  CHECK(err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_normalize_with("a:b", 3, URIKIT_LEVEL_SCHEME, 128, &len, &err) == NULL);
  CHECK(err.code == URIKIT_INVALID_ARGUMENT);

  /* Tracking parameters (DuckDuckGo's list: utm_source and gclid are on it, utm_id is
     not): removed only with their flag, which URIKIT_NORMALIZE_CRAWLER does not include. */
  CHECK(normalized_is("http://h/?utm_source=x&a=1&gclid=2", URIKIT_NORMALIZE_REMOVE_TRACKING, "http://h/?a=1"));
  CHECK(normalized_is("http://h/?utm_source=x&a=1", 0, "http://h/?utm_source=x&a=1"));
  CHECK(normalized_is("http://h/?utm_source=x&a=1", URIKIT_NORMALIZE_CRAWLER, "http://h/?a=1&utm_source=x"));
  CHECK(normalized_is("http://h/?utm_source=x#f", URIKIT_NORMALIZE_CRAWLER | URIKIT_NORMALIZE_REMOVE_TRACKING,
                      "http://h/"));
  CHECK(normalized_is("http://h/?utm_source=x", URIKIT_NORMALIZE_REMOVE_TRACKING, "http://h/?"));
  CHECK(normalized_is("http://h/?utm_id=x", URIKIT_NORMALIZE_REMOVE_TRACKING, "http://h/?utm_id=x"));
  CHECK(strcmp(urikit_tracking_params_version(), "duckduckgo/privacy-configuration@03358d9a887e (2026-02-20)") == 0);

  /* Query order: with URIKIT_COMPARE_UNORDERED_QUERY the parameters are a multiset. */
  {
    const char* a = "http://h/?a=1&b=2";
    const char* b = "HTTP://h:80/?b=2&a=1";
    const char* c = "http://h/?a=1&a=1&b=2";
    const char* d = "http://h/?b=2&a=1&a=1";
    uint64_t ha = 0, hb = 1, hc = 2, hd = 3;
    int which = -1;
    CHECK(urikit_equivalent_with(a, strlen(a), b, strlen(b), URIKIT_LEVEL_SCHEME, URIKIT_COMPARE_UNORDERED_QUERY,
                                 &which, &err) == 1);
    CHECK(urikit_equivalent_with(a, strlen(a), b, strlen(b), URIKIT_LEVEL_SYNTAX, URIKIT_COMPARE_UNORDERED_QUERY,
                                 &which, &err) == 0); /* ":80" and no "/" at the syntax level */
    CHECK(urikit_equivalent_with(a, strlen(a), c, strlen(c), URIKIT_LEVEL_SCHEME, URIKIT_COMPARE_UNORDERED_QUERY,
                                 &which, &err) == 0);
    CHECK(urikit_equivalent_with(c, strlen(c), d, strlen(d), URIKIT_LEVEL_SCHEME, URIKIT_COMPARE_UNORDERED_QUERY,
                                 &which, &err) == 1);
    CHECK(urikit_equivalent_with(c, strlen(c), d, strlen(d), URIKIT_LEVEL_SCHEME, 0, &which, &err) == 0);
    CHECK(urikit_hash(a, strlen(a), URIKIT_LEVEL_SCHEME, URIKIT_COMPARE_UNORDERED_QUERY, &ha, &err) == 1);
    CHECK(urikit_hash(b, strlen(b), URIKIT_LEVEL_SCHEME, URIKIT_COMPARE_UNORDERED_QUERY, &hb, &err) == 1);
    CHECK(urikit_hash(c, strlen(c), URIKIT_LEVEL_SCHEME, URIKIT_COMPARE_UNORDERED_QUERY, &hc, &err) == 1);
    CHECK(urikit_hash(d, strlen(d), URIKIT_LEVEL_SCHEME, URIKIT_COMPARE_UNORDERED_QUERY, &hd, &err) == 1);
    CHECK(ha == hb && hc == hd && ha != hc);
    /* Not a normalization flag: normalize and canonical keys refuse it. */
    CHECK(urikit_canonical_key(a, strlen(a), URIKIT_COMPARE_UNORDERED_QUERY, &len, &err) == NULL);
    CHECK(err.code == URIKIT_INVALID_ARGUMENT);
  }

  {
    const char* a = "http://h/?a=1&b=2";
    const char* b = "HTTP://h:80/?b=2&a=1#f";
    int which = -1;
    CHECK(urikit_equivalent_with(a, strlen(a), b, strlen(b), URIKIT_LEVEL_SCHEME, URIKIT_NORMALIZE_CRAWLER, &which,
                                 &err) == 1);
    CHECK(urikit_equivalent_with(a, strlen(a), b, strlen(b), URIKIT_LEVEL_SCHEME, 0, &which, &err) == 0);
  }

  /* Hashes agree with equivalence. */
  {
    uint64_t h1 = 0, h2 = 1;
    CHECK(urikit_hash("HTTP://H:80", 11, URIKIT_LEVEL_SCHEME, 0, &h1, &err) == 1);
    CHECK(urikit_hash("http://h/", 9, URIKIT_LEVEL_SCHEME, 0, &h2, &err) == 1);
    CHECK(h1 == h2);
    CHECK(urikit_hash("http://h:x/", 11, URIKIT_LEVEL_SCHEME, 0, &h1, &err) == 0);
    CHECK(err.code == 12 /* invalid-port */ && err.offset == 9);
  }

  /* Canonical keys: "v<version>:" and the conservative normalization. */
  s = urikit_canonical_key("HTTP://Example.COM:80/%7e/%2e%2e", 32, URIKIT_NORMALIZE_CONSERVATIVE, &len, &err);
  CHECK(s != NULL && s[0] == 'v' && strstr(s, ":http://example.com/~/%2E%2E") != NULL);
  urikit_free(s);

  /* Repair. */
  {
    size_t fixes = 99;
    s = urikit_repair("http://h/a b", 12, &fixes, &len, &err);
    CHECK(s != NULL && strcmp(s, "http://h/a%20b") == 0 && fixes == 1 && len == 14);
    urikit_free(s);
    s = urikit_repair("http://h/", 9, &fixes, &len, &err);
    CHECK(s != NULL && strcmp(s, "http://h/") == 0 && fixes == 0);
    urikit_free(s);
  }

  if (failures) fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
