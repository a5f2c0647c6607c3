// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// docs/getting-started.md, checked: parse, errors, normalize, resolve, build and edit.
// Built and run by ctest (example.getting_started).
#include <string>

#include <urikit/urikit.hpp>

#include "check.hpp"

int main() {
  // ---- Parsing: zero-copy views, errors as values
  auto view = urikit::parse_uri("https://user@example.com:8443/a/b?q=1#top");
  CHECK_TRUE(view.has_value());
  CHECK(view->host().value(), "example.com");
  CHECK_TRUE(view->port_number() == 8443);
  CHECK(view->query().value(), "q=1");  // still percent-encoded, no '?'
  CHECK_TRUE(!urikit::parse_uri("a:").value().query().has_value());   // undefined
  CHECK(urikit::parse_uri("a:?").value().query().value(), "");        // defined, empty

  auto bad = urikit::parse_uri("http://exa mple.com/");
  CHECK_ERROR(bad, urikit::errc::invalid_character, 10);
  CHECK(urikit::error_name(bad.error().code), "invalid-character");

  // ---- The five things people do
  CHECK(urikit::normalize("HTTP://Example.COM:80/a/./b/../%7euser"), "http://example.com/a/~user");
  CHECK(urikit::resolve("http://a/b/c/d;p?q", "../g"), "http://a/b/g");
  CHECK(urikit::relativize("http://a/b/c/d;p?q", "http://a/b/g"), "../g");
  CHECK_TRUE(urikit::equivalent("http://example.com", "http://EXAMPLE.com:80/").value());
  CHECK(urikit::iri_to_uri("http://example.com/résumé"), "http://example.com/r%C3%A9sum%C3%A9");

  auto u = urikit::uri::parse("https://example.com").value();
  CHECK_TRUE(u.set_path("/docs/a b").has_value());  // decoded text: encoded for the path
  CHECK(u.path(), "/docs/a%20b");
  u.append_param("q", "x&y");
  CHECK(u.str(), "https://example.com/docs/a%20b?q=x%26y");
  return example::exit_code();
}
