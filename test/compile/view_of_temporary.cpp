// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// parse() of a temporary std::string would return a dangling view: that overload is deleted.
#include <string>

#include <urikit/iri.hpp>
#include <urikit/parse.hpp>

std::string page_link();

int main() {
#ifdef URIKIT_MISUSE
  auto view = urikit::parse(page_link());
  auto iri = urikit::parse_iri(std::string("http://例え.jp/"));
  auto rel = urikit::parse_relative_ref(page_link());
  return view && iri && rel ? 0 : 1;
#else
  std::string link = page_link();
  auto view = urikit::parse(link);                     // an lvalue: the caller keeps it alive
  auto iri = urikit::parse_iri("http://例え.jp/");      // a literal lives forever
  auto rel = urikit::parse_relative_ref(std::string_view(link));
  return view && iri && rel ? 0 : 1;
#endif
}
