// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the host step of urlcanon 0.3's canonicalizers (punycode_special_host): Python's
// `idna` package (`idna.encode(host, uts46=True)`: UTS #46 mapping without the STD3 rules,
// non-transitional, then IDNA 2008 label checks and Punycode); where that raises,
// `idna.uts46_remap()` and the IDNA 2003 codec's ToASCII label by label; where that raises
// too, the host as it was. ASCII hosts follow the Python code exactly; other hosts go through
// ICU (its UTS #46 mapping and label checks, and an approximation of IDNA 2008's PVALID
// derivation by general category), docs/crawler-keys.md says where that may differ.
#ifndef URIKIT_SRC_CRAWL_URLCANON_IDNA_HPP
#define URIKIT_SRC_CRAWL_URLCANON_IDNA_HPP

#include <string>
#include <string_view>

namespace urikit::detail {

/// punycode_special_host() on a non-empty host (bytes): the new host.
std::string urlcanon_idna_host(std::string_view host);

}  // namespace urikit::detail

#endif
