// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: reference resolution (RFC 3986 §5.2) and its inverse.
#ifndef URIKIT_RESOLVE_HPP
#define URIKIT_RESOLVE_HPP

#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

struct resolve_options {
  /// false: a reference whose scheme equals the base's (case-insensitively) is read as if it
  /// had none, for backward compatibility (§5.2.2, "non-strict"; §5.4.2 "http:g").
  bool strict = true;
};

/// Resolves `reference` against `base` by §5.2.2 and appends the result to `out`
/// (docs/api-conventions.md). The base must have a scheme (§5.1), else errc::invalid_base;
/// its fragment is ignored (§5.2.1). Dot segments are removed literally as §5.2.4 says
/// ("%2E%2E" is not ".."). The result re-parses to the same shape: a path that would start
/// with "//" without an authority is written "/.//". On failure `out` is as it was. An
/// empty `out` (a reused buffer, cleared) is written in place, with no allocation once it
/// has grown; a non-empty one gets the result through a per-thread buffer.
URIKIT_API result<void> resolve_into(std::string& out, const uri_view& base, const uri_view& reference,
                                     const resolve_options& options = {});

/// A base prepared for resolving many references against it, such as the links of one
/// page: what resolve_into() works out about the base on every call (its directory, and
/// whether that holds a dot segment) is worked out once. Results equal resolve_into()'s.
/// Holds a view of the base: its text must outlive the resolver. Copyable; one resolver
/// may be used by several threads at once.
class URIKIT_API base_resolver {
 public:
  /// Cannot fail (a base without a scheme makes every resolve_into() fail as
  /// urikit::resolve_into() does, with errc::invalid_base).
  explicit base_resolver(const uri_view& base) noexcept;
  /// urikit::resolve_into(out, base(), reference, options).
  result<void> resolve_into(std::string& out, const uri_view& reference, const resolve_options& options = {}) const;
  const uri_view& base() const noexcept { return base_; }

 private:
  result<void> resolve_replacing(const uri_view& reference, std::string& out, const resolve_options& options) const;
  uri_view base_;
  std::size_t dir_begin_ = 0, dir_end_ = 0;  // the base path's directory, within its text
  bool dir_usable_ = false;                  // a scheme, an authority, a path, no dot segment
};

/// Parses base (as a URI) and reference (as a URI-reference), then resolves. A bad base
/// gives errc::invalid_base at offset 0 when it has no scheme, else its parse error.
URIKIT_API result<std::string> resolve(std::string_view base, std::string_view reference,
                                       const resolve_options& options = {});

/// The shortest reference r with resolve(base, r) == target, for a target URI (normalized
/// targets give the shortest forms; others still round-trip). Tries, in order: a fragment
/// alone, a query, a relative path, an absolute path, a network-path reference, and else
/// the target itself.
URIKIT_API result<std::string> relativize(std::string_view base, std::string_view target);

}  // namespace urikit

#endif  // URIKIT_RESOLVE_HPP
