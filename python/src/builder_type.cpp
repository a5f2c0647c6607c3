// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: urikit.Builder, an editable URI (the library's urikit::uri, as `urikit
// build` uses it): set or remove each component, edit path segments and query
// parameters. Every edit keeps the text a valid URI-reference, or raises URIError (the
// offset is into the value given) and changes nothing. Methods return the builder, so
// edits chain.
#include <pybind11/pybind11.h>

#include <optional>
#include <string>
#include <vector>

#include <urikit/uri.hpp>

#include "operation.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

value_encoding how(bool encoded) { return encoded ? value_encoding::encoded : value_encoding::decoded; }

void check(result<void> done) {
  if (!done) raise_uri_error(done.error());
}

// A str argument as UTF-8: ill-formed (lone surrogates) raises invalid-utf8.
std::string utf8_arg(py::handle text, const char* what) {
  py::object keep;
  const utf8_text t = str_utf8(text, what, keep);
  if (!t.checked) {
    if (auto valid = validate_utf8(t.bytes); !valid) raise_uri_error(valid.error());
  }
  return std::string(t.bytes);
}

py::object optional_str(const std::optional<std::string_view>& part) {
  if (!part) return py::none();
  return to_python(std::string(*part));
}

// set_X(value, encoded=False) and remove_X(), both returning the builder.
template <class Set, class Remove>
void def_component(py::class_<uri>& c, const char* set_name, const char* remove_name, Set set, Remove remove) {
  c.def(
      set_name,
      [set](uri& u, py::handle value, bool encoded) -> uri& {
        check((u.*set)(utf8_arg(value, "value"), how(encoded)));
        return u;
      },
      "value"_a, py::kw_only(), "encoded"_a = false, py::return_value_policy::reference_internal,
      "Sets the component to `value`: plain text, percent-encoded where the component needs it\n"
      "(encoded=True: already encoded, checked and kept). An invalid value raises URIError and\n"
      "changes nothing. Returns the builder.");
  c.def(
      remove_name, [remove](uri& u) -> uri& {
        (u.*remove)();
        return u;
      },
      py::return_value_policy::reference_internal, "Removes the component. Returns the builder.");
}

}  // namespace

