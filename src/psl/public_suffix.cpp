// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The Public Suffix List through libpsl. libpsl answers "is this a public suffix?" for each
// section (PSL_TYPE_ICANN, PSL_TYPE_ANY); the longest suffix of the domain that is one is
// its public suffix (the list's algorithm: exceptions and wildcards are libpsl's).
#include <urikit/public_suffix.hpp>

#include <ctime>
#include <new>
#include <string>

#include <libpsl.h>
#include <urikit/href.hpp>
#include <urikit/ip_address.hpp>
#include <urikit/iri.hpp>

namespace urikit {

struct public_suffix_list::state {
  psl_ctx_t* owned = nullptr;     // freed with the list
  const psl_ctx_t* ctx = nullptr;
  std::string source;
  ~state() {
    if (owned) psl_free(owned);
  }
};

public_suffix_list::public_suffix_list(std::unique_ptr<state> s) noexcept : state_(std::move(s)) {}
public_suffix_list::~public_suffix_list() = default;

const public_suffix_list& public_suffix_list::standard() {
  static const public_suffix_list* list = [] {
    auto s = std::make_unique<state>();
    s->owned = psl_latest(nullptr);
    s->ctx = s->owned ? s->owned : psl_builtin();
    char when[32] = "?";
    std::time_t t = psl_builtin_file_time();
    std::tm tm{};
    if (gmtime_r(&t, &tm)) std::strftime(when, sizeof when, "%Y-%m-%d", &tm);
    const char* dist = psl_dist_filename();
    s->source = std::string("libpsl ") + psl_get_version() + ": the newer of its built-in data (" +
                (psl_builtin_filename() ? psl_builtin_filename() : "?") + " of " + when + ", sha1 " +
                (psl_builtin_sha1sum() ? psl_builtin_sha1sum() : "?") + ") and " + (dist && *dist ? dist : "no file");
    return new public_suffix_list(std::move(s));  // lives as long as the process
  }();
  return *list;
}

result<std::shared_ptr<const public_suffix_list>> public_suffix_list::load(const std::string& path) {
  auto s = std::make_unique<state>();
  s->owned = psl_load_file(path.c_str());
  if (!s->owned || psl_suffix_count(s->owned) <= 0) return error{errc::invalid_argument, 0};
  s->ctx = s->owned;
  s->source = "file " + path;
  return std::shared_ptr<const public_suffix_list>(new public_suffix_list(std::move(s)));
}

std::string public_suffix_list::description() const { return state_->source; }

std::optional<std::string_view> public_suffix_list::public_suffix(std::string_view domain,
                                                                  psl_sections sections) const {
  if (domain.empty() || domain.front() == '.') return std::nullopt;
  const int type = sections == psl_sections::icann ? PSL_TYPE_ICANN : PSL_TYPE_ANY;
  const std::string text(domain);  // libpsl reads NUL-terminated strings
  for (std::size_t start = 0;;) {
    if (psl_is_public_suffix2(state_->ctx, text.c_str() + start, type)) return domain.substr(start);
    std::size_t dot = domain.find('.', start);
    if (dot == std::string_view::npos) return std::nullopt;  // cannot happen: "*" matches the TLD
    start = dot + 1;
  }
}

std::optional<std::string_view> public_suffix_list::registrable_domain(std::string_view domain,
                                                                       psl_sections sections) const {
  auto suffix = public_suffix(domain, sections);
  if (!suffix || suffix->size() == domain.size()) return std::nullopt;
  const std::size_t dot = domain.size() - suffix->size() - 1;  // the '.' before the suffix
  if (dot == 0) return std::nullopt;
  const std::size_t previous = domain.rfind('.', dot - 1);
  const std::size_t start = previous == std::string_view::npos ? 0 : previous + 1;
  if (start == dot) return std::nullopt;  // an empty label before the suffix
  return domain.substr(start);
}

std::string_view host_kind_name(host_kind kind) noexcept {
  switch (kind) {
    case host_kind::ipv4: return "ipv4";
    case host_kind::ipv6: return "ipv6";
    case host_kind::domain: return "domain";
    case host_kind::opaque: return "opaque";
    case host_kind::none: break;
  }
  return "";
}

result<host_parts> split_host(std::string_view url, const public_suffix_list* list) {
  try {
    auto parsed = parse_web_url(url);
    if (!parsed) return parsed.error();
    host_parts parts;
    if (!parsed->has_host()) return parts;
    parts.host.assign(parsed->host());
    const std::string& host = parts.host;
    if (!parsed->is_special()) parts.kind = host_kind::opaque;
    else if (!host.empty() && host.front() == '[') parts.kind = host_kind::ipv6;
    else if (parse_ipv4_address(host)) parts.kind = host_kind::ipv4;  // href writes IPv4 in dotted decimal
    else parts.kind = host_kind::domain;
    parts.host_unicode = host;
    if (parts.kind == host_kind::domain) {
      if (auto unicode = domain_to_unicode(host)) parts.host_unicode = std::move(*unicode);
    }
    if (host.empty() || parts.kind == host_kind::ipv4 || parts.kind == host_kind::ipv6) return parts;
    std::size_t last_dot = host.rfind('.');
    parts.tld = host.substr(last_dot == std::string::npos ? 0 : last_dot + 1);
    std::string reversed;
    reversed.reserve(host.size());
    for (std::size_t end = host.size();;) {
      std::size_t dot = end == 0 ? std::string::npos : host.rfind('.', end - 1);
      if (dot == std::string::npos) {
        reversed.append(host, 0, end);
        break;
      }
      reversed.append(host, dot + 1, end - dot - 1);
      reversed += '.';
      end = dot;
    }
    parts.reversed_host = std::move(reversed);
    if (parts.kind != host_kind::domain) return parts;
    const public_suffix_list& psl = list ? *list : public_suffix_list::standard();
    auto copy = [](std::optional<std::string_view> v) {
      return v ? std::optional<std::string>(std::string(*v)) : std::nullopt;
    };
    parts.public_suffix = copy(psl.public_suffix(host, psl_sections::icann));
    parts.registrable_domain = copy(psl.registrable_domain(host, psl_sections::icann));
    parts.private_suffix = copy(psl.public_suffix(host, psl_sections::icann_and_private));
    parts.private_domain = copy(psl.registrable_domain(host, psl_sections::icann_and_private));
    return parts;
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

}  // namespace urikit
