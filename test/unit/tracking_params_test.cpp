// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of normalize_options::remove_tracking_params. Expected outputs are worked out by hand
// from the list's source, data/tracking_params/tracking-parameters.json (DuckDuckGo's
// privacy-configuration at 03358d9a887e): its settings.parameters are removed by exact
// name, its exceptions[].domain (and their subdomains) keep every parameter; and from the
// documented choices (docs/normalization.md, "Tracking parameters"): names compared after
// the level's normalization, http and https only, an emptied query kept as "?" unless
// remove_empty_query.
#include <urikit/normalize.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <string_view>
#include <vector>

#include <urikit/compare.hpp>
#include <urikit/parse.hpp>

#include "kernels.hpp"
#include "normalize_general.hpp"
#include "tracking_params.hpp"

using namespace urikit;

namespace {
normalize_options tracking(equivalence_level level = equivalence_level::scheme) {
  normalize_options o;
  o.level = level;
  o.remove_tracking_params = true;
  return o;
}
std::string norm(std::string_view in, const normalize_options& o) {
  auto r = normalize(in, o);
  BOOST_TEST_REQUIRE(r.has_value(), in);
  return *r;
}

// settings.parameters of the source, in its order (25 names).
const char* const listed[] = {
    "utm_source",      "utm_medium",        "utm_campaign",      "utm_term",        "utm_content",
    "gclid",           "fbclid",            "fb_action_ids",     "fb_action_types", "fb_source",
    "fb_ref",          "ga_source",         "ga_medium",         "ga_term",         "ga_content",
    "ga_campaign",     "ga_place",          "action_object_map", "action_type_map", "action_ref_map",
    "gs_l",            "mkt_tok",           "hmb_campaign",      "hmb_source",      "hmb_medium"};
}  // namespace

BOOST_AUTO_TEST_SUITE(tracking_params_test)

BOOST_AUTO_TEST_CASE(off_by_default) {
  BOOST_TEST(!normalize_options{}.remove_tracking_params);
  BOOST_TEST(!normalize_options::crawler().remove_tracking_params);
  BOOST_TEST(!normalize_options::conservative().remove_tracking_params);
  BOOST_TEST(norm("http://h/?utm_source=x&a=1", {}) == "http://h/?utm_source=x&a=1");
  // The crawler profile sorts the query but keeps every parameter.
  BOOST_TEST(norm("http://h/?utm_source=x&a=1", normalize_options::crawler()) == "http://h/?a=1&utm_source=x");
  // And RFC 3986 keeps the two apart, so equivalent() and hash() do too.
  BOOST_TEST(!*equivalent("http://h/?utm_source=x&a=1", "http://h/?a=1"));
}

BOOST_AUTO_TEST_CASE(the_source_rules) {
  const auto o = tracking();
  BOOST_TEST(norm("http://h/?utm_source=x&a=1", o) == "http://h/?a=1");
  // DuckDuckGo's own reference cases (privacy-reference-tests url-parameters), whose
  // parameters are on this list too.
  BOOST_TEST(norm("http://www.example.com/test.html?fbclid=test&q=test&id=5", o) ==
             "http://www.example.com/test.html?q=test&id=5");
  BOOST_TEST(norm("http://www.example.com/test.html?q=test&id=5", o) == "http://www.example.com/test.html?q=test&id=5");
  BOOST_TEST(norm("http://www.example.com/test.html?utm_source=test&utm_medium=test&q=test&id=5", o) ==
             "http://www.example.com/test.html?q=test&id=5");
  // The others keep their order and their text.
  BOOST_TEST(norm("http://h/?b=2&utm_medium=m&a=1&gclid=g&c", o) == "http://h/?b=2&a=1&c");
  BOOST_TEST(norm("https://h/p?z=9&fbclid=1&y=8&fbclid=2", o) == "https://h/p?z=9&y=8");
  // A name is the text before the first '='; a parameter without '=' is named too.
  BOOST_TEST(norm("http://h/?utm_source&a", o) == "http://h/?a");
  BOOST_TEST(norm("http://h/?utm_source=&a=", o) == "http://h/?a=");
  BOOST_TEST(norm("http://h/?utm_source=a=b&c=utm_source", o) == "http://h/?c=utm_source");
  // Every listed name goes.
  for (const char* name : listed) {
    const std::string in = std::string("http://h/?k=v&") + name + "=x";
    BOOST_TEST(norm(in, o) == "http://h/?k=v", in);
    BOOST_TEST(detail::is_tracking_param(name), name);
  }
}

