// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: how one operation on one text becomes a function of urikit and a function
// of urikit.batch, with the same options.
//
// An operation is a small struct (see ops_*.cpp):
//
//   struct normalize_op {
//     using value_type = std::string;          // str; or bool, octets, parsed_uri, ...
//     static constexpr bool wants_utf8 = true;  // the command checks its input is UTF-8
//     normalize_options options;
//     urikit::result<void> run(std::string_view input, value_type& out) const;
//   };                                         // `out` arrives empty (the library's *_into
//                                              // functions append: docs/api-conventions.md)
//
// and def_operation() binds it from a factory lambda taking the keyword options:
//
//   def_operation(m, "normalize", doc,
//                 [](const std::string& level, bool drop_fragment) { return normalize_op{...}; },
//                 py::arg("level") = "scheme", py::arg("drop_fragment") = false);
//
// gives urikit.normalize(text, level=..., drop_fragment=...) and
// urikit.batch.normalize(texts, level=..., drop_fragment=..., errors="none", output="list")
// (`output` where the outputs are str).
#ifndef URIKIT_PYTHON_OPERATION_HPP
#define URIKIT_PYTHON_OPERATION_HPP

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>  // std::optional options: one set of casters in every file

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include <urikit/error.hpp>
#include <urikit/utf8.hpp>

#include "../../src/thread_scratch.hpp"
#include "batch_input.hpp"
#include "errors.hpp"
#include "options.hpp"
#include "text.hpp"

