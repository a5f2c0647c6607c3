// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: host parts by the Public Suffix List (https://publicsuffix.org/): public suffix,
// registrable domain, TLD, reversed host. A component of its own, urikit::psl (library
// urikit_psl), built when libpsl is found: the core library does not depend on libpsl.
#ifndef URIKIT_PUBLIC_SUFFIX_HPP
#define URIKIT_PUBLIC_SUFFIX_HPP

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

/// Which sections of the list a question uses.
enum class psl_sections {
  icann,              ///< the ICANN section only ("public suffix" in the strict sense)
  icann_and_private,  ///< both, as browsers use it (blogspot.com, github.io, ...)
};

class public_suffix_list;
struct host_parts_view;
URIKIT_API result<host_parts_view> split_host_into(std::string& storage, std::string_view url,
                                                  const public_suffix_list* list);

/// A loaded copy of the list. Thread-safe to share once made.
class URIKIT_API public_suffix_list {
 public:
  /// The list urikit uses by default: the newer of libpsl's built-in data and the
  /// distribution's file (Debian: the `publicsuffix` package), as psl_latest() picks.
  static const public_suffix_list& standard();
  /// A list read from a `public_suffix_list.dat` file (the list's own format); fails with
  /// errc::invalid_argument when the file cannot be read as one.
  static result<std::shared_ptr<const public_suffix_list>> load(const std::string& path);

  /// The public suffix of a lower-case domain (A-labels or UTF-8), a suffix of it (the
  /// list's "*" rule included: an unlisted TLD is a public suffix). nullopt for an empty
  /// domain or one starting with '.'.
  std::optional<std::string_view> public_suffix(std::string_view domain, psl_sections sections) const;
  /// The registrable domain: the public suffix and one label more, a suffix of `domain`;
  /// nullopt when the domain is a public suffix itself (or empty, or starts with '.').
  std::optional<std::string_view> registrable_domain(std::string_view domain, psl_sections sections) const;

  /// Where the data came from and which version, e.g. "libpsl 0.21.2, built-in data
  /// sha1 ... of 2023-02-09" or the file loaded.
  std::string description() const;

  ~public_suffix_list();
  public_suffix_list(const public_suffix_list&) = delete;
  public_suffix_list& operator=(const public_suffix_list&) = delete;

 private:
  friend result<host_parts_view> split_host_into(std::string& storage, std::string_view url,
                                                 const public_suffix_list* list);
  struct state;
  explicit public_suffix_list(std::unique_ptr<state> s) noexcept;
  std::unique_ptr<state> state_;
};

/// What kind of host a URL has.
enum class host_kind { none, ipv4, ipv6, domain, opaque };

/// The parts of a URL's host (cli-contract.md, `host-parts`).
struct host_parts {
  std::string host;          ///< as href() writes it: lower case, A-labels
  std::string host_unicode;  ///< A-labels shown as Unicode where UTS #46 allows
  host_kind kind = host_kind::none;
  std::optional<std::string> public_suffix;       ///< ICANN section
  std::optional<std::string> registrable_domain;  ///< ICANN section
  std::optional<std::string> private_suffix;      ///< ICANN and PRIVATE sections
  std::optional<std::string> private_domain;      ///< ICANN and PRIVATE sections
  std::optional<std::string> tld;                 ///< the last label; none for IP hosts
  std::optional<std::string> reversed_host;       ///< "com.example.www"; none for IP hosts
};

/// The same parts as views, from split_host_into(): each is a view into the URL that was
/// split (the host as written, when it is already lower-case ASCII) or into the caller's
/// `storage` (what the call had to write: a lower-cased or converted host, the Unicode form
/// of an A-label host, the reversed host). Valid while both are alive and unchanged.
struct host_parts_view {
  std::string_view host;          ///< as href() writes it: lower case, A-labels
  std::string_view host_unicode;  ///< A-labels shown as Unicode where UTS #46 allows
  host_kind kind = host_kind::none;
  std::optional<std::string_view> public_suffix;       ///< ICANN section
  std::optional<std::string_view> registrable_domain;  ///< ICANN section
  std::optional<std::string_view> private_suffix;      ///< ICANN and PRIVATE sections
  std::optional<std::string_view> private_domain;      ///< ICANN and PRIVATE sections
  std::optional<std::string_view> tld;                 ///< the last label; none for IP hosts
  std::optional<std::string_view> reversed_host;       ///< "com.example.www"; none for IP hosts
};

/// The name of a host_kind as the command writes it ("ipv4", "ipv6", "domain", "opaque";
/// "" for none).
URIKIT_API std::string_view host_kind_name(host_kind kind) noexcept;

/// Reads `url` as href() does (no base) and splits its host by the list (standard() when
/// nullptr). Fails as href() fails (errc::not_a_url, ...). The PSL fields are set for
/// domain hosts only.
URIKIT_API result<host_parts> split_host(std::string_view url, const public_suffix_list* list = nullptr);

/// split_host() without its eight strings, for bulk work: the same parts, as views (see
/// host_parts_view). What has to be written is appended to `storage` (api-conventions.md's
/// `_into` rule: on failure `storage` is as it was; `url` must not point into `storage`). A
/// plain http(s) link (a host of at most 64 ASCII letters, digits, '-' and '.', no "xn--"
/// label; most links) skips the WHATWG reading and writes only its reversed host there, and
/// its host too when it has capitals: when `storage` has room for twice the host and 32
/// bytes more past its contents (160 bytes cover every such host), the call allocates
/// nothing. The Unicode form of a host is worked out (ICU) only when a label starts with
/// "xn--".
URIKIT_API result<host_parts_view> split_host_into(std::string& storage, std::string_view url,
                                                  const public_suffix_list* list = nullptr);

}  // namespace urikit

#endif  // URIKIT_PUBLIC_SUFFIX_HPP
