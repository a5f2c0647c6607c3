// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// UTS #46 (IDNA compatibility processing) through ICU's uidna_openUTS46: ToASCII and
// ToUnicode of whole domain names, with urikit's error values.
#include <urikit/iri.hpp>
#include <urikit/utf8.hpp>

#include "idna_web.hpp"

#include <array>
#include <atomic>
#include <cstdint>
#include <new>

#include <unicode/uidna.h>

namespace urikit {
namespace {

// ICU has no CheckHyphens or VerifyDnsLength flag: it always reports these errors, and a
// caller that turns the option off ignores them (what UTS #46 §4 says such a caller does).
constexpr std::uint32_t hyphen_errors =
    UIDNA_ERROR_LEADING_HYPHEN | UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4;
constexpr std::uint32_t dns_length_errors =
    UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;

std::uint32_t ignored_errors(const idna_options& o) noexcept {
  std::uint32_t mask = 0;
  if (!o.check_hyphens) mask |= hyphen_errors;
  if (!o.verify_dns_length) mask |= dns_length_errors;
  return mask;
}

// One UIDNA object per combination of the four flags ICU takes; an open UIDNA is immutable
// and may be shared by threads. Opened on first use, kept for the life of the process.
std::array<std::atomic<UIDNA*>, 16> idna_cache{};

const UIDNA* idna_for(const idna_options& o, UErrorCode& status) noexcept {
  const unsigned index = (o.transitional ? 1u : 0u) | (o.check_bidi ? 2u : 0u) |
                         (o.check_joiners ? 4u : 0u) | (o.use_std3_ascii_rules ? 8u : 0u);
  UIDNA* cached = idna_cache[index].load(std::memory_order_acquire);
  if (cached) return cached;
  uint32_t flags = UIDNA_DEFAULT;
  if (!o.transitional) flags |= UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE;
  if (o.check_bidi) flags |= UIDNA_CHECK_BIDI;
  if (o.check_joiners) flags |= UIDNA_CHECK_CONTEXTJ;
  if (o.use_std3_ascii_rules) flags |= UIDNA_USE_STD3_RULES;
  UIDNA* fresh = uidna_openUTS46(flags, &status);
  if (U_FAILURE(status)) return nullptr;
  if (idna_cache[index].compare_exchange_strong(cached, fresh, std::memory_order_acq_rel)) return fresh;
  uidna_close(fresh);  // another thread was first
  return cached;
}

using convert_fn = int32_t (*)(const UIDNA*, const char*, int32_t, char*, int32_t, UIDNAInfo*, UErrorCode*);

// Runs one ICU conversion into `out`; returns the errors left after the options' mask, or
// sets `failure` for an ICU failure that is not about the name.
std::uint32_t run(convert_fn fn, const UIDNA* idna, std::string_view in, std::uint32_t mask,
                  std::string& out, errc& failure) {
  const auto n = static_cast<int32_t>(in.size());
  out.resize(in.size() * 2 + 16);
  for (int attempt = 0; attempt < 2; ++attempt) {
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    UErrorCode status = U_ZERO_ERROR;
    const int32_t length = fn(idna, in.data(), n, out.data(), static_cast<int32_t>(out.size()), &info, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR && attempt == 0) {
      out.resize(static_cast<std::size_t>(length));
      continue;
    }
    if (U_FAILURE(status)) {
      failure = status == U_MEMORY_ALLOCATION_ERROR ? errc::out_of_memory : errc::idna_error;
      return 0;
    }
    out.resize(static_cast<std::size_t>(length));
    return info.errors & ~mask;
  }
  failure = errc::idna_error;
  return 0;
}

// The length of a UTS #46 label separator at text[i]: '.', U+3002 IDEOGRAPHIC FULL STOP,
// U+FF0E FULLWIDTH FULL STOP, U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP (all map to '.'), or 0.
std::size_t separator_length(std::string_view t, std::size_t i) noexcept {
  if (t[i] == '.') return 1;
  if (t.size() - i < 3) return 0;
  const auto b0 = static_cast<unsigned char>(t[i]);
  const auto b1 = static_cast<unsigned char>(t[i + 1]);
  const auto b2 = static_cast<unsigned char>(t[i + 2]);
  if (b0 == 0xE3 && b1 == 0x80 && b2 == 0x82) return 3;
  if (b0 == 0xEF && b1 == 0xBC && b2 == 0x8E) return 3;
  if (b0 == 0xEF && b1 == 0xBD && b2 == 0xA1) return 3;
  return 0;
}

// The offset of the first label that fails on its own, or 0 (an error of the whole name,
// such as the RFC 5893 rule for a name with a right-to-left label, or its length).
std::size_t failing_label(convert_fn label_fn, const UIDNA* idna, std::string_view domain,
                          std::uint32_t mask) {
  std::string scratch;
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= domain.size();) {
    const std::size_t sep = i < domain.size() ? separator_length(domain, i) : 1;
    if (sep == 0) {
      ++i;
      continue;
    }
    errc failure = errc::ok;
    const std::uint32_t errors = run(label_fn, idna, domain.substr(begin, i - begin), mask, scratch, failure);
    if (errors != 0 || failure != errc::ok) return begin;
    i += sep;
    begin = i;
  }
  return 0;
}

// DNS bounds the ASCII form of a name to 253 octets (RFC 1035 §2.3.4 gives 255 octets on the
// wire: a length octet before each label and the root's zero octet), 254 when written with
// the root's trailing '.'. They are applied whatever the options, before ICU is called: ICU's
// UTS #46 time grows quadratically with the label count, and no longer name can be resolved.
constexpr std::size_t max_ascii_name = 253;

std::size_t ascii_limit(std::string_view name) noexcept {
  return !name.empty() && name.back() == '.' ? max_ascii_name + 1 : max_ascii_name;
}

bool is_ascii(std::string_view text) noexcept {
  for (char c : text)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

// The bound before ICU. ASCII input keeps its length through UTS #46 (only case changes),
// so it is checked exactly. Other input is at most 4 bytes of UTF-8 per code point, and every
// code point that UTS #46 does not delete gives at least one ASCII octet (a mapped character
// one or more; Punycode at least one digit per code point), so a name of more than 4 x 254
// bytes cannot fit; only padding with characters UTS #46 deletes (soft hyphens, variation
// selectors...) could bring such a name back under the limit, and it is refused too.
std::size_t input_limit(std::string_view domain, bool ascii) noexcept {
  return ascii ? ascii_limit(domain) : 4 * (max_ascii_name + 1);
}

/// `web_limit`: 0 for the DNS bound of the IRI functions, else the browser reading's byte
/// bound (idna_web.hpp), with no rule on the ASCII form's length.
result<std::string> convert(std::string_view domain, const idna_options& options, convert_fn name_fn,
                            convert_fn label_fn, bool output_is_ascii, std::size_t web_limit = 0) {
  const bool ascii_input = is_ascii(domain);
  if (const std::size_t limit = web_limit ? web_limit : input_limit(domain, ascii_input); domain.size() > limit)
    return error{errc::input_too_long, limit};
  if (auto valid = validate_utf8(domain); !valid) return valid.error();
  UErrorCode status = U_ZERO_ERROR;
  const UIDNA* idna = idna_for(options, status);
  if (!idna) return error{status == U_MEMORY_ALLOCATION_ERROR ? errc::out_of_memory : errc::idna_error, 0};
  const std::uint32_t mask = ignored_errors(options);
  std::string out;
  errc failure = errc::ok;
  const std::uint32_t errors = run(name_fn, idna, domain, mask, out, failure);
  if (failure != errc::ok) return error{failure, 0};
  if (errors != 0) return error{errc::idna_error, failing_label(label_fn, idna, domain, mask)};
  // Unicode -> ASCII: a short Unicode name may have a long ASCII form ("ü" is "xn--tda").
  if (output_is_ascii && !web_limit && out.size() > ascii_limit(out)) return error{errc::input_too_long, 0};
  return out;
}

}  // namespace

result<std::string> domain_to_ascii(std::string_view domain, const idna_options& options) {
  try {
    return convert(domain, options, uidna_nameToASCII_UTF8, uidna_labelToASCII_UTF8, true);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

result<std::string> detail::web_domain_to_ascii(std::string_view domain) {
  try {
    return convert(domain, idna_options{}, uidna_nameToASCII_UTF8, uidna_labelToASCII_UTF8, true,
                   web_domain_max_bytes);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

result<std::string> domain_to_unicode(std::string_view domain, const idna_options& options) {
  try {
    return convert(domain, options, uidna_nameToUnicodeUTF8, uidna_labelToUnicodeUTF8, false);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

}  // namespace urikit
