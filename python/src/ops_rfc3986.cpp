// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: RFC 3986 operations on one text: normalize, dedup_key, canonical_key,
// hash, repair, and resolve (one base, one or many references).
#include <pybind11/pybind11.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <urikit/compare.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/repair.hpp>
#include <urikit/resolve.hpp>

#include "operation.hpp"

namespace urikit::python {

namespace {

using namespace pybind11::literals;

struct normalize_op {
  using value_type = std::string;
  static constexpr bool single_line_outputs = true;  // URIs: call_many_lines() need not look for CR or LF
  static constexpr bool wants_utf8 = true;
  normalize_options options;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto parsed = parse_uri_reference(input);
    if (!parsed) return parsed.error();
    normalize_into(out, *parsed, options);
    return {};
  }
  /// run() written at `out`, which has room for input.size() + room_slack bytes: the
  /// output="lines" batch writes its buffer in place (call_many_lines()).
  static constexpr std::size_t room_slack = normalize_to_slack;
  urikit::result<char*> run_to(std::string_view input, char* out) const {
    auto parsed = parse_uri_reference(input);
    if (!parsed) return parsed.error();
    return normalize_to(out, *parsed, options);
  }
};

struct hash_op {
  using value_type = std::uint64_t;
  static constexpr bool wants_utf8 = true;
  normalize_options options;
  query_order order = query_order::ordered;
  urikit::result<void> run(std::string_view input, std::uint64_t& out) const {
    auto parsed = parse_uri_reference(input);
    if (!parsed) return parsed.error();
    out = urikit::hash(*parsed, options, order);
    return {};
  }
};

struct canonical_key_op {
  using value_type = std::string;
  static constexpr bool single_line_outputs = true;  // URIs: call_many_lines() need not look for CR or LF
  static constexpr bool wants_utf8 = true;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto key = canonical_key(input);
    if (!key) return key.error();
    out = std::move(*key);
    return {};
  }
};

// Repair takes any octets, as `urikit repair` does, and never fails.
struct repair_op {
  using value_type = std::string;
  static constexpr bool single_line_outputs = true;  // URIs: call_many_lines() need not look for CR or LF
  static constexpr bool wants_utf8 = false;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    out = urikit::repair(input).output;
    return {};
  }
};

/// normalize()'s keyword options as the library's struct: crawler and conservative first,
/// then each crawler option added, as `urikit normalize` applies its flags.
normalize_options normalize_options_of(const std::string& level, bool drop_fragment, bool sort_query,
                                       bool canonical_ipv6, bool remove_empty_query, bool crawler,
                                       bool conservative, bool remove_tracking_params) {
  normalize_options o = dedup_normalize_options(level_named(level, {"syntax", "scheme"}), crawler, conservative);
  o.drop_fragment |= drop_fragment;
  o.sort_query |= sort_query;
  o.canonical_ipv6 |= canonical_ipv6;
  o.remove_empty_query |= remove_empty_query;
  o.remove_tracking_params = remove_tracking_params;
  return o;
}

struct is_normalized_op {
  using value_type = truth;
  static constexpr bool wants_utf8 = true;
  normalize_options options;
  urikit::result<void> run(std::string_view input, truth& out) const {
    auto parsed = parse_uri_reference(input);
    if (!parsed) return parsed.error();
    out.value = urikit::is_normalized(*parsed, options);
    return {};
  }
};

}  // namespace

/// repair_fixes(): what repair() changed, as `urikit repair --json` lists it in "fixes".
/// (In urikit::python, where the batch template looks for its to_python().)
struct repair_fix_list {
  std::vector<repair_fix> fixes;
};

py::object to_python(const repair_fix_list& value) {
  py::list out;
  for (const repair_fix& f : value.fixes) out.append(py::make_tuple(f.offset, std::string(repair_kind_name(f.kind))));
  return out;
}

namespace {

struct repair_fixes_op {
  using value_type = repair_fix_list;
  static constexpr bool wants_utf8 = false;
  urikit::result<void> run(std::string_view input, repair_fix_list& out) const {
    out.fixes = urikit::repair(input).fixes;
    return {};
  }
};

// The base is parsed once; its text lives on the heap so that the resolver's view of it
// survives copies of the operation.
struct resolve_op {
  using value_type = std::string;
  static constexpr bool single_line_outputs = true;  // URIs: call_many_lines() need not look for CR or LF
  static constexpr bool wants_utf8 = true;
  std::shared_ptr<const std::string> base_text;
  base_resolver resolver;
  resolve_options options;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto ref = parse_uri_reference(input);
    if (!ref) return ref.error();
    return resolver.resolve_into(out, *ref, options);
  }
};

resolve_op make_resolve_op(py::handle base, bool strict) {
  py::object keep;
  const utf8_text b = str_utf8(base, "base", keep);
  if (!b.checked) {
    if (auto valid = validate_utf8(b.bytes); !valid) raise_uri_error(valid.error());
  }
  auto text = std::make_shared<const std::string>(b.bytes);
  auto parsed = parse_uri(*text);
  if (!parsed) raise_uri_error(parsed.error());
  resolve_options options;
  options.strict = strict;
  return resolve_op{text, base_resolver(*parsed), options};
}

}  // namespace

