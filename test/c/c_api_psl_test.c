// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/* Host parts by the Public Suffix List from C (urikit/public_suffix.h, library urikit_psl),
   strict C99. Expected values: the PSL's own test file (tests/test_psl.txt of
   publicsuffix/list, in test/data/psl), cli-contract.md's `host-parts` fields, the WHATWG
   URL Standard's host parser (IPv4 numbers, IDNA), and for the small list of
   test/data/psl/mini_list.dat (its path is argv[1]) the list's algorithm worked by hand. */
#include <stdio.h>
#include <string.h>

#include <urikit/public_suffix.h>

static int failures = 0;
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

/* The suffix a question names, as text: "" for 0, "!error" for -1. */
static char answer[256];
static const char* suffix(int (*ask)(const urikit_psl*, const char*, size_t, urikit_psl_sections, size_t*,
                                     urikit_error*),
                          const urikit_psl* list, const char* domain, urikit_psl_sections sections) {
  size_t start = 0;
  urikit_error err;
  int r = ask(list, domain, strlen(domain), sections, &start, &err);
  if (r < 0) return "!error";
  if (r == 0) return "";
  snprintf(answer, sizeof answer, "%s", domain + start);
  return answer;
}
#define SUFFIX(list, domain, sections) suffix(urikit_psl_public_suffix, list, domain, sections)
#define REGISTRABLE(list, domain, sections) suffix(urikit_psl_registrable_domain, list, domain, sections)

/* A field of the parts as text: "" when absent. */
static char field_text[256];
static const char* field(const urikit_host_parts* parts, urikit_host_part which) {
  const char* data = NULL;
  size_t length = 0;
  if (!urikit_host_parts_get(parts, which, &data, &length)) return "";
  if (strlen(data) != length) return "!length";
  snprintf(field_text, sizeof field_text, "%s", data);
  return field_text;
}

static void standard_list(void) {
  const urikit_psl* standard = urikit_psl_standard();
  CHECK(standard != NULL && standard == urikit_psl_standard());
  /* test_psl.txt: a wildcard (*.ck) with its exception (!www.ck), a three-level rule. */
  CHECK(strcmp(REGISTRABLE(NULL, "a.b.test.ck", URIKIT_PSL_ICANN_AND_PRIVATE), "b.test.ck") == 0);
  CHECK(strcmp(REGISTRABLE(NULL, "test.ck", URIKIT_PSL_ICANN_AND_PRIVATE), "") == 0);
  CHECK(strcmp(REGISTRABLE(NULL, "www.www.ck", URIKIT_PSL_ICANN_AND_PRIVATE), "www.ck") == 0);
  CHECK(strcmp(REGISTRABLE(standard, "a.b.ide.kyoto.jp", URIKIT_PSL_ICANN_AND_PRIVATE), "b.ide.kyoto.jp") == 0);
  CHECK(strcmp(REGISTRABLE(NULL, "www.xn--85x722f.xn--55qx5d.cn", URIKIT_PSL_ICANN), "xn--85x722f.xn--55qx5d.cn") == 0);
  CHECK(strcmp(SUFFIX(NULL, "test.ck", URIKIT_PSL_ICANN), "test.ck") == 0);
  /* blogspot.com is in the PRIVATE section only. */
  CHECK(strcmp(SUFFIX(NULL, "foo.blogspot.com", URIKIT_PSL_ICANN), "com") == 0);
  CHECK(strcmp(SUFFIX(NULL, "foo.blogspot.com", URIKIT_PSL_ICANN_AND_PRIVATE), "blogspot.com") == 0);
  CHECK(strcmp(REGISTRABLE(NULL, "foo.blogspot.com", URIKIT_PSL_ICANN), "blogspot.com") == 0);
  CHECK(strcmp(REGISTRABLE(NULL, "foo.blogspot.com", URIKIT_PSL_ICANN_AND_PRIVATE), "foo.blogspot.com") == 0);
  /* No suffix for an empty domain or a leading dot (test_psl.txt: '.example.com' is null). */
  CHECK(strcmp(SUFFIX(NULL, "", URIKIT_PSL_ICANN), "") == 0);
  CHECK(strcmp(REGISTRABLE(NULL, ".example.com", URIKIT_PSL_ICANN), "") == 0);

  /* Which list and version: libpsl names it. */
  urikit_error err;
  size_t n = 0;
  char* description = urikit_psl_description(NULL, &n, &err);
  CHECK(description != NULL && err.code == URIKIT_OK && n == strlen(description) && strstr(description, "libpsl"));
  urikit_free(description);
}

