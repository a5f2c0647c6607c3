// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: IRIs (RFC 3987, with ICU) and the browser's reading of links (WHATWG URL).
#include <pybind11/pybind11.h>

#include <memory>
#include <optional>
#include <string>

#include <urikit/href.hpp>
#include <urikit/iri.hpp>

#include "operation.hpp"
#include "web_url_type.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

/// The IDNA keyword options of iri_to_uri() and the domain functions as the library's struct.
idna_options idna_options_of(bool transitional, bool check_bidi, bool check_joiners, bool std3, bool check_hyphens,
                             bool verify_dns_length) {
  idna_options o;
  o.transitional = transitional;
  o.check_bidi = check_bidi;
  o.check_joiners = check_joiners;
  o.use_std3_ascii_rules = std3;
  o.check_hyphens = check_hyphens;
  o.verify_dns_length = verify_dns_length;
  return o;
}

struct iri_to_uri_op {
  using value_type = std::string;
  static constexpr bool single_line_outputs = true;  // URIs: call_many_lines() need not look for CR or LF
  static constexpr bool wants_utf8 = true;
  iri_options options;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    return iri_to_uri_into(out, input, options);
  }
};

struct uri_to_iri_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  uri_to_iri_options options;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto r = uri_to_iri(input, options);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

/// domain_to_ascii() or domain_to_unicode() (UTS #46) with the options given.
template <result<std::string> (*Convert)(std::string_view, const idna_options&)>
struct domain_op {
  using value_type = std::string;
  // (Not single_line_outputs: without std3, UTS #46 lets CR and LF through.)
  static constexpr bool wants_utf8 = true;
  idna_options options;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto r = Convert(input, options);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

struct href_op {
  using value_type = std::string;
  static constexpr bool single_line_outputs = true;  // URIs: call_many_lines() need not look for CR or LF
  static constexpr bool wants_utf8 = true;
  std::shared_ptr<const web_url> base;  // shared: copies of the operation are cheap
  urikit::result<void> run(std::string_view input, std::string& out) const {
    return href_into(out, input, base.get());
  }
};

}  // namespace

void def_iri_operations(py::module_& m) {
  def_operation(
      m, "iri_to_uri",
      "Converts an IRI to a URI (RFC 3987 section 3.1), as `urikit iri-to-uri` does: a\n"
      "non-ASCII reg-name host becomes its IDNA ASCII form (UTS #46), every other non-ASCII\n"
      "character UTF-8 percent-encodings. The keyword options are the command's flags.",
      [](bool transitional, bool check_bidi, bool check_joiners, bool std3, bool check_hyphens,
         bool verify_dns_length, bool nfc, bool allow_zone_id) {
        iri_options o;
        o.idna = idna_options_of(transitional, check_bidi, check_joiners, std3, check_hyphens, verify_dns_length);
        o.normalize_nfc = nfc;
        o.parse.allow_zone_id = allow_zone_id;
        return iri_to_uri_op{o};
      },
      py::kw_only(), "transitional"_a = false, "check_bidi"_a = true, "check_joiners"_a = true, "std3"_a = false,
      "check_hyphens"_a = false, "verify_dns_length"_a = false, "nfc"_a = false, "allow_zone_id"_a = false);

  def_operation(
      m, "uri_to_iri",
      "Shows a URI as an IRI (RFC 3987 section 3.2), as `urikit uri-to-iri` does: UTF-8\n"
      "escapes of characters an IRI allows are decoded, xn-- labels become Unicode where\n"
      "that is safe (keep_host=True leaves them).",
      [](bool keep_host, bool transitional, bool std3, bool check_hyphens, bool allow_zone_id) {
        uri_to_iri_options o;
        o.decode_host = !keep_host;
        o.idna.transitional = transitional;
        o.idna.use_std3_ascii_rules = std3;
        o.idna.check_hyphens = check_hyphens;
        o.parse.allow_zone_id = allow_zone_id;
        return uri_to_iri_op{o};
      },
      py::kw_only(), "keep_host"_a = false, "transitional"_a = false, "std3"_a = false, "check_hyphens"_a = false,
      "allow_zone_id"_a = false);

  const auto domain_doc = [](const char* what) {
    return std::string(what) +
           " of a whole domain name (UTS #46), with iri_to_uri()'s IDNA options. Fails with\n"
           "idna-error at the first failing label, or input-too-long past DNS's 253 octets.";
  };
  static const std::string to_ascii_doc = domain_doc("ToASCII"), to_unicode_doc = domain_doc("ToUnicode");
  def_operation(
      m, "domain_to_ascii", to_ascii_doc.c_str(),
      [](bool transitional, bool check_bidi, bool check_joiners, bool std3, bool check_hyphens,
         bool verify_dns_length) {
        return domain_op<domain_to_ascii>{
            idna_options_of(transitional, check_bidi, check_joiners, std3, check_hyphens, verify_dns_length)};
      },
      py::kw_only(), "transitional"_a = false, "check_bidi"_a = true, "check_joiners"_a = true, "std3"_a = false,
      "check_hyphens"_a = false, "verify_dns_length"_a = false);
  def_operation(
      m, "domain_to_unicode", to_unicode_doc.c_str(),
      [](bool transitional, bool check_bidi, bool check_joiners, bool std3, bool check_hyphens,
         bool verify_dns_length) {
        return domain_op<domain_to_unicode>{
            idna_options_of(transitional, check_bidi, check_joiners, std3, check_hyphens, verify_dns_length)};
      },
      py::kw_only(), "transitional"_a = false, "check_bidi"_a = true, "check_joiners"_a = true, "std3"_a = false,
      "check_hyphens"_a = false, "verify_dns_length"_a = false);

  m.def(
      "iri_equivalent",
      [](py::handle a, py::handle b, bool transitional, bool nfc) {
        py::object keep[2];
        const utf8_text in[2] = {str_utf8(a, "a", keep[0]), str_utf8(b, "b", keep[1])};
        for (int k = 0; k < 2; ++k) {
          if (in[k].checked) continue;
          if (auto valid = validate_utf8(in[k].bytes); !valid) raise_uri_error(valid.error(), {k + 1, -1});
        }
        iri_options o;
        o.idna.transitional = transitional;
        o.normalize_nfc = nfc;
        int failed = 0;
        auto r = urikit::iri_equivalent(in[0].bytes, in[1].bytes, o, &failed);
        if (!r) raise_uri_error(r.error(), {failed, -1});
        return *r;
      },
      "Whether two IRI-references name the same resource at the syntax level (RFC 3987\n"
      "section 5.3): each converted by iri_to_uri(), then case and percent-encodings normalized\n"
      "(RFC 3986 6.2.2.1, 6.2.2.2); dot segments stay. URIError has `which` (1 or 2).",
      "a"_a, "b"_a, py::kw_only(), "transitional"_a = false, "nfc"_a = false);

  def_operation(
      m, "href",
      "Reads a link as a web browser does (WHATWG URL Standard), against `base` when given,\n"
      "and writes it as a valid RFC 3986 URI, as `urikit href` does. Fails with not-a-url\n"
      "where a browser fails; a base a browser refuses raises URIError. `base` may be a\n"
      "WebURL (parse_web_url()), read once for many calls.",
      [](py::handle base) { return href_op{web_base_argument(base)}; },
      "base"_a = py::none());
}

}  // namespace urikit::python
