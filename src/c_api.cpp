// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The C API (include/urikit/urikit.h): thin wrappers over the C++ API that catch every
// exception at the boundary.
#include <urikit/urikit.h>

#include "c_boundary.hpp"

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <type_traits>
#include <utility>

#include <urikit/canonicalize.hpp>
#include <urikit/compare.hpp>
#include <urikit/encode_sets.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>
#include <urikit/repair.hpp>
#include <urikit/resolve.hpp>
#include <urikit/surt.hpp>
#include <urikit/uri.hpp>
#include <urikit/utf8.hpp>

struct urikit_uri {
  urikit::uri value;
};

static_assert(URIKIT_OUT_OF_MEMORY == static_cast<int>(urikit::errc::out_of_memory), "C and C++ codes agree");
static_assert(URIKIT_NOT_A_URL == static_cast<int>(urikit::errc::not_a_url), "C and C++ codes agree");

namespace {

using namespace urikit::c_boundary;

const urikit::charset* charset_of(int set) noexcept {
  const urikit::encode_set* e = urikit::encode_set_of(set);
  return e ? e->set : nullptr;
}

urikit::decode_options decode_options_of(int flags) noexcept {
  urikit::decode_options o;
  o.lenient = (flags & URIKIT_DECODE_LENIENT) != 0;
  o.style = (flags & URIKIT_DECODE_FORM) != 0 ? urikit::param_style::form : urikit::param_style::plain;
  return o;
}

}  // namespace

