// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Every public entry point at 2^31 + 7 and 2^32 + 7 bytes: each is exact past the int32_t
// and uint32_t limits or fails with a clear error, never a silent truncation (uriparser
// CVE-2026-44927 and curl CVE-2016-8622 truncated lengths to int; encode_text_as returned
// an empty success at 2^31 + 7 and the first 7 bytes at 2^32 + 7 before it converted in
// pieces). Each text is 'a' with a short head and tail, so every expected value follows
// from the RFC by hand: what the head and tail become, and the 'a's unchanged between.
//
// ctest label "large" (the large-input job of scripts/test.sh): about 14 GiB at the peak
// and a few minutes. URIKIT_LARGE_SIZES=100,5000 runs the same checks at other sizes.
#include <urikit/compare.hpp>
#include <urikit/ecmascript.hpp>
#include <urikit/host_safety.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>
#include <urikit/repair.hpp>
#include <urikit/resolve.hpp>
#include <urikit/uri.hpp>
#include <urikit/urikit.h>
#include <urikit/utf8.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "large_mapping.hpp"

using namespace urikit;
using test::is_a_text;

namespace {

std::vector<std::size_t> sizes() {
  if (const char* env = std::getenv("URIKIT_LARGE_SIZES")) {
    std::vector<std::size_t> out;
    for (const char* p = env; *p;) {
      char* end = nullptr;
      out.push_back(std::strtoull(p, &end, 10));
      p = *end ? end + 1 : end;
    }
    return out;
  }
  return {(std::size_t{1} << 31) + 7, (std::size_t{1} << 32) + 7};
}

/// One mapping of the largest size, reused by every suite below.
struct large_texts {
  std::size_t largest = 0;
  test::mapping memory;
  large_texts() : largest(max_size()), memory(largest) {}
  static std::size_t max_size() {
    std::size_t m = 0;
    for (std::size_t n : sizes()) m = std::max(m, n);
    return m;
  }
  test::a_texts texts(std::size_t n) { return test::a_texts(memory.data, n); }
};

/// Runs `check(n, texts)` for each size, over one mapping of the largest size.
template <class F>
void for_each_size(F check) {
  large_texts big;
  BOOST_TEST_REQUIRE(big.memory.data != nullptr);
  for (const std::size_t n : sizes()) {
    BOOST_TEST_MESSAGE("size " << n);
    auto t = big.texts(n);
    check(n, t);
  }
}

/// A C string returned by the C API, freed on scope exit.
struct c_text {
  char* p = nullptr;
  std::size_t n = 0;
  ~c_text() { urikit_free(p); }
  std::string_view view() const { return p ? std::string_view(p, n) : std::string_view(); }
};

}  // namespace

// Disabled unless named (--run_test=large_lengths_test, as ctest does): gigabytes.
BOOST_AUTO_TEST_SUITE(large_lengths_test, *boost::unit_test::disabled())

BOOST_AUTO_TEST_CASE(parse_normalize_compare) {
  for_each_size([](std::size_t n, test::a_texts& t) {
    // "http://h/" + 'a'...: a URI, already normalized (§6.2.2).
    const std::string_view uri = t.make("http://h/", "");
    const std::size_t as = n - 9;
    auto v = parse_uri(uri);
    BOOST_TEST_REQUIRE(v.has_value());
    BOOST_TEST(v->path().size() == n - 8);
    BOOST_TEST(is_valid(uri));
    BOOST_TEST(parse_absolute_uri(uri).has_value());
    BOOST_TEST(is_normalized(*v));
    BOOST_TEST(is_a_text(*normalize(uri), "http://h/", as, ""));

    // Capitals and a "%7e" at the end (past 2^31 and 2^32): lowered and decoded to '~'.
    const std::string_view upper = t.make("HTTP://H/", "/%7e");
    const std::size_t as2 = n - 9 - 4;
    auto nv = parse_uri_reference(upper);
    BOOST_TEST_REQUIRE(nv.has_value());
    BOOST_TEST(!is_normalized(*nv));
    {
      auto r = normalize(upper);
      BOOST_TEST_REQUIRE(r.has_value());
      BOOST_TEST(is_a_text(*r, "http://h/", as2, "/~"));
      // The hash of a URI is the hash of its normalized form (the same equivalence class).
      BOOST_TEST(hash(*nv) == hash(*parse_uri_reference(*r)));
    }
    {
      std::string out;
      normalize_into(out, *nv);
      BOOST_TEST(is_a_text(out, "http://h/", as2, "/~"));
      out.clear();
      BOOST_TEST(normalize_into(out, upper).has_value());
      BOOST_TEST(is_a_text(out, "http://h/", as2, "/~"));
    }
    {
      test::mapping room(n + normalize_to_slack);
      const char* end = normalize_to(room.data, *nv);
      BOOST_TEST(is_a_text(std::string_view(room.data, static_cast<std::size_t>(end - room.data)), "http://h/", as2,
                           "/~"));
    }
    BOOST_TEST(equivalent(*nv, *nv));
    BOOST_TEST(*equivalent(upper, upper));
    BOOST_TEST(is_a_text(*canonical_key(upper), "v" + std::to_string(canonical_key_version) + ":http://h/", as2, "/~"));

    // An error in the last byte is reported at its 64-bit offset.
    const std::string_view bad = t.make("http://h/", " ");
    BOOST_TEST((parse_uri_reference(bad).error() == error{errc::invalid_character, n - 1}));
    BOOST_TEST((normalize(bad).error() == error{errc::invalid_character, n - 1}));

    // A relative reference ("/" + 'a'...).
    BOOST_TEST(parse_relative_ref(t.make("/", "")).has_value());
  });
}

