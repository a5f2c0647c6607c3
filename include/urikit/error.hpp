// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: the one error enum and the one result type of the library.
//
// Errors are values (result<T>): no function throws for bad input. The one exception is
// std::bad_alloc, from the functions that allocate: those returning an owned std::string,
// std::vector or uri (normalize, resolve, relativize, encode/decode and the other pct.hpp
// and ecmascript.hpp functions, canonical_key, repair, uri::parse), the *_into functions
// that append to a caller's string, and uri's copies, setters and segment/parameter edits.
// Exceptions to the exception:
// - the IRI functions of iri.hpp (parse_iri, iri_to_uri, uri_to_iri, iri_equivalent,
//   domain_to_ascii, domain_to_unicode) catch it and return errc::out_of_memory;
// - the C API (urikit.h) never throws: it reports URIKIT_OUT_OF_MEMORY;
// - parse(), the IP address parsers, validate_utf8() and the uri_view accessors allocate
//   nothing and cannot throw.
// When std::bad_alloc is thrown, nothing leaks and the arguments are unchanged: a uri whose
// setter or assignment ran out of memory keeps its previous value. test/unit/
// alloc_failure_test.cpp fails each allocation in turn of normalize, resolve, relativize,
// the pct.hpp and ecmascript.hpp codecs, the IRI conversions and uri's parse, copies and
// setters. (result::value() on an error throws bad_result_access: a programming error.)
#ifndef URIKIT_ERROR_HPP
#define URIKIT_ERROR_HPP

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <utility>

#include <urikit/config.hpp>

namespace urikit {

/// Every way an operation of urikit can fail. The values and their names
/// (`error_name`) are stable: they are printed by the CLI and listed in
/// docs/errors.md. New codes are only ever appended.
enum class errc : std::uint8_t {
  ok = 0,
  invalid_character,        ///< a byte that the component's ABNF rule does not allow
  invalid_percent_encoding, ///< '%' not followed by two hex digits (RFC 3986 §2.1)
  invalid_scheme,           ///< scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":" expected (§3.1)
  missing_scheme,           ///< a URI / absolute-URI was asked for, and the input has no scheme (§3)
  colon_in_first_segment,   ///< relative-ref whose first segment holds ':' (§4.2)
  fragment_not_allowed,     ///< absolute-URI has no fragment (§4.3)
  invalid_ip_literal,       ///< '[' ... ']' that is neither IPv6address nor IPvFuture (§3.2.2)
  invalid_ipv6,             ///< malformed IPv6address (§3.2.2)
  invalid_ipvfuture,        ///< malformed IPvFuture (§3.2.2)
  zone_id_not_allowed,      ///< an IPv6 zone ID without parse_options::allow_zone_id (RFC 6874)
  invalid_zone_id,          ///< ZoneID = 1*( unreserved / pct-encoded ) expected (RFC 6874)
  invalid_port,             ///< port = *DIGIT (§3.2.3)
  input_too_long,           ///< the input is longer than the configured maximum
  invalid_utf8,             ///< octets that are not well-formed UTF-8 (RFC 3629)
  unmappable_character,     ///< a character the target charset cannot represent
  unknown_charset,          ///< a charset name that ICU's converters do not know
  invalid_hex,              ///< hex-pair input that is not hex pairs
  idna_error,               ///< UTS #46 processing of a host failed
  invalid_base,             ///< a base for resolution that is not an absolute URI
  not_relativizable,        ///< no reference relative to this base can reach the target
  invalid_argument,         ///< an argument outside what the function accepts
  out_of_memory,            ///< an allocation failed
  invalid_bidi,             ///< a component violates the RFC 3987 §4.2 bidi rules
  not_a_url,                ///< the WHATWG URL parser returns failure for this input (href.hpp)
};

/// The stable kebab-case name of a code, e.g. "invalid-percent-encoding". Cannot fail.
URIKIT_API std::string_view error_name(errc code) noexcept;
/// A sentence saying what was expected where the error occurred. Cannot fail.
URIKIT_API std::string_view error_message(errc code) noexcept;

/// A failure: what went wrong and the 0-based byte offset of the first offending byte.
struct error {
  errc code = errc::ok;
  std::size_t offset = 0;

  friend constexpr bool operator==(const error& a, const error& b) noexcept {
    return a.code == b.code && a.offset == b.offset;
  }
  friend constexpr bool operator!=(const error& a, const error& b) noexcept { return !(a == b); }
};

/// Writes "<name> at offset <offset>", e.g. "invalid-port at offset 2".
URIKIT_API std::ostream& operator<<(std::ostream& os, const error& e);

/// std::error_code interoperability: category name "urikit".
URIKIT_API const std::error_category& error_category() noexcept;
inline std::error_code make_error_code(errc code) noexcept {
  return {static_cast<int>(code), error_category()};
}

/// Thrown only by result<T>::value() when the result holds an error. what() names it:
/// "urikit: value() called on a failed result: invalid-port at offset 2".
class bad_result_access : public std::logic_error {
 public:
  explicit bad_result_access(error e)
      : std::logic_error("urikit: value() called on a failed result: " + std::string(error_name(e.code)) +
                         " at offset " + std::to_string(e.offset)),
        error_(e) {}
  urikit::error get_error() const noexcept { return error_; }