BOOST_AUTO_TEST_CASE(names_are_exact) {
  const auto o = tracking();
  // Not on the list: other utm_ names (utm_id is on Firefox's list, not this one), a prefix
  // or an extension of a listed name, other cases.
  for (const char* in : {"http://h/?utm_id=1", "http://h/?utm_=1", "http://h/?utm=1", "http://h/?utm_sourc=1",
                         "http://h/?utm_sources=1", "http://h/?xutm_source=1", "http://h/?UTM_SOURCE=1",
                         "http://h/?Gclid=1", "http://h/?fbclid%00=1", "http://h/?msclkid=1"})
    BOOST_TEST(norm(in, o) == in, in);
  BOOST_TEST(!detail::is_tracking_param(""));
  BOOST_TEST(!detail::is_tracking_param("gs_"));
  BOOST_TEST(!detail::is_tracking_param("gs_l_"));
  BOOST_TEST(!detail::is_tracking_param(std::string(70, 'a')));
}

BOOST_AUTO_TEST_CASE(encoded_names) {
  // Names are compared after the level's normalization: an encoded unreserved octet is
  // that octet (RFC 3986 §2.3, §6.2.2.2), so these are utm_source and gclid.
  const auto o = tracking();
  BOOST_TEST(norm("http://h/?utm%5Fsource=x&a=1", o) == "http://h/?a=1");
  BOOST_TEST(norm("http://h/?%75tm_source=x&a=%7e", o) == "http://h/?a=~");
  BOOST_TEST(norm("http://h/?a=1&%67%63%6C%69%64=2", tracking(equivalence_level::syntax)) == "http://h/?a=1");
  // An encoded reserved octet stays encoded and is part of the name (§2.2): "utm_source%3D"
  // is no listed name; "%26" does not split parameters.
  BOOST_TEST(norm("http://h/?utm_source%3Dx", o) == "http://h/?utm_source%3Dx");
  BOOST_TEST(norm("http://h/?a%26utm_source=x", o) == "http://h/?a%26utm_source=x");
  // The string level changes nothing, this option included.
  BOOST_TEST(norm("http://h/?utm_source=x", tracking(equivalence_level::string)) == "http://h/?utm_source=x");
}

BOOST_AUTO_TEST_CASE(exception_hosts) {
  const auto o = tracking();
  // exceptions[].domain: axs.com, urldefense.com, centerwellpharmacy.com, go365.com,
  // humana.com, each with its subdomains.
  BOOST_TEST(norm("http://axs.com/?utm_source=x", o) == "http://axs.com/?utm_source=x");
  BOOST_TEST(norm("https://www.axs.com/e?fbclid=1&a=2", o) == "https://www.axs.com/e?fbclid=1&a=2");
  BOOST_TEST(norm("https://a.b.humana.com/?gclid=1", o) == "https://a.b.humana.com/?gclid=1");
  BOOST_TEST(norm("https://urldefense.com/v3/?utm_medium=e", o) == "https://urldefense.com/v3/?utm_medium=e");
  // The host is compared normalized (lower case, decoded) ...
  BOOST_TEST(norm("HTTP://WWW.AXS.COM/?gclid=1", o) == "http://www.axs.com/?gclid=1");
  BOOST_TEST(norm("http://%61xs.com/?gclid=1", o) == "http://axs.com/?gclid=1");
  // ... with a trailing dot the same host ...
  BOOST_TEST(norm("http://axs.com./?gclid=1", o) == "http://axs.com./?gclid=1");
  // ... and only as the domain or a subdomain of it (a '.' before it).
  BOOST_TEST(norm("http://notaxs.com/?gclid=1&a", o) == "http://notaxs.com/?a");
  BOOST_TEST(norm("http://axs.com.example/?gclid=1&a", o) == "http://axs.com.example/?a");
  BOOST_TEST(norm("http://xaxs.com/?gclid=1&a", o) == "http://xaxs.com/?a");
  BOOST_TEST(norm("http://com/?gclid=1&a", o) == "http://com/?a");
  BOOST_TEST(detail::tracking_exempt_host("go365.com"));
  BOOST_TEST(detail::tracking_exempt_host("x.centerwellpharmacy.com"));
  BOOST_TEST(!detail::tracking_exempt_host("centerwellpharmacy.co"));
  BOOST_TEST(!detail::tracking_exempt_host(""));
  BOOST_TEST(!detail::tracking_exempt_host("."));
}

