// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: uri, an owning URI-reference that stays valid through every edit.
#ifndef URIKIT_URI_HPP
#define URIKIT_URI_HPP

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// How a component value passed to a setter is to be read.
enum class value_encoding : unsigned char {
  encoded,  ///< already percent-encoded: validated against the component's rule, kept as is
  decoded,  ///< plain text (UTF-8 or octets): whatever the component forbids is percent-encoded
};

/// One name/value pair of a query. `has_value` tells "a" (false) from "a=" (true).
struct query_param {
  std::string name;
  std::string value;
  bool has_value = true;
};

/// An owning URI-reference: one buffer and the offsets of its components.
///
/// Invariant: string() always parses as a URI-reference, with the components the getters
/// return. A setter that would break it changes nothing and returns the error; setters that
/// cannot fail say so. Paths that would be misread get a guard (RFC 3986 §3.3, §4.2): "/."
/// before a path starting with "//" when there is no authority, "./" before a first segment
/// holding ':' when there is neither scheme nor authority (and before the empty first
/// segment of a relative path, when segments are set), and "/" before a relative path when
/// an authority is set.
///
/// Every component has a setter and a remover. A setter takes the value either encoded
/// (validated against the component's ABNF rule, kept byte for byte) or decoded (plain text:
/// whatever the component does not allow is percent-encoded with upper-case hex). The scheme
/// and the port admit no percent-encoding at all (§3.1, §3.2.3), so their one setter serves
/// both. The path is never undefined (§3.3): removing it makes it empty.
///
/// \code
/// auto u = urikit::uri::parse("http://example.com").value();
/// u.set_path("/a b/c");                  // "http://example.com/a%20b/c"
/// u.insert_segment(1, "x/y");            // "http://example.com/a%20b/x%2Fy/c"
/// u.append_param("q", "1&2");            // "http://example.com/a%20b/x%2Fy/c?q=1%262"
/// u.remove_authority();                  // "http:/a%20b/x%2Fy/c?q=1%262"
/// \endcode
class URIKIT_API uri {
 public:
  /// The empty relative reference "".
  uri() noexcept;
  uri(const uri& other);
  uri(uri&& other) noexcept;
  uri& operator=(const uri& other);
  uri& operator=(uri&& other) noexcept;
  ~uri();

  /// Parses and copies `text`.
  static result<uri> parse(std::string_view text, grammar rule = grammar::uri_reference,
                           const parse_options& options = {});
  /// Copies a view's string.
  explicit uri(const uri_view& view);

  std::string_view string() const noexcept URIKIT_LIFETIMEBOUND { return buffer_; }
  const std::string& str() const noexcept URIKIT_LIFETIMEBOUND { return buffer_; }
  const uri_view& view() const noexcept URIKIT_LIFETIMEBOUND { return view_; }

  std::optional<std::string_view> scheme() const noexcept { return view_.scheme(); }
  std::optional<std::string_view> authority() const noexcept { return view_.authority(); }
  std::optional<std::string_view> userinfo() const noexcept { return view_.userinfo(); }
  std::optional<std::string_view> host() const noexcept { return view_.host(); }
  urikit::host_type host_type() const noexcept { return view_.host_type(); }
  std::optional<std::string_view> port() const noexcept { return view_.port(); }
  std::optional<std::uint16_t> port_number() const noexcept { return view_.port_number(); }
  std::string_view path() const noexcept { return view_.path(); }
  std::optional<std::string_view> query() const noexcept { return view_.query(); }
  std::optional<std::string_view> fragment() const noexcept { return view_.fragment(); }

  /// scheme (§3.1): ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), never encoded.
  result<void> set_scheme(std::string_view scheme);
  /// Removes the scheme; a first path segment holding ':' gets "./" in front.
  void remove_scheme();