extern "C" {

const char* urikit_error_name(int code) {
  // The names are string literals: NUL-terminated.
  return urikit::error_name(static_cast<urikit::errc>(code)).data();
}

const char* urikit_error_message(int code) { return urikit::error_message(static_cast<urikit::errc>(code)).data(); }

void urikit_free(char* text) { std::free(text); }

urikit_uri* urikit_parse(const char* text, size_t length, urikit_grammar grammar, urikit_error* error) {
  return guarded(error, [&]() -> urikit_uri* {
    const int g = raw(&grammar);
    if (g < URIKIT_URI_REFERENCE || g > URIKIT_RELATIVE_REF) {
      set_error(error, bad_argument);
      return nullptr;
    }
    auto parsed = urikit::uri::parse(view(text, length), static_cast<urikit::grammar>(g));
    if (!parsed) {
      set_error(error, parsed.error());
      return nullptr;
    }
    set_ok(error);
    return new urikit_uri{std::move(*parsed)};
  });
}

void urikit_uri_free(urikit_uri* uri) { delete uri; }

const char* urikit_uri_string(const urikit_uri* uri, size_t* length) {
  if (!uri) {
    if (length) *length = 0;
    return "";
  }
  if (length) *length = uri->value.str().size();
  return uri->value.str().c_str();
}

int urikit_uri_component(const urikit_uri* uri, urikit_component which, const char** data, size_t* length) {
  if (!uri) return 0;
  const urikit::uri& u = uri->value;
  std::optional<std::string_view> c;
  switch (raw(&which)) {
    case URIKIT_SCHEME: c = u.scheme(); break;
    case URIKIT_AUTHORITY: c = u.authority(); break;
    case URIKIT_USERINFO: c = u.userinfo(); break;
    case URIKIT_HOST: c = u.host(); break;
    case URIKIT_PORT: c = u.port(); break;
    case URIKIT_PATH: c = u.path(); break;
    case URIKIT_QUERY: c = u.query(); break;
    case URIKIT_FRAGMENT: c = u.fragment(); break;
  }
  if (!c) return 0;
  if (data) *data = c->data();
  if (length) *length = c->size();
  return 1;
}

urikit_host_type urikit_uri_host_type(const urikit_uri* uri) {
  if (!uri) return URIKIT_HOST_NONE;
  return static_cast<urikit_host_type>(uri->value.host_type());
}

int32_t urikit_uri_port_number(const urikit_uri* uri) {
  if (!uri) return -1;
  auto n = uri->value.port_number();
  return n ? static_cast<int32_t>(*n) : -1;
}

int urikit_uri_set(urikit_uri* uri, urikit_component which, const char* value, size_t length, int decoded,
                   urikit_error* error) {
  return guarded(error, [&]() -> int {
    if (!uri) {
      set_error(error, bad_argument);
      return 0;
    }
    urikit::uri& u = uri->value;
    const auto how = decoded ? urikit::value_encoding::decoded : urikit::value_encoding::encoded;
    const std::string_view v = view(value, length);
    urikit::result<void> r;
    if (!value) {
      switch (raw(&which)) {
        case URIKIT_SCHEME: u.remove_scheme(); break;
        case URIKIT_AUTHORITY: u.remove_authority(); break;
        case URIKIT_HOST: u.remove_host(); break;
        case URIKIT_USERINFO: u.remove_userinfo(); break;
        case URIKIT_PORT: u.remove_port(); break;
        case URIKIT_PATH: u.remove_path(); break;
        case URIKIT_QUERY: u.remove_query(); break;
        case URIKIT_FRAGMENT: u.remove_fragment(); break;
        default: r = bad_argument; break;
      }
    } else {
      switch (raw(&which)) {
        case URIKIT_SCHEME: r = u.set_scheme(v); break;
        case URIKIT_AUTHORITY: r = u.set_authority(v, how); break;
        case URIKIT_USERINFO: r = u.set_userinfo(v, how); break;
        case URIKIT_HOST: r = u.set_host(v, how); break;
        case URIKIT_PORT: r = u.set_port(v); break;
        case URIKIT_PATH: r = u.set_path(v, how); break;
        case URIKIT_QUERY: r = u.set_query(v, how); break;
        case URIKIT_FRAGMENT: r = u.set_fragment(v, how); break;
        default: r = bad_argument; break;
      }
    }
    if (!r) {
      set_error(error, r.error());
      return 0;
    }
    set_ok(error);
    return 1;
  });
}

char* urikit_uri_component_decoded(const urikit_uri* uri, urikit_component which, size_t* out_length,
                                   urikit_error* error) {
  return guarded(error, [&]() -> char* {
    const char* data = nullptr;
    size_t length = 0;
    if (!urikit_uri_component(uri, which, &data, &length)) {
      set_error(error, bad_argument);
      return nullptr;
    }
    urikit::decode_options lenient;
    lenient.lenient = true;  // a stored URI holds only well-formed triplets anyway
    return string_result(urikit::decode(std::string_view(data, length), lenient), out_length, error);
  });
}

char* urikit_normalize(const char* text, size_t length, urikit_level level, int conservative, size_t* out_length,
                       urikit_error* error) {
  return guarded(error, [&]() {
    urikit::normalize_options o;
    if (raw(&level) < URIKIT_LEVEL_STRING || raw(&level) > URIKIT_LEVEL_SCHEME) {
      set_error(error, bad_argument);
      return static_cast<char*>(nullptr);
    }
    o.level = static_cast<urikit::equivalence_level>(raw(&level));
    o.decode_encoded_dots = !conservative;
    return string_result(urikit::normalize(view(text, length), o), out_length, error);
  });
}

int urikit_equivalent(const char* a, size_t a_length, const char* b, size_t b_length, urikit_level level, int* which,
                      urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::normalize_options o;
    if (raw(&level) < URIKIT_LEVEL_STRING || raw(&level) > URIKIT_LEVEL_SCHEME) {
      set_error(error, bad_argument);
      return -1;
    }
    o.level = static_cast<urikit::equivalence_level>(raw(&level));
    int w = 0;
    if (which) *which = 0;
    // A NULL text with a length: invalid-argument, and *which says which one.
    if ((!a && a_length != 0) || (!b && b_length != 0)) {
      if (which) *which = !a && a_length != 0 ? 1 : 2;
      set_error(error, bad_argument);
      return -1;
    }
    auto r = urikit::equivalent(view(a, a_length), view(b, b_length), o, &w);
    if (!r) {
      if (which) *which = w;
      set_error(error, r.error());
      return -1;
    }
    set_ok(error);
    return *r ? 1 : 0;
  }, -1);  // out of memory: an error, not "not equivalent"
}

char* urikit_resolve(const char* base, size_t base_length, const char* reference, size_t reference_length, int strict,
                     size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() {
    urikit::resolve_options o;
    o.strict = strict != 0;
    return string_result(urikit::resolve(view(base, base_length), view(reference, reference_length), o), out_length,
                         error);
  });
}

char* urikit_relativize(const char* base, size_t base_length, const char* target, size_t target_length,
                        size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() {
    return string_result(urikit::relativize(view(base, base_length), view(target, target_length)), out_length, error);
  });
}

char* urikit_iri_to_uri(const char* iri, size_t length, size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() { return string_result(urikit::iri_to_uri(view(iri, length)), out_length, error); });
}

