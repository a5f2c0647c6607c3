// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// href.hpp through the shared library, as users link it: every out-of-line member of
// web_url must be exported (it once was not: web_url::port() was hidden). Exit 0 when the
// parts come back right.
#include <urikit/href.hpp>

#include <cstdio>

int main() {
  const auto u = urikit::parse_web_url("HTTP://user:pw@Example.COM:8080/a/../b?q#f");
  if (!u) return 1;
  const bool ok = u->href() == "http://user:pw@example.com:8080/b?q#f" && u->port() == "8080" &&
                  u->userinfo() == "user:pw" && u->host() == "example.com" && u->path() == "/b" &&
                  u->query() == "q" && u->fragment() == "f";
  std::puts(ok ? "web_url parts through the shared library: ok" : "web_url parts differ");
  return ok ? 0 : 1;
}