void def_builder_type(py::module_& m) {
  py::class_<uri> c(m, "Builder",
                    "An editable URI-reference: set_*/remove_* for each component, path segments and\n"
                    "query parameters. Values are plain text, percent-encoded where the component\n"
                    "needs it; encoded=True: already encoded, checked and kept. Invalid values raise\n"
                    "URIError and change nothing. Methods return the builder: edits chain.");
  py::object uri_type = m.attr("URI"), web_url_type = m.attr("WebURL");
  c.def(py::init([uri_type, web_url_type](py::handle text, const std::string& rule, bool allow_zone_id,
                                          std::optional<std::size_t> max_length) {
          parse_options o;
          o.allow_zone_id = allow_zone_id;
          if (max_length) o.max_length = *max_length;
          // A URI or a WebURL (a valid URI either way) is taken by its text.
          const bool parsed_already = py::isinstance(text, uri_type) || py::isinstance(text, web_url_type);
          auto parsed = uri::parse(utf8_arg(parsed_already ? py::str(text) : text, "text"), rule_named(rule), o);
          if (!parsed) raise_uri_error(parsed.error());
          return std::move(*parsed);
        }),
        "text"_a = "", "rule"_a = "reference", py::kw_only(), "allow_zone_id"_a = false,
        "max_length"_a = py::none());
  c.def_property_readonly("scheme", [](const uri& u) { return optional_str(u.scheme()); },
                          "The scheme as written, without ':'; None for a relative reference.");
  c.def_property_readonly("authority", [](const uri& u) { return optional_str(u.authority()); },
                          "The authority after \"//\"; None without one.");
  c.def_property_readonly("userinfo", [](const uri& u) { return optional_str(u.userinfo()); },
                          "The userinfo before '@', still encoded; None without one.");
  c.def_property_readonly("host", [](const uri& u) { return optional_str(u.host()); },
                          "The host as written (IPv6 with its brackets); None without an authority.");
  c.def_property_readonly("port", [](const uri& u) { return optional_str(u.port()); },
                          "The port's digits as written (\"\" for \"h:\"); None without ':'.");
  c.def_property_readonly(
      "port_number", [](const uri& u) -> py::object {
        const auto n = u.port_number();
        return n ? py::object(py::int_(*n)) : py::object(py::none());
      },
      "The port as an int; None when there is none, it is empty or past 65535.");
  c.def_property_readonly("path", [](const uri& u) { return to_python(std::string(u.path())); },
                          "The path, still encoded; always a str (maybe empty).");
  c.def_property_readonly("query", [](const uri& u) { return optional_str(u.query()); },
                          "The query after '?', still encoded; None without '?'.");
  c.def_property_readonly("fragment", [](const uri& u) { return optional_str(u.fragment()); },
                          "The fragment after '#', still encoded; None without '#'.");
  c.def_property_readonly(
      "host_type",
      [](const uri& u) -> py::object {
        if (u.host_type() == host_type::none) return py::none();
        return to_python(std::string(host_type_name(u.host_type())));
      },
      "'reg-name', 'ipv4', 'ipv6' or 'ipvfuture' (RFC 3986 section 3.2.2); None without a host.");
  c.def("__str__", [](const uri& u) { return to_python(u.str()); });
  c.def("__repr__", [](const uri& u) { return "Builder(" + py::repr(to_python(u.str())).cast<std::string>() + ")"; });
  c.def("__eq__", [](const uri& a, py::handle b) -> py::object {
    if (!py::isinstance<uri>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
    return py::bool_(a == b.cast<const uri&>());
  });
  c.attr("__hash__") = py::none();  // mutable
  c.def("__copy__", [](const uri& u) { return uri(u); });
  c.def("__deepcopy__", [](const uri& u, py::handle) { return uri(u); }, "memo"_a);
  c.def(py::pickle([](const uri& u) { return py::make_tuple(to_python(u.str())); },
                   [](const py::tuple& state) {
                     auto parsed = uri::parse(state[0].cast<std::string>());
                     if (!parsed) raise_uri_error(parsed.error());
                     return std::move(*parsed);
                   }));

  c.def(
      "set_scheme", [](uri& u, py::handle scheme) -> uri& {
        check(u.set_scheme(utf8_arg(scheme, "scheme")));
        return u;
      },
      "scheme"_a, py::return_value_policy::reference_internal,
      "Sets the scheme (RFC 3986 section 3.1: a letter, then letters, digits, '+', '-', '.').");
  c.def(
      "remove_scheme", [](uri& u) -> uri& {
        u.remove_scheme();
        return u;
      },
      py::return_value_policy::reference_internal, "Removes the scheme (a relative reference then).");
  def_component(c, "set_authority", "remove_authority", &uri::set_authority, &uri::remove_authority);
  def_component(c, "set_userinfo", "remove_userinfo", &uri::set_userinfo, &uri::remove_userinfo);
  def_component(c, "set_host", "remove_host", &uri::set_host, &uri::remove_host);
  def_component(c, "set_path", "remove_path", &uri::set_path, &uri::remove_path);
  def_component(c, "set_query", "remove_query", &uri::set_query, &uri::remove_query);
  def_component(c, "set_fragment", "remove_fragment", &uri::set_fragment, &uri::remove_fragment);
  c.def(
      "set_port",
      [](uri& u, py::handle port) -> uri& {
        if (PyLong_Check(port.ptr())) {
          const long n = PyLong_AsLong(port.ptr());
          if (n < 0 || n > 65535 || PyErr_Occurred()) {
            PyErr_Clear();
            throw py::value_error("port must be 0..65535, or digits as a str");
          }
          u.set_port_number(static_cast<std::uint16_t>(n));
        } else {
          check(u.set_port(utf8_arg(port, "port")));
        }
        return u;
      },
      "port"_a, py::return_value_policy::reference_internal,
      "Sets the port: an int 0..65535, or a str of digits (section 3.2.3).");
  c.def(
      "remove_port", [](uri& u) -> uri& {
        u.remove_port();
        return u;
      },
      py::return_value_policy::reference_internal);

  // Path segments (decoded text unless encoded=True; '/' in a decoded segment is data).
  c.def("segments", [](const uri& u) {
    py::list out;
    for (const auto& s : u.segments()) out.append(to_python(s));
    return out;
  }, "The path's segments, decoded ('/' in a segment is data: \"b%2Fc\" gives \"b/c\").");
  c.def("encoded_segments", [](const uri& u) {
    py::list out;
    for (auto s : u.encoded_segments()) out.append(to_python(std::string(s)));
    return out;
  }, "The path's segments as written (percent-encoded).");
  c.def(
      "set_segments",
      [](uri& u, const py::iterable& segments, bool encoded) -> uri& {
        std::vector<std::string> owned;
        for (py::handle s : segments) owned.push_back(utf8_arg(s, "segment"));
        check(u.set_segments(std::vector<std::string_view>(owned.begin(), owned.end()), how(encoded)));
        return u;
      },
      "segments"_a, py::kw_only(), "encoded"_a = false, py::return_value_policy::reference_internal,
      "Replaces the path by these segments (each encoded, '/' too, unless encoded=True).");
  c.def(
      "insert_segment",
      [](uri& u, std::size_t index, py::handle segment, bool encoded) -> uri& {
        check(u.insert_segment(index, utf8_arg(segment, "segment"), how(encoded)));
        return u;
      },
      "index"_a, "segment"_a, py::kw_only(), "encoded"_a = false, py::return_value_policy::reference_internal,
      "Inserts a segment before segment `index`.");
  c.def(
      "append_segment",
      [](uri& u, py::handle segment, bool encoded) -> uri& {
        check(u.insert_segment(u.encoded_segments().size(), utf8_arg(segment, "segment"), how(encoded)));
        return u;
      },
      "segment"_a, py::kw_only(), "encoded"_a = false, py::return_value_policy::reference_internal,
      "Appends a segment to the path.");
  c.def(
      "replace_segment",
      [](uri& u, std::size_t index, py::handle segment, bool encoded) -> uri& {
        check(u.replace_segment(index, utf8_arg(segment, "segment"), how(encoded)));
        return u;
      },
      "index"_a, "segment"_a, py::kw_only(), "encoded"_a = false, py::return_value_policy::reference_internal,
      "Replaces segment `index`.");
  c.def(
      "erase_segment", [](uri& u, std::size_t index) -> uri& {
        check(u.erase_segment(index));
        return u;
      },
      "index"_a, py::return_value_policy::reference_internal,
      "Removes segment `index`.");

  // Query parameters: (name, value) pairs, value None for a name without '='.
  c.def(
      "params",
      [](const uri& u, const std::string& style) {
        py::list out;
        for (const auto& p : u.params(param_style_named(style))) {
          out.append(py::make_tuple(to_python(p.name), p.has_value ? to_python(p.value) : py::none()));
        }
        return out;
      },
      py::kw_only(), "style"_a = "form",
      "The query's pairs (name, value), decoded; value None for a name without '='. style='form' (the default): '+' is a space;\n'plain': a '+' is itself (the query-param set of RFC 3986).");
  c.def(
      "encoded_params",
      [](const uri& u) {
        py::list out;
        for (const auto& p : u.encoded_params())
          out.append(py::make_tuple(to_python(std::string(p.first)),
                                    p.second ? to_python(std::string(*p.second)) : py::none()));
        return out;
      },
      "The query's pairs (name, value) as written, still encoded; value None for a name\n"
      "without '='.");
  c.def(
      "append_param",
      [](uri& u, py::handle name, py::handle value, const std::string& style) -> uri& {
        u.append_param(utf8_arg(name, "name"), utf8_arg(value, "value"), param_style_named(style));
        return u;
      },
      "name"_a, "value"_a, py::kw_only(), "style"_a = "form", py::return_value_policy::reference_internal,
      "Appends the pair name=value to the query (encoded as the style needs).");
  c.def(
      "set_param",
      [](uri& u, py::handle name, py::handle value, const std::string& style) -> uri& {
        u.set_param(utf8_arg(name, "name"), utf8_arg(value, "value"), param_style_named(style));
        return u;
      },
      "name"_a, "value"_a, py::kw_only(), "style"_a = "form", py::return_value_policy::reference_internal,
      "Replaces every pair named `name` by one name=value at the first one's place (or appends it).");
  c.def(
      "erase_param",
      [](uri& u, py::handle name, const std::string& style) { return u.erase_param(utf8_arg(name, "name"), param_style_named(style)); },
      "name"_a, py::kw_only(), "style"_a = "form",
      "Removes every pair whose decoded name is `name`; returns how many (the query stays: \"?a=1\" becomes \"?\").");
  c.def(
      "get_param",
      [](const uri& u, py::handle name, const std::string& style) -> py::object {
        const auto value = u.get_param(utf8_arg(name, "name"), param_style_named(style));
        return value ? to_python(*value) : py::none();
      },
      "name"_a, py::kw_only(), "style"_a = "form",
      "The decoded value of the first pair whose decoded name is `name` (\"\" for a name without\n"
      "'='); None when there is none.");
  c.def(
      "has_param", [](const uri& u, py::handle name, const std::string& style) { return u.has_param(utf8_arg(name, "name"), param_style_named(style)); },
      "name"_a, py::kw_only(), "style"_a = "form", "Whether a pair's decoded name is `name`.");
  c.def(
      "erase_params_if",
      [](uri& u, const py::function& predicate, const std::string& style) {
        // The predicate is Python code: it runs on the decoded pairs first, and the pairs it
        // marks are removed after (an exception it raises leaves the builder unchanged).
        std::vector<std::string> names;
        std::vector<py::object> values;
        for (const auto& p : u.params(param_style_named(style))) {
          names.push_back(p.name);
          values.push_back(p.has_value ? to_python(p.value) : py::none());
        }
        std::vector<bool> erase;
        for (std::size_t i = 0; i < names.size(); ++i) erase.push_back(py::cast<bool>(predicate(to_python(names[i]), values[i])));
        // A predicate that edits the builder itself would leave the marks for other pairs.
        if (u.params(param_style_named(style)).size() != erase.size())
          throw py::value_error("the builder's query changed during erase_params_if()");
        std::size_t k = 0;
        return u.erase_params_if([&](const query_param&) { return erase[k++]; }, param_style_named(style));
      },
      "predicate"_a, py::kw_only(), "style"_a = "form",
      "Removes every pair for which predicate(name, value) is true (decoded; value None for a\n"
      "name without '='); returns how many. The other pairs keep their order and bytes.");
  c.def(
      "sort_params", [](uri& u, const std::string& style) -> uri& {
        u.sort_params(param_style_named(style));
        return u;
      },
      py::kw_only(), "style"_a = "form", py::return_value_policy::reference_internal,
      "Sorts the pairs by decoded name, stably; the pairs keep their bytes.");
}

}  // namespace urikit::python