 private:
  urikit::error error_;
};

/// The tag of result's constructor that makes the value from what a function returns:
/// `result<T>(from_call, [&] { return T{...}; })`.
struct from_call_t {
  explicit from_call_t() = default;
};
inline constexpr from_call_t from_call{};

/// Either a value of type T or an `error` (std::expected is C++23). [[nodiscard]]: a result
/// that is dropped is a failure that goes unseen (`u.set_port("80a");`).
template <class T>
class [[nodiscard]] result {
 public:
  using value_type = T;

  result(const T& v) : ok_(true) { new (&storage_.value) T(v); }  // NOLINT: implicit by design
  result(T&& v) noexcept(std::is_nothrow_move_constructible<T>::value) : ok_(true) {  // NOLINT
    new (&storage_.value) T(std::move(v));
  }
  result(urikit::error e) noexcept : ok_(false) { new (&storage_.err) urikit::error(e); }  // NOLINT
  /// The value as `make()` returns it, made in place (C++17's guaranteed elision): no
  /// temporary T is copied in, which for a large T is a block copy of bytes just written.
  /// `make()` must return a T by value (a prvalue), nothing convertible to one.
  template <class F>
  result(from_call_t, F&& make) noexcept(noexcept(std::forward<F>(make)())) : ok_(true) {
    static_assert(std::is_same<decltype(std::forward<F>(make)()), T>::value,
                  "result(from_call, make): make() must return T by value");
    new (&storage_.value) T(std::forward<F>(make)());
  }
  result(const result& o) : ok_(o.ok_) {
    if (ok_) new (&storage_.value) T(o.storage_.value);
    else new (&storage_.err) urikit::error(o.storage_.err);
  }
  result(result&& o) noexcept(std::is_nothrow_move_constructible<T>::value) : ok_(o.ok_) {
    if (ok_) new (&storage_.value) T(std::move(o.storage_.value));
    else new (&storage_.err) urikit::error(o.storage_.err);
  }
  result& operator=(const result& o) {
    if (this != &o) { result tmp(o); destroy(); construct_from(std::move(tmp)); }
    return *this;
  }
  result& operator=(result&& o) noexcept(std::is_nothrow_move_constructible<T>::value) {
    if (this != &o) { destroy(); construct_from(std::move(o)); }
    return *this;
  }
  ~result() { destroy(); }

  bool has_value() const noexcept { return ok_; }
  explicit operator bool() const noexcept { return ok_; }

  /// The value; throws bad_result_access when the result holds an error.
  T& value() & { check(); return storage_.value; }
  const T& value() const& { check(); return storage_.value; }
  T&& value() && { check(); return std::move(storage_.value); }
  /// The value, or `fallback` when the result holds an error.
  template <class U>
  T value_or(U&& fallback) const& {
    return ok_ ? storage_.value : static_cast<T>(std::forward<U>(fallback));
  }
  template <class U>
  T value_or(U&& fallback) && {
    return ok_ ? std::move(storage_.value) : static_cast<T>(std::forward<U>(fallback));
  }
  /// Unchecked access: precondition has_value().
  T& operator*() noexcept { return storage_.value; }
  const T& operator*() const noexcept { return storage_.value; }
  T* operator->() noexcept { return &storage_.value; }
  const T* operator->() const noexcept { return &storage_.value; }

  /// The error; precondition !has_value().
  const urikit::error& error() const noexcept { return storage_.err; }

 private:
  void check() const {
    if (!ok_) throw bad_result_access(storage_.err);
  }
  void destroy() noexcept {
    if (ok_) storage_.value.~T();
  }
  void construct_from(result&& o) {
    ok_ = o.ok_;
    if (ok_) new (&storage_.value) T(std::move(o.storage_.value));
    else new (&storage_.err) urikit::error(o.storage_.err);
  }
  union storage {
    storage() noexcept {}
    ~storage() {}
    T value;
    urikit::error err;
  } storage_;
  bool ok_;
};

/// result<void>: success or an error.
template <>
class [[nodiscard]] result<void> {
 public:
  result() noexcept = default;
  result(urikit::error e) noexcept : err_(e) {}  // NOLINT
  bool has_value() const noexcept { return err_.code == errc::ok; }
  explicit operator bool() const noexcept { return has_value(); }
  const urikit::error& error() const noexcept { return err_; }

 private:
  urikit::error err_{};
};

}  // namespace urikit

namespace std {
template <>
struct is_error_code_enum<urikit::errc> : true_type {};
}  // namespace std

#endif  // URIKIT_ERROR_HPP
