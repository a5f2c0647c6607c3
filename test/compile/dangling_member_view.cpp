// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// uri::string(), str() and view() are [[clang::lifetimebound]]: keeping one of a temporary
// uri is diagnosed by clang (-Wdangling).
#include <string_view>

#include <urikit/uri.hpp>

urikit::uri make();

int main() {
#ifdef URIKIT_MISUSE
  std::string_view text = make().string();
#else
  urikit::uri u = make();
  std::string_view text = u.string();
#endif
  return text.empty() ? 0 : 1;
}
