// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The profile table: each profile is a reading of the input and a short list of named
// steps (handy_url.cpp, urikit's normalize). A version changes whenever any output of its
// profile could change; test/unit/canonicalize_test.cpp pins them.
#include <urikit/canonicalize.hpp>

#include <new>
#include <string>
#include <string_view>

#include <urikit/normalize.hpp>

#include "../append_into.hpp"
#include "handy_shortcut.hpp"
#include "urlcanon_canon.hpp"
#include "w3lib.hpp"

namespace urikit {
namespace {

struct profile_entry {
  canon_profile id;
  std::string_view name;
  std::string_view version;
};

// Versions: "<source version>-<urikit revision of the profile>" where there is a source.
constexpr profile_entry profiles[] = {
    {canon_profile::rfc3986_syntax, "rfc3986-syntax", "1"},
    {canon_profile::rfc3986_scheme, "rfc3986-scheme", "1"},
    {canon_profile::crawler, "crawler", "1"},
    {canon_profile::google, "google", "surt-0.3.1.1"},
    {canon_profile::ia, "ia", "surt-0.3.1.1"},
    {canon_profile::w3lib, "w3lib", "w3lib-2.1.1.1"},
    {canon_profile::urlcanon_whatwg, "urlcanon-whatwg", "urlcanon-0.3.1.1"},
    {canon_profile::urlcanon_semantic_precise, "urlcanon-semantic-precise", "urlcanon-0.3.1.1"},
    {canon_profile::urlcanon_semantic, "urlcanon-semantic", "urlcanon-0.3.1.1"},
    {canon_profile::urlcanon_aggressive, "urlcanon-aggressive", "urlcanon-0.3.1.1"},
};

const profile_entry* entry(canon_profile p) noexcept {
  for (const auto& e : profiles)
    if (e.id == p) return &e;
  return nullptr;
}

result<void> normalize_profile(std::string_view input, canon_profile profile, std::string& out) {
  normalize_options options;
  if (profile == canon_profile::rfc3986_syntax) options.level = equivalence_level::syntax;
  else if (profile == canon_profile::crawler) options = normalize_options::crawler();
  return normalize_into(out, input, options);  // appends to `out`, which is empty here
}

result<void> handy_profile(std::string_view input, canon_profile profile, std::string& out) {
  const auto canonicalizer =
      profile == canon_profile::ia ? detail::handy_canonicalizer::ia : detail::handy_canonicalizer::google;
  return detail::handy_canonicalize(input, canonicalizer, detail::handy_step_options{}, detail::handy_write_options{},
                                    out);
}

}  // namespace

result<canon_profile> find_profile(std::string_view name) noexcept {
  for (const auto& e : profiles)
    if (e.name == name) return e.id;
  return error{errc::invalid_argument, 0};
}

std::string_view profile_name(canon_profile profile) noexcept {
  const auto* e = entry(profile);
  return e ? e->name : std::string_view();
}

std::string_view profile_version(canon_profile profile) noexcept {
  const auto* e = entry(profile);
  return e ? e->version : std::string_view();
}

std::string profile_id(canon_profile profile) {
  return std::string(profile_name(profile)) + '@' + std::string(profile_version(profile));
}

namespace {

/// The profile's key written into `out`, which is empty (append_into gives an empty string).
result<void> canonicalize_replacing(std::string_view input, canon_profile profile, std::string& out) {
  try {
    switch (profile) {
      case canon_profile::rfc3986_syntax:
      case canon_profile::rfc3986_scheme:
      case canon_profile::crawler:
        return normalize_profile(input, profile, out);
      case canon_profile::google:
      case canon_profile::ia:
        return handy_profile(input, profile, out);
      case canon_profile::w3lib:
        return detail::w3lib_canonicalize(input, out);
      case canon_profile::urlcanon_whatwg:
        return detail::urlcanon_canonicalize(input, detail::urlcanon_canonicalizer::whatwg, out);
      case canon_profile::urlcanon_semantic_precise:
        return detail::urlcanon_canonicalize(input, detail::urlcanon_canonicalizer::semantic_precise, out);
      case canon_profile::urlcanon_semantic:
        return detail::urlcanon_canonicalize(input, detail::urlcanon_canonicalizer::semantic, out);
      case canon_profile::urlcanon_aggressive:
        return detail::urlcanon_canonicalize(input, detail::urlcanon_canonicalizer::aggressive, out);
    }
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
  return error{errc::invalid_argument, 0};
}

}  // namespace

result<void> canonicalize_into(std::string& out, std::string_view input, canon_profile profile) {
  return detail::append_into(out, [&](std::string& to) { return canonicalize_replacing(input, profile, to); });
}

result<std::string> canonicalize(std::string_view input, canon_profile profile) {
  std::string out;
  auto done = canonicalize_replacing(input, profile, out);
  if (!done) return done.error();
  return out;
}

}  // namespace urikit
