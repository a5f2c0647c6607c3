// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: percent-encoding, as `urikit encode` and `urikit decode` do it.
#include <pybind11/pybind11.h>

#include <optional>
#include <string>

#include <urikit/ecmascript.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>

#include "encode_by_set.hpp"  // src/cli: the command's encode and decode by set
#include "operation.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

// The command's encode and decode by set (src/cli/encode_by_set.hpp), so that the outputs
// are the command's.

// encode(str, set, charset=None): text, written as UTF-8 or (charset) in that charset.
struct encode_text_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  const encode_set* set;
  std::string output_charset;  // empty: UTF-8
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto r = cli::encode_text_by_set(input, *set, output_charset);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

// encode(bytes, set, charset=None): octets, as --input-hex (and --input-charset) read them.
struct encode_octets_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = false;
  const encode_set* set;
  std::string input_charset;  // empty: the octets as they are
  urikit::result<void> run(std::string_view octets, std::string& out) const {
    auto r = cli::encode_octets_by_set(octets, *set, input_charset);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

struct decode_op {
  using value_type = std::string;
  static constexpr bool wants_utf8 = true;
  const encode_set* set;  // nullptr: no set given
  decode_options options;
  std::string output_charset;  // empty: UTF-8
  urikit::result<void> run(std::string_view input, std::string& out) const {
    auto r = cli::decode_text_by_set(input, set, options, output_charset);
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
  const encode_set& row = encode_set_named(set);
  if (charset) require_known_charset(*charset, true);
  return encode_text_op{&row, charset.value_or("")};
}

/// The row of an optional set name (ValueError for an unknown one); nullptr for none.
const encode_set* optional_encode_set(const std::optional<std::string>& set) {
  return set ? &encode_set_named(*set) : nullptr;
}

}  // namespace

void def_encoding_operations(py::module_& m) {
  py::module_ batch = m.attr("batch");
  // The sets' names from the library's table (encode_set_list.h), in its order. Static: the
  // docstring must outlive the module's definition.
  static const std::string encode_doc = [] {
    std::string doc =
        "Percent-encodes `data` so that only the characters of `set` remain, as `urikit encode\n"
        "--set` does. str: text, as UTF-8 or (charset given) in that charset (--output-charset);\n"
        "bytes: octets encoded as they are (--input-hex), or (charset given) text in that\n"
        "charset (--input-charset). Sets:";
    for (const auto& e : encode_sets) (doc += ' ') += e.name;
    return doc + '.';
  }();
  m.def(
      "encode",
      [](py::handle data, const std::string& set, const std::optional<std::string>& charset) -> py::object {
        if (PyBytes_Check(data.ptr()) || PyByteArray_Check(data.ptr()) || PyMemoryView_Check(data.ptr())) {
          const encode_set& row = encode_set_named(set);
          if (charset) require_known_charset(*charset, false);
          const encode_octets_op op{&row, charset.value_or("")};
          const std::string octets_copy = py::bytes(py::reinterpret_borrow<py::object>(data));
          std::string out;
          if (auto done = run_checked(op, utf8_text{octets_copy, false}, out); !done) raise_uri_error(done.error());
          return to_python(out);
        }
        return call_one(make_encode_text(set, charset), data);
      },
      encode_doc.c_str(), "data"_a, "set"_a, "charset"_a = py::none());
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
        const encode_set* row = optional_encode_set(set);
        return decode_op{row, cli::decode_options_by_set(row, lenient), charset.value_or("")};
      },
      "set"_a = py::none(), "lenient"_a = false, "charset"_a = py::none());

  def_operation(
      m, "decode_bytes",
      "Decodes percent-encodings to octets (bytes), as `urikit decode --output-hex` does:\n"
      "any octets are fine. set='form': '+' is a space.",
      [](const std::optional<std::string>& set, bool lenient) {
        return decode_bytes_op{cli::decode_options_by_set(optional_encode_set(set), lenient)};
      },
      "set"_a = py::none(), "lenient"_a = false);
}

}  // namespace urikit::python
