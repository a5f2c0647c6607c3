# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# vcpkg overlay port of urikit. It builds the checkout it sits in:
#   vcpkg install urikit[cli,psl] --overlay-ports=<checkout>/packaging/vcpkg
# For a registry, replace the SOURCE_PATH line with the release archive:
#   vcpkg_from_github(OUT_SOURCE_PATH SOURCE_PATH REPO urikit/urikit REF "v${VERSION}"
#                     SHA512 <sha512 of the archive> HEAD_REF main)
# test/install/vcpkg_port_test.cmake runs this file with stand-ins for the vcpkg functions.
get_filename_component(SOURCE_PATH "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)

vcpkg_check_features(OUT_FEATURE_OPTIONS FEATURE_OPTIONS
  FEATURES
    cli URIKIT_BUILD_CLI
    psl URIKIT_WITH_PSL
)

# One kind of library per triplet, as vcpkg wants.
if(VCPKG_LIBRARY_LINKAGE STREQUAL "dynamic")
  set(URIKIT_SHARED ON)
  set(URIKIT_STATIC OFF)
else()
  set(URIKIT_SHARED OFF)
  set(URIKIT_STATIC ON)
endif()

vcpkg_cmake_configure(
  SOURCE_PATH "${SOURCE_PATH}"
  OPTIONS
    ${FEATURE_OPTIONS}
    -DURIKIT_BUILD_SHARED=${URIKIT_SHARED}
    -DURIKIT_BUILD_STATIC=${URIKIT_STATIC}
    -DURIKIT_BUILD_TESTS=OFF
    -DURIKIT_BUILD_BENCH=OFF
    -DURIKIT_BUILD_FUZZ=OFF
    -DURIKIT_BUILD_PYTHON=OFF
    -DURIKIT_INSTALL=ON
    -DURIKIT_INSTALL_CMAKEDIR=share/urikit
)
vcpkg_cmake_install()
vcpkg_cmake_config_fixup(PACKAGE_NAME urikit CONFIG_PATH share/urikit)
vcpkg_fixup_pkgconfig()

if("cli" IN_LIST FEATURES)
  vcpkg_copy_tools(TOOL_NAMES urikit AUTO_CLEAN)
endif()

# vcpkg keeps one copy of the headers and the licence (share/urikit/copyright).
file(REMOVE_RECURSE
  "${CURRENT_PACKAGES_DIR}/debug/include"
  "${CURRENT_PACKAGES_DIR}/debug/share"
  "${CURRENT_PACKAGES_DIR}/share/doc")
file(INSTALL "${CMAKE_CURRENT_LIST_DIR}/usage" DESTINATION "${CURRENT_PACKAGES_DIR}/share/${PORT}")
vcpkg_install_copyright(FILE_LIST "${SOURCE_PATH}/LICENSE-APACHE" "${SOURCE_PATH}/LICENSE-MIT")
