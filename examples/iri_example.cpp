// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// docs/iri.md, checked: IRI to URI for the wire, URI to IRI for display, unsafe input
// refused. Built and run by ctest (example.iri_example).
#include <urikit/iri.hpp>

#include "check.hpp"

int main() {
  CHECK(urikit::iri_to_uri("http://bücher.example/straße"), "http://xn--bcher-kva.example/stra%C3%9Fe");
  CHECK(urikit::uri_to_iri("http://xn--bcher-kva.example/stra%C3%9Fe%E2%80%AE"),
        "http://bücher.example/straße%E2%80%AE");  // the RLO stays encoded
  // U+FF0F (fullwidth solidus) maps to '/', which would move the path into the host.
  CHECK_ERROR(urikit::iri_to_uri("http://ｅｖｉｌ／ｘ/"), urikit::errc::idna_error, 7);
  CHECK(urikit::iri_to_uri("http://１２７.０.０.１/"), "http://127.0.0.1/");  // typed again: IPv4
  CHECK(urikit::uri_to_iri("http://h/%2F%41"), "http://h/%2F%41");            // ASCII stays encoded
  CHECK_TRUE(urikit::iri_equivalent("http://example.com/%C3%A9", "http://EXAMPLE.com/é").value());
  return example::exit_code();
}