BOOST_AUTO_TEST_CASE(web_uris_only) {
  const auto o = tracking();
  // http and https (any case); other schemes and references without a scheme keep their
  // queries (the source cleans the links a browser opens).
  BOOST_TEST(norm("HTTPS://H?utm_source=x&a", o) == "https://h/?a");
  BOOST_TEST(norm("hTtP://h/?utm_source=x&a", o) == "http://h/?a");
  for (const char* in : {"ftp://h/?utm_source=x", "ws://h/?utm_source=x", "urn:x?utm_source=1", "/p?utm_source=x",
                         "//h/?utm_source=x", "?utm_source=x", "httpx://h/?utm_source=x", "htt://h/?utm_source=x"})
    BOOST_TEST(norm(in, o) == in, in);
}

BOOST_AUTO_TEST_CASE(emptied_query_and_empty_parameters) {
  auto o = tracking();
  // All parameters gone: the query is empty, "?" stays (a defined empty query, RFC 3986
  // §3.4) unless remove_empty_query drops it, as for "http://h/?".
  BOOST_TEST(norm("http://h/?utm_source=x", o) == "http://h/?");
  BOOST_TEST(norm("http://h/?utm_source=x&gclid=y#f", o) == "http://h/?#f");
  BOOST_TEST(norm("http://h/?", o) == "http://h/?");
  o.remove_empty_query = true;
  BOOST_TEST(norm("http://h/?utm_source=x", o) == "http://h/");
  BOOST_TEST(norm("http://h/?utm_source=x&gclid=y#f", o) == "http://h/#f");
  BOOST_TEST(norm("http://www.example.com/test.html?utm_source=test&utm_medium=test&utm_campaign=test&utm_term=test"
                  "&utm_content=test",
                  o) == "http://www.example.com/test.html");
  o.remove_empty_query = false;
  // Empty parameters are nobody's tracking parameter: they stay, joined as they were.
  BOOST_TEST(norm("http://h/?utm_source=x&", o) == "http://h/?");  // one empty parameter: ""
  BOOST_TEST(norm("http://h/?&utm_source=x&", o) == "http://h/?&");
  BOOST_TEST(norm("http://h/?a&&utm_source=x&&b", o) == "http://h/?a&&&b");
  // The fragment is not a query: its text stays.
  BOOST_TEST(norm("http://h/?a=1&utm_source=x#utm_source=y", o) == "http://h/?a=1#utm_source=y");
}

