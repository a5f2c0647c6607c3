// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "options.hpp"

#include <pybind11/pybind11.h>

#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>

#include "encoding_sets.hpp"

namespace urikit::python {
namespace py = pybind11;
namespace {

[[noreturn]] void unknown(const char* what, const std::string& name, std::initializer_list<const char*> allowed) {
  std::string message = std::string("unknown ") + what + " '" + name + "' (one of:";
  for (const char* a : allowed) message += std::string(" ") + a;
  message += ")";
  throw py::value_error(message);
}

}  // namespace

equivalence_level level_named(const std::string& name, std::initializer_list<const char*> allowed) {
  for (const char* a : allowed) {
    if (name != a) continue;
    if (name == "string") return equivalence_level::string;
    if (name == "syntax") return equivalence_level::syntax;
    return equivalence_level::scheme;
  }
  unknown("level", name, allowed);
}

normalize_options dedup_normalize_options(equivalence_level level, bool crawler, bool conservative,
                                          bool remove_tracking_params) {
  normalize_options o = crawler ? normalize_options::crawler() : normalize_options{};
  o.level = level;
  if (conservative) o.decode_encoded_dots = false;
  o.remove_tracking_params = remove_tracking_params;
  return o;
}

param_style param_style_named(const std::string& name) {
  if (name == "form") return param_style::form;
  if (name == "plain") return param_style::plain;
  unknown("query style", name, {"form", "plain"});
}

query_order query_order_of(bool unordered_query) noexcept {
  return unordered_query ? query_order::unordered : query_order::ordered;
}

grammar rule_named(const std::string& name) {
  if (name == "reference") return grammar::uri_reference;
  if (name == "uri") return grammar::uri;
  if (name == "absolute") return grammar::absolute_uri;
  if (name == "relative") return grammar::relative_ref;
  unknown("rule", name, {"reference", "uri", "absolute", "relative"});
}

const encode_set& encode_set_named(const std::string& name) {
  if (const encode_set* found = find_encode_set(name)) return *found;
  std::string message = "unknown set '" + name + "' (one of:";
  for (const std::string& n : cli::encoding_set_names()) message += " " + n;  // sorted, as --help lists them
  throw py::value_error(message + ")");
}

void require_known_charset(const std::string& name, bool for_output) {
  // As the command checks: any set will do, the converter is opened first.
  const auto r = for_output ? encode_text_as("", name, charsets::unreserved)
                            : encode_from_charset("", name, charsets::unreserved);
  if (!r && r.error().code == errc::unknown_charset) throw py::value_error("unknown charset '" + name + "'");
}

on_error on_error_named(const std::string& name) {
  if (name == "none") return on_error::none;
  if (name == "raise") return on_error::raise;
  unknown("errors", name, {"none", "raise"});
}

batch_output batch_output_named(const std::string& name) {
  if (name == "list") return batch_output::list;
  if (name == "lines") return batch_output::lines;
  unknown("output", name, {"list", "lines"});
}

canon_profile profile_named(const std::string& name) {
  const auto found = find_profile(name);
  if (!found) throw py::value_error("unknown profile '" + name + "'");
  return *found;
}

}  // namespace urikit::python
