// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: scheme-based normalization rules (RFC 3986 §6.2.3), per scheme.
#ifndef URIKIT_SCHEME_REGISTRY_HPP
#define URIKIT_SCHEME_REGISTRY_HPP

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

/// What scheme-based normalization knows about one scheme.
struct scheme_rules {
  /// The port that may be omitted (compared by value: ":080" is 80).
  std::optional<std::uint16_t> default_port;
  /// With an authority, an empty path is "/" (RFC 9110 §4.2.3 for http and https).
  bool empty_path_is_root = false;
};

/// Built in: http 80, https 443, ws 80, wss 443, ftp 21, all with empty_path_is_root.
/// Every other scheme gets only what RFC 3986 §6.2.3 says of every scheme: an empty port
/// and its ':' are removed, and leading zeros of a port with a 16-bit value are dropped.
///
/// Lookups are case-insensitive. Thread-safety: lookups are safe from any number of threads;
/// register_scheme must not run concurrently with normalization (register at start-up).
class URIKIT_API scheme_registry {
 public:
  /// The registry with the built-in schemes.
  scheme_registry();
  /// The rules of `scheme`, or nullopt when it is unknown. Cannot fail; allocates nothing.
  std::optional<scheme_rules> find(std::string_view scheme) const noexcept;
  /// The same as a pointer into the registry (nullptr when unknown), valid until the next
  /// register_scheme(): the form hot loops use. Cannot fail; allocates nothing.
  const scheme_rules* find_rules(std::string_view scheme) const noexcept;
  /// Adds or replaces a scheme's rules. The name must be a valid scheme (§3.1).
  result<void> register_scheme(std::string_view scheme, scheme_rules rules);

  /// The registry used when options name none.
  static scheme_registry& global() noexcept;

 private:
  static constexpr int capacity = 64;
  struct entry {
    char name[32];
    unsigned char length;
    scheme_rules rules;
  };
  entry entries_[capacity];
  int count_ = 0;
};

}  // namespace urikit

#endif  // URIKIT_SCHEME_REGISTRY_HPP
