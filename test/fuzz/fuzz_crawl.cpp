// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: the crawler keys (canonicalize.hpp, surt.hpp, surt_prefix_set.hpp). Input:
// text; flag bits 0-4 are surt's options. Invariants: no profile, surt or ssurt crashes or
// hangs on any bytes; an error carries an offset inside the input; ssurt keeps every byte
// (it reorders the input's parts; a reversed host gains one trailing comma); the google
// and ia outputs are ASCII (every other byte is escaped); a prefix set made of the input's
// lines covers each of those lines; each plain-link shortcut (surt's canonicalizers with
// the input's surt options, w3lib's, urlcanon's four) gives, on every input it takes, what
// the general path gives.
#include <urikit/canonicalize.hpp>
#include <urikit/surt.hpp>
#include <urikit/surt_prefix_set.hpp>

#include <string>
#include <vector>

#include "crawl/handy_shortcut.hpp"
#include "crawl/urlcanon_canon.hpp"
#include "crawl/w3lib.hpp"
#include "fuzz_common.hpp"

using namespace urikit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto in = fuzz::fuzz_input::from(data, size);
  const std::string_view text = in.text;
  for (canon_profile p : all_profiles) {
    auto r = canonicalize(text, p);
    if (!r) {
      URIKIT_FUZZ_CHECK(r.error().offset <= text.size());
      continue;
    }
    if (p == canon_profile::google || p == canon_profile::ia) {
      for (char c : *r) URIKIT_FUZZ_CHECK(static_cast<unsigned char>(c) < 0x80);
    }
  }
  surt_options o;
  o.with_scheme = in.flag(0);
  o.trailing_comma = in.flag(1);
  o.reverse_ipaddr = !in.flag(2);
  o.host_massage = !in.flag(3);
  o.fixed = in.flag(4);
  auto s = surt(text, o);
  if (!s) URIKIT_FUZZ_CHECK(s.error().offset <= text.size());
  {
    detail::handy_step_options steps;
    steps.host_massage = o.host_massage;
    steps.fixed_query = o.fixed;
    detail::handy_write_options write;
    write.surt = in.flag(5);
    write.with_scheme = o.with_scheme;
    write.trailing_comma = o.trailing_comma;
    write.reverse_ipaddr = o.reverse_ipaddr;
    for (auto which : {detail::handy_canonicalizer::google, detail::handy_canonicalizer::ia}) {
      std::string fast, general;
      if (!detail::handy_plain_shortcut(text, which, steps, write, fast)) continue;
      URIKIT_FUZZ_CHECK(detail::handy_canonicalize_general(text, which, steps, write, general).has_value());
      URIKIT_FUZZ_CHECK(fast == general);
    }
  }
  {
    std::string fast, general;
    if (detail::w3lib_plain_shortcut(text, fast)) {
      URIKIT_FUZZ_CHECK(detail::w3lib_canonicalize_general(text, general).has_value());
      URIKIT_FUZZ_CHECK(fast == general);
    }
  }
  for (auto which : {detail::urlcanon_canonicalizer::whatwg, detail::urlcanon_canonicalizer::semantic_precise,
                     detail::urlcanon_canonicalizer::semantic, detail::urlcanon_canonicalizer::aggressive}) {
    std::string fast, general;
    if (!detail::urlcanon_plain_shortcut(text, which, fast)) continue;
    URIKIT_FUZZ_CHECK(detail::urlcanon_canonicalize_general(text, which, general).has_value());
    URIKIT_FUZZ_CHECK(fast == general);
  }
  auto ss = ssurt(text);
  URIKIT_FUZZ_CHECK(ss.has_value());
  URIKIT_FUZZ_CHECK(ss->size() == text.size() || ss->size() == text.size() + 1);

  std::vector<std::string_view> lines;
  for (std::size_t start = 0;;) {
    const std::size_t nl = text.find('\n', start);
    lines.push_back(text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start));
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  const surt_prefix_set set(lines);
  for (std::string_view line : lines) {
    auto hit = set.find(line);
    URIKIT_FUZZ_CHECK(hit.has_value());
    URIKIT_FUZZ_CHECK(line.substr(0, hit->size()) == *hit);
  }
  return 0;
}