BOOST_AUTO_TEST_CASE(resolve_and_relativize) {
  for_each_size([](std::size_t n, test::a_texts& t) {
    const std::string_view uri = t.make("http://h/", "");
    // §5.2.2: the base's last segment is replaced by the reference's path.
    BOOST_TEST(*resolve(uri, "g") == "http://h/g");
    // An absolute reference is the target (its dot segments removed: none here).
    BOOST_TEST(is_a_text(*resolve("http://x/y", uri), "http://h/", n - 9, ""));
    const uri_view base = *parse_uri(uri);
    const uri_view g = *parse_uri_reference("g");
    std::string out;
    BOOST_TEST(resolve_into(out, base, g).has_value());
    BOOST_TEST(out == "http://h/g");
    out.clear();
    BOOST_TEST(base_resolver(base).resolve_into(out, g).has_value());
    BOOST_TEST(out == "http://h/g");
    // From "http://h/" the target is its last segment.
    BOOST_TEST(is_a_text(*relativize("http://h/", uri), "", n - 9, ""));
    // "../" references climb out of a 4 GiB directory ("http://h/a...a/" + "b").
    const std::string_view dir = t.make("http://h/", "/b");
    BOOST_TEST(*resolve(dir, "../c") == "http://h/c");
  });
}

BOOST_AUTO_TEST_CASE(percent_encoding) {
  for_each_size([](std::size_t n, test::a_texts& t) {
    // Octets: a space at the end becomes %20 (§2.1), '+' in a form.
    const std::string_view spaced = t.make("", " ");
    BOOST_TEST(is_a_text(encode(spaced, charsets::path), "", n - 1, "%20"));
    {
      std::string out = "x";
      encode_into(out, spaced, charsets::path);
      BOOST_TEST(is_a_text(out, "x", n - 1, "%20"));
    }
    {
      test::mapping room(3 * n);
      const char* end = encode_to(room.data, spaced, charsets::path);
      BOOST_TEST(is_a_text(std::string_view(room.data, static_cast<std::size_t>(end - room.data)), "", n - 1, "%20"));
    }
    BOOST_TEST(is_a_text(*encode_text(spaced, charsets::path), "", n - 1, "%20"));
    BOOST_TEST(is_a_text(form_encode(spaced), "", n - 1, "+"));
    BOOST_TEST(is_a_text(form_decode(t.make("", "+")), "", n - 1, " "));

    // Legacy charsets through ICU: windows-1252 é = E9, in both directions.
    BOOST_TEST(is_a_text(*encode_text_as(t.make("", "é"), "windows-1252", charsets::unreserved), "", n - 2, "%E9"));
    BOOST_TEST(is_a_text(*encode_from_charset(t.make("", "\xE9"), "windows-1252", charsets::unreserved), "", n - 1,
                         "%C3%A9"));
    BOOST_TEST(is_a_text(*decode_text_from(t.make("", "%E9"), "windows-1252"), "", n - 3, "é"));
    // An unmappable character (U+0100 is not in windows-1252) past 2^31 / 2^32.
    BOOST_TEST((encode_text_as(t.make("", "\xC4\x80"), "windows-1252", charsets::unreserved).error() ==
                error{errc::unmappable_character, n - 2}));

    // Decoding.
    const std::string_view escaped = t.make("", "%41");
    BOOST_TEST(is_a_text(*decode(escaped), "", n - 3, "A"));
    BOOST_TEST(is_a_text(*decode_text(escaped), "", n - 3, "A"));
    {
      std::string out;
      BOOST_TEST(decode_into(out, escaped).has_value());
      BOOST_TEST(is_a_text(out, "", n - 3, "A"));
      test::mapping room(n);
      auto end = decode_to(room.data, escaped);
      BOOST_TEST_REQUIRE(end.has_value());
      BOOST_TEST(is_a_text(std::string_view(room.data, static_cast<std::size_t>(*end - room.data)), "", n - 3, "A"));
    }
    BOOST_TEST((decode(t.make("", "%4")).error() == error{errc::invalid_percent_encoding, n - 2}));
    // Ill-formed UTF-8 in the last byte. (Each make() rewrites the one mapping: views of
    // earlier texts are stale from here on.)
    BOOST_TEST((validate_utf8(t.make("", "\xFF")).error() == error{errc::invalid_utf8, n - 1}));
    BOOST_TEST((decode_text(t.make("", "%FF")).error() == error{errc::invalid_utf8, n - 3}));
    BOOST_TEST(utf8_sequence_length(t.make("", "é"), n - 2) == 2u);

    // Query splitting: one 'a' name with value "b", then "c".
    auto pairs = split_query(t.make("", "=b&c"));
    BOOST_TEST_REQUIRE(pairs.size() == 2u);
    BOOST_TEST(is_a_text(pairs[0].first, "", n - 4, ""));
    BOOST_TEST(pairs[0].second == "b");
    BOOST_TEST(pairs[1].first == "c");
    pairs.clear();
    pairs.shrink_to_fit();

    // ECMAScript (ECMA-262 §19.2.6).
    BOOST_TEST(is_a_text(*ecma_encode_uri(t.make("", " ")), "", n - 1, "%20"));
    BOOST_TEST(is_a_text(*ecma_encode_uri_component(t.make("", "/")), "", n - 1, "%2F"));
    BOOST_TEST(is_a_text(*ecma_decode_uri(t.make("", "%41")), "", n - 3, "A"));
    BOOST_TEST(is_a_text(*ecma_decode_uri(t.make("", "%2F")), "", n - 3, "%2F"));  // reserved: kept
    BOOST_TEST(is_a_text(*ecma_decode_uri_component(t.make("", "%2F")), "", n - 3, "/"));
    BOOST_TEST(is_a_text(*ecma_escape(t.make("", " ")), "", n - 1, "%20"));
    BOOST_TEST(is_a_text(*ecma_unescape(t.make("", "%u0041")), "", n - 6, "A"));
  });
}