namespace urikit::python {

/// Whether `in` may go to `op`: UTF-8 checked where the command would check it.
template <class Op>
urikit::result<void> utf8_for(const utf8_text& in) {
  if (Op::wants_utf8 && !in.checked) return validate_utf8(in.bytes);
  return {};
}

/// Runs `op` on one input, first checking UTF-8 where the command would.
template <class Op>
urikit::result<void> run_checked(const Op& op, const utf8_text& in, typename Op::value_type& out) {
  if (auto valid = utf8_for<Op>(in); !valid) return valid.error();
  return op.run(in.bytes, out);
}

/// The same for an operation that writes in place (Op::run_to()): the output's end at `at`.
template <class Op>
urikit::result<char*> run_checked_to(const Op& op, const utf8_text& in, char* at) {
  if (auto valid = utf8_for<Op>(in); !valid) return valid.error();
  return op.run_to(in.bytes, at);
}

/// The input's own str (a new reference) when the output is the same text, which is
/// common (most URLs are already normalized): no new object. Else nullptr.
inline PyObject* same_text(PyObject* source, const utf8_text& in, std::string_view out) {
  if (source == nullptr || !in.checked || in.bytes != out) return nullptr;
  Py_INCREF(source);
  return source;
}

/// urikit.f(text, ...): the value, or URIError.
template <class Op>
py::object call_one(const Op& op, py::handle text) {
  py::object keep;
  const utf8_text in = str_utf8(text, "text", keep);
  typename Op::value_type out{};
  if (auto done = run_checked(op, in, out); !done) raise_uri_error(done.error());
  if constexpr (std::is_same<typename Op::value_type, std::string>::value) {
    if (PyObject* same = same_text(text.ptr(), in, out)) return py::reinterpret_steal<py::object>(same);
  }
  return to_python(out);
}

/// urikit.batch.f(texts, ..., errors=...): one list, in input order, None for failures.
/// One call from Python; the library runs with the GIL released, over chunks of inputs
/// whose string outputs go into one arena, allocated once and reused from chunk to chunk
/// (it stays in cache, where one arena for a whole large batch would be fresh memory,
/// page-faulted in and given back at every call); between chunks, with the GIL held,
/// the chunk's outputs become the list's items.
template <class Op>
py::list call_many(const Op& op, py::handle texts, on_error mode) {
  using value_type = typename Op::value_type;
  constexpr bool string_output = std::is_same<value_type, std::string>::value;
  constexpr std::size_t chunk = 8192;
  const batch_input in(texts);
  const std::size_t n = in.size();

  struct slot {
    std::size_t begin = 0, end = 0;  // string outputs: their bytes in the arena
    urikit::error err{};
  };
  std::vector<slot> slots(std::min(n, chunk));
  std::string arena;
  std::vector<value_type> values(string_output ? 0 : std::min(n, chunk));
  py::list result(n);
  for (std::size_t first = 0; first < n; first += chunk) {
    const std::size_t count = std::min(chunk, n - first);
    std::size_t failed = count;  // the first failure in this chunk
    {
      py::gil_scoped_release unlocked;
      arena.clear();
      value_type scratch{};
      for (std::size_t k = 0; k < count; ++k) {
        value_type& out = string_output ? scratch : values[k];
        if constexpr (string_output) scratch.clear();  // an operation appends to an empty string
        slots[k].err = {};
        auto done = run_checked(op, in[first + k], out);
        if (!done) {
          slots[k].err = done.error();
          if (failed == count) failed = k;
          if (mode == on_error::raise) break;
          continue;
        }
        if constexpr (string_output) {
          slots[k].begin = arena.size();
          arena.append(scratch);
          slots[k].end = arena.size();
        }
      }
    }
    if (mode == on_error::raise && failed < count) {
      raise_uri_error(slots[failed].err, {-1, static_cast<long>(first + failed)});
    }
    for (std::size_t k = 0; k < count; ++k) {
      PyObject* item;
      if (slots[k].err.code != errc::ok) {
        item = Py_None;
        Py_INCREF(item);
      } else if constexpr (string_output) {
        const std::string_view out(arena.data() + slots[k].begin, slots[k].end - slots[k].begin);
        item = same_text(in.source(first + k), in[first + k], out);
        if (item == nullptr) item = new_str(out);
        if (item == nullptr) throw py::error_already_set();
      } else {
        item = to_python(values[k]).release().ptr();
      }
      PyList_SET_ITEM(result.ptr(), static_cast<Py_ssize_t>(first + k), item);
    }
  }
  return result;
}

/// Whether an operation declares `static constexpr bool single_line_outputs = true`: its
/// outputs never hold a CR or an LF (RFC 3986 text, a URI-reference or a key built of one;
/// TSV-escaped values), so call_many_lines() need not look for one.
template <class Op, class = void>
struct single_line_outputs : std::false_type {};
template <class Op>
struct single_line_outputs<Op, std::void_t<decltype(Op::single_line_outputs)>>
    : std::bool_constant<Op::single_line_outputs> {};

/// The output buffer of a batch call with output="lines": one a thread, shared by every
/// operation, kept from call to call up to 64 MiB (a fresh one would be page-faulted in at
/// every call, which costs more than writing it). Taken empty; given back, trimmed, when the
/// lease ends (after the copy into the bytes object, and on every way out). No Python code
/// runs while a call holds it.
class lines_lease {
 public:
  lines_lease() : buffer_(thread_buffer()) { buffer_.clear(); }
  ~lines_lease() {
    buffer_.clear();
    urikit::detail::free_if_larger(buffer_, std::size_t{64} << 20);
  }
  lines_lease(const lines_lease&) = delete;
  lines_lease& operator=(const lines_lease&) = delete;
  std::string& buffer() noexcept { return buffer_; }

