// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: crawler and web-archive keys, as the commands canonicalize, surt, ssurt and
// host-parts give them (canonicalize.hpp, surt.hpp, public_suffix.hpp). Written against
// the crawl branch's headers: until they are part of the tree this file binds nothing
// (__has_include), so the branches merge in any order. host_parts needs urikit::psl
// (libpsl): python/CMakeLists.txt defines URIKIT_PYTHON_WITH_PSL when it is built.
#include <pybind11/pybind11.h>

#include "../../src/thread_scratch.hpp"
#include "operation.hpp"

#if __has_include(<urikit/surt.hpp>) && __has_include(<urikit/canonicalize.hpp>)
#  define URIKIT_PYTHON_WITH_CRAWL 1
#endif
#if !defined(URIKIT_PYTHON_WITH_CRAWL) || !__has_include(<urikit/public_suffix.hpp>)
#  undef URIKIT_PYTHON_WITH_PSL
#endif

#ifdef URIKIT_PYTHON_WITH_CRAWL

#include <algorithm>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <urikit/canonicalize.hpp>
#include <urikit/surt.hpp>
#ifdef URIKIT_PYTHON_WITH_PSL
#  include <urikit/public_suffix.hpp>

#  include "public_suffix_type.hpp"
#endif

namespace urikit::python {

#ifdef URIKIT_PYTHON_WITH_PSL
/// host_parts(): the command's fields, None for null. Filled from split_host_into()'s
/// views: the fields' bytes in one string (whose room a batch reuses from chunk to chunk),
/// each field as where it lies in it.
struct host_parts_value {
  struct field {
    std::size_t at = 0, size = 0;
    bool present = false;
  };
  enum : std::size_t { host, host_unicode, public_suffix, registrable_domain, private_suffix, private_domain, tld,
                       reversed_host, field_count };
  std::string text;
  field fields[field_count];
  host_kind kind = host_kind::none;

