// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The C face of urikit_psl (include/urikit/public_suffix.h): thin wrappers over
// public_suffix.hpp, with the boundary rules of the rest of the C API (src/c_boundary.hpp).
#include <urikit/public_suffix.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/public_suffix.hpp>

#include "../c_boundary.hpp"

// The handles: a loaded list keeps its shared_ptr (C++ callers of load() share it the
// same way); the standard list is wrapped once and never freed.
struct urikit_psl {
  std::shared_ptr<const urikit::public_suffix_list> owned;
  const urikit::public_suffix_list* list = nullptr;
};
struct urikit_host_parts {
  urikit::host_parts value;
};

static_assert(URIKIT_HOST_KIND_NONE == static_cast<int>(urikit::host_kind::none) &&
                  URIKIT_HOST_KIND_IPV4 == static_cast<int>(urikit::host_kind::ipv4) &&
                  URIKIT_HOST_KIND_IPV6 == static_cast<int>(urikit::host_kind::ipv6) &&
                  URIKIT_HOST_KIND_DOMAIN == static_cast<int>(urikit::host_kind::domain) &&
                  URIKIT_HOST_KIND_OPAQUE == static_cast<int>(urikit::host_kind::opaque),
              "C and C++ host kinds agree");

namespace {

using namespace urikit::c_boundary;

const urikit::public_suffix_list& list_of(const urikit_psl* list) {
  return list ? *list->list : urikit::public_suffix_list::standard();
}

/// The C sections as the C++ ones; false for a value outside the enum.
bool sections_of(const urikit_psl_sections* sections, urikit::psl_sections& out) noexcept {
  switch (raw(sections)) {
    case URIKIT_PSL_ICANN: out = urikit::psl_sections::icann; return true;
    case URIKIT_PSL_ICANN_AND_PRIVATE: out = urikit::psl_sections::icann_and_private; return true;
  }
  return false;
}

/// urikit_psl_public_suffix and urikit_psl_registrable_domain: `ask` is the member to call.
template <class Ask>
int suffix_question(const urikit_psl* list, const char* domain, size_t length, urikit_psl_sections sections,
                    size_t* start, urikit_error* error, Ask ask) noexcept {
  return guarded(error, [&]() -> int {
    urikit::psl_sections s{};
    if (!sections_of(&sections, s)) {
      set_error(error, bad_argument);
      return -1;
    }
    const std::string_view d = view(domain, length);
    const std::optional<std::string_view> found = ask(list_of(list), d, s);
    set_ok(error);
    if (!found) return 0;
    if (start) *start = d.size() - found->size();  // a suffix of the input
    return 1;
  }, -1);
}

}  // namespace

extern "C" {

const urikit_psl* urikit_psl_standard(void) {
  try {
    static const urikit_psl standard{nullptr, &urikit::public_suffix_list::standard()};
    return &standard;
  } catch (...) {  // the list could not be made (no memory); the next call tries again
    return nullptr;
  }
}

urikit_psl* urikit_psl_load(const char* path, urikit_error* error) {
  return guarded(error, [&]() -> urikit_psl* {
    if (!path) {
      set_error(error, bad_argument);
      return nullptr;
    }
    auto loaded = urikit::public_suffix_list::load(path);
    if (!loaded) {
      set_error(error, loaded.error());
      return nullptr;
    }
    auto* handle = new urikit_psl{std::move(*loaded), nullptr};
    handle->list = handle->owned.get();
    set_ok(error);
    return handle;
  });
}

void urikit_psl_free(urikit_psl* list) { delete list; }

char* urikit_psl_description(const urikit_psl* list, size_t* out_length, urikit_error* error) {
  return guarded(error, [&]() -> char* {
    return string_result(urikit::result<std::string>(list_of(list).description()), out_length, error);
  });
}

int urikit_psl_public_suffix(const urikit_psl* list, const char* domain, size_t length,
                             urikit_psl_sections sections, size_t* start, urikit_error* error) {
  return suffix_question(list, domain, length, sections, start, error,
                         [](const urikit::public_suffix_list& l, std::string_view d, urikit::psl_sections s) {
                           return l.public_suffix(d, s);
                         });
}

int urikit_psl_registrable_domain(const urikit_psl* list, const char* domain, size_t length,
                                  urikit_psl_sections sections, size_t* start, urikit_error* error) {
  return suffix_question(list, domain, length, sections, start, error,
                         [](const urikit::public_suffix_list& l, std::string_view d, urikit::psl_sections s) {
                           return l.registrable_domain(d, s);
                         });
}

const char* urikit_host_kind_name(int kind) {
  if (kind < URIKIT_HOST_KIND_NONE || kind > URIKIT_HOST_KIND_OPAQUE) return "";
  return urikit::host_kind_name(static_cast<urikit::host_kind>(kind)).data();  // literals: NUL-terminated
}

urikit_host_parts* urikit_split_host(const char* url, size_t length, const urikit_psl* list,
                                     urikit_error* error) {
  return guarded(error, [&]() -> urikit_host_parts* {
    auto parts = urikit::split_host(view(url, length), list ? list->list : nullptr);
    if (!parts) {
      set_error(error, parts.error());
      return nullptr;
    }
    set_ok(error);
    return new urikit_host_parts{std::move(*parts)};
  });
}

void urikit_host_parts_free(urikit_host_parts* parts) { delete parts; }

urikit_host_kind urikit_host_parts_kind(const urikit_host_parts* parts) {
  if (!parts) return URIKIT_HOST_KIND_NONE;
  return static_cast<urikit_host_kind>(parts->value.kind);
}

int urikit_host_parts_get(const urikit_host_parts* parts, urikit_host_part which, const char** data,
                          size_t* length) {
  if (!parts || parts->value.kind == urikit::host_kind::none) return 0;
  const urikit::host_parts& p = parts->value;
  const std::string* field = nullptr;
  auto optional = [&](const std::optional<std::string>& o) { field = o ? &*o : nullptr; };
  switch (raw(&which)) {
    case URIKIT_PART_HOST: field = &p.host; break;
    case URIKIT_PART_HOST_UNICODE: field = &p.host_unicode; break;
    case URIKIT_PART_PUBLIC_SUFFIX: optional(p.public_suffix); break;
    case URIKIT_PART_REGISTRABLE_DOMAIN: optional(p.registrable_domain); break;
    case URIKIT_PART_PRIVATE_SUFFIX: optional(p.private_suffix); break;
    case URIKIT_PART_PRIVATE_DOMAIN: optional(p.private_domain); break;
    case URIKIT_PART_TLD: optional(p.tld); break;
    case URIKIT_PART_REVERSED_HOST: optional(p.reversed_host); break;
  }
  if (!field) return 0;
  if (data) *data = field->c_str();
  if (length) *length = field->size();
  return 1;
}

}  // extern "C"