void def_rfc3986_operations(py::module_& m) {
  py::module_ batch = m.attr("batch");

  def_operation(
      m, "normalize",
      "Normalizes a URI-reference by RFC 3986 section 6.2.2 (level='syntax') or 6.2.3\n"
      "(level='scheme'), as `urikit normalize` does. The crawler options (drop_fragment,\n"
      "sort_query, canonical_ipv6, remove_empty_query, or crawler=True for all) merge URIs\n"
      "that RFC 3986 keeps apart; conservative=True never decodes %2E into a dot segment.\n"
      "remove_tracking_params=True (not part of crawler) removes tracking parameters\n"
      "(utm_source, fbclid, gclid, ...) from http(s) queries, as `--remove-tracking` does.",
      [](const std::string& level, bool drop_fragment, bool sort_query, bool canonical_ipv6,
         bool remove_empty_query, bool crawler, bool conservative, bool remove_tracking_params) {
        return normalize_op{normalize_options_of(level, drop_fragment, sort_query, canonical_ipv6,
                                                 remove_empty_query, crawler, conservative, remove_tracking_params)};
      },
      "level"_a = "scheme", "drop_fragment"_a = false, "sort_query"_a = false, "canonical_ipv6"_a = false,
      "remove_empty_query"_a = false, "crawler"_a = false, "conservative"_a = false,
      "remove_tracking_params"_a = false);

  def_operation(
      m, "is_normalized",
      "Whether normalize(text, ...) with the same options gives text back, without building\n"
      "the normalized string where the text alone answers (C++ is_normalized()).",
      [](const std::string& level, bool drop_fragment, bool sort_query, bool canonical_ipv6,
         bool remove_empty_query, bool crawler, bool conservative, bool remove_tracking_params) {
        return is_normalized_op{normalize_options_of(level, drop_fragment, sort_query, canonical_ipv6,
                                                     remove_empty_query, crawler, conservative,
                                                     remove_tracking_params)};
      },
      "level"_a = "scheme", "drop_fragment"_a = false, "sort_query"_a = false, "canonical_ipv6"_a = false,
      "remove_empty_query"_a = false, "crawler"_a = false, "conservative"_a = false,
      "remove_tracking_params"_a = false);

  m.def(
      "tracking_params_version", []() { return std::string(urikit::tracking_params_version()); },
      "The tracking-parameter list that remove_tracking_params=True applies, as its source\n"
      "and version: 'duckduckgo/privacy-configuration@<commit> (<date>)', the line\n"
      "`urikit --version` prints after 'tracking parameters'. Store it beside keys made\n"
      "with the option: a newer list can change them.");

  def_operation(
      m, "dedup_key",
      "The key `urikit dedup` compares URIs by: the normalized form at `level` ('string',\n"
      "'syntax' or 'scheme'; crawler=True: the crawler profile; conservative=True: %2E stays;\n"
      "remove_tracking_params=True: tracking parameters go, as `dedup --remove-tracking`).",
      [](const std::string& level, bool crawler, bool conservative, bool remove_tracking_params) {
        return normalize_op{dedup_normalize_options(level_named(level, {"string", "syntax", "scheme"}), crawler,
                                                    conservative, remove_tracking_params)};
      },
      "level"_a = "scheme", "crawler"_a = false, "conservative"_a = false, "remove_tracking_params"_a = false);

  def_operation(
      m, "hash",
      "A 64-bit hash of the normalized form, stable across runs and platforms: equivalent\n"
      "URIs (at `level`) hash alike. unordered_query=True: the query's &-separated\n"
      "parameters count in any order, as equivalent(unordered_query=True) compares them;\n"
      "remove_tracking_params=True: tracking parameters are removed first, as in dedup_key().",
      [](const std::string& level, bool crawler, bool conservative, bool unordered_query,
         bool remove_tracking_params) {
        return hash_op{dedup_normalize_options(level_named(level, {"string", "syntax", "scheme"}), crawler,
                                               conservative, remove_tracking_params),
                       query_order_of(unordered_query)};
      },
      "level"_a = "scheme", "crawler"_a = false, "conservative"_a = false, "unordered_query"_a = false,
      "remove_tracking_params"_a = false);

  def_operation(
      m, "canonical_key",
      "The cache key of a URI: 'v<version>:' and its conservative scheme-level normalization.",
      []() { return canonical_key_op{}; });

  def_operation(
      m, "repair",
      "Turns any string into a valid URI-reference, percent-encoding only what each\n"
      "component forbids (a valid input comes back unchanged), as `urikit repair` does.",
      []() { return repair_op{}; });

  def_operation(
      m, "repair_fixes",
      "What repair() changes in text, as `urikit repair --json` lists it in \"fixes\": a list of\n"
      "(offset, kind), the input byte (UTF-8) and 'encoded-character', 'encoded-non-ascii',\n"
      "'encoded-percent', 'encoded-delimiter' or 'inserted-dot-slash'; [] for a valid URI.",
      []() { return repair_fixes_op{}; });

  const char* resolve_doc =
      "Resolves a reference against a base URI by RFC 3986 section 5.2, as `urikit resolve`\n"
      "does (strict=False: --non-strict). A base that is not a URI raises URIError.";
  m.def(
      "resolve", [](py::handle base, py::handle reference, bool strict) {
        return call_one(make_resolve_op(base, strict), reference);
      },
      resolve_doc, "base"_a, "reference"_a, "strict"_a = true);
  batch.def(
      "resolve",
      [](py::handle base, py::handle references, bool strict, const std::string& errors, const std::string& output) {
        return call_batch(make_resolve_op(base, strict), references, errors, output);
      },
      resolve_doc, "base"_a, "references"_a, "strict"_a = true, "errors"_a = "none", "output"_a = "list");
}

}  // namespace urikit::python
