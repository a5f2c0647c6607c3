// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/* A C program outside the project, linked against the installed static library with
   nothing but `pkg-config --static --cflags --libs urikit`: the C++ runtime and ICU come
   from urikit.pc. Expected values: RFC 3986 §3 and §6.2.3; the IDNA test domain
   例え.テスト is xn--r8jz45g.xn--zckzah (its A-labels, as IANA lists them). */
#include <stdio.h>
#include <string.h>

#include <urikit/urikit.h>

static int check(const char* got, const char* want, const char* what) {
  if (got && strcmp(got, want) == 0) return 0;
  fprintf(stderr, "%s: got \"%s\", want \"%s\"\n", what, got ? got : "(null)", want);
  return 1;
}

int main(void) {
  int failures = 0;
  urikit_error err;
  const char* text = "foo://example.com:8042/over/there?name=ferret#nose";
  urikit_uri* uri = urikit_parse(text, strlen(text), URIKIT_URI, &err);
  if (!uri) {
    fprintf(stderr, "parse failed: %s\n", urikit_error_name(err.code));
    return 1;
  }
  const char* host;
  size_t host_length;
  if (!urikit_uri_component(uri, URIKIT_HOST, &host, &host_length) || host_length != 11 ||
      memcmp(host, "example.com", 11) != 0 || urikit_uri_port_number(uri) != 8042) {
    fprintf(stderr, "parse gave the wrong components\n");
    ++failures;
  }
  urikit_uri_free(uri);

  size_t length;
  char* normalized = urikit_normalize("HTTP://Example.COM:80", 21, URIKIT_LEVEL_SCHEME, 0, &length, &err);
  failures += check(normalized, "http://example.com/", "normalize");
  urikit_free(normalized);

  /* IDNA through ICU: the static library's link interface at work. */
  const char* iri = "http://\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88/";
  char* ascii = urikit_iri_to_uri(iri, strlen(iri), &length, &err);
  failures += check(ascii, "http://xn--r8jz45g.xn--zckzah/", "iri_to_uri");
  urikit_free(ascii);

  if (failures == 0) printf("static C consumer ok\n");
  return failures == 0 ? 0 : 1;
}