 private:
  static std::string& thread_buffer() { return urikit::detail::thread_scratch<lines_lease>(); }
  std::string& buffer_;
};

/// Whether an operation can write its output in place (`run_to(input, char* at)`, with room
/// for input.size() + Op::room_slack bytes at `at`; its outputs single lines).
template <class Op, class = void>
struct writes_in_place : std::false_type {};
template <class Op>
struct writes_in_place<Op, std::void_t<decltype(Op::room_slack)>> : std::true_type {};

/// call_many_lines()'s loop for an operation that writes in place: each output straight
/// into `lines` (grown, never cut short, as it goes), no string of its own to copy. Returns
/// how many bytes it wrote; stops at the first failure when `mode` is raise.
template <class Op>
std::size_t write_lines_in_place(const Op& op, const batch_input& in, on_error mode, std::string& lines,
                                 std::size_t& failed, urikit::error& first_error) {
  static_assert(single_line_outputs<Op>::value, "outputs written in place are not checked for line breaks");
  const std::size_t n = in.size();
  std::size_t used = 0;
  lines.resize(in.total_bytes() + n + n / 8 + Op::room_slack);
  for (std::size_t i = 0; i < n; ++i) {
    const utf8_text& text = in[i];
    const std::size_t room = text.bytes.size() + Op::room_slack + 1;  // and the '\n'
    if (lines.size() - used < room) lines.resize(std::max(2 * lines.size(), used + room));
    const urikit::result<char*> end = run_checked_to(op, text, lines.data() + used);
    if (end) {
      used = static_cast<std::size_t>(*end - lines.data());
    } else {
      if (failed == n) {
        failed = i;
        first_error = end.error();
      }
      if (mode == on_error::raise) break;
    }
    lines[used++] = '\n';
  }
  return used;
}

inline bool holds_line_break(const std::string& s) noexcept {
  return !s.empty() &&
         (std::memchr(s.data(), '\n', s.size()) != nullptr || std::memchr(s.data(), '\r', s.size()) != nullptr);
}

/// urikit.batch.f(texts, ..., output="lines"), for operations whose outputs are str: the
/// outputs as one bytes object, each followed by "\n", in input order, an empty line for a
/// failed input (errors="none"). The outputs are written into one buffer sized once from the
/// inputs, with the GIL released, and copied into the bytes object: no str is made, which is
/// what costs the list form most when the outputs are new text (a blob's lines always are).
/// An output holding a line break (CR or LF: `decode` can give one) would break the framing,
/// and raises ValueError; the list form takes any output.
template <class Op>
py::bytes call_many_lines(const Op& op, py::handle texts, on_error mode) {
  static_assert(std::is_same<typename Op::value_type, std::string>::value, "str outputs only");
  const batch_input in(texts, batch_sources::not_needed);  // lines are new bytes, never an input's str
  const std::size_t n = in.size();
  lines_lease lease;
  std::string& lines = lease.buffer();
  std::size_t failed = n, broken = n;  // the first failure, the first output with a line break
  urikit::error first_error{};
  if constexpr (writes_in_place<Op>::value) {
    py::gil_scoped_release unlocked;
    lines.resize(write_lines_in_place(op, in, mode, lines, failed, first_error));
  } else {
    py::gil_scoped_release unlocked;
    lines.reserve(in.total_bytes() + n + n / 8);  // most outputs are no longer than their inputs
    std::string out;
    for (std::size_t i = 0; i < n; ++i) {
      out.clear();  // an operation appends to an empty string
      if (auto done = run_checked(op, in[i], out); !done) {
        if (failed == n) {
          failed = i;
          first_error = done.error();
        }
        if (mode == on_error::raise) break;
      } else if (!single_line_outputs<Op>::value && holds_line_break(out)) {
        broken = i;
        break;
      } else {
        lines.append(out);
      }
      lines.push_back('\n');
    }
  }
  if (mode == on_error::raise && failed < broken)
    raise_uri_error(first_error, {-1, static_cast<long>(failed)});
  if (broken < n)
    throw py::value_error("output " + std::to_string(broken) + " holds a line break; use output=\"list\"");
  return py::bytes(lines.data(), lines.size());
}

/// call_many() or call_many_lines(), as `output` names.
template <class Op>
py::object call_batch(const Op& op, py::handle texts, const std::string& errors, const std::string& output) {
  const on_error mode = on_error_named(errors);
  if (batch_output_named(output) == batch_output::lines) return call_many_lines(op, texts, mode);
  return call_many(op, texts, mode);
}

namespace detail {

// The default value of each parameter (the py::arg_v annotations), in order.
inline void collect_default(std::vector<py::object>& out, const py::arg_v& a) { out.push_back(a.value); }
template <class T>
void collect_default(std::vector<py::object>&, const T&) {}

// The fast path of urikit.<name>(text, ...): pybind11's argument handling costs more than
// normalizing a URL, so calls bypass it. A call with the text alone (most calls) goes
// straight to the operation with the default options, built once. A call with options
// reuses the operation of the previous call when its option objects are the same ones
// (a loop calling normalize(u, level="syntax") passes the same constant each time);
// otherwise the options go through pybind11 once (the `make` function, which returns the
// operation in a capsule) and the result is kept for the next call.
template <class Op>
struct fast_scalar {
  std::shared_ptr<const Op> default_op;
  py::object full;  // the pybind11 function: calls passing the text by keyword
  py::object make;  // (*options) -> capsule holding a std::shared_ptr<const Op>
  std::string doc;
  PyMethodDef method{};
  // The last call with options: its option objects (held), keyword names, and operation.
  std::vector<py::object> last_options;
  py::object last_kwnames;
  std::shared_ptr<const Op> last_op;