char* urikit_uri_to_iri(const char* uri, size_t length, size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() { return string_result(urikit::uri_to_iri(view(uri, length)), out_length, error); });
}

char* urikit_encode(const char* data, size_t length, urikit_charset set, int text, size_t* out_length,
                    urikit_error* error) {
  return guarded(error, [&]() -> char* {
    const urikit::encode_set* named = urikit::encode_set_of(raw(&set));
    if (!named) {
      set_error(error, bad_argument);
      return nullptr;
    }
    const std::string_view in = view(data, length);
    if (text) {
      if (auto valid = urikit::validate_utf8(in); !valid) {
        set_error(error, valid.error());
        return nullptr;
      }
    }
    if (named->style == urikit::param_style::form) return string_result(urikit::form_encode(in), out_length, error);
    return string_result(urikit::encode(in, *named->set), out_length, error);
  });
}

char* urikit_encode_as(const char* utf8, size_t length, const char* charset_name, urikit_charset set,
                       size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() -> char* {
    const urikit::charset* allowed = charset_of(raw(&set));
    if (!allowed || !charset_name) {
      set_error(error, bad_argument);
      return nullptr;
    }
    return string_result(urikit::encode_text_as(view(utf8, length), charset_name, *allowed), out_length, error);
  });
}

char* urikit_decode(const char* text, size_t length, int flags, size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() -> char* {
    const auto o = decode_options_of(flags);
    const std::string_view in = view(text, length);
    if (flags & URIKIT_DECODE_UTF8) return string_result(urikit::decode_text(in, o), out_length, error);
    return string_result(urikit::decode(in, o), out_length, error);
  });
}

char* urikit_decode_from(const char* text, size_t length, const char* charset_name, int flags, size_t* out_length,
                         urikit_error* error) {
  return guarded(error, [&]() -> char* {
    if (!charset_name) {
      set_error(error, bad_argument);
      return nullptr;
    }
    return string_result(urikit::decode_text_from(view(text, length), charset_name, decode_options_of(flags)),
                         out_length, error);
  });
}

// --- crawl (issue 19): canonicalization profiles and SURT.
char* urikit_canonicalize(const char* text, size_t length, const char* profile, size_t* out_length,
                          urikit_error* error) {
  return guarded(error, [&]() -> char* {
    auto p = urikit::find_profile(profile ? std::string_view(profile) : std::string_view());
    if (!p) {
      set_error(error, bad_argument);
      return nullptr;
    }
    return string_result(urikit::canonicalize(view(text, length), *p), out_length, error);
  });
}

char* urikit_surt(const char* text, size_t length, int flags, size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() -> char* {
    urikit::surt_options o;
    o.with_scheme = (flags & URIKIT_SURT_WITH_SCHEME) != 0;
    o.trailing_comma = (flags & URIKIT_SURT_TRAILING_COMMA) != 0;
    o.reverse_ipaddr = (flags & URIKIT_SURT_NO_REVERSE_IPADDR) == 0;
    o.host_massage = (flags & URIKIT_SURT_NO_HOST_MASSAGE) == 0;
    o.fixed = (flags & URIKIT_SURT_FIXED) != 0;
    return string_result(urikit::surt(view(text, length), o), out_length, error);
  });
}

char* urikit_ssurt(const char* text, size_t length, size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() { return string_result(urikit::ssurt(view(text, length)), out_length, error); });
}
// --- end crawl

}  // extern "C"

// ---------------------------------------------------------------- version

const char* urikit_version(void) {
#define URIKIT_STRINGIFY_(x) #x
#define URIKIT_STRINGIFY(x) URIKIT_STRINGIFY_(x)
  return URIKIT_STRINGIFY(URIKIT_VERSION_MAJOR) "." URIKIT_STRINGIFY(URIKIT_VERSION_MINOR) "." URIKIT_STRINGIFY(
      URIKIT_VERSION_PATCH);
#undef URIKIT_STRINGIFY
#undef URIKIT_STRINGIFY_
}

int urikit_version_number(void) { return URIKIT_VERSION; }

// ---------------------------------------------------------------- query parameters

namespace {
/// The C style as the C++ one; false for a value outside the enum.
bool style_of(const urikit_param_style* style, urikit::param_style& out) noexcept {
  switch (raw(style)) {
    case URIKIT_PARAM_FORM: out = urikit::param_style::form; return true;
    case URIKIT_PARAM_PLAIN: out = urikit::param_style::plain; return true;
  }
  return false;
}
}  // namespace

