// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// result is [[nodiscard]]: dropping a setter's result is diagnosed (issue: `u.set_port("80a");`
// failed silently).
#include <urikit/uri.hpp>

int main() {
  urikit::uri u;
#ifdef URIKIT_MISUSE
  u.set_port("80a");
#else
  if (!u.set_port("80a")) return 1;
#endif
  return 0;
}
