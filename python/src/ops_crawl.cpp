// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: crawler and web-archive keys, as the commands canonicalize, surt, ssurt and
// host-parts give them (canonicalize.hpp, surt.hpp, public_suffix.hpp). Written against
// the crawl branch's headers: until they are part of the tree this file binds nothing
// (__has_include), so the branches merge in any order. host_parts needs urikit::psl
// (libpsl): python/CMakeLists.txt defines URIKIT_PYTHON_WITH_PSL when it is built.
#include <pybind11/pybind11.h>

#include "operation.hpp"

#if __has_include(<urikit/surt.hpp>) && __has_include(<urikit/canonicalize.hpp>)
#  define URIKIT_PYTHON_WITH_CRAWL 1
#endif
#if !defined(URIKIT_PYTHON_WITH_CRAWL) || !__has_include(<urikit/public_suffix.hpp>)
#  undef URIKIT_PYTHON_WITH_PSL
#endif

#ifdef URIKIT_PYTHON_WITH_CRAWL

#include <optional>
#include <string>

#include <urikit/canonicalize.hpp>
#include <urikit/surt.hpp>
#ifdef URIKIT_PYTHON_WITH_PSL
#  include <urikit/public_suffix.hpp>
#endif

namespace urikit::python {

#ifdef URIKIT_PYTHON_WITH_PSL
/// host_parts(): the command's fields, None for null.
struct host_parts_value {
  host_parts parts;
};

py::object to_python(const host_parts_value& value) {
  const host_parts& p = value.parts;
  const bool has_host = p.kind != host_kind::none;
  auto opt = [](const std::optional<std::string>& v) -> py::object { return v ? to_python(*v) : py::none(); };
  py::dict d;
  d["host"] = has_host ? to_python(p.host) : py::none();
  d["host_unicode"] = has_host ? to_python(p.host_unicode) : py::none();
  d["host_type"] = has_host ? to_python(std::string(host_kind_name(p.kind))) : py::none();
  d["public_suffix"] = opt(p.public_suffix);
  d["registrable_domain"] = opt(p.registrable_domain);
  d["private_suffix"] = opt(p.private_suffix);
  d["private_domain"] = opt(p.private_domain);
  d["tld"] = opt(p.tld);
  d["reversed_host"] = opt(p.reversed_host);
  return d;
}
#endif

namespace {

using namespace pybind11::literals;

struct canonicalize_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  canon_profile profile;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto r = urikit::canonicalize(input, profile);  // the string-returning entry point:
    if (!r) return r.error();                         // stable across output conventions
    out = std::move(*r);
    return {};
  }
};

struct surt_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  surt_options options;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto r = urikit::surt(input, options);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

struct ssurt_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto r = urikit::ssurt(input);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

#ifdef URIKIT_PYTHON_WITH_PSL
struct host_parts_op {
  using value_type = host_parts_value;
  static constexpr bool wants_utf8 = true;
  urikit::result<void> run(std::string_view input, host_parts_value& out) const {
    auto r = split_host(input);
    if (!r) return r.error();
    out.parts = std::move(*r);
    return {};
  }
};
#endif

}  // namespace

void def_crawl_operations(py::module_& m) {
  def_operation(
      m, "canonicalize",
      "The key of a crawler or web-archive canonicalization profile, as `urikit canonicalize\n"
      "--profile` gives its output: rfc3986-syntax, rfc3986-scheme, crawler, google, ia,\n"
      "urlcanon-*, w3lib (see docs/crawler-keys.md).",
      [](const std::string& profile) {
        auto found = find_profile(profile);
        if (!found) throw py::value_error("unknown profile '" + profile + "'");
        return canonicalize_op{*found};
      },
      "profile"_a);
  def_operation(
      m, "surt",
      "The SURT of a URL, as `urikit surt` (Python surt 0.3.1's surt.surt() with these\n"
      "options; fixed=True corrects its query fault).",
      [](bool with_scheme, bool trailing_comma, bool reverse_ipaddr, bool host_massage, bool fixed) {
        surt_options o;
        o.with_scheme = with_scheme;
        o.trailing_comma = trailing_comma;
        o.reverse_ipaddr = reverse_ipaddr;
        o.host_massage = host_massage;
        o.fixed = fixed;
        return surt_op{o};
      },
      "with_scheme"_a = false, "trailing_comma"_a = false, "reverse_ipaddr"_a = true, "host_massage"_a = true,
      "fixed"_a = false);
  def_operation(m, "ssurt", "urlcanon's reversible SSURT form of a URL, as `urikit ssurt`.",
                []() { return ssurt_op{}; });
#ifdef URIKIT_PYTHON_WITH_PSL
  def_operation(
      m, "host_parts",
      "The host of a URL read as href() reads it, split by the Public Suffix List, as\n"
      "`urikit host-parts`: a dict of its fields, None for null.",
      []() { return host_parts_op{}; });
#endif
}

}  // namespace urikit::python

#else

namespace urikit::python {
void def_crawl_operations(py::module_&) {}
}  // namespace urikit::python

#endif