  /// Sets the whole authority (§3.2): `[ userinfo "@" ] host [ ":" port ]`; "" is an empty
  /// authority ("file:///x"). Encoded: validated as it stands. Decoded: split at the last '@'
  /// (userinfo before it) and at a last ':' followed only by digits (the port; never inside
  /// "[...]", and not when the rest is an IPv6 address without brackets), then userinfo and
  /// host are encoded as set_userinfo and set_host do. Error offsets are into `authority`.
  result<void> set_authority(std::string_view authority, value_encoding how = value_encoding::decoded);
  /// Removes the whole authority (host, userinfo and port). An empty path stays empty; a path
  /// starting with "//" gets the "/." guard.
  void remove_authority();

  /// Sets the userinfo (§3.2.1), creating an empty-host authority when there is none.
  result<void> set_userinfo(std::string_view userinfo, value_encoding how = value_encoding::decoded);
  /// Removes the userinfo and its '@'. Cannot fail (beyond std::bad_alloc).
  void remove_userinfo();

  /// Sets the host (§3.2.2) and types it again, creating an authority when there is none.
  /// Encoded: a reg-name, an IPv4address or an IP-literal with its brackets. Decoded: IPv4 or
  /// IPv6 text (without brackets) becomes an address, anything else a reg-name with the
  /// characters it forbids percent-encoded.
  result<void> set_host(std::string_view host, value_encoding how = value_encoding::decoded);
  /// Makes the host empty ("file://h/x" -> "file:///x"); userinfo and port stay. The
  /// authority itself stays (use remove_authority to drop "//"). Cannot fail (beyond std::bad_alloc).
  void remove_host();

  /// port = *DIGIT (§3.2.3); creates an empty-host authority when there is none.
  result<void> set_port(std::string_view digits);
  /// Cannot fail (beyond std::bad_alloc).
  void set_port_number(std::uint16_t port);
  /// Removes the port and its ':'. Cannot fail (beyond std::bad_alloc).
  void remove_port();

  /// Sets the path (§3.3). Decoded: every character outside pchar and '/' is encoded, so '/'
  /// still separates segments (to put a '/' inside a segment, use set_segments).
  result<void> set_path(std::string_view path, value_encoding how = value_encoding::decoded);
  /// Makes the path empty (a path is never undefined, §3.3): "http://h/a" -> "http://h",
  /// "mailto:x" -> "mailto:". Cannot fail (beyond std::bad_alloc).
  void remove_path();

  /// Sets the query (§3.4); "" is an empty query ("a:?"), which is not the same as none.
  result<void> set_query(std::string_view query, value_encoding how = value_encoding::decoded);
  /// Removes the query and its '?'. Cannot fail (beyond std::bad_alloc).
  void remove_query();
  /// Sets the fragment (§3.5); "" is an empty fragment.
  result<void> set_fragment(std::string_view fragment, value_encoding how = value_encoding::decoded);
  /// Removes the fragment and its '#'. Cannot fail (beyond std::bad_alloc).
  void remove_fragment();

  // ---------------------------------------------------------------- path segments
  /// The path's segments, still encoded. "/a/b" gives {"a", "b"}; "a/b/" gives {"a", "b", ""};
  /// "" gives {}; "/" gives {""}. A guard the path carries so as not to be misread (§3.3,
  /// §4.2) is not a segment: without an authority, "/.//x" gives {"", "x"}, ".//x" gives
  /// {"", "x"} and "./a:b" gives {"a:b"}. Any other "." is a segment.
  std::vector<std::string_view> encoded_segments() const;
  /// The segments, percent-decoded (octets as they are, not checked as UTF-8).
  std::vector<std::string> segments() const;
  /// Replaces all segments; an absolute path stays absolute (with an authority, a path with
  /// segments is always absolute). Decoded segments are encoded with the segment set (pchar),
  /// so a '/' inside one becomes %2F; encoded ones are validated against pchar. The guards
  /// are added where needed, so encoded_segments() gives back what was set; an absolute path
  /// left with no segment becomes empty.
  result<void> set_segments(const std::vector<std::string_view>& segments,
                            value_encoding how = value_encoding::decoded);
  /// Inserts a segment before `index` (index == the number of segments appends).
  result<void> insert_segment(std::size_t index, std::string_view segment,
                              value_encoding how = value_encoding::decoded);
  /// Replaces the segment at `index`.
  result<void> replace_segment(std::size_t index, std::string_view segment,
                               value_encoding how = value_encoding::decoded);
  /// Removes the segment at `index`. For the three: an out-of-range index fails with
  /// errc::invalid_argument (offset: the index), a bad encoded segment with the offset of its
  /// first bad byte; on failure nothing changes.
  result<void> erase_segment(std::size_t index);

