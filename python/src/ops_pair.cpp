// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: operations on two texts: equivalent (as `urikit compare`, errors say which
// of the two is at fault) and relativize.
#include <pybind11/pybind11.h>

#include <memory>
#include <string>
#include <utility>

#include <urikit/compare.hpp>
#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

#include "operation.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

// A failure of a two-input operation, and which input (1 or 2) it is in.
struct pair_failure {
  urikit::error err{};
  int which = 0;
};

// `urikit compare`: each half is checked as UTF-8, then parsed, in order.
bool compare_pair(const utf8_text (&in)[2], const normalize_options& options, query_order order, bool& equal,
                  pair_failure& failure) {
  uri_view views[2];
  for (int k = 0; k < 2; ++k) {
    if (!in[k].checked) {
      if (auto valid = validate_utf8(in[k].bytes); !valid) {
        failure = {valid.error(), k + 1};
        return false;
      }
    }
    auto parsed = parse_uri_reference(in[k].bytes);
    if (!parsed) {
      failure = {parsed.error(), k + 1};
      return false;
    }
    views[k] = *parsed;
  }
  equal = urikit::equivalent(views[0], views[1], options, order);
  return true;
}

/// The options of `urikit compare` (--conservative, --remove-tracking), and crawler=True
/// as hash() and dedup_key() take it.
normalize_options compare_options(const std::string& level, bool crawler, bool conservative,
                                  bool remove_tracking_params) {
  return dedup_normalize_options(level_named(level, {"string", "syntax", "scheme"}), crawler, conservative,
                                 remove_tracking_params);
}

/// relativize() of one base (checked as UTF-8 once) and each target.
struct relativize_op {
  using value_type = std::string;
  static constexpr bool single_line_outputs = true;  // references: call_many_lines() need not look for CR or LF
  static constexpr bool wants_utf8 = true;
  std::shared_ptr<const std::string> base;  // shared: copies of the operation are cheap
  urikit::result<void> run(std::string_view target, std::string& out) const {
    auto r = urikit::relativize(*base, target);
    if (!r) return r.error();
    out = std::move(*r);
    return {};
  }
};

relativize_op make_relativize_op(py::handle base) {
  py::object keep;
  const utf8_text b = str_utf8(base, "base", keep);
  if (!b.checked) {
    if (auto valid = validate_utf8(b.bytes); !valid) raise_uri_error(valid.error());
  }
  return relativize_op{std::make_shared<const std::string>(b.bytes)};
}

}  // namespace

void def_pair_operations(py::module_& m) {
  py::module_ batch = m.attr("batch");
  const char* equivalent_doc =
      "Whether two URI-references are equivalent at `level` ('string', 'syntax' or 'scheme'),\n"
      "as `urikit compare` says. URIError has `which` (1 or 2): the input at fault.\n"
      "unordered_query=True (`--unordered-query`): the query's &-separated parameters are\n"
      "compared in any order, repeats still counting. crawler, conservative and\n"
      "remove_tracking_params (`--remove-tracking`) as in dedup_key() and hash().";
  m.def(
      "equivalent",
      [](py::handle a, py::handle b, const std::string& level, bool crawler, bool conservative,
         bool remove_tracking_params, bool unordered_query) {
        const normalize_options options = compare_options(level, crawler, conservative, remove_tracking_params);
        py::object keep[2];
        const utf8_text in[2] = {str_utf8(a, "a", keep[0]), str_utf8(b, "b", keep[1])};
        bool equal = false;
        pair_failure failure;
        if (!compare_pair(in, options, query_order_of(unordered_query), equal, failure))
          raise_uri_error(failure.err, {failure.which, -1});
        return equal;
      },
      equivalent_doc, "a"_a, "b"_a, "level"_a = "scheme", py::kw_only(), "crawler"_a = false,
      "conservative"_a = false, "remove_tracking_params"_a = false, "unordered_query"_a = false);
  batch.def(
      "equivalent",
      [](py::handle a, py::handle b, const std::string& level, bool crawler, bool conservative,
         bool remove_tracking_params, bool unordered_query, const std::string& errors) {
        const normalize_options options = compare_options(level, crawler, conservative, remove_tracking_params);
        const query_order order = query_order_of(unordered_query);
        const on_error mode = on_error_named(errors);
        const batch_input first(a), second(b);
        const std::size_t n = first.size();
        if (second.size() != n) {
          throw py::value_error("equivalent: a has " + std::to_string(n) + " items, b has " +
                                std::to_string(second.size()));
        }
        std::vector<signed char> answers(n, -1);  // -1: failed
        pair_failure failure;
        std::size_t failed_at = n;
        {
          py::gil_scoped_release unlocked;
          for (std::size_t i = 0; i < n; ++i) {
            const utf8_text in[2] = {first[i], second[i]};
            bool equal = false;
            pair_failure f;
            if (compare_pair(in, options, order, equal, f)) {
              answers[i] = equal ? 1 : 0;
            } else if (failed_at == n) {
              failure = f;
              failed_at = i;
              if (mode == on_error::raise) break;
            }
          }
        }
        if (mode == on_error::raise && failed_at < n) {
          raise_uri_error(failure.err, {failure.which, static_cast<long>(failed_at)});
        }
        py::list result(n);
        for (std::size_t i = 0; i < n; ++i) {
          PyObject* item = answers[i] < 0 ? Py_None : answers[i] ? Py_True : Py_False;
          Py_INCREF(item);
          PyList_SET_ITEM(result.ptr(), static_cast<Py_ssize_t>(i), item);
        }
        return result;
      },
      "urikit.equivalent() over two sequences of equal length, pairwise.", "a"_a, "b"_a, "level"_a = "scheme",
      py::kw_only(), "crawler"_a = false, "conservative"_a = false, "remove_tracking_params"_a = false,
      "unordered_query"_a = false, "errors"_a = "none");

  const char* relativize_doc =
      "The shortest reference r with resolve(base, r) == target (the inverse of resolve).";
  m.def(
      "relativize",
      [](py::handle base, py::handle target) { return call_one(make_relativize_op(base), target); },
      relativize_doc, "base"_a, "target"_a);
  batch.def(
      "relativize",
      [](py::handle base, py::handle targets, const std::string& errors, const std::string& output) {
        return call_batch(make_relativize_op(base), targets, errors, output);
      },
      relativize_doc, "base"_a, "targets"_a, "errors"_a = "none", "output"_a = "list");
}

}  // namespace urikit::python
