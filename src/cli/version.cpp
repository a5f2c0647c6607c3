// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "version.hpp"

#include <unicode/uchar.h>
#include <unicode/uversion.h>
#include <urikit/config.hpp>

namespace urikit::cli {
namespace {

std::string icu_version_string(void (*get)(UVersionInfo)) {
  UVersionInfo v;
  get(v);
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(v, text);
  return text;
}

}  // namespace

std::string version_text() {
  std::string s = "urikit " + std::to_string(URIKIT_VERSION_MAJOR) + "." + std::to_string(URIKIT_VERSION_MINOR) +
                  "." + std::to_string(URIKIT_VERSION_PATCH) + "\n";
  // The SIMD kernel in use is not shown: the library has no public call that names it yet
  // (it belongs here, as "kernel NAME", when it has).
  // The ICU the process runs with (the library's: one soname), not the headers built against.
  s += "ICU " + icu_version_string(u_getVersion) + " (Unicode " + icu_version_string(u_getUnicodeVersion) + ")\n";
  return s;
}

}  // namespace urikit::cli
