// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "version.hpp"

#include <unicode/uchar.h>
#include <unicode/uversion.h>
#include <urikit/config.hpp>
#include <urikit/kernel.hpp>
#include <urikit/normalize.hpp>
#ifdef URIKIT_WITH_PSL
#include <urikit/public_suffix.hpp>
#endif

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
  // The SIMD kernel the library chose for this CPU, or the one URIKIT_KERNEL forced.
  s += std::string("kernel ") + kernel_name(active_kernel()) + "\n";
  // The ICU the process runs with (the library's: one soname), not the headers built against.
  s += "ICU " + icu_version_string(u_getVersion) + " (Unicode " + icu_version_string(u_getUnicodeVersion) + ")\n";
  // The list behind normalize --remove-tracking (data/tracking_params/).
  s += "tracking parameters " + std::string(tracking_params_version()) + "\n";
#ifdef URIKIT_WITH_PSL
  // The list host-parts splits by when --psl is not given: its file and date, or libpsl's.
  s += "public suffix list " + public_suffix_list::standard().description() + "\n";
#endif
  return s;
}

}  // namespace urikit::cli
