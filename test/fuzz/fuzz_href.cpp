// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: the browser reading (href.hpp). Input: text, or base "\n" text (flag bit 0).
// Invariants: an error carries an offset inside the input; a result is a valid RFC 3986
// URI (the strict parser accepts it) whose parts, as web_url reports them, are the strict
// parse's components; reading the result again gives it back (the serialization is a fixed
// point, as the WHATWG standard requires of href); href() equals parse_web_url().href().
#include <urikit/href.hpp>

#include <optional>
#include <tuple>
#include <utility>

#include "fuzz_common.hpp"

using namespace urikit;

namespace {

void check_url(const web_url& u) {
  auto v = fuzz::checked_parse(u.href(), grammar::uri, {});
  URIKIT_FUZZ_CHECK(v.has_value());
  URIKIT_FUZZ_CHECK(*v->scheme() == u.scheme());
  // WHATWG writes "/." before a path that starts with "//" when there is no host (URL
  // serializer, step 3); the pathname, as web_url::path() gives it, has no such prefix.
  if (!u.has_host() && u.path().substr(0, 2) == "//")
    URIKIT_FUZZ_CHECK(v->path().substr(0, 2) == "/." && v->path().substr(2) == u.path());
  else
    URIKIT_FUZZ_CHECK(v->path() == u.path());
  URIKIT_FUZZ_CHECK(v->has_query() == u.has_query());
  if (u.has_query()) URIKIT_FUZZ_CHECK(*v->query() == u.query());
  URIKIT_FUZZ_CHECK(v->has_fragment() == u.has_fragment());
  if (u.has_fragment()) URIKIT_FUZZ_CHECK(*v->fragment() == u.fragment());
  URIKIT_FUZZ_CHECK(v->has_authority() == u.has_host());
  if (u.has_host()) URIKIT_FUZZ_CHECK(v->host().value_or("") == u.host());
  // A fixed point: the written URL reads as itself.
  auto again = parse_web_url(u.href());
  URIKIT_FUZZ_CHECK(again.has_value());
  URIKIT_FUZZ_CHECK(again->href() == u.href());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto in = fuzz::fuzz_input::from(data, size);
  std::string_view base_text, text = in.text;
  if (in.flag(0)) std::tie(base_text, text) = fuzz::split2(in.text);
  std::optional<web_url> base;
  if (in.flag(0)) {
    auto b = parse_web_url(base_text);
    if (!b) return 0;
    check_url(*b);
    base = std::move(*b);
  }
  auto r = parse_web_url(text, base ? &*base : nullptr);
  auto h = href(text, base ? &*base : nullptr);
  URIKIT_FUZZ_CHECK(r.has_value() == h.has_value());
  if (!r) {
    URIKIT_FUZZ_CHECK(r.error().offset <= text.size());
    URIKIT_FUZZ_CHECK(r.error() == h.error());
    return 0;
  }
  URIKIT_FUZZ_CHECK(*h == r->href());
  check_url(*r);
  return 0;
}
