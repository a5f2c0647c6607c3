// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: percent-encoding, as `urikit encode` and `urikit decode` do it.
#include <pybind11/pybind11.h>

#include <optional>
#include <string>

#include <urikit/ecmascript.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>

#include "operation.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

// Form encoding writes a space as '+', not %20 (WHATWG URL section 5.2).
std::string plus_for_space(const std::string& encoded) {
  std::string s;
  s.reserve(encoded.size());
  for (std::size_t i = 0; i < encoded.size(); ++i) {
    if (encoded.compare(i, 3, "%20") == 0) {
      s += '+';
      i += 2;
    } else {
      s += encoded[i];
    }
  }
  return s;
}

// encode(str, set, charset=None): text, written as UTF-8 or (charset) in that charset.
struct encode_text_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  std::string set_name;
  const charset* set;
  std::optional<std::string> output_charset;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    result<std::string> r = std::string();
    if (output_charset) {
      r = encode_text_as(input, *output_charset, *set);
      if (r && set_name == "form") r = plus_for_space(*r);
    } else if (set_name == "form") {
      r = form_encode(input);
    } else if (set_name == "ecma-uri") {
      r = ecma_encode_uri(input);
    } else if (set_name == "ecma-component") {
      r = ecma_encode_uri_component(input);
    } else {
      r = encode_text(input, *set);
    }
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

// encode(bytes, set, charset=None): octets, as --input-hex (and --input-charset) read them.
struct encode_octets_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = false;
  std::string set_name;
  const charset* set;
  std::optional<std::string> input_charset;
  urikit::result<void> run(std::string_view octets, std::string& out) const {
    result<std::string> r = std::string();
    if (input_charset) r = encode_from_charset(octets, *input_charset, *set);
    else r = set_name == "form" ? form_encode(octets) : encode(octets, *set);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

struct decode_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  std::string set_name;
  decode_options options;
  std::optional<std::string> output_charset;
  urikit::result<void> run(std::string_view input, std::string& out) const {
    result<std::string> r = std::string();
    if (output_charset) r = decode_text_from(input, *output_charset, options);
    else if (set_name == "ecma-uri" && !options.lenient) r = ecma_decode_uri(input);
    else if (set_name == "ecma-component" && !options.lenient) r = ecma_decode_uri_component(input);
    else r = decode_text(input, options);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

struct decode_bytes_op {
  using value_type = octets;
  static constexpr bool wants_utf8 = true;
  decode_options options;
  urikit::result<void> run(std::string_view input, octets& out) const {
    auto r = decode(input, options);
    if (!r) return r.error();
    out.data = std::move(*r);
    return {};
  }
};

encode_text_op make_encode_text(const std::string& set, const std::optional<std::string>& charset) {
  const urikit::charset& allowed = encoding_set_named(set);
  if (charset) require_known_charset(*charset, true);
  return encode_text_op{set, &allowed, charset};
}

decode_options decode_options_from(const std::optional<std::string>& set, bool lenient) {
  if (set) encoding_set_named(*set);  // ValueError for an unknown name
  decode_options o;
  o.lenient = lenient;
  o.plus_as_space = set && *set == "form";
  return o;
}

}  // namespace

void def_encoding_operations(py::module_& m) {
  py::module_ batch = m.attr("batch");
  const char* encode_doc =
      "Percent-encodes `data` so that only the characters of `set` remain, as `urikit encode\n"
      "--set` does. str: text, as UTF-8 or (charset given) in that charset (--output-charset);\n"
      "bytes: octets encoded as they are (--input-hex), or (charset given) text in that\n"
      "charset (--input-charset). Sets: unreserved, userinfo, reg-name, segment, path, query,\n"
      "fragment, query-param, form, ecma-uri, ecma-component, rfc2396-unreserved.";
  m.def(
      "encode",
      [](py::handle data, const std::string& set, const std::optional<std::string>& charset) -> py::object {
        if (PyBytes_Check(data.ptr()) || PyByteArray_Check(data.ptr()) || PyMemoryView_Check(data.ptr())) {
          const urikit::charset& allowed = encoding_set_named(set);
          if (charset) require_known_charset(*charset, false);
          const encode_octets_op op{set, &allowed, charset};
          const std::string octets_copy = py::bytes(py::reinterpret_borrow<py::object>(data));
          std::string out;
          if (auto done = run_checked(op, utf8_text{octets_copy, false}, out); !done) raise_uri_error(done.error());
          return to_python(out);
        }
        return call_one(make_encode_text(set, charset), data);
      },
      encode_doc, "data"_a, "set"_a, "charset"_a = py::none());
  batch.def(
      "encode",
      [](py::handle texts, const std::string& set, const std::optional<std::string>& charset,
         const std::string& errors, const std::string& output) {
        return call_batch(make_encode_text(set, charset), texts, errors, output);
      },
      "urikit.encode() for many str (in `charset` when given).", "texts"_a, "set"_a, "charset"_a = py::none(),
      "errors"_a = "none", "output"_a = "list");

  def_operation(
      m, "decode",
      "Decodes percent-encodings to text, as `urikit decode` does: strictly checked UTF-8, or\n"
      "text in `charset` (--output-charset). set='form': '+' is a space; 'ecma-uri' /\n"
      "'ecma-component': ECMAScript decodeURI / decodeURIComponent. lenient=True keeps a '%'\n"
      "not followed by two hex digits.",
      [](const std::optional<std::string>& set, bool lenient, const std::optional<std::string>& charset) {
        if (charset) require_known_charset(*charset, true);
        return decode_op{set.value_or(""), decode_options_from(set, lenient), charset};
      },
      "set"_a = py::none(), "lenient"_a = false, "charset"_a = py::none());

  def_operation(
      m, "decode_bytes",
      "Decodes percent-encodings to octets (bytes), as `urikit decode --output-hex` does:\n"
      "any octets are fine. set='form': '+' is a space.",
      [](const std::optional<std::string>& set, bool lenient) {
        return decode_bytes_op{decode_options_from(set, lenient)};
      },
      "set"_a = py::none(), "lenient"_a = false);
}

}  // namespace urikit::python
