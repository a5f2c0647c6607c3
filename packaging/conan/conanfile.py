# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Conan 2 recipe for urikit, kept beside the code it builds.

    conan create packaging/conan --build=missing [-o urikit/*:shared=True] [-o urikit/*:with_cli=True]

The recipe exports the checkout it sits in (two folders up); the version is read from
include/urikit/config.hpp, as CMake reads it. test/install/conan_recipe_test.py checks it
without Conan (its options against CMakeLists.txt, the CMake variables it sets, what it
declares to consumers) and configures the project with those variables.
"""
import os
import re

from conan import ConanFile
from conan.tools.build import check_min_cppstd
from conan.tools.cmake import CMake, CMakeDeps, CMakeToolchain, cmake_layout
from conan.tools.files import copy, load, rmdir

required_conan_version = ">=2.0"


class UrikitConan(ConanFile):
    name = "urikit"
    description = ("RFC 3986 URI parsing, percent-encoding, normalization, comparison, "
                   "resolution and RFC 3987 IRIs")
    license = "Apache-2.0 OR MIT"
    url = "https://github.com/urikit/urikit"
    homepage = "https://github.com/urikit/urikit"
    topics = ("uri", "url", "rfc3986", "rfc3987", "iri", "percent-encoding", "normalization")
    package_type = "library"
    settings = "os", "arch", "compiler", "build_type"
    options = {"shared": [True, False], "fPIC": [True, False], "with_cli": [True, False]}
    default_options = {"shared": False, "fPIC": True, "with_cli": False}

    # What the library's build reads, from the project two folders up (docs/Doxyfile.in:
    # CMakeLists.txt configures it when Doxygen is installed).
    _exported = ("CMakeLists.txt", "cmake/*", "include/*", "src/*", "docs/Doxyfile.in", "LICENSE",
                 "LICENSE-APACHE", "LICENSE-MIT")

    def _project_root(self):
        return os.path.join(self.recipe_folder, os.pardir, os.pardir)

    def set_version(self):
        config = load(self, os.path.join(self._project_root(), "include", "urikit", "config.hpp"))
        parts = [re.search(r"#define URIKIT_VERSION_%s (\d+)" % part, config).group(1)
                 for part in ("MAJOR", "MINOR", "PATCH")]
        self.version = ".".join(parts)

    def export_sources(self):
        for pattern in self._exported:
            copy(self, pattern, src=self._project_root(), dst=self.export_sources_folder)

    def config_options(self):
        if self.settings.os == "Windows":
            del self.options.fPIC

    def configure(self):
        if self.options.shared:
            self.options.rm_safe("fPIC")

    def layout(self):
        cmake_layout(self)

    def requirements(self):
        self.requires("icu/[>=70]")
        if self.options.with_cli:
            # Header-only, for the command alone: not passed on to consumers.
            self.requires("cli11/[>=2.1]", visible=False)

    def validate(self):
        check_min_cppstd(self, 17)

    def generate(self):
        toolchain = CMakeToolchain(self)
        # One kind of library per package (BUILD_SHARED_LIBS comes from the shared option).
        toolchain.cache_variables["URIKIT_BUILD_SHARED"] = bool(self.options.shared)
        toolchain.cache_variables["URIKIT_BUILD_STATIC"] = not self.options.shared
        toolchain.cache_variables["URIKIT_BUILD_CLI"] = bool(self.options.with_cli)
        toolchain.cache_variables["URIKIT_BUILD_TESTS"] = False
        toolchain.cache_variables["URIKIT_BUILD_BENCH"] = False
        toolchain.cache_variables["URIKIT_BUILD_FUZZ"] = False
        toolchain.cache_variables["URIKIT_BUILD_PYTHON"] = False
        # Host parts (urikit::psl) need libpsl, which this recipe does not require: left out.
        toolchain.cache_variables["URIKIT_WITH_PSL"] = False
        toolchain.cache_variables["URIKIT_INSTALL"] = True
        toolchain.generate()
        CMakeDeps(self).generate()

    def build(self):
        cmake = CMake(self)
        cmake.configure()
        cmake.build()

    def package(self):
        copy(self, "LICENSE*", src=self.source_folder, dst=os.path.join(self.package_folder, "licenses"))
        cmake = CMake(self)
        cmake.install()
        # Consumers get Conan's generated CMake and pkg-config files instead.
        rmdir(self, os.path.join(self.package_folder, "lib", "cmake"))
        rmdir(self, os.path.join(self.package_folder, "lib", "pkgconfig"))
        rmdir(self, os.path.join(self.package_folder, "share"))

    def package_info(self):
        self.cpp_info.set_property("cmake_file_name", "urikit")
        self.cpp_info.set_property("cmake_target_name", "urikit::urikit")
        if not self.options.shared:
            # The name the project's own package gives the static library, too.
            self.cpp_info.set_property("cmake_target_aliases", ["urikit::urikit_static"])
        self.cpp_info.set_property("pkg_config_name", "urikit")
        # Both parts: the ICU part (IDNA, IRIs, href, charsets, the C API) first, then the
        # core it links (the project's own package splits them: urikit::urikit, urikit::icu).
        self.cpp_info.libs = ["urikit_icu", "urikit"]
        self.cpp_info.requires = ["icu::icu-uc", "icu::icu-i18n"]
        if not self.options.shared:
            self.cpp_info.defines = ["URIKIT_STATIC"]
            if self.settings.os in ("Linux", "FreeBSD"):
                self.cpp_info.system_libs = ["m"]
        # With with_cli, bin/urikit: Conan's run environment puts bindirs (bin) on PATH.