BOOST_AUTO_TEST_CASE(iri_repair_and_uri) {
  for_each_size([](std::size_t n, test::a_texts& t) {
    // RFC 3987 §3.1: a non-ASCII character in the path becomes its UTF-8 octets encoded.
    BOOST_TEST(is_a_text(*iri_to_uri(t.make("http://h/", "é")), "http://h/", n - 11, "%C3%A9"));
    {
      std::string out;
      BOOST_TEST(iri_to_uri_into(out, t.make("http://h/", "é")).has_value());
      BOOST_TEST(is_a_text(out, "http://h/", n - 11, "%C3%A9"));
    }
    BOOST_TEST(parse_iri(t.make("http://h/", "é")).has_value());
    BOOST_TEST(check_iri_bidi(t.make("http://h/", "é")).has_value());
    // §3.2: the encoded é is shown decoded.
    BOOST_TEST(is_a_text(*uri_to_iri(t.make("http://h/", "%C3%A9")), "http://h/", n - 15, "é"));
    // NFC of a text this long is refused before ICU's int32_t API is reached.
    iri_options nfc;
    nfc.normalize_nfc = true;
    if (n > static_cast<std::size_t>(INT32_MAX / 4))
      BOOST_TEST((iri_to_uri(t.make("http://h/", "é"), nfc).error().code == errc::input_too_long));
    else
      BOOST_TEST(is_a_text(*iri_to_uri(t.make("http://h/", "é"), nfc), "http://h/", n - 11, "%C3%A9"));
    // A host of gigabytes is longer than DNS allows: refused before ICU.
    BOOST_TEST((domain_to_ascii(t.make("", "")).error().code == errc::input_too_long));
    BOOST_TEST((domain_to_unicode(t.make("", "")).error().code == errc::input_too_long));
    BOOST_TEST(!resolver_ipv4_value(t.make("", "")).has_value());

    // repair: only the forbidden space is encoded, at its own offset.
    {
      auto fixed = repair(t.make("http://h/", " "));
      BOOST_TEST(is_a_text(fixed.output, "http://h/", n - 10, "%20"));
      BOOST_TEST_REQUIRE(fixed.fixes.size() == 1u);
      BOOST_TEST(fixed.fixes[0].offset == n - 1);
    }
    // uri: a large path set into a small URI, then an edit that re-parses the whole buffer.
    {
      auto u = uri::parse("http://h/?q");
      BOOST_TEST_REQUIRE(u.has_value());
      BOOST_TEST(u->set_path(t.make("/", " ")).has_value());  // decoded: the space encoded
      BOOST_TEST(is_a_text(u->str(), "http://h/", n - 2, "%20?q"));
      BOOST_TEST(u->set_query("q=1 2").has_value());
      BOOST_TEST(is_a_text(u->str(), "http://h/", n - 2, "%20?q=1%202"));
      auto copy = uri::parse(t.make("http://h/", ""));
      BOOST_TEST_REQUIRE(copy.has_value());
      BOOST_TEST(is_a_text(copy->str(), "http://h/", n - 9, ""));
    }
  });
}