int urikit_uri_get_param(const urikit_uri* uri, const char* name, size_t name_length, urikit_param_style style,
                         char** value, size_t* value_length, urikit_error* error) {
  if (value) *value = nullptr;
  return guarded(error, [&]() -> int {
    urikit::param_style st{};
    if (!uri || !style_of(&style, st)) {
      set_error(error, bad_argument);
      return -1;
    }
    auto found = uri->value.get_param(view(name, name_length), st);
    set_ok(error);
    if (!found) return 0;
    if (value) {
      *value = c_string(*found, value_length);
      if (!*value) {
        set_error(error, {urikit::errc::out_of_memory, 0});
        return -1;
      }
    } else if (value_length) {
      *value_length = found->size();
    }
    return 1;
  }, -1);
}

size_t urikit_uri_param_count(const urikit_uri* uri) {
  if (!uri) return 0;
  try {
    return uri->value.encoded_params().size();
  } catch (...) {  // the list of views could not be allocated
    return 0;
  }
}

int urikit_uri_param_at(const urikit_uri* uri, size_t index, urikit_param_style style, char** name,
                        size_t* name_length, char** value, size_t* value_length, urikit_error* error) {
  if (name) *name = nullptr;
  if (value) *value = nullptr;
  return guarded(error, [&]() -> int {
    urikit::param_style st{};
    if (!uri || !style_of(&style, st)) {
      set_error(error, bad_argument);
      return -1;
    }
    const auto pairs = uri->value.params(st);
    if (index >= pairs.size()) {
      set_error(error, {urikit::errc::invalid_argument, index});
      return -1;
    }
    const urikit::query_param& p = pairs[index];
    char* n = nullptr;
    if (name && !(n = c_string(p.name, name_length))) {
      set_error(error, {urikit::errc::out_of_memory, 0});
      return -1;
    }
    if (value && !(*value = c_string(p.value, value_length))) {
      std::free(n);
      set_error(error, {urikit::errc::out_of_memory, 0});
      return -1;
    }
    if (name) *name = n;
    if (!name && name_length) *name_length = p.name.size();
    if (!value && value_length) *value_length = p.value.size();
    set_ok(error);
    return p.has_value ? 1 : 0;
  }, -1);
}

int urikit_uri_has_param(const urikit_uri* uri, const char* name, size_t name_length, urikit_param_style style,
                         urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::param_style st{};
    if (!uri || !style_of(&style, st)) {
      set_error(error, bad_argument);
      return -1;
    }
    set_ok(error);
    return uri->value.has_param(view(name, name_length), st) ? 1 : 0;
  }, -1);
}

int urikit_uri_append_param(urikit_uri* uri, const char* name, size_t name_length, const char* value,
                            size_t value_length, urikit_param_style style, urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::param_style st{};
    if (!uri || !style_of(&style, st)) {
      set_error(error, bad_argument);
      return 0;
    }
    uri->value.append_param(view(name, name_length), view(value, value_length), st);
    set_ok(error);
    return 1;
  });
}

int urikit_uri_set_param(urikit_uri* uri, const char* name, size_t name_length, const char* value,
                         size_t value_length, urikit_param_style style, urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::param_style st{};
    if (!uri || !style_of(&style, st)) {
      set_error(error, bad_argument);
      return 0;
    }
    uri->value.set_param(view(name, name_length), view(value, value_length), st);
    set_ok(error);
    return 1;
  });
}

ptrdiff_t urikit_uri_erase_param(urikit_uri* uri, const char* name, size_t name_length, urikit_param_style style,
                                 urikit_error* error) {
  return guarded(error, [&]() -> ptrdiff_t {
    urikit::param_style st{};
    if (!uri || !style_of(&style, st)) {
      set_error(error, bad_argument);
      return -1;
    }
    const std::size_t erased = uri->value.erase_param(view(name, name_length), st);
    set_ok(error);
    return static_cast<ptrdiff_t>(erased);
  }, ptrdiff_t{-1});
}

int urikit_uri_sort_params(urikit_uri* uri, urikit_param_style style, urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::param_style st{};
    if (!uri || !style_of(&style, st)) {
      set_error(error, bad_argument);
      return 0;
    }
    uri->value.sort_params(st);
    set_ok(error);
    return 1;
  });
}

// ---------------------------------------------------------------- normalization options

