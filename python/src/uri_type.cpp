// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: urikit.URI, a parsed URI-reference, and parse(), as `urikit parse` gives
// its components (as written, None where undefined).
#include <pybind11/pybind11.h>

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

#include <urikit/parse.hpp>
#include <urikit/uri_view.hpp>

#include "operation.hpp"

namespace urikit::python {

/// The value of parse(): the text and its components. The view points into `text`, so
/// every copy or move parses the copy again (a few dozen nanoseconds; the text is known
/// to be valid).
class parsed_uri {
 public:
  parsed_uri() = default;
  parsed_uri(std::string text, bool allow_zone_id) : text_(std::move(text)), allow_zone_id_(allow_zone_id) {
    reparse();
  }
  parsed_uri(const parsed_uri& o) : text_(o.text_), allow_zone_id_(o.allow_zone_id_) { reparse(); }
  parsed_uri(parsed_uri&& o) noexcept : text_(std::move(o.text_)), allow_zone_id_(o.allow_zone_id_) { reparse(); }
  parsed_uri& operator=(const parsed_uri& o) {
    if (this != &o) {
      text_ = o.text_;
      allow_zone_id_ = o.allow_zone_id_;
      reparse();
    }
    return *this;
  }
  parsed_uri& operator=(parsed_uri&& o) noexcept {
    text_ = std::move(o.text_);
    allow_zone_id_ = o.allow_zone_id_;
    reparse();
    return *this;
  }

  const std::string& text() const noexcept { return text_; }
  const uri_view& view() const noexcept { return view_; }
  bool allow_zone_id() const noexcept { return allow_zone_id_; }

 private:
  void reparse() noexcept {
    parse_options o;
    o.allow_zone_id = allow_zone_id_;
    auto parsed = parse_uri_reference(text_, o);
    view_ = parsed ? *parsed : uri_view();
  }
  std::string text_;
  bool allow_zone_id_ = false;
  uri_view view_;
};

py::object to_python(const parsed_uri& value) { return py::cast(value); }

namespace {

using namespace pybind11::literals;

struct parse_op {
  using value_type = parsed_uri;
  static constexpr bool wants_utf8 = true;
  grammar rule = grammar::uri_reference;
  parse_options options;
  urikit::result<void> run(std::string_view input, parsed_uri& out) const {
    auto parsed = parse(input, rule, options);
    if (!parsed) return parsed.error();
    out = parsed_uri(std::string(input), options.allow_zone_id);
    return {};
  }
};

/// max_length: parse_options::max_length; None is no limit.
parse_op make_parse_op(const std::string& rule, bool allow_zone_id, std::optional<std::size_t> max_length) {
  parse_op op;
  op.rule = rule_named(rule);
  op.options.allow_zone_id = allow_zone_id;
  if (max_length) op.options.max_length = *max_length;
  return op;
}

py::object component(const std::optional<std::string_view>& part) {
  if (!part) return py::none();
  return to_python(std::string(*part));
}

}  // namespace

void def_uri_type(py::module_& m) {
  py::class_<parsed_uri>(m, "URI",
                         "A parsed URI-reference (RFC 3986). Each component is as written in the text (still\n"
                         "percent-encoded, without delimiters), or None when undefined; path is always a\n"
                         "str. str(u) is the text; URIs are equal when their texts are.")
      .def(py::init([](py::handle text, const std::string& rule, bool allow_zone_id,
                       std::optional<std::size_t> max_length) {
             py::object keep;
             const utf8_text in = str_utf8(text, "text", keep);
             parsed_uri out;
             if (auto done = run_checked(make_parse_op(rule, allow_zone_id, max_length), in, out); !done) {
               raise_uri_error(done.error());
             }
             return out;
           }),
           "text"_a, "rule"_a = "reference", py::kw_only(), "allow_zone_id"_a = false, "max_length"_a = py::none())
      .def_property_readonly("scheme", [](const parsed_uri& u) { return component(u.view().scheme()); },
                             "The scheme as written, without ':'; None for a relative reference.")
      .def_property_readonly("authority", [](const parsed_uri& u) { return component(u.view().authority()); },
                             "The authority after \"//\"; None without one.")
      .def_property_readonly("userinfo", [](const parsed_uri& u) { return component(u.view().userinfo()); },
                             "The userinfo before '@', still encoded; None without one.")
      .def_property_readonly("host", [](const parsed_uri& u) { return component(u.view().host()); },
                             "The host as written (IPv6 with its brackets); None without an authority.")
      .def_property_readonly("host_type",
                             [](const parsed_uri& u) -> py::object {
                               if (u.view().host_type() == host_type::none) return py::none();
                               return to_python(std::string(host_type_name(u.view().host_type())));
                             },
                             "'reg-name', 'ipv4', 'ipv6' or 'ipvfuture' (RFC 3986 section 3.2.2); None without a host.")
      .def_property_readonly("port", [](const parsed_uri& u) { return component(u.view().port()); },
                             "The port's digits as written (\"\" for \"h:\"); None without ':'.")
      .def_property_readonly("path", [](const parsed_uri& u) { return to_python(std::string(u.view().path())); },
                             "The path, still encoded; always a str (maybe empty).")
      .def_property_readonly("query", [](const parsed_uri& u) { return component(u.view().query()); },
                             "The query after '?', still encoded; None without '?'.")
      .def_property_readonly("fragment", [](const parsed_uri& u) { return component(u.view().fragment()); },
                             "The fragment after '#', still encoded; None without '#'.")
      .def("__str__", [](const parsed_uri& u) { return to_python(u.text()); })
      .def("__repr__", [](const parsed_uri& u) { return "URI(" + py::repr(to_python(u.text())).cast<std::string>() + ")"; })
      .def("__eq__",
           [](const parsed_uri& a, py::handle b) -> py::object {
             if (!py::isinstance<parsed_uri>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
             return py::bool_(a.text() == b.cast<const parsed_uri&>().text());
           })
      .def("__hash__", [](const parsed_uri& u) { return py::hash(py::bytes(u.text())); })
      .def("__copy__", [](const parsed_uri& u) { return u; })
      .def("__deepcopy__", [](const parsed_uri& u, py::handle) { return u; }, "memo"_a)
      .def(py::pickle([](const parsed_uri& u) { return py::make_tuple(to_python(u.text()), u.allow_zone_id()); },
                      [](const py::tuple& state) {
                        return parsed_uri(state[0].cast<std::string>(), state[1].cast<bool>());
                      }));

  def_operation(
      m, "parse",
      "Parses text by an RFC 3986 rule, as `urikit parse --as` does: 'reference'\n"
      "(URI-reference), 'uri' (URI), 'absolute' (absolute-URI) or 'relative' (relative-ref).\n"
      "Returns a URI; raises URIError with the code and offset of the first fault. A text\n"
      "longer than max_length bytes (UTF-8) fails with input-too-long at that offset.",
      [](const std::string& rule, bool allow_zone_id, std::optional<std::size_t> max_length) {
        return make_parse_op(rule, allow_zone_id, max_length);
      },
      "rule"_a = "reference", py::kw_only(), "allow_zone_id"_a = false, "max_length"_a = py::none());
}

}  // namespace urikit::python