  void assign(const host_parts_view& v) {
    text.clear();
    kind = v.kind;
    const std::optional<std::string_view> values[field_count] = {
        v.host,           v.host_unicode,   v.public_suffix, v.registrable_domain,
        v.private_suffix, v.private_domain, v.tld,           v.reversed_host};
    for (std::size_t i = 0; i < field_count; ++i) {
      fields[i] = {text.size(), values[i] ? values[i]->size() : 0, values[i].has_value()};
      if (values[i]) text.append(*values[i]);
    }
  }
  std::string_view get(std::size_t i) const { return std::string_view(text).substr(fields[i].at, fields[i].size); }
};

namespace {

/// The objects every host_parts record uses, made once: the keys in the command's order
/// (host_type third), interned, in a dict of Nones that each record copies (sized already,
/// the keys' hashes known) before its values are set; host_type's values. Made by
/// record_objects(), which throws on a failed call (a static whose initializer throws is
/// tried again at the next call), and never freed (they live as long as the interpreter).
struct host_parts_objects {
  PyObject* keys[host_parts_value::field_count];
  PyObject* host_type_key;
  PyObject* kind_names[5];  // by host_kind's value; none shows None
  PyObject* empty_record;
};

const host_parts_objects& record_objects() {
  static const host_parts_objects* const objects = [] {
    auto checked = [](PyObject* o) {
      if (o == nullptr) throw py::error_already_set();
      return o;
    };
    auto intern = [&](std::string_view name) { return checked(PyUnicode_InternFromString(std::string(name).c_str())); };
    auto o = std::make_unique<host_parts_objects>();  // kept only when every call succeeded
    const char* const names[host_parts_value::field_count] = {
        "host", "host_unicode", "public_suffix", "registrable_domain", "private_suffix", "private_domain", "tld",
        "reversed_host"};
    for (std::size_t i = 0; i < host_parts_value::field_count; ++i) o->keys[i] = intern(names[i]);
    o->host_type_key = intern("host_type");
    o->kind_names[0] = Py_None;
    for (host_kind k : {host_kind::ipv4, host_kind::ipv6, host_kind::domain, host_kind::opaque})
      o->kind_names[static_cast<std::size_t>(k)] = intern(host_kind_name(k));
    o->empty_record = checked(PyDict_New());
    for (std::size_t i = 0; i < host_parts_value::field_count; ++i) {
      if (PyDict_SetItem(o->empty_record, o->keys[i], Py_None) != 0) throw py::error_already_set();
      if (i == host_parts_value::host_unicode && PyDict_SetItem(o->empty_record, o->host_type_key, Py_None) != 0)
        throw py::error_already_set();
    }
    return o.release();
  }();
  return *objects;
}

}  // namespace

/// A record: a copy of the empty one with its fields set. A field whose bytes equal an
/// earlier one's (the Unicode form of an ASCII host, a registrable domain that is the whole
/// host, a private suffix that is the ICANN one, a TLD that is the public suffix) shares its
/// str: a batch of 10^6 records is most of a GB, and each str shared is about a tenth less.
py::object to_python(const host_parts_value& value) {
  using v = host_parts_value;
  const host_parts_objects& objects = record_objects();
  const auto& keys = objects.keys;
  constexpr std::size_t same_as[v::field_count] = {
      0, v::host, 2, v::host, v::public_suffix, v::registrable_domain, v::public_suffix, 7};
  const bool has_host = value.kind != host_kind::none;
  py::object d = py::reinterpret_steal<py::object>(PyDict_Copy(objects.empty_record));
  if (!d) throw py::error_already_set();
  PyObject* made[v::field_count] = {};  // borrowed from the dict
  for (std::size_t i = 0; i < v::field_count; ++i) {
    if (!value.fields[i].present || (!has_host && i <= v::host_unicode)) continue;  // None
    const std::size_t same = same_as[i];
    if (same != i && made[same] != nullptr && value.get(same) == value.get(i)) {
      made[i] = made[same];
      if (PyDict_SetItem(d.ptr(), keys[i], made[i]) != 0) throw py::error_already_set();
      continue;
    }
    PyObject* str = new_str(value.get(i));
    if (str == nullptr) throw py::error_already_set();
    const int failed = PyDict_SetItem(d.ptr(), keys[i], str);
    Py_DECREF(str);  // the dict holds it
    if (failed != 0) throw py::error_already_set();
    made[i] = str;
  }
  if (has_host &&
      PyDict_SetItem(d.ptr(), objects.host_type_key, objects.kind_names[static_cast<std::size_t>(value.kind)]) != 0)
    throw py::error_already_set();
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
  std::shared_ptr<const public_suffix_list> list;  // null: the standard list
  urikit::result<void> run(std::string_view input, host_parts_value& out) const {
    std::string& storage = urikit::detail::thread_scratch<host_parts_op>();  // the views' bytes: reused
    storage.clear();
    auto r = split_host_into(storage, input, list.get());
    if (r) out.assign(*r);
    urikit::detail::free_if_larger(storage, 65536);  // not kept after a huge host
    if (!r) return r.error();
    return {};
  }
};
#endif

#ifdef URIKIT_PYTHON_WITH_PSL
/// The fields of `urikit host-parts --tsv`, by the command's names.
enum class host_field : unsigned char { input, host, host_unicode, host_type, public_suffix, registrable_domain,
                                        private_suffix, private_domain, tld, reversed_host };
constexpr const char* host_field_names[] = {"input",          "host",           "host_unicode", "host_type",
                                            "public_suffix",  "registrable_domain", "private_suffix",
                                            "private_domain", "tld",            "reversed_host"};

/// `fields`: a sequence of names, or one str of comma-separated names, as --tsv takes them.
std::vector<host_field> host_fields_named(py::handle fields) {
  std::vector<std::string> names;
  if (PyUnicode_Check(fields.ptr())) {
    const std::string all = fields.cast<std::string>();
    for (std::size_t at = 0;;) {
      const std::size_t comma = all.find(',', at);
      names.push_back(all.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
      if (comma == std::string::npos) break;
      at = comma + 1;
    }
  } else {
    for (py::handle name : fields) names.push_back(name.cast<std::string>());
  }
  if (names.empty()) throw py::value_error("fields: no field named");
  std::vector<host_field> out;
  for (const std::string& name : names) {
    const auto* begin = std::begin(host_field_names);
    const auto* found = std::find_if(begin, std::end(host_field_names), [&](const char* n) { return name == n; });
    if (found == std::end(host_field_names)) {
      std::string known;
      for (const char* n : host_field_names) known += std::string(known.empty() ? "" : " ") + n;
      throw py::value_error("fields: no field '" + name + "' (fields: " + known + ")");
    }
    out.push_back(static_cast<host_field>(found - begin));
  }
  return out;
}

/// Appends `value` as the command's --tsv writes a value: TAB, LF, CR and backslash escaped.
void append_tsv_value(std::string& out, std::string_view value) {
  for (const char c : value) {
    switch (c) {
      case '\t': out += "\\t"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\\': out += "\\\\"; break;
      default: out += c;
    }
  }
}

/// host_parts with output="lines" (through call_many_lines()): an input's line of
/// `urikit host-parts --tsv FIELDS --aligned`, its fields joined by TAB, None as nothing.
struct host_parts_tsv_op {
  using value_type = std::string;
  static constexpr bool single_line_outputs = true;  // every value TSV-escaped
  static constexpr bool wants_utf8 = true;
  std::vector<host_field> fields;
  host_parts_op parts;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    host_parts_value& value = urikit::detail::thread_scratch<host_parts_tsv_op, host_parts_value>();  // reused
    if (auto done = parts.run(input, value); !done) return done;
    using v = host_parts_value;
    static constexpr std::size_t index[] = {0, v::host, v::host_unicode, 0, v::public_suffix, v::registrable_domain,
                                            v::private_suffix, v::private_domain, v::tld, v::reversed_host};
    const bool has_host = value.kind != host_kind::none;
    for (std::size_t f = 0; f < fields.size(); ++f) {
      if (f != 0) out.push_back('\t');
      const host_field field = fields[f];
      if (field == host_field::input) {
        append_tsv_value(out, input);
      } else if (field == host_field::host_type) {
        if (has_host) append_tsv_value(out, host_kind_name(value.kind));
      } else {
        const std::size_t k = index[static_cast<std::size_t>(field)];
        if (value.fields[k].present && (has_host || k > v::host_unicode)) append_tsv_value(out, value.get(k));
      }
    }
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
      [](const std::string& profile) { return canonicalize_op{profile_named(profile)}; },
      "profile"_a);
  m.def(
      "profile_id",
      [](const std::string& profile) { return profile_id(profile_named(profile)); },
      "The profile's \"name@version\", as `urikit canonicalize --json` gives it in \"profile\":\n"
      "store it beside the keys a profile made; a new version may change them.",
      "profile"_a);
  m.def(
      "profiles",
      [] {
        py::list names;
        for (canon_profile p : all_profiles) names.append(py::str(std::string(profile_name(p))));
        return names;
      },
      "The names of the canonicalization profiles, as canonicalize() takes them.");
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
      "`urikit host-parts`: a dict of its fields, None for null. psl: the list to split by\n"
      "(a PublicSuffixList, or a public_suffix_list.dat path, as `--psl`); None: the default.",
      [](py::handle psl) { return host_parts_op{suffix_list_argument(psl)}; }, py::kw_only(), "psl"_a = py::none());
  // The batch function again, with output="lines" and the fields of each line.
  py::module_ batch = m.attr("batch");
  batch.attr("host_parts") = py::cpp_function(
      [](py::handle texts, const std::string& errors, const std::string& output, py::handle fields,
         py::handle psl) -> py::object {
        const on_error mode = on_error_named(errors);
        const host_parts_op parts{suffix_list_argument(psl)};
        if (batch_output_named(output) == batch_output::lines) {
          if (fields.is_none()) throw py::value_error("output=\"lines\" needs fields=");
          return call_many_lines(host_parts_tsv_op{host_fields_named(fields), parts}, texts, mode);
        }
        if (!fields.is_none()) throw py::value_error("fields= goes with output=\"lines\"");
        return call_many(parts, texts, mode);
      },
      py::name("host_parts"), py::scope(batch),
      "urikit.host_parts() for many URLs: a list of dicts, None where one fails; or, with\n"
      "output=\"lines\", one bytes object of what `urikit host-parts --tsv FIELDS --aligned` prints:\n"
      "a line an input, the fields (names, or one comma-separated str) joined by TAB.",
      "texts"_a, "errors"_a = "none", "output"_a = "list", "fields"_a = py::none(), py::kw_only(),
      "psl"_a = py::none());
#endif
}

}  // namespace urikit::python

#else

namespace urikit::python {
void def_crawl_operations(py::module_&) {}
}  // namespace urikit::python

#endif