namespace {
constexpr unsigned known_normalize_flags =
    URIKIT_NORMALIZE_CONSERVATIVE | URIKIT_NORMALIZE_CRAWLER | URIKIT_NORMALIZE_REMOVE_TRACKING;

/// normalize_options from a C level and flags; false for a bad level or an unknown flag.
/// `extra`: flags the caller reads itself (URIKIT_COMPARE_UNORDERED_QUERY), allowed too.
bool options_of(const urikit_level* level, unsigned flags, urikit::normalize_options& o, unsigned extra = 0) noexcept {
  if (raw(level) < URIKIT_LEVEL_STRING || raw(level) > URIKIT_LEVEL_SCHEME ||
      (flags & ~(known_normalize_flags | extra)) != 0)
    return false;
  o.level = static_cast<urikit::equivalence_level>(raw(level));
  o.decode_encoded_dots = (flags & URIKIT_NORMALIZE_CONSERVATIVE) == 0;
  o.drop_fragment = (flags & URIKIT_NORMALIZE_DROP_FRAGMENT) != 0;
  o.sort_query = (flags & URIKIT_NORMALIZE_SORT_QUERY) != 0;
  o.canonical_ipv6 = (flags & URIKIT_NORMALIZE_CANONICAL_IPV6) != 0;
  o.remove_empty_query = (flags & URIKIT_NORMALIZE_REMOVE_EMPTY_QUERY) != 0;
  o.remove_tracking_params = (flags & URIKIT_NORMALIZE_REMOVE_TRACKING) != 0;
  return true;
}

urikit::query_order order_of(unsigned flags) noexcept {
  return (flags & URIKIT_COMPARE_UNORDERED_QUERY) != 0 ? urikit::query_order::unordered : urikit::query_order::ordered;
}
}  // namespace

const char* urikit_tracking_params_version(void) {
  // The table's string_view is a string literal: NUL-terminated.
  return urikit::tracking_params_version().data();
}

char* urikit_normalize_with(const char* text, size_t length, urikit_level level, unsigned flags, size_t* out_length,
                            urikit_error* error) {
  return guarded(error, [&]() -> char* {
    urikit::normalize_options o;
    if (!options_of(&level, flags, o)) {
      set_error(error, bad_argument);
      return nullptr;
    }
    return string_result(urikit::normalize(view(text, length), o), out_length, error);
  });
}

int urikit_equivalent_with(const char* a, size_t a_length, const char* b, size_t b_length, urikit_level level,
                           unsigned flags, int* which, urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::normalize_options o;
    if (which) *which = 0;
    if (!options_of(&level, flags, o, URIKIT_COMPARE_UNORDERED_QUERY)) {
      set_error(error, bad_argument);
      return -1;
    }
    if ((!a && a_length != 0) || (!b && b_length != 0)) {
      if (which) *which = !a && a_length != 0 ? 1 : 2;
      set_error(error, bad_argument);
      return -1;
    }
    int w = 0;
    auto r = urikit::equivalent(view(a, a_length), view(b, b_length), o, order_of(flags), &w);
    if (!r) {
      if (which) *which = w;
      set_error(error, r.error());
      return -1;
    }
    set_ok(error);
    return *r ? 1 : 0;
  }, -1);
}

int urikit_hash(const char* text, size_t length, urikit_level level, unsigned flags, uint64_t* hash,
                urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::normalize_options o;
    if (!hash || !options_of(&level, flags, o, URIKIT_COMPARE_UNORDERED_QUERY)) {
      set_error(error, bad_argument);
      return 0;
    }
    const std::string_view in = view(text, length);
    auto parsed = urikit::parse_uri_reference(in);
    if (!parsed) {
      set_error(error, parsed.error());
      return 0;
    }
    *hash = urikit::hash(*parsed, o, order_of(flags));
    set_ok(error);
    return 1;
  });
}

char* urikit_canonical_key(const char* text, size_t length, unsigned flags, size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() -> char* {
    urikit::normalize_options o;
    const urikit_level scheme_level = URIKIT_LEVEL_SCHEME;
    if (!options_of(&scheme_level, flags, o)) {
      set_error(error, bad_argument);
      return nullptr;
    }
    return string_result(urikit::canonical_key(view(text, length), o), out_length, error);
  });
}

// ---------------------------------------------------------------- repair

char* urikit_repair(const char* text, size_t length, size_t* fix_count, size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() -> char* {
    urikit::repaired_uri r = urikit::repair(view(text, length));
    if (fix_count) *fix_count = r.fixes.size();
    return string_result(std::move(r.output), out_length, error);
  });
}