BOOST_AUTO_TEST_CASE(c_api) {
  for_each_size([](std::size_t n, test::a_texts& t) {
    urikit_error err{};
    {
      const std::string_view s = t.make("HTTP://H/", "/%7e");
      urikit_uri* u = urikit_parse(s.data(), s.size(), URIKIT_URI, &err);
      BOOST_TEST_REQUIRE(u != nullptr);
      std::size_t length = 0;
      const char* path = nullptr;
      BOOST_TEST(urikit_uri_component(u, URIKIT_PATH, &path, &length) == 1);
      BOOST_TEST(length == n - 8);
      urikit_uri_free(u);
      c_text out;
      out.p = urikit_normalize(s.data(), s.size(), URIKIT_LEVEL_SCHEME, 0, &out.n, &err);
      BOOST_TEST(is_a_text(out.view(), "http://h/", n - 13, "/~"));
      int which = 0;
      BOOST_TEST(urikit_equivalent(s.data(), s.size(), s.data(), s.size(), URIKIT_LEVEL_SCHEME, &which, &err) == 1);
    }
    {
      const std::string_view s = t.make("http://h/", "");
      c_text out;
      out.p = urikit_resolve(s.data(), s.size(), "g", 1, 1, &out.n, &err);
      BOOST_TEST(out.view() == "http://h/g");
      c_text rel;
      rel.p = urikit_relativize("http://h/", 9, s.data(), s.size(), &rel.n, &err);
      BOOST_TEST(is_a_text(rel.view(), "", n - 9, ""));
    }
    {
      const std::string_view s = t.make("", " ");
      c_text out;
      out.p = urikit_encode(s.data(), s.size(), URIKIT_SET_PATH, 1, &out.n, &err);
      BOOST_TEST(is_a_text(out.view(), "", n - 1, "%20"));
    }
    {
      const std::string_view s = t.make("", "é");
      c_text out;
      out.p = urikit_encode_as(s.data(), s.size(), "windows-1252", URIKIT_SET_UNRESERVED, &out.n, &err);
      BOOST_TEST(is_a_text(out.view(), "", n - 2, "%E9"));
    }
    {
      const std::string_view s = t.make("", "%E9");
      c_text out;
      out.p = urikit_decode_from(s.data(), s.size(), "windows-1252", 0, &out.n, &err);
      BOOST_TEST(is_a_text(out.view(), "", n - 3, "é"));
      c_text octets;
      octets.p = urikit_decode(s.data(), s.size(), URIKIT_DECODE_OCTETS, &octets.n, &err);
      BOOST_TEST(is_a_text(octets.view(), "", n - 3, "\xE9"));
    }
    {
      const std::string_view s = t.make("http://h/", "é");
      c_text out;
      out.p = urikit_iri_to_uri(s.data(), s.size(), &out.n, &err);
      BOOST_TEST(is_a_text(out.view(), "http://h/", n - 11, "%C3%A9"));
      c_text back;
      back.p = urikit_uri_to_iri(out.p, out.n, &back.n, &err);
      BOOST_TEST(is_a_text(back.view(), "http://h/", n - 11, "é"));
    }
    {
      urikit_uri* u = urikit_parse("http://h/", 9, URIKIT_URI, &err);
      const std::string_view p = t.make("/", " ");
      BOOST_TEST(urikit_uri_set(u, URIKIT_PATH, p.data(), p.size(), 1, &err) == 1);
      std::size_t length = 0;
      urikit_uri_string(u, &length);
      BOOST_TEST(length == 7 + 1 + n + 2);  // "http://h" + path with the space as %20
      urikit_uri_free(u);
    }
  });
}

BOOST_AUTO_TEST_SUITE_END()
