// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/* The crawl part of the C API (canonicalization profiles, SURT, host parts) used from C.
   Expected values from Python surt 0.3.1's tests and cli-contract.md's examples. */
#include <stdio.h>
#include <string.h>

#include <urikit/urikit.h>

static int failures = 0;
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

static int returns(char* got, const char* want) {
  int same = got != NULL && strcmp(got, want) == 0;
  urikit_free(got);
  return same;
}

int main(void) {
  urikit_error err;
  size_t n = 0;
  const char* a = "http://www.archive.org/goo/?a=2&b&a=1";
  CHECK(returns(urikit_surt(a, strlen(a), 0, &n, &err), "org,archive)/goo?a=1&a=2&b"));
  CHECK(err.code == URIKIT_OK && n == strlen("org,archive)/goo?a=1&a=2&b"));
  CHECK(returns(urikit_surt(a, strlen(a), URIKIT_SURT_WITH_SCHEME | URIKIT_SURT_TRAILING_COMMA, NULL, &err),
                "http://(org,archive,)/goo?a=1&a=2&b"));
  const char* q = "http://example.com/script?type=a+b+%26+c&grape=wine";
  CHECK(returns(urikit_surt(q, strlen(q), URIKIT_SURT_FIXED, NULL, &err), "com,example)/script?grape=wine&type=a+b+%26+c"));
  CHECK(returns(urikit_surt("", 0, 0, NULL, &err), "-"));
  CHECK(urikit_surt("http://h:99999/", 15, 0, NULL, &err) == NULL && strcmp(urikit_error_name(err.code), "invalid-port") == 0);

  const char* g = "http://www.GOOgle.com/";
  CHECK(returns(urikit_canonicalize(g, strlen(g), "google", NULL, &err), "http://www.google.com/"));
  CHECK(returns(urikit_canonicalize(g, strlen(g), "ia", NULL, &err), "http://google.com/"));
  CHECK(urikit_canonicalize(g, strlen(g), "no-such-profile", NULL, &err) == NULL && err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_canonicalize(g, strlen(g), NULL, NULL, &err) == NULL && err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_canonicalize(NULL, 3, "ia", NULL, &err) == NULL && err.code == URIKIT_INVALID_ARGUMENT);

  const char* s = "http://user:pass@foo.example.org:81/path?query#frag";
  CHECK(returns(urikit_ssurt(s, strlen(s), NULL, &err), "org,example,foo,//81:http@user:pass:/path?query#frag"));

  if (failures) fprintf(stderr, "%d failures\n", failures);
  else printf("c_api_crawl_test: all passed\n");
  return failures ? 1 : 0;
}
