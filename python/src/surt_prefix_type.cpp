// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: urikit.SurtPrefixSet, SURT-prefix matching (surt_prefix_set.hpp): scope or
// block rules given as SURT prefixes, and for each key whether one covers it, by one binary
// search a key over the sorted, prefix-free table (no loop over the rules).
#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#if __has_include(<urikit/surt_prefix_set.hpp>)
#include <urikit/surt_prefix_set.hpp>

#include "batch_input.hpp"
#include "operation.hpp"

namespace urikit::python {

void def_surt_prefix_type(py::module_& m) {
  using namespace pybind11::literals;
  py::class_<surt_prefix_set> c(m, "SurtPrefixSet",
                                "SURT prefixes (scope or block rules, e.g. \"com,example,\" or\n"
                                "\"http://(org,archive,\"): whether a key starts with one of them. Prefixes that\n"
                                "another one covers are dropped; a key is then one binary search.");
  c.def(py::init([](py::handle prefixes) {
          const batch_input in(prefixes);  // any iterable of str, or a bytes blob of lines
          std::vector<std::string_view> views;
          views.reserve(in.size());
          for (std::size_t i = 0; i < in.size(); ++i) views.push_back(in[i].bytes);  // matched as bytes
          py::gil_scoped_release unlocked;
          return surt_prefix_set(views);  // copies the prefixes
        }),
        "prefixes"_a);
  c.def(
      "find",
      [](const surt_prefix_set& s, py::handle key) -> py::object {
        py::object keep;
        const auto found = s.find(str_utf8(key, "key", keep).bytes);
        return found ? to_python(std::string(*found)) : py::none();
      },
      "key"_a, "The prefix of the set that `key` starts with, or None.");
  c.def(
      "covers",
      [](const surt_prefix_set& s, py::handle key) {
        py::object keep;
        return s.covers(str_utf8(key, "key", keep).bytes);
      },
      "key"_a, "Whether `key` starts with a prefix of the set (an empty prefix covers every key).");
  c.def("__contains__", [](const surt_prefix_set& s, py::handle key) {
    py::object keep;
    return s.covers(str_utf8(key, "key", keep).bytes);
  });
  c.def("__len__", &surt_prefix_set::size, "How many prefixes remain once the covered ones are dropped.");
  c.def(
      "covers_all",
      [](const surt_prefix_set& s, py::handle keys) {
        const batch_input in(keys);
        std::vector<char> covered(in.size());
        {
          py::gil_scoped_release unlocked;
          for (std::size_t i = 0; i < in.size(); ++i) covered[i] = s.covers(in[i].bytes);
        }
        py::list out(in.size());
        for (std::size_t i = 0; i < in.size(); ++i) {
          PyObject* b = covered[i] ? Py_True : Py_False;
          Py_INCREF(b);
          PyList_SET_ITEM(out.ptr(), static_cast<Py_ssize_t>(i), b);
        }
        return out;
      },
      "keys"_a,
      "covers() of each key of a list (or of each line of a bytes blob), in one call with the GIL\n"
      "released: a list of bool.");
}

}  // namespace urikit::python

#else

namespace urikit::python {
void def_surt_prefix_type(py::module_&) {}
}  // namespace urikit::python

#endif