static void host_parts(void) {
  urikit_error err;
  const char* u = "https://www.Example.CO.uk:443/x";
  urikit_host_parts* p = urikit_split_host(u, strlen(u), NULL, &err);
  CHECK(p != NULL && err.code == URIKIT_OK);
  CHECK(urikit_host_parts_kind(p) == URIKIT_HOST_KIND_DOMAIN);
  CHECK(strcmp(urikit_host_kind_name(urikit_host_parts_kind(p)), "domain") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_HOST), "www.example.co.uk") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_HOST_UNICODE), "www.example.co.uk") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_PUBLIC_SUFFIX), "co.uk") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_REGISTRABLE_DOMAIN), "example.co.uk") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_PRIVATE_SUFFIX), "co.uk") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_PRIVATE_DOMAIN), "example.co.uk") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_TLD), "uk") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_REVERSED_HOST), "uk.co.example.www") == 0);
  CHECK(urikit_host_parts_get(p, (urikit_host_part)99, NULL, NULL) == 0);
  urikit_host_parts_free(p);

  /* IDNA: the host in A-labels, and in Unicode. */
  const char* idn = "http://www.b\xC3\xBC" "cher.de/";
  p = urikit_split_host(idn, strlen(idn), NULL, &err);
  CHECK(strcmp(field(p, URIKIT_PART_HOST), "www.xn--bcher-kva.de") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_HOST_UNICODE), "www.b\xC3\xBC" "cher.de") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_REGISTRABLE_DOMAIN), "xn--bcher-kva.de") == 0);
  urikit_host_parts_free(p);

  /* IP hosts: no TLD, no reversed host, no PSL fields. */
  p = urikit_split_host("http://0x7f.1/", 14, NULL, &err);
  CHECK(urikit_host_parts_kind(p) == URIKIT_HOST_KIND_IPV4);
  CHECK(strcmp(field(p, URIKIT_PART_HOST), "127.0.0.1") == 0);
  CHECK(urikit_host_parts_get(p, URIKIT_PART_TLD, NULL, NULL) == 0);
  CHECK(urikit_host_parts_get(p, URIKIT_PART_REVERSED_HOST, NULL, NULL) == 0);
  CHECK(urikit_host_parts_get(p, URIKIT_PART_PUBLIC_SUFFIX, NULL, NULL) == 0);
  urikit_host_parts_free(p);
  p = urikit_split_host("http://[::1]/", 13, NULL, &err);
  CHECK(urikit_host_parts_kind(p) == URIKIT_HOST_KIND_IPV6 && strcmp(urikit_host_kind_name(URIKIT_HOST_KIND_IPV6), "ipv6") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_HOST), "[::1]") == 0);
  urikit_host_parts_free(p);

  /* A public suffix has no registrable domain. */
  p = urikit_split_host("http://co.uk/", 13, NULL, &err);
  CHECK(strcmp(field(p, URIKIT_PART_PUBLIC_SUFFIX), "co.uk") == 0);
  CHECK(urikit_host_parts_get(p, URIKIT_PART_REGISTRABLE_DOMAIN, NULL, NULL) == 0);
  urikit_host_parts_free(p);

  /* A non-special scheme's host is opaque: reversed, but not split by the list. */
  const char* ssh = "ssh://git.example.com/x";
  p = urikit_split_host(ssh, strlen(ssh), NULL, &err);
  CHECK(urikit_host_parts_kind(p) == URIKIT_HOST_KIND_OPAQUE);
  CHECK(strcmp(field(p, URIKIT_PART_REVERSED_HOST), "com.example.git") == 0);
  CHECK(urikit_host_parts_get(p, URIKIT_PART_PUBLIC_SUFFIX, NULL, NULL) == 0);
  urikit_host_parts_free(p);

  /* No host at all. */
  p = urikit_split_host("mailto:a@example.com", 20, NULL, &err);
  CHECK(p != NULL && urikit_host_parts_kind(p) == URIKIT_HOST_KIND_NONE);
  CHECK(urikit_host_parts_get(p, URIKIT_PART_HOST, NULL, NULL) == 0);
  urikit_host_parts_free(p);

  /* Errors as values: href's, and bad arguments. */
  CHECK(urikit_split_host("not a url", 9, NULL, &err) == NULL && err.code == URIKIT_NOT_A_URL);
  /* A port past 65535 fails the URL Standard's port state; the offset is the port's. */
  CHECK(urikit_split_host("http://h:99999/", 15, NULL, &err) == NULL && err.code == URIKIT_NOT_A_URL &&
        err.offset == 9);
  CHECK(urikit_split_host(NULL, 3, NULL, &err) == NULL && err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_psl_public_suffix(NULL, NULL, 3, URIKIT_PSL_ICANN, NULL, &err) == -1 &&
        err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_psl_public_suffix(NULL, "com", 3, (urikit_psl_sections)7, NULL, &err) == -1 &&
        err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_host_parts_kind(NULL) == URIKIT_HOST_KIND_NONE);
  CHECK(urikit_host_parts_get(NULL, URIKIT_PART_HOST, NULL, NULL) == 0);
  CHECK(strcmp(urikit_host_kind_name(URIKIT_HOST_KIND_NONE), "") == 0 && strcmp(urikit_host_kind_name(-1), "") == 0);
  urikit_host_parts_free(NULL);
}