  const Op* op_for(PyObject* const* options, Py_ssize_t count, PyObject* kwnames) {
    bool same = last_op && static_cast<Py_ssize_t>(last_options.size()) == count && last_kwnames.ptr() == kwnames;
    for (Py_ssize_t i = 0; same && i < count; ++i) same = last_options[static_cast<std::size_t>(i)].ptr() == options[i];
    if (!same) {
      const std::size_t positional = static_cast<std::size_t>(count - (kwnames ? PyTuple_GET_SIZE(kwnames) : 0));
      PyObject* made = PyObject_Vectorcall(make.ptr(), options, positional, kwnames);
      if (made == nullptr) throw py::error_already_set();
      py::object capsule = py::reinterpret_steal<py::object>(made);
      last_op = *static_cast<std::shared_ptr<const Op>*>(PyCapsule_GetPointer(capsule.ptr(), nullptr));
      last_options.clear();
      for (Py_ssize_t i = 0; i < count; ++i) last_options.push_back(py::reinterpret_borrow<py::object>(options[i]));
      last_kwnames = py::reinterpret_borrow<py::object>(kwnames ? kwnames : Py_None);
      if (!kwnames) last_kwnames = py::object();
    }
    return last_op.get();
  }

  static PyObject* call(PyObject* self, PyObject* const* args, Py_ssize_t nargsf, PyObject* kwnames) {
    auto* state = static_cast<fast_scalar*>(PyCapsule_GetPointer(self, nullptr));
    if (state == nullptr) return nullptr;
    const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    try {
      if (nargs < 1) return PyObject_Vectorcall(state->full.ptr(), args, nargsf, kwnames);
      const Op* op = (nargs == 1 && nkw == 0) ? state->default_op.get() : state->op_for(args + 1, nargs - 1 + nkw, kwnames);
      return call_one(*op, args[0]).release().ptr();
    } catch (py::error_already_set& e) {
      e.restore();
    } catch (const py::builtin_exception& e) {
      e.set_error();
    } catch (const std::bad_alloc&) {
      PyErr_NoMemory();
    } catch (const std::exception& e) {
      PyErr_SetString(PyExc_RuntimeError, e.what());
    }
    return nullptr;
  }
};

template <class Op>
void def_fast_scalar(py::module_& m, const char* name, std::shared_ptr<const Op> default_op, py::object make) {
  py::object full = m.attr(name);
  // Module-lifetime objects: the capsule owns the state, the function holds the capsule.
  auto* state = new fast_scalar<Op>{std::move(default_op), full, std::move(make), py::str(full.attr("__doc__")),
                                    {}, {}, {}, {}};
  py::capsule owner(state, [](void* p) { delete static_cast<fast_scalar<Op>*>(p); });
  state->method.ml_name = name;
  state->method.ml_meth = reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&fast_scalar<Op>::call));
  state->method.ml_flags = METH_FASTCALL | METH_KEYWORDS;
  state->method.ml_doc = state->doc.c_str();
  PyObject* f = PyCFunction_NewEx(&state->method, owner.ptr(), m.attr("__name__").ptr());
  if (f == nullptr) throw py::error_already_set();
  m.attr(name) = py::reinterpret_steal<py::object>(f);
}