  // ---------------------------------------------------------------- query parameters
  /// The &-separated name/value pairs of the query, in order, duplicates kept, decoded by
  /// `style` (form: '+' is a space first). An undefined or empty query gives none; "a&&b"
  /// gives three pairs, the middle one with an empty name and no value.
  std::vector<query_param> params(param_style style = param_style::form) const;
  /// The pairs as written (still encoded); the value is nullopt for a pair without '='.
  std::vector<std::pair<std::string_view, std::optional<std::string_view>>> encoded_params() const;
  /// Appends name=value. Both are decoded text, encoded by `style`: plain with the
  /// query-param set (RFC 3986 query less "&=+;", a space as %20), form as
  /// application/x-www-form-urlencoded (a space as '+'). Defines the query if it was not.
  void append_param(std::string_view name, std::string_view value, param_style style = param_style::form);
  /// Replaces every pair whose decoded name is `name` by one pair name=value at the place of
  /// the first (or appends it); the other pairs keep their order and their bytes.
  void set_param(std::string_view name, std::string_view value, param_style style = param_style::form);
  /// Removes every pair whose decoded name is `name`; returns how many. The query stays
  /// defined ("?a=1" becomes "?").
  std::size_t erase_param(std::string_view name, param_style style = param_style::form);
  /// The decoded value of the first pair whose decoded name is `name`; nullopt when there is
  /// none. A pair without '=' gives "" ("?a" has a = "").
  std::optional<std::string> get_param(std::string_view name, param_style style = param_style::form) const;
  /// True when a pair's decoded name is `name`.
  bool has_param(std::string_view name, param_style style = param_style::form) const;
  /// Removes every pair for which `pred(const query_param&)` is true (the pair decoded by
  /// `style`); returns how many. The other pairs keep their order and their bytes; the
  /// query stays defined.
  template <class Predicate>
  std::size_t erase_params_if(Predicate pred, param_style style = param_style::form) {
    std::vector<bool> erase;
    std::size_t count = 0;
    for (const auto& p : params(style)) {
      erase.push_back(static_cast<bool>(pred(static_cast<const query_param&>(p))));
      count += erase.back() ? 1 : 0;
    }
    if (count) keep_params(erase);
    return count;
  }
  /// Sorts the pairs by decoded name in byte order, stably (pairs of one name keep their
  /// order); the pairs keep their bytes.
  void sort_params(param_style style = param_style::form);

  friend bool operator==(const uri& a, const uri& b) noexcept { return a.buffer_ == b.buffer_; }
  friend bool operator!=(const uri& a, const uri& b) noexcept { return a.buffer_ != b.buffer_; }

 private:
  void keep_params(const std::vector<bool>& erase);  // removes the pairs marked true
  struct parts;
  parts split() const;
  result<void> assign(parts& p);  // guards p.path in place
  void reparse() noexcept;

  std::string buffer_;
  uri_view view_;
};

/// Writes string().
URIKIT_API std::ostream& operator<<(std::ostream& os, const uri& u);

}  // namespace urikit

/// Hashes string(), consistently with operator== (byte equality). For equivalence at a
/// level of RFC 3986 §6.2, use urikit::hash (compare.hpp) instead.
namespace std {
template <>
struct hash<urikit::uri> {
  std::size_t operator()(const urikit::uri& u) const noexcept { return std::hash<std::string_view>{}(u.string()); }
};
}  // namespace std

#endif  // URIKIT_URI_HPP
