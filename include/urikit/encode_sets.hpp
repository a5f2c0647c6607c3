// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: the named encode sets, one table shared by C++, the C API and the CLI.
//
// The rows are in encode_set_list.h. Each gives the set's name (the CLI's `--set`), its
// value in the C API (`URIKIT_SET_*`), its charset and its param_style (form: a space is
// written '+').
#ifndef URIKIT_ENCODE_SETS_HPP
#define URIKIT_ENCODE_SETS_HPP

#include <cstddef>
#include <string_view>

#include <urikit/charset.hpp>
#include <urikit/encode_set_list.h>
#include <urikit/pct.hpp>

namespace urikit {

/// One named encode set: what stays unencoded when percent-encoding for one purpose.
struct encode_set {
  std::string_view name;  ///< stable kebab-case name, the CLI's --set
  int c_value;            ///< the C API's URIKIT_SET_* value (its index in encode_sets)
  const charset* set;     ///< the octets that stay
  param_style style;      ///< form: a space is written '+' and read from '+' (WHATWG URL §5.2)
};

/// Every named encode set, in C value order.
inline constexpr encode_set encode_sets[] = {
#define URIKIT_ENCODE_SET_ROW(name, id, value, constant, plus) {name, value, &charsets::constant, plus != 0 ? param_style::form : param_style::plain},
    URIKIT_ENCODE_SETS(URIKIT_ENCODE_SET_ROW)
#undef URIKIT_ENCODE_SET_ROW
};
inline constexpr std::size_t encode_set_count = sizeof encode_sets / sizeof encode_sets[0];

/// The set named `name`, or nullptr.
constexpr const encode_set* find_encode_set(std::string_view name) noexcept {
  for (const auto& e : encode_sets)
    if (e.name == name) return &e;
  return nullptr;
}
/// The set of a C API value, or nullptr when out of range.
constexpr const encode_set* encode_set_of(int c_value) noexcept {
  return c_value >= 0 && static_cast<std::size_t>(c_value) < encode_set_count ? &encode_sets[c_value] : nullptr;
}

namespace detail {
constexpr bool encode_set_values_are_indexes() noexcept {
  for (std::size_t i = 0; i < encode_set_count; ++i)
    if (encode_sets[i].c_value != static_cast<int>(i)) return false;
  return true;
}
constexpr bool encode_set_names_are_unique() noexcept {
  for (std::size_t i = 0; i < encode_set_count; ++i)
    for (std::size_t j = i + 1; j < encode_set_count; ++j)
      if (encode_sets[i].name == encode_sets[j].name) return false;
  return true;
}
}  // namespace detail
static_assert(detail::encode_set_values_are_indexes(), "encode_set_list.h: C values must be 0, 1, 2, ... in row order");
static_assert(detail::encode_set_names_are_unique(), "encode_set_list.h: two rows share a name");

}  // namespace urikit

#endif  // URIKIT_ENCODE_SETS_HPP
