// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: urikit.PublicSuffixList, public_suffix_list of public_suffix.hpp: a domain's
// public suffix and registrable domain by the ICANN section or by both sections, and the
// list's version. Built with the module's Public Suffix List part (libpsl).
#include <pybind11/pybind11.h>

#ifdef URIKIT_PYTHON_WITH_PSL
#include "public_suffix_type.hpp"

#include <utility>

#include "operation.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

/// sections=: "icann" (the ICANN section alone, the `public_suffix` and
/// `registrable_domain` of host_parts()) or "icann_and_private" (both, as browsers read the
/// list: its `private_suffix` and `private_domain`).
psl_sections sections_named(const std::string& name) {
  if (name == "icann") return psl_sections::icann;
  if (name == "icann_and_private") return psl_sections::icann_and_private;
  throw py::value_error("unknown sections '" + name + "' (one of: icann icann_and_private)");
}

loaded_suffix_list load_list(const std::optional<std::string>& path) {
  // The standard list lives as long as the library: shared without an owner.
  if (!path) return {std::shared_ptr<const public_suffix_list>(std::shared_ptr<void>(), &public_suffix_list::standard()),
                     std::nullopt};
  std::shared_ptr<const public_suffix_list> list;
  {
    py::gil_scoped_release unlocked;  // reading and indexing the file
    auto loaded = public_suffix_list::load(*path);
    if (loaded) list = std::move(*loaded);
  }
  if (!list) throw py::value_error("cannot read " + *path + " as a public suffix list");
  return {std::move(list), path};
}

/// A str, bytes or os.PathLike path as the file system's text, made absolute, so that a
/// list pickled by its path names the same file in a process with another directory.
std::string path_text(py::handle path) {
  py::module_ os = py::module_::import("os");
  return os.attr("path").attr("abspath")(os.attr("fsdecode")(path)).cast<std::string>();
}

py::object part_or_none(const std::optional<std::string_view>& part) {
  return part ? to_python(std::string(*part)) : py::none();
}

/// The domain argument as UTF-8 (the list matches A-labels and UTF-8 alike).
std::string domain_bytes(py::handle domain) {
  py::object keep;
  return std::string(str_utf8(domain, "domain", keep).bytes);
}

}  // namespace

std::shared_ptr<const public_suffix_list> suffix_list_argument(py::handle psl) {
  if (psl.is_none()) return nullptr;
  if (py::isinstance<loaded_suffix_list>(psl)) return psl.cast<const loaded_suffix_list&>().list;
  if (!PyUnicode_Check(psl.ptr()) && !PyBytes_Check(psl.ptr()) && !PyObject_HasAttrString(psl.ptr(), "__fspath__"))
    throw py::type_error("psl: a path (str, bytes or os.PathLike) or a PublicSuffixList");
  return load_list(path_text(psl)).list;
}

void def_public_suffix_type(py::module_& m) {
  py::class_<loaded_suffix_list>(m, "PublicSuffixList",
                                 "A copy of the Public Suffix List: PublicSuffixList() is the one urikit uses by\n"
                                 "default (the newer of libpsl's built-in data and the distribution's file);\n"
                                 "PublicSuffixList(path) reads a public_suffix_list.dat file (ValueError when it\n"
                                 "cannot be read as one). host_parts(url, psl=...) takes either.")
      .def(py::init([](py::handle path) {
             if (path.is_none()) return load_list(std::nullopt);
             return load_list(path_text(path));
           }),
           "path"_a = py::none())
      .def(
          "public_suffix",
          [](const loaded_suffix_list& l, py::handle domain, const std::string& sections) {
            const std::string d = domain_bytes(domain);
            return part_or_none(l.list->public_suffix(d, sections_named(sections)));
          },
          "domain"_a, py::kw_only(), "sections"_a = "icann",
          "The public suffix of a lower-case domain (A-labels or UTF-8): a suffix of it, the\n"
          "list's \"*\" rule included (an unlisted TLD is a public suffix). None for an empty\n"
          "domain or one starting with '.'.")
      .def(
          "registrable_domain",
          [](const loaded_suffix_list& l, py::handle domain, const std::string& sections) {
            const std::string d = domain_bytes(domain);
            return part_or_none(l.list->registrable_domain(d, sections_named(sections)));
          },
          "domain"_a, py::kw_only(), "sections"_a = "icann",
          "The public suffix and one label more, a suffix of the domain; None when the domain\n"
          "is a public suffix itself (or empty, or starts with '.').")
      .def_property_readonly(
          "description", [](const loaded_suffix_list& l) { return l.list->description(); },
          "Which list this is (its source and version), as `urikit --version` names the default.")
      .def_property_readonly(
          "path", [](const loaded_suffix_list& l) -> py::object { return l.path ? py::cast(*l.path) : py::none(); },
          "The file it was read from; None for the default list.")
      .def("__repr__",
           [](const loaded_suffix_list& l) {
             return l.path ? "PublicSuffixList(" + py::repr(py::str(*l.path)).cast<std::string>() + ")"
                           : std::string("PublicSuffixList()");
           })
      // By its file: a worker that unpickles it reads the file again (or takes the default).
      .def(py::pickle([](const loaded_suffix_list& l) { return py::make_tuple(l.path ? py::cast(*l.path) : py::none()); },
                      [](const py::tuple& state) {
                        return load_list(state[0].is_none() ? std::nullopt
                                                            : std::optional<std::string>(state[0].cast<std::string>()));
                      }));
}

}  // namespace urikit::python

#else

namespace urikit::python {
void def_public_suffix_type(pybind11::module_&) {}  // a module built without libpsl
}  // namespace urikit::python

#endif