template <class F>
struct factory_traits : factory_traits<decltype(&F::operator())> {};

template <class C, class Op, class... Args>
struct factory_traits<Op (C::*)(Args...) const> {
  template <class Factory, std::size_t... I>
  static Op make_default(const Factory& make, const std::vector<py::object>& defaults, std::index_sequence<I...>) {
    return make(defaults[I].template cast<std::decay_t<Args>>()...);
  }

  template <class Factory, class... Extra>
  static void def(py::module_& m, py::module_& batch, const char* name, const char* doc, Factory make,
                  const Extra&... extra) {
    m.def(
        name, [make](py::handle text, Args... args) { return call_one(make(args...), text); }, doc,
        py::arg("text"), extra...);
    if constexpr (std::is_same<typename Op::value_type, std::string>::value) {  // str outputs
      batch.def(
          name,
          [make](py::handle texts, Args... args, const std::string& errors, const std::string& output) {
            return call_batch(make(args...), texts, errors, output);
          },
          doc, py::arg("texts"), extra..., py::arg("errors") = "none", py::arg("output") = "list");
    } else {
      batch.def(
          name,
          [make](py::handle texts, Args... args, const std::string& errors) {
            return call_many(make(args...), texts, on_error_named(errors));
          },
          doc, py::arg("texts"), extra..., py::arg("errors") = "none");
    }
    // The options alone, for the fast path: (*options) -> the operation, in a capsule.
    py::cpp_function make_op(
        [make](Args... args) {
          auto* op = new std::shared_ptr<const Op>(std::make_shared<const Op>(make(args...)));
          return py::capsule(op, [](void* p) { delete static_cast<std::shared_ptr<const Op>*>(p); });
        },
        py::name(name), extra...);
    std::vector<py::object> defaults;
    (collect_default(defaults, extra), ...);
    if (defaults.size() == sizeof...(Args)) {
      auto default_op = std::make_shared<const Op>(make_default(make, defaults, std::index_sequence_for<Args...>{}));
      def_fast_scalar<Op>(m, name, std::move(default_op), std::move(make_op));
    }
  }
};

}  // namespace detail

/// Binds an operation as urikit.<name> and urikit.batch.<name> (see the top of this file).
/// `extra` names the factory's parameters (py::arg, py::kw_only).
template <class Factory, class... Extra>
void def_operation(py::module_& m, const char* name, const char* doc, Factory make, const Extra&... extra) {
  py::module_ batch = m.attr("batch");
  detail::factory_traits<Factory>::def(m, batch, name, doc, std::move(make), extra...);
}

/// The registration functions of the ops_*.cpp files, called by module.cpp.
void def_rfc3986_operations(py::module_& m);
void def_encoding_operations(py::module_& m);
void def_iri_operations(py::module_& m);
void def_file_path_operations(py::module_& m);
void def_web_url_type(py::module_& m);
void def_uri_type(py::module_& m);
void def_pair_operations(py::module_& m);
void def_dedup_shards(py::module_& m);
void def_builder_type(py::module_& m);
void def_crawl_operations(py::module_& m);
void def_surt_prefix_type(py::module_& m);
void def_public_suffix_type(py::module_& m);
void def_kernel_control(py::module_& m);

}  // namespace urikit::python

#endif
