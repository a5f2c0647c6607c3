#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Checks packaging/conan/conanfile.py without Conan (no PyPI here): the recipe is imported
against stand-ins for the few conan modules it uses, and its methods are called as
`conan create` would, for every combination of its options:

- set_version() gives the version CMake's project() has;
- export_sources() exports a tree that CMake configures, with the cache variables that
  generate() sets (and BUILD_SHARED_LIBS, which Conan's toolchain sets from `shared`);
  every variable is an option of CMakeLists.txt, every URIKIT_BUILD_* option is decided,
  and the configured cache builds the kind of library asked for, the command only with
  with_cli;
- requirements(): ICU always, CLI11 only with with_cli and not passed on;
- package_info(): the names the project's own CMake and pkg-config packages use.

Not covered: Conan itself, the ICU and CLI11 recipes, the build, package() and Conan's
generated files. Usage: conan_recipe_test.py SOURCE_DIR WORKDIR PROJECT_VERSION CMAKE GENERATOR
"""
import fnmatch
import importlib.util
import itertools
import os
import re
import shutil
import subprocess
import sys
import types

source_dir, work_dir, project_version, cmake, generator = sys.argv[1:6]
failures = []


def fail(message):
    failures.append(message)
    print("FAIL:", message)


# ---------------------------------------------------------------- stand-ins for conan
class Settings(dict):
    def __getattr__(self, name):
        return self[name]


class Options:
    def __init__(self, values):
        self.__dict__["_values"] = dict(values)

    def __getattr__(self, name):
        if name not in self._values:
            raise AttributeError(name)
        return self._values[name]

    def __setattr__(self, name, value):
        self._values[name] = value

    def __delattr__(self, name):
        del self._values[name]

    def rm_safe(self, name):
        self._values.pop(name, None)


class CppInfo:
    def __init__(self):
        self.properties = {}
        self.libs = []
        self.requires = []
        self.defines = []
        self.system_libs = []

    def set_property(self, name, value):
        self.properties[name] = value


class BuildEnvInfo:
    def __init__(self):
        self.paths = []

    def prepend_path(self, name, value):
        self.paths.append((name, value))


class ConanFile:
    def __init__(self, recipe_folder, options, os_name="Linux"):
        self.recipe_folder = recipe_folder
        self.settings = Settings(os=os_name, arch="x86_64", compiler="gcc", build_type="Release")
        self.options = Options(options)
        self.requirements_made = []
        self.cpp_info = CppInfo()
        self.buildenv_info = BuildEnvInfo()
        self.toolchain_cache_variables = None
        self.version = None

    def requires(self, reference, **traits):
        self.requirements_made.append((reference, traits))


class CMakeToolchain:
    def __init__(self, conanfile):
        self._conanfile = conanfile
        self.cache_variables = {}
        self.variables = {}

    def generate(self):
        if self.variables:
            fail("CMakeToolchain.variables set (they are not cache variables): %s" % self.variables)
        self._conanfile.toolchain_cache_variables = dict(self.cache_variables)


class CMakeDeps:
    def __init__(self, conanfile):
        pass

    def generate(self):
        pass


def conan_copy(conanfile, pattern, src, dst, **kwargs):
    """conan.tools.files.copy: fnmatch on paths relative to src ('*' crosses folders)."""
    copied = []
    for root, _, files in os.walk(src):
        for name in files:
            relative = os.path.relpath(os.path.join(root, name), src)
            if relative.startswith(".git" + os.sep) or relative.startswith("build"):
                continue
            if fnmatch.fnmatch(relative, pattern):
                os.makedirs(os.path.join(dst, os.path.dirname(relative)), exist_ok=True)
                shutil.copy2(os.path.join(root, name), os.path.join(dst, relative))
                copied.append(relative)
    return copied


def conan_load(conanfile, path, **kwargs):
    with open(path, encoding="utf-8") as f:
        return f.read()


def module(name, **attributes):
    m = types.ModuleType(name)
    m.__dict__.update(attributes)
    sys.modules[name] = m
    return m


module("conan", ConanFile=ConanFile)
module("conan.tools")
module("conan.tools.build", check_min_cppstd=lambda conanfile, version: conanfile.__dict__.setdefault("cppstd", version))
module("conan.tools.cmake", CMake=object, CMakeDeps=CMakeDeps, CMakeToolchain=CMakeToolchain,
       cmake_layout=lambda conanfile: None)
module("conan.tools.files", copy=conan_copy, load=conan_load, rmdir=lambda conanfile, path: None)

recipe_folder = os.path.join(source_dir, "packaging", "conan")
spec = importlib.util.spec_from_file_location("urikit_conanfile", os.path.join(recipe_folder, "conanfile.py"))
recipe_module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(recipe_module)
Recipe = recipe_module.UrikitConan

# ---------------------------------------------------------------- what CMakeLists.txt offers
with open(os.path.join(source_dir, "CMakeLists.txt"), encoding="utf-8") as f:
    cmakelists = f.read()
cmake_options = set(re.findall(r"^\s*option\((URIKIT_[A-Z_]+)", cmakelists, re.M))
cmake_cache_strings = set(re.findall(r"^\s*set\((URIKIT_[A-Z_]+) [^\n]*CACHE", cmakelists, re.M))
build_options = {o for o in cmake_options if o.startswith("URIKIT_BUILD_")}
if not build_options:
    fail("no URIKIT_BUILD_* option found in CMakeLists.txt")

# ---------------------------------------------------------------- the recipe's metadata
if Recipe.name != "urikit":
    fail("name %r" % Recipe.name)
if Recipe.license != "Apache-2.0 OR MIT":
    fail("license %r is not the project's (LICENSE)" % Recipe.license)
if set(Recipe.options) != set(Recipe.default_options):
    fail("options and default_options differ")

shutil.rmtree(work_dir, ignore_errors=True)
os.makedirs(work_dir)
export = os.path.join(work_dir, "export")

for shared, with_cli in itertools.product([False, True], [False, True]):
    label = "shared=%s with_cli=%s" % (shared, with_cli)
    options = dict(Recipe.default_options, shared=shared, with_cli=with_cli)
    recipe = Recipe(recipe_folder, options)

    recipe.set_version()
    if recipe.version != project_version:
        fail("%s: set_version() gives %s, CMake's project() %s" % (label, recipe.version, project_version))

    recipe.config_options()
    recipe.configure()
    if shared and hasattr(recipe.options, "fPIC"):
        fail("%s: fPIC kept for a shared library" % label)

    recipe.requirements()
    references = [r for r, _ in recipe.requirements_made]
    if not any(r.startswith("icu/") for r in references):
        fail("%s: no ICU requirement" % label)
    cli11 = [(r, t) for r, t in recipe.requirements_made if r.startswith("cli11/")]
    if with_cli != bool(cli11):
        fail("%s: CLI11 required: %s" % (label, bool(cli11)))
    if cli11 and cli11[0][1].get("visible", True):
        fail("%s: CLI11 is passed on to consumers" % label)

    recipe.validate()
    if getattr(recipe, "cppstd", None) != 17:
        fail("%s: validate() does not ask for C++17" % label)

    recipe.generate()
    variables = recipe.toolchain_cache_variables or {}
    unknown = {v for v in variables if v not in cmake_options | cmake_cache_strings}
    if unknown:
        fail("%s: cache variables CMakeLists.txt does not declare: %s" % (label, sorted(unknown)))
    undecided = build_options - set(variables)
    if undecided:
        fail("%s: the recipe leaves %s to CMake's defaults" % (label, sorted(undecided)))

    # The exported tree configures with those variables, as Conan's toolchain would pass them.
    shutil.rmtree(export, ignore_errors=True)
    recipe.export_sources_folder = export
    recipe.export_sources()
    build = os.path.join(work_dir, "build-%d%d" % (shared, with_cli))
    arguments = [cmake, "-S", export, "-B", build, "-G", generator, "-DCMAKE_BUILD_TYPE=Release",
                 "-DBUILD_SHARED_LIBS=%s" % ("ON" if shared else "OFF")]
    arguments += ["-D%s=%s" % (k, ("ON" if v else "OFF") if isinstance(v, bool) else v)
                  for k, v in sorted(variables.items())]
    run = subprocess.run(arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if run.returncode != 0:
        fail("%s: the exported sources do not configure:\n%s" % (label, run.stdout[-3000:]))
        continue
    unused = re.search(r"Manually-specified variables were not used by the project:(.*)", run.stdout, re.S)
    if unused and re.search(r"URIKIT_", unused.group(1)):
        fail("%s: variables the project does not read:%s" % (label, unused.group(1)))
    with open(os.path.join(build, "CMakeCache.txt"), encoding="utf-8") as f:
        cache = dict(re.findall(r"^([A-Za-z_0-9]+):[A-Z]+=(.*)$", f.read(), re.M))
    expected = {"URIKIT_BUILD_SHARED": "ON" if shared else "OFF",
                "URIKIT_BUILD_STATIC": "OFF" if shared else "ON",
                "URIKIT_BUILD_CLI": "ON" if with_cli else "OFF",
                "URIKIT_BUILD_TESTS": "OFF", "URIKIT_INSTALL": "ON"}
    for key, value in expected.items():
        if cache.get(key) != value:
            fail("%s: configured %s=%s, want %s" % (label, key, cache.get(key), value))

    recipe.package_info()
    info = recipe.cpp_info
    if info.properties.get("cmake_file_name") != "urikit":
        fail("%s: cmake_file_name %r (find_package(urikit))" % (label, info.properties.get("cmake_file_name")))
    if info.properties.get("cmake_target_name") != "urikit::urikit":
        fail("%s: cmake_target_name %r" % (label, info.properties.get("cmake_target_name")))
    if info.properties.get("pkg_config_name") != "urikit":
        fail("%s: pkg_config_name %r" % (label, info.properties.get("pkg_config_name")))
    if info.libs != ["urikit_icu", "urikit"]:
        fail("%s: libs %r (liburikit_icu, then the core liburikit it links)" % (label, info.libs))
    if sorted(info.requires) != ["icu::icu-i18n", "icu::icu-uc"]:
        fail("%s: requires %r, the library links ICU's uc and i18n" % (label, info.requires))
    if ("URIKIT_STATIC" in info.defines) == shared:
        fail("%s: URIKIT_STATIC defined: %s" % (label, "URIKIT_STATIC" in info.defines))
    print("ok:", label)

# The library's file name the recipe declares is the one CMake builds.
# (urikit_shared_library(TARGET OBJECTS OUTPUT_NAME) makes the shared ones.)
if (not re.search(r"OUTPUT_NAME urikit\b", cmakelists) or not re.search(r"OUTPUT_NAME urikit_icu\b", cmakelists)
        or "urikit_shared_library(urikit urikit_objects urikit)" not in cmakelists
        or "urikit_shared_library(urikit_icu urikit_icu_objects urikit_icu)" not in cmakelists):
    fail("CMakeLists.txt no longer builds liburikit and liburikit_icu under those names")

if failures:
    print("%d failed" % len(failures))
    sys.exit(1)
print("conan recipe: every option combination checked")
