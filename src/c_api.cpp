// The C API (include/urikit/urikit.h): thin wrappers over the C++ API that catch every
// exception at the boundary.
#include <urikit/urikit.h>

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#include <urikit/compare.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/resolve.hpp>
#include <urikit/uri.hpp>

struct urikit_uri {
  urikit::uri value;
};

static_assert(URIKIT_OUT_OF_MEMORY == static_cast<int>(urikit::errc::out_of_memory), "C and C++ codes agree");

namespace {

void set_error(urikit_error* out, urikit::error e) noexcept {
  if (out) *out = {static_cast<int>(e.code), e.offset};
}
void set_ok(urikit_error* out) noexcept {
  if (out) *out = {URIKIT_OK, 0};
}

/// A malloc'ed NUL-terminated copy (so C callers free it with urikit_free), or NULL.
char* c_string(const std::string& s, size_t* length) noexcept {
  auto* p = static_cast<char*>(std::malloc(s.size() + 1));
  if (!p) return nullptr;
  std::memcpy(p, s.data(), s.size());
  p[s.size()] = '\0';
  if (length) *length = s.size();
  return p;
}

std::string_view view(const char* text, size_t length) noexcept {
  return text ? std::string_view(text, length) : std::string_view();
}

/// Runs f() and turns an exception into an out-of-memory (the only one the API can throw).
template <class F>
auto guarded(urikit_error* error, F f) noexcept -> decltype(f()) {
  try {
    return f();
  } catch (...) {
    set_error(error, {urikit::errc::out_of_memory, 0});
    return {};
  }
}

char* string_result(const urikit::result<std::string>& r, size_t* out_length, urikit_error* error) {
  if (!r) {
    set_error(error, r.error());
    return nullptr;
  }
  char* out = c_string(*r, out_length);
  if (!out) set_error(error, {urikit::errc::out_of_memory, 0});
  else set_ok(error);
  return out;
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
    auto parsed = urikit::uri::parse(view(text, length), static_cast<urikit::grammar>(grammar));
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
  if (length) *length = uri->value.str().size();
  return uri->value.str().c_str();
}

int urikit_uri_component(const urikit_uri* uri, urikit_component which, const char** data, size_t* length) {
  const urikit::uri& u = uri->value;
  std::optional<std::string_view> c;
  switch (which) {
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
  return static_cast<urikit_host_type>(uri->value.host_type());
}

int32_t urikit_uri_port_number(const urikit_uri* uri) {
  auto n = uri->value.port_number();
  return n ? static_cast<int32_t>(*n) : -1;
}

int urikit_uri_set(urikit_uri* uri, urikit_component which, const char* value, size_t length, int decoded,
                   urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::uri& u = uri->value;
    const auto how = decoded ? urikit::value_encoding::decoded : urikit::value_encoding::encoded;
    const std::string_view v = view(value, length);
    urikit::result<void> r;
    if (!value) {
      switch (which) {
        case URIKIT_SCHEME: u.remove_scheme(); break;
        case URIKIT_AUTHORITY:
        case URIKIT_HOST: u.remove_authority(); break;
        case URIKIT_USERINFO: u.remove_userinfo(); break;
        case URIKIT_PORT: u.remove_port(); break;
        case URIKIT_PATH: r = urikit::error{urikit::errc::invalid_argument, 0}; break;
        case URIKIT_QUERY: u.remove_query(); break;
        case URIKIT_FRAGMENT: u.remove_fragment(); break;
      }
    } else {
      switch (which) {
        case URIKIT_SCHEME: r = u.set_scheme(v); break;
        case URIKIT_AUTHORITY: r = urikit::error{urikit::errc::invalid_argument, 0}; break;
        case URIKIT_USERINFO: r = u.set_userinfo(v, how); break;
        case URIKIT_HOST: r = u.set_host(v, how); break;
        case URIKIT_PORT: r = u.set_port(v); break;
        case URIKIT_PATH: r = u.set_path(v, how); break;
        case URIKIT_QUERY: r = u.set_query(v, how); break;
        case URIKIT_FRAGMENT: r = u.set_fragment(v, how); break;
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

char* urikit_normalize(const char* text, size_t length, urikit_level level, int conservative, size_t* out_length,
                       urikit_error* error) {
  return guarded(error, [&]() {
    urikit::normalize_options o;
    o.level = static_cast<urikit::equivalence_level>(level);
    o.decode_encoded_dots = !conservative;
    return string_result(urikit::normalize(view(text, length), o), out_length, error);
  });
}

int urikit_equivalent(const char* a, size_t a_length, const char* b, size_t b_length, urikit_level level, int* which,
                      urikit_error* error) {
  return guarded(error, [&]() -> int {
    urikit::normalize_options o;
    o.level = static_cast<urikit::equivalence_level>(level);
    int w = 0;
    auto r = urikit::equivalent(view(a, a_length), view(b, b_length), o, &w);
    if (!r) {
      if (which) *which = w;
      set_error(error, r.error());
      return -1;
    }
    set_ok(error);
    return *r ? 1 : 0;
  });
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

}  // extern "C"