BOOST_AUTO_TEST_CASE(with_the_other_options) {
  auto o = normalize_options::crawler();
  o.remove_tracking_params = true;
  // Removed first, then the rest sorted; the fragment dropped; the empty query dropped.
  BOOST_TEST(norm("HTTP://H:80/?z=1&utm_campaign=c&a=2#f", o) == "http://h/?a=2&z=1");
  BOOST_TEST(norm("http://h/?gclid=1#f", o) == "http://h/");
  // Conservative: %2E stays, the option still applies.
  auto c = normalize_options::conservative();
  c.remove_tracking_params = true;
  BOOST_TEST(norm("http://h/a/%2E%2E/?fbclid=1&b", c) == "http://h/a/%2E%2E/?b");
  // Syntax level: no scheme rules (the port stays), the option applies.
  BOOST_TEST(norm("http://h:80/?utm_term=x&q", tracking(equivalence_level::syntax)) == "http://h:80/?q");
}

BOOST_AUTO_TEST_CASE(idempotent_and_consistent) {
  // Normalizing the output again gives it back; is_normalized() says so; equivalent() and
  // hash() agree with the normal form; and every kernel's normalize_into()/normalize_to()
  // write what the general writer writes.
  const std::vector<std::string> inputs = {
      "http://h/?utm_source=x&a=1", "HTTP://H/?a=1&utm_source=x", "http://h/?utm_source=x",
      "http://h/?utm%5Fsource=x&%75tm_medium=y&b", "http://h/?a&&utm_source&&b", "http://axs.com/?gclid=1",
      "https://www.example.com/test.html?fbclid=test&q=test&id=5", "http://h/?q", "http://h/", "http://h/?",
      "ftp://h/?utm_source=x", "http://h/?z&y&x", "https://h?gclid=1#f", "http://h/a/../b/?fbclid=1&x=%7e",
      "http://[::1]/?gclid=1&x", "http://h/" + std::string(70, 'p') + "?gclid=1&a=" + std::string(70, 'v')};
  std::vector<normalize_options> profiles = {tracking(), tracking(equivalence_level::syntax)};
  profiles.push_back(normalize_options::crawler());
  profiles.back().remove_tracking_params = true;
  profiles.push_back(normalize_options::conservative());
  profiles.back().remove_tracking_params = true;
  profiles.push_back(tracking());
  profiles.back().remove_empty_query = true;
  std::size_t checked = 0;
  for (urikit::kernel kernel : urikit::test::supported_kernels()) {
    const urikit::test::kernel_guard guard;
    urikit::test::use_kernel(kernel);
    for (const auto& in : inputs) {
      auto v = parse_uri_reference(in);
      BOOST_TEST_REQUIRE(v.has_value(), in);
      for (const auto& o : profiles) {
        const std::string once = norm(in, o);
        BOOST_TEST(norm(once, o) == once, in);
        auto w = parse_uri_reference(once);
        BOOST_TEST_REQUIRE(w.has_value(), once);
        BOOST_TEST(is_normalized(*w, o), once);
        BOOST_TEST(is_normalized(*v, o) == (once == in), in);
        BOOST_TEST(equivalent(*v, *w, o), in);
        BOOST_TEST(hash(*v, o) == hash(*w, o), in);
        std::string general;
        detail::normalize_general(*v, general, o);
        BOOST_TEST(general == once, in);
        std::string room(in.size() + normalize_to_slack, '\0');
        const char* end = normalize_to(room.data(), *v, o);
        BOOST_TEST(std::string_view(room.data(), static_cast<std::size_t>(end - room.data())) == once, in);
        ++checked;
      }
    }
  }
  BOOST_TEST(checked >= inputs.size() * profiles.size());
  // Merges what the list says: equivalent under the option, not without it.
  BOOST_TEST(*equivalent("http://h/?utm_source=a&x=1", "http://h/?x=1&utm_medium=b", tracking()));
  BOOST_TEST(!*equivalent("http://h/?utm_source=a&x=1", "http://h/?x=1&utm_medium=b"));
}

BOOST_AUTO_TEST_CASE(version_names_the_data) {
  // data/tracking_params/SOURCE: the repository, the commit's first 12 digits, its date.
  BOOST_TEST(tracking_params_version() == "duckduckgo/privacy-configuration@03358d9a887e (2026-02-20)");
}

BOOST_AUTO_TEST_SUITE_END()
