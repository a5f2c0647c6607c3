// urikit: uri, an owning URI-reference that stays valid through every edit.
#ifndef URIKIT_URI_HPP
#define URIKIT_URI_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/parse.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// How a component value passed to a setter is to be read.
enum class value_encoding : unsigned char {
  encoded,  ///< already percent-encoded: validated against the component's rule, kept as is
  decoded,  ///< plain text (UTF-8 or octets): whatever the component forbids is percent-encoded
};

/// How query parameters are read and written.
enum class param_style : unsigned char {
  plain,  ///< RFC 3986: '+' is '+', a space is %20
  form,   ///< application/x-www-form-urlencoded: '+' is a space (WHATWG URL §5)
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
/// cannot fail say so. Paths that would be misread get a guard: "/." before a path starting
/// with "//" when there is no authority, "./" before a first segment holding ':' when there
/// is neither scheme nor authority, and "/" before a relative path when an authority is set.
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

  std::string_view string() const noexcept { return buffer_; }
  const std::string& str() const noexcept { return buffer_; }
  const uri_view& view() const noexcept { return view_; }

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

  /// Sets the userinfo (§3.2.1), creating an empty-host authority when there is none.
  result<void> set_userinfo(std::string_view userinfo, value_encoding how = value_encoding::decoded);
  void remove_userinfo() noexcept;

  /// Sets the host (§3.2.2) and types it again. Encoded: a reg-name, an IPv4address or an
  /// IP-literal with its brackets. Decoded: IPv4 or IPv6 text (without brackets) becomes an
  /// address, anything else a reg-name with the characters it forbids percent-encoded.
  result<void> set_host(std::string_view host, value_encoding how = value_encoding::decoded);
  /// Removes the whole authority (host, userinfo and port). An empty path stays empty; a path
  /// starting with "//" gets the "/." guard.
  void remove_authority();

  /// port = *DIGIT (§3.2.3); creates an empty-host authority when there is none.
  result<void> set_port(std::string_view digits);
  /// Cannot fail.
  void set_port_number(std::uint16_t port);
  void remove_port() noexcept;

  /// Sets the path (§3.3). Decoded: every character outside pchar and '/' is encoded, so '/'
  /// still separates segments (to put a '/' inside a segment, use set_segments).
  result<void> set_path(std::string_view path, value_encoding how = value_encoding::decoded);

  result<void> set_query(std::string_view query, value_encoding how = value_encoding::decoded);
  void remove_query() noexcept;
  result<void> set_fragment(std::string_view fragment, value_encoding how = value_encoding::decoded);
  void remove_fragment() noexcept;

  // ---------------------------------------------------------------- path segments
  /// The path's segments, still encoded. "/a/b" gives {"a", "b"}; "a/b/" gives {"a", "b", ""};
  /// "" gives {}; "/" gives {""}.
  std::vector<std::string_view> encoded_segments() const;
  /// The segments, percent-decoded (octets as they are, not checked as UTF-8).
  std::vector<std::string> segments() const;
  /// Replaces all segments; an absolute path stays absolute. Decoded segments are encoded
  /// with the segment set, so a '/' inside one becomes %2F.
  result<void> set_segments(const std::vector<std::string_view>& segments,
                            value_encoding how = value_encoding::decoded);
  result<void> insert_segment(std::size_t index, std::string_view segment,
                              value_encoding how = value_encoding::decoded);
  result<void> replace_segment(std::size_t index, std::string_view segment,
                               value_encoding how = value_encoding::decoded);
  /// Out-of-range indexes fail with errc::invalid_argument.
  result<void> erase_segment(std::size_t index);

  // ---------------------------------------------------------------- query parameters
  /// The &-separated name/value pairs of the query, decoded by `style`. An undefined
  /// query gives none; an empty query gives none.
  std::vector<query_param> params(param_style style = param_style::plain) const;
  /// The pairs as written (still encoded).
  std::vector<std::pair<std::string_view, std::optional<std::string_view>>> encoded_params() const;
  /// Appends name=value (decoded text, encoded by `style` with the query-param set).
  void append_param(std::string_view name, std::string_view value, param_style style = param_style::plain);
  /// Replaces every pair named `name` by one pair at the place of the first (or appends).
  void set_param(std::string_view name, std::string_view value, param_style style = param_style::plain);
  /// Removes every pair named `name`; returns how many. The query stays defined.
  std::size_t erase_param(std::string_view name, param_style style = param_style::plain);
  /// Sorts the pairs by decoded name, stably (pairs of one name keep their order).
  void sort_params(param_style style = param_style::plain);

  friend bool operator==(const uri& a, const uri& b) noexcept { return a.buffer_ == b.buffer_; }
  friend bool operator!=(const uri& a, const uri& b) noexcept { return a.buffer_ != b.buffer_; }

 private:
  struct parts;
  parts split() const;
  result<void> assign(const parts& p);
  void reparse() noexcept;

  std::string buffer_;
  uri_view view_;
};

}  // namespace urikit

#endif  // URIKIT_URI_HPP