static void loaded_list(const char* path) {
  urikit_error err;
  urikit_psl* list = urikit_psl_load(path, &err);
  CHECK(list != NULL && err.code == URIKIT_OK);
  if (!list) return;
  /* mini_list.dat: example, *.wild.example, !keep.wild.example; PRIVATE: users.example. */
  CHECK(strcmp(SUFFIX(list, "a.b.users.example", URIKIT_PSL_ICANN), "example") == 0);
  CHECK(strcmp(REGISTRABLE(list, "a.b.users.example", URIKIT_PSL_ICANN), "users.example") == 0);
  CHECK(strcmp(SUFFIX(list, "a.b.users.example", URIKIT_PSL_ICANN_AND_PRIVATE), "users.example") == 0);
  CHECK(strcmp(REGISTRABLE(list, "a.b.users.example", URIKIT_PSL_ICANN_AND_PRIVATE), "b.users.example") == 0);
  CHECK(strcmp(SUFFIX(list, "x.y.wild.example", URIKIT_PSL_ICANN), "y.wild.example") == 0);
  CHECK(strcmp(REGISTRABLE(list, "x.y.wild.example", URIKIT_PSL_ICANN), "x.y.wild.example") == 0);
  CHECK(strcmp(SUFFIX(list, "a.keep.wild.example", URIKIT_PSL_ICANN), "wild.example") == 0);
  CHECK(strcmp(REGISTRABLE(list, "a.keep.wild.example", URIKIT_PSL_ICANN), "keep.wild.example") == 0);
  CHECK(strcmp(SUFFIX(list, "example", URIKIT_PSL_ICANN), "example") == 0);
  CHECK(strcmp(REGISTRABLE(list, "example", URIKIT_PSL_ICANN), "") == 0);
  /* Not in this list: the "*" rule makes the TLD the suffix. */
  CHECK(strcmp(SUFFIX(list, "www.example.co.uk", URIKIT_PSL_ICANN), "uk") == 0);
  CHECK(strcmp(REGISTRABLE(list, "www.example.co.uk", URIKIT_PSL_ICANN), "co.uk") == 0);

  const char* u = "http://a.b.users.example/";
  urikit_host_parts* p = urikit_split_host(u, strlen(u), list, &err);
  CHECK(strcmp(field(p, URIKIT_PART_REGISTRABLE_DOMAIN), "users.example") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_PRIVATE_DOMAIN), "b.users.example") == 0);
  CHECK(strcmp(field(p, URIKIT_PART_TLD), "example") == 0);
  urikit_host_parts_free(p);

  char* description = urikit_psl_description(list, NULL, &err);
  CHECK(description != NULL && strncmp(description, "file ", 5) == 0 && strcmp(description + 5, path) == 0);
  urikit_free(description);
  urikit_psl_free(list);

  CHECK(urikit_psl_load("/no/such/public_suffix_list.dat", &err) == NULL && err.code == URIKIT_INVALID_ARGUMENT);
  CHECK(urikit_psl_load(NULL, &err) == NULL && err.code == URIKIT_INVALID_ARGUMENT);
  urikit_psl_free(NULL);
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: c_api_psl_test MINI_LIST_DAT\n");
    return 2;
  }
  standard_list();
  host_parts();
  loaded_list(argv[1]);
  if (failures) fprintf(stderr, "%d failures\n", failures);
  else printf("c_api_psl_test: all passed\n");
  return failures ? 1 : 0;
}
