// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// result(from_call, make) makes the value from make()'s T in place: a make() that returns
// something else (here an int, which a std::vector<int> would take as its size) is refused.
#include <urikit/error.hpp>

#include <vector>

int main() {
#ifdef URIKIT_MISUSE
  urikit::result<std::vector<int>> r(urikit::from_call, [] { return 3; });
#else
  urikit::result<std::vector<int>> r(urikit::from_call, [] { return std::vector<int>(3); });
#endif
  return r.has_value() && r->size() == 3 ? 0 : 1;
}
