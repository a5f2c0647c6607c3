// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A self-contained check of the portable kernel, for targets where Boost.Test is not at hand
// (aarch64 under qemu-user: test/portable/run_aarch64.sh). No dependency but the library's
// core (no ICU). Expected values are the RFC's own examples (RFC 3986 §1.1.2, §5.4, §6.2.2)
// and, for random inputs, byte-by-byte reference loops written here from §2.1.
#include <urikit/kernel.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/resolve.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace {

int failures = 0, checks = 0;

void check(bool ok, const char* what, const char* detail = "") {
  ++checks;
  if (!ok && ++failures <= 20)
    std::printf("FAILED: %s %s\n", what, detail);
}

void parts() {
  // RFC 3986 §3: foo://example.com:8042/over/there?name=ferret#nose
  const auto v = urikit::parse_uri("foo://example.com:8042/over/there?name=ferret#nose");
  check(v.has_value(), "parse §3 example");
  if (!v) return;
  check(v->scheme() == std::string_view("foo"), "scheme");
  check(v->host() == std::string_view("example.com"), "host");
  check(v->port() == std::string_view("8042"), "port");
  check(v->path() == "/over/there", "path");
  check(v->query() == std::string_view("name=ferret"), "query");
  check(v->fragment() == std::string_view("nose"), "fragment");
  // §1.1.2's examples are all URIs; a few invalid inputs are not.
  for (const char* ok : {"ftp://ftp.is.co.za/rfc/rfc1808.txt", "http://www.ietf.org/rfc/rfc2396.txt",
                         "ldap://[2001:db8::7]/c=GB?objectClass?one", "mailto:John.Doe@example.com",
                         "news:comp.infosystems.www.servers.unix", "tel:+1-816-555-1212",
                         "telnet://192.0.2.16:80/", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2"})
    check(urikit::parse_uri(ok).has_value(), "§1.1.2 example", ok);
  for (const char* bad : {"http://a b/", "http://[::1/", "http://h/%zz", "1http://h/", "http://h:8a/"})
    check(!urikit::parse_uri(bad).has_value(), "invalid input refused", bad);
}

void resolution() {
  // RFC 3986 §5.4.1 and §5.4.2, base http://a/b/c/d;p?q
  const char* const cases[][2] = {
      {"g:h", "g:h"},         {"g", "http://a/b/c/g"},     {"./g", "http://a/b/c/g"},
      {"g/", "http://a/b/c/g/"}, {"/g", "http://a/g"},     {"//g", "http://g"},
      {"?y", "http://a/b/c/d;p?y"}, {"g?y", "http://a/b/c/g?y"}, {"#s", "http://a/b/c/d;p?q#s"},
      {"g#s", "http://a/b/c/g#s"}, {"g?y#s", "http://a/b/c/g?y#s"}, {";x", "http://a/b/c/;x"},
      {"g;x", "http://a/b/c/g;x"}, {"", "http://a/b/c/d;p?q"}, {".", "http://a/b/c/"},
      {"./", "http://a/b/c/"},   {"..", "http://a/b/"},     {"../", "http://a/b/"},
      {"../g", "http://a/b/g"},  {"../..", "http://a/"},    {"../../g", "http://a/g"},
      {"../../../g", "http://a/g"}, {"/./g", "http://a/g"}, {"/../g", "http://a/g"},
      {"g.", "http://a/b/c/g."}, {".g", "http://a/b/c/.g"}, {"g..", "http://a/b/c/g.."},
      {"..g", "http://a/b/c/..g"}, {"./../g", "http://a/b/g"}, {"./g/.", "http://a/b/c/g/"},
      {"g/./h", "http://a/b/c/g/h"}, {"g/../h", "http://a/b/c/h"}, {"g;x=1/./y", "http://a/b/c/g;x=1/y"},
      {"g;x=1/../y", "http://a/b/c/y"}, {"g?y/./x", "http://a/b/c/g?y/./x"}, {"g#s/../x", "http://a/b/c/g#s/../x"}};
  for (const auto& c : cases) {
    const auto r = urikit::resolve("http://a/b/c/d;p?q", c[0]);
    check(r.has_value() && *r == c[1], "§5.4 resolution of", c[0]);
  }
}

void normalization() {
  // §6.2.2: these three are equivalent; the normal form lowers scheme and host, decodes
  // unreserved octets and writes triplets in upper case.
  for (const char* in : {"example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"}) {
    const auto n = urikit::normalize(in);
    check(n.has_value() && *n == "example://a/b/c/%7Bfoo%7D", "§6.2.2 normal form of", in);
  }
  const auto h = urikit::normalize("HTTP://www.Example.COM:80");
  check(h.has_value() && *h == "http://www.example.com/", "§6.2.3 default port and empty path");
}

/// §2.1 by the letter: every octet outside `allowed` as "%" and two upper-case hex digits.
std::string reference_encode(std::string_view in, const urikit::charset& allowed) {
  static const char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : in) {
    if (allowed.contains(c)) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

void percent_encoding() {
  std::uint64_t state = 0x243F6A8885A308D3ull;
  const auto next = [&state] {  // xorshift64
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    return state;
  };
  for (int round = 0; round < 20000; ++round) {
    std::string in(next() % 100, '\0');
    for (char& c : in) {
      const std::uint64_t r = next();
      c = static_cast<char>(r % 4 != 0 ? 'a' + r % 26 : r >> 8);  // mostly letters, some of every byte
    }
    for (const urikit::charset* set : {&urikit::charsets::unreserved, &urikit::charsets::path,
                                       &urikit::charsets::query}) {
      const std::string encoded = urikit::encode(in, *set);
      check(encoded == reference_encode(in, *set), "encode agrees with §2.1");
      const auto decoded = urikit::decode(encoded);
      check(decoded.has_value() && *decoded == in, "decode(encode(x)) == x");
    }
  }
  const auto bad = urikit::decode("a%2");
  check(!bad.has_value() && bad.error().offset == 1, "a truncated triplet is an error at its '%'");
}

}  // namespace

int main() {
  std::printf("urikit kernel: %s (supported:", urikit::kernel_name(urikit::active_kernel()));
  for (unsigned k = 0; k < urikit::kernel_count; ++k)
    if (urikit::kernel_supported(static_cast<urikit::kernel>(k)))
      std::printf(" %s", urikit::kernel_name(static_cast<urikit::kernel>(k)));
  std::printf(")\n");
  parts();
  resolution();
  normalization();
  percent_encoding();
  std::printf("%d checks, %d failed\n", checks, failures);
  return failures == 0 ? 0 : 1;
}
