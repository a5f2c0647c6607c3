// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: urikit.WebURL, a link read as a browser reads it (WHATWG URL Standard), and
// parse_web_url(), the C++ parse_web_url(): the href() text and where its parts are.
#include <pybind11/pybind11.h>

#include "web_url_type.hpp"

#include <memory>
#include <optional>
#include <string>
#include <utility>

#include <urikit/href.hpp>

#include "operation.hpp"

namespace urikit::python {

/// parse_web_url()'s value in urikit::python, so that the batch template finds its
/// to_python() (a web_url alone would be looked up in namespace urikit).
struct web_url_value {
  web_url url;
};

py::object to_python(const web_url_value& value) { return py::cast(value.url); }

namespace {

using namespace pybind11::literals;

struct parse_web_url_op {
  using value_type = web_url_value;
  static constexpr bool wants_utf8 = true;
  std::shared_ptr<const web_url> base;  // shared: copies of the operation are cheap
  urikit::result<void> run(std::string_view input, web_url_value& out) const {
    auto parsed = parse_web_url(input, base.get());
    if (!parsed) return parsed.error();
    out.url = std::move(*parsed);
    return {};
  }
};

py::object text_or_none(bool defined, std::string_view part) {
  return defined ? to_python(std::string(part)) : py::none();
}

}  // namespace

std::shared_ptr<const web_url> web_base_argument(py::handle base) {
  if (base.is_none()) return nullptr;
  if (py::isinstance<web_url>(base)) return std::make_shared<const web_url>(base.cast<const web_url&>());
  py::object keep;
  const utf8_text text = str_utf8(base, "base", keep);
  if (!text.checked) {
    if (auto valid = validate_utf8(text.bytes); !valid) raise_uri_error(valid.error());
  }
  auto parsed = parse_web_url(text.bytes);
  if (!parsed) raise_uri_error(parsed.error());
  return std::make_shared<const web_url>(std::move(*parsed));
}

void def_web_url_type(py::module_& m) {
  py::class_<web_url>(m, "WebURL",
                      "A link as a web browser reads it (WHATWG URL Standard), held as the RFC 3986 URI\n"
                      "that href() returns and the places of its parts. Each part is as href() writes\n"
                      "it (percent-encoded, without delimiters), or None when the URL has none; a\n"
                      "default port is no port. str(u) is the href; WebURLs are equal when their\n"
                      "hrefs are.")
      .def_property_readonly("href", [](const web_url& u) { return to_python(std::string(u.href())); },
                             "The whole URL, a valid RFC 3986 URI: what href() returns.")
      .def_property_readonly("scheme", [](const web_url& u) { return to_python(std::string(u.scheme())); },
                             "Lower case, without ':'.")
      .def_property_readonly("userinfo",
                             [](const web_url& u) { return text_or_none(!u.userinfo().empty(), u.userinfo()); },
                             "\"user[:password]\" without '@', or None.")
      .def_property_readonly("host", [](const web_url& u) { return text_or_none(u.has_host(), u.host()); },
                             "A lower-case ASCII domain (A-labels), dotted-decimal IPv4, bracketed IPv6 or an\n"
                             "opaque host; \"\" for file:///; None without an authority.")
      .def_property_readonly("port", [](const web_url& u) { return text_or_none(!u.port().empty(), u.port()); },
                             "The port's digits; None when there is none or it is the scheme's default.")
      .def_property_readonly("path", [](const web_url& u) { return to_python(std::string(u.path())); },
                             "The path (opaque, or of '/' segments), percent-encoded; always a str.")
      .def_property_readonly("query", [](const web_url& u) { return text_or_none(u.has_query(), u.query()); },
                             "The query after '?'; None without '?'.")
      .def_property_readonly("fragment",
                             [](const web_url& u) { return text_or_none(u.has_fragment(), u.fragment()); },
                             "The fragment after '#'; None without '#'.")
      .def_property_readonly("has_opaque_path", &web_url::has_opaque_path,
                             "Whether the path is opaque (mailto:x, data:..., javascript:...).")
      .def_property_readonly("is_special", &web_url::is_special,
                             "Whether the scheme is http, https, ws, wss, ftp or file.")
      .def("__str__", [](const web_url& u) { return to_python(std::string(u.href())); })
      .def("__repr__",
           [](const web_url& u) {
             return "WebURL(" + py::repr(to_python(std::string(u.href()))).cast<std::string>() + ")";
           })
      .def("__eq__",
           [](const web_url& a, py::handle b) -> py::object {
             if (!py::isinstance<web_url>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
             return py::bool_(a.href() == b.cast<const web_url&>().href());
           })
      .def("__hash__", [](const web_url& u) { return py::hash(py::bytes(std::string(u.href()))); })
      .def("__copy__", [](const web_url& u) { return u; })
      .def("__deepcopy__", [](const web_url& u, py::handle) { return u; }, "memo"_a)
      // An href is its own reading: parse_web_url(href) gives the same URL back.
      .def(py::pickle([](const web_url& u) { return py::make_tuple(to_python(std::string(u.href()))); },
                      [](const py::tuple& state) {
                        auto parsed = parse_web_url(state[0].cast<std::string>());
                        if (!parsed) raise_uri_error(parsed.error());
                        return std::move(*parsed);
                      }));

  def_operation(
      m, "parse_web_url",
      "Reads a link as a web browser does (WHATWG URL Standard), against `base` when given\n"
      "(a str, or a WebURL: read once for many calls), as href() does, and returns a WebURL\n"
      "with its parts. Fails with not-a-url where a browser fails; a base a browser refuses\n"
      "raises URIError.",
      [](py::handle base) { return parse_web_url_op{web_base_argument(base)}; },
      "base"_a = py::none());
}

}  // namespace urikit::python
