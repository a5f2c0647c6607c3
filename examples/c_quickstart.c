// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/* docs/getting-started.md "From C", checked: the C API in a few calls. Every string the
   library returns is freed with urikit_free; errors are a code and a byte offset. Built
   and run by ctest (example.c_quickstart). */
#include <stdio.h>
#include <string.h>

#include <urikit/urikit.h>

static int failures = 0;
static void expect(const char* got, const char* want, int line) {
  if (got && strcmp(got, want) == 0) return;
  fprintf(stderr, "line %d: got \"%s\", the docs say \"%s\"\n", line, got ? got : "(null)", want);
  ++failures;
}
#define EXPECT(got, want) expect((got), (want), __LINE__)

int main(void) {
  urikit_error err;
  const char* text = "https://example.com/docs";
  urikit_uri* u = urikit_parse(text, strlen(text), URIKIT_URI, &err);
  if (!u) return 1;
  /* decoded = 1: plain text, encoded as the component needs */
  urikit_uri_set(u, URIKIT_PATH, "/a b", 4, 1, &err);
  urikit_uri_set(u, URIKIT_QUERY, "q=x&y", 5, 0, &err);
  EXPECT(urikit_uri_string(u, NULL), "https://example.com/a%20b?q=x&y");
  /* encoded = 0: validated; on failure nothing changes and err says where */
  if (!urikit_uri_set(u, URIKIT_PORT, "80a", 3, 0, &err)) {
    EXPECT(urikit_error_name(err.code), "invalid-port");
    if (err.offset != 2) ++failures;
  } else {
    ++failures;
  }
  EXPECT(urikit_uri_string(u, NULL), "https://example.com/a%20b?q=x&y"); /* unchanged */
  urikit_uri_free(u);

  size_t len;
  char* key = urikit_normalize("HTTP://Example.COM:80/%7euser", 29, URIKIT_LEVEL_SCHEME, 1, &len, &err);
  EXPECT(key, "http://example.com/~user");
  urikit_free(key);

  char* enc = urikit_encode("a/b c", 5, URIKIT_SET_SEGMENT, 1, &len, &err);
  EXPECT(enc, "a%2Fb%20c");
  urikit_free(enc);
  char* dec = urikit_decode("caf%C3%A9", 9, URIKIT_DECODE_UTF8, &len, &err);
  EXPECT(dec, "caf\xC3\xA9");
  urikit_free(dec);
  if (urikit_decode("%C0%80", 6, URIKIT_DECODE_UTF8, &len, &err) == NULL) {
    EXPECT(urikit_error_name(err.code), "invalid-utf8");
    if (err.offset != 0) ++failures;
  } else {
    ++failures;
  }

  char* uri = urikit_iri_to_uri("http://example.com/\xC3\xA9", 21, &len, &err);
  EXPECT(uri, "http://example.com/%C3%A9");
  urikit_free(uri);
  puts(failures ? "failed" : "ok");
  return failures ? 1 : 0;
}
