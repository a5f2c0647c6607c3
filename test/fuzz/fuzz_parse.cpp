// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: parse() by every grammar, with and without zone IDs (RFC 3986 §3, §4;
// RFC 6874). Invariants:
// - accepted views satisfy checked_parse(): components inside the input, grammar facts,
//   host type consistent with the host text, port_number only for values <= 65535,
//   recompose(view) == input, and re-parsing gives the same components;
// - a rejected input's error offset is <= its size;
// - the grammars agree: URI = URI-reference with a scheme, relative-ref = URI-reference
//   without one, absolute-URI = URI without a fragment, with the same components;
// - allow_zone_id only adds inputs (with a zone ID) and never changes other results;
// - max_length: one byte less than the input's size refuses it with input_too_long.
// - the SIMD kernel in use (AVX2 / AVX-512, with its short and 64-127-byte classifiers)
//   gives exactly the portable kernel's answer: components, or error code and offset.
// - (only with -DURIKIT_FUZZ_CHECK_ERROR_OFFSETS, see docs/reliability.md) the error offset
//   is the first byte no string of the rule can have there (parse.hpp): no completion from
//   a fixed list turns input[0, offset] (the offending byte included) into a valid string.
#include "fuzz_common.hpp"
#include "parse_general.hpp"
#include "scan.hpp"

using namespace urikit;
using urikit::fuzz::checked_parse;
using urikit::fuzz::same_components;

#ifdef URIKIT_FUZZ_CHECK_ERROR_OFFSETS
namespace {
/// True when some completion makes `input[0, offset]` valid, i.e. the byte at `offset`
/// can occur there and the offset is too early. A witness proves it; no witness proves
/// nothing, so this check never reports a false positive.
bool offset_too_early(std::string_view text, grammar g, std::size_t offset) {
  static const char* const completions[] = {
      "", "a", "/", "@a/", "@a", "]", "]/", "1]", "a]", ":1]", "::]", "1.1]", "0]", "0.0.0]",
      ".a]", "@", "@[::1]", "a@a", "/a", "?", "#", "]@a", "1", "5", "%25a]", "a]/", ":", "25a]"};
  if (offset >= text.size()) return false;
  std::string prefix(text.substr(0, offset + 1));
  parse_options zones;
  zones.allow_zone_id = true;
  for (const char* c : completions)
    if (parse(prefix + c, g, zones)) return true;
  return false;
}
}  // namespace
#endif

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The whole input is the text here: every byte counts as URI text.
  std::string_view text(reinterpret_cast<const char*>(data), size);
  urikit::fuzz::current_input() = text;

  parse_options plain;
  parse_options zones;
  zones.allow_zone_id = true;

  auto ref = checked_parse(text, grammar::uri_reference, plain);
  auto uri = checked_parse(text, grammar::uri, plain);
  auto abs = checked_parse(text, grammar::absolute_uri, plain);
  auto rel = checked_parse(text, grammar::relative_ref, plain);

  URIKIT_FUZZ_CHECK(uri.has_value() == (ref && ref->has_scheme()));
  URIKIT_FUZZ_CHECK(rel.has_value() == (ref && !ref->has_scheme()));
  URIKIT_FUZZ_CHECK(abs.has_value() == (uri && !uri->has_fragment()));
  if (uri) URIKIT_FUZZ_CHECK(same_components(*uri, *ref));
  if (rel) URIKIT_FUZZ_CHECK(same_components(*rel, *ref));
  if (abs) URIKIT_FUZZ_CHECK(same_components(*abs, *uri));

  for (grammar g : urikit::fuzz::all_grammars) {
    auto without = parse(text, g, plain);
    auto with = checked_parse(text, g, zones);
    if (without) {
      URIKIT_FUZZ_CHECK(with.has_value());
      URIKIT_FUZZ_CHECK(same_components(*without, *with));
      URIKIT_FUZZ_CHECK(!without->zone_id());
    } else if (with) {
      // Accepted only with zone IDs: the host holds one, and plain parsing said so.
      URIKIT_FUZZ_CHECK(with->zone_id().has_value());
      URIKIT_FUZZ_CHECK(with->host_type() == host_type::ipv6);
      URIKIT_FUZZ_CHECK(without.error().code == errc::zone_id_not_allowed);
    }
    if (with && with->zone_id()) URIKIT_FUZZ_CHECK(!without);
#ifdef URIKIT_FUZZ_CHECK_ERROR_OFFSETS
    auto z = parse(text, g, zones);
    if (!z) URIKIT_FUZZ_CHECK(!offset_too_early(text, g, z.error().offset));
#endif
  }

  // The shortcut for common links ("http://", a plain host) against the general reading.
  for (grammar g : urikit::fuzz::all_grammars) {
    for (const parse_options* o : {&plain, &zones}) {
      const auto got = parse(text, g, *o);
      const auto general = urikit::detail::parse_general(text, g, *o);
      URIKIT_FUZZ_CHECK(got.has_value() == general.has_value());
      if (got && general) URIKIT_FUZZ_CHECK(same_components(*got, *general));
      if (!got && !general) URIKIT_FUZZ_CHECK(got.error() == general.error());
    }
  }

  const auto kernel = urikit::active_kernel();
  if (kernel != urikit::kernel::portable) {
    for (grammar g : urikit::fuzz::all_grammars) {
      for (const parse_options* o : {&plain, &zones}) {
        const auto fast = parse(text, g, *o);
        urikit::force_kernel(urikit::kernel::portable);
        const auto portable = parse(text, g, *o);
        urikit::force_kernel(kernel);
        URIKIT_FUZZ_CHECK(fast.has_value() == portable.has_value());
        if (fast && portable) URIKIT_FUZZ_CHECK(same_components(*fast, *portable));
        if (!fast && !portable) URIKIT_FUZZ_CHECK(fast.error() == portable.error());
      }
    }
  }

  if (size > 0) {
    parse_options short_limit;
    short_limit.max_length = size - 1;
    auto r = parse(text, grammar::uri_reference, short_limit);
    URIKIT_FUZZ_CHECK(!r && r.error().code == errc::input_too_long);
    short_limit.max_length = size;
    URIKIT_FUZZ_CHECK(parse(text, grammar::uri_reference, short_limit).has_value() == ref.has_value());
  }
  return 0;
}
