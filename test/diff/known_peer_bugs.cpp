// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The documented peer bugs: each disagreement class below was settled by the RFC 3986 text
// (docs/reliability.md, "Differential testing"). A predicate must recognise exactly its
// bug: it re-asks the peer a question that isolates the bug, so an unrelated disagreement
// on the same input is never hidden.
#include "known_peer_bugs.hpp"

#include <urikit/ip_address.hpp>
#include <urikit/parse.hpp>

#include <boost/url/parse.hpp>

#include <optional>
#include <string>

namespace urikit::diff {
namespace {

boost::core::string_view bsv(std::string_view s) { return {s.data(), s.size()}; }

/// [begin, end) of the authority by §3.2: after "//" (following the scheme, if any), up to
/// the next '/', '?', '#' or the end. {npos, npos} when the input has no "//".
std::pair<std::size_t, std::size_t> authority_region(std::string_view s, const reading& ours_or_peer) {
  std::size_t p = 0;
  std::size_t colon = s.find(':');
  std::size_t stop = s.find_first_of("/?#");
  if (colon != std::string_view::npos && colon < stop && colon > 0) p = colon + 1;
  (void)ours_or_peer;
  if (s.substr(p, 2) != "//") return {std::string_view::npos, std::string_view::npos};
  std::size_t b = p + 2;
  std::size_t e = s.find_first_of("/?#", b);
  return {b, e == std::string_view::npos ? s.size() : e};
}

/// boost-1.81-authority-split (boostorg/url #636, fixed in 1.82 by 7f3cc416): Boost.URL 1.81
/// ends the authority at the first byte its host/port rules do not take and accepts the rest
/// as the path, so `http://a@b@c/` is host `b` + path `@c/`, `http://h:80:80/` host `h` +
/// port `80` + path `:80/`. RFC 3986 §3.2: the authority is terminated by the next '/', '?',
/// '#' or the end, and must match [ userinfo "@" ] host [ ":" port ] as a whole; after it,
/// path-abempty begins with '/' or is empty (§3.3). Recognised by Boost's own authority
/// being shorter than the §3.2 region.
bool boost_authority_split(std::string_view input) {
  auto r = boost::urls::parse_uri_reference(bsv(input));
  if (!r || !r->has_authority()) return false;
  auto [b, e] = authority_region(input, {});
  if (b == std::string_view::npos) return false;
  return r->encoded_authority().size() < e - b;
}

/// boost-1.81-ipvfuture-uppercase-v: Boost.URL 1.81 rejects `[V1.x]`. RFC 3986 §3.2.2
/// IPvFuture = "v" 1*HEXDIG "." ...; quoted ABNF strings are case-insensitive (RFC 5234
/// §2.3), so "V" is allowed. Recognised by Boost accepting the input once the 'V' after
/// the host's '[' is lowered.
bool boost_ipvfuture_upper_v(std::string_view input, const reading& ours) {
  if (!ours.valid || ours.parts.host_kind != "ipvfuture" || !ours.parts.host ||
      ours.parts.host->empty() || (*ours.parts.host)[0] != 'V')
    return false;
  std::string lowered(input);
  auto [b, e] = authority_region(input, ours);
  std::size_t bracket = lowered.find('[', b);
  if (bracket == std::string::npos || bracket >= e || lowered[bracket + 1] != 'V') return false;
  lowered[bracket + 1] = 'v';
  return boost::urls::parse_uri_reference(bsv(lowered)).has_value();
}

/// boost-1.81-ipv4-prefix-host (same root cause as #636, fixed in 1.82): Boost.URL 1.81
/// takes the longest IPv4address prefix of the host as the host, so `//127.0.0.1.:80/` is
/// host `127.0.0.1` + a path `.:80/` (rejected in a relative-ref: ':' in the first
/// segment). RFC 3986 §3.2.2: a host is an IPv4 literal only when it matches IPv4address as
/// a whole; `127.0.0.1.` is a reg-name. Recognised by Boost accepting the input once the
/// host is cut to its IPv4address prefix.
bool boost_ipv4_prefix_host(std::string_view input, const reading& ours) {
  if (!ours.valid || ours.parts.host_kind != "reg-name" || !ours.parts.host) return false;
  const std::string& host = *ours.parts.host;
  auto [b, e] = authority_region(input, ours);
  if (b == std::string_view::npos) return false;
  std::size_t at = input.substr(b, e - b).find(host);
  if (ours.parts.userinfo) at = ours.parts.userinfo->size() + 1;
  if (at == std::string_view::npos || input.substr(b + at, host.size()) != host) return false;
  for (std::size_t k = host.size(); k-- > 7;) {
    if (!parse_ipv4_address(std::string_view(host).substr(0, k))) continue;
    std::string cut(input);
    cut.erase(b + at + k, host.size() - k);
    return boost::urls::parse_uri_reference(bsv(cut)).has_value();
  }
  return false;
}

// ---------------------------------------------------------------- resolution

/// uriparser-ipv6-full-form: uriparser's uriToStringA writes an IPv6 host from its parsed
/// octets as eight groups of four lower-case hex digits (`[::1]` becomes
/// `[0000:0000:0000:0000:0000:0000:0000:0001]`). RFC 3986 §5.3 recomposes a resolved URI
/// from its components as they are. Recognised by both results being URIs with equal
/// components except the host, and IPv6 hosts with equal octets.
bool uriparser_ipv6_full_form(std::string_view ours, std::string_view theirs) {
  auto a = parse(ours, grammar::uri);
  auto b = parse(theirs, grammar::uri);
  if (!a || !b || a->host_type() != host_type::ipv6 || b->host_type() != host_type::ipv6)
    return false;
  return a->scheme() == b->scheme() && a->userinfo() == b->userinfo() &&
         a->port() == b->port() && a->path() == b->path() && a->query() == b->query() &&
         a->fragment() == b->fragment() && !a->zone_id() && !b->zone_id() &&
         a->ipv6_address() == b->ipv6_address();
}

/// `s` with `n` bytes erased at the start of its path (for a URI without authority: just
/// after "scheme:").
std::string erase_at_path_start(const uri_view& v, std::string_view s, std::size_t n) {
  std::string out(s);
  out.erase(static_cast<std::size_t>(v.path().data() - s.data()), n);
  return out;
}

/// uriparser-exposes-double-slash (uriparser up to 1.0.2, docs/security.md): when §5.2.4
/// leaves a path starting with "//" and there is no authority, uriparser writes it as it
/// is, so `x:/./../..//.` resolves to `x://`, which reads back as an empty authority: the
/// path became a host. RFC 3986 §3.3: without an authority the path cannot begin with "//";
/// urikit writes "/.//" (resolve.hpp). Recognised by urikit's result being uriparser's with
/// "/." before such a path.
bool uriparser_exposes_double_slash(std::string_view ours, std::string_view theirs) {
  auto a = parse(ours, grammar::uri);
  if (!a || a->has_authority() || a->path().substr(0, 4) != "/.//") return false;
  return erase_at_path_start(*a, ours, 2) == theirs;
}

/// The path that §5.2.2 hands to remove_dot_segments for (base, reference), strict.
std::optional<std::string> path_before_dot_removal(const uri_view& base, const uri_view& ref) {
  if (ref.has_scheme()) return std::string(ref.path());
  if (ref.has_authority() || ref.path().empty()) return std::nullopt;
  if (ref.path()[0] == '/') return std::string(ref.path());
  // §5.2.3 merge.
  if (base.has_authority() && base.path().empty()) return "/" + std::string(ref.path());
  std::string_view bp = base.path();
  std::size_t slash = bp.rfind('/');
  std::string merged(slash == std::string_view::npos ? std::string_view() : bp.substr(0, slash + 1));
  return merged + std::string(ref.path());
}

/// uriparser-rootless-dot-segments: for a rootless path (no leading '/', e.g. `x:a/..` or
/// `../g` against `foo:a/b`), §5.2.4 step 2C removes the first segment and leaves the '/'
/// that followed it: remove_dot_segments("a/../g") = "/g". uriparser drops that '/'
/// (`x:g`). Recognised by: the path given to §5.2.4 is rootless, urikit's result has no
/// authority and a path starting with '/', and uriparser's is urikit's without that '/'
/// (`foo:a/b` + `..//x`: §5.2.4 gives `//x`, urikit `foo:/.//x`, uriparser `foo:/x`; and
/// `..///x`: `///x`, urikit `foo:/.///x`, uriparser `foo:.///x`; `x:a/..///.`: `///`,
/// urikit `x:/.///`, uriparser `x://`; `..//.`: `//`, urikit `foo:/.//`, uriparser `foo:.//`).
bool uriparser_rootless_dot_segments(std::string_view base, std::string_view reference,
                                     std::string_view ours, std::string_view theirs) {
  auto b = parse(base, grammar::uri);
  auto r = parse(reference, grammar::uri_reference);
  auto a = parse(ours, grammar::uri);
  if (!b || !r || !a || a->has_authority() || a->path().empty() || a->path()[0] != '/')
    return false;
  auto p = path_before_dot_removal(*b, *r);
  if (!p || p->empty() || (*p)[0] == '/') return false;
  // §5.2.4's output: urikit's path without the "/." it writes before a "//" (see above).
  std::string_view rfc = a->path();
  if (rfc.substr(0, 4) == "/.//") rfc.remove_prefix(2);
  // uriparser drops the first '/'; when that leaves a path starting with '/', it writes
  // "./" before it, or not (then "//" may be exposed as well).
  const std::string path(rfc.substr(1));
  const std::size_t at = static_cast<std::size_t>(a->path().data() - ours.data());
  auto with_path = [&](const std::string& new_path) {
    return std::string(ours.substr(0, at)) + new_path + std::string(ours.substr(at + a->path().size()));
  };
  if (with_path(path) == theirs) return true;
  return !path.empty() && path[0] == '/' && with_path("./" + path) == theirs;
}

/// uriparser-guard-with-authority: when §5.2.4 leaves the path "//" and the result has an
/// authority (`http://h` + `a/..//` gives `http://h//`), uriparser still writes "/." before
/// it (`http://h/.//`); seen only for that path so far, recognised for any "//..." path. With an authority, path-abempty may begin with
/// "//" (RFC 3986 §3.3), and §5.2.4's output is the path. Recognised by uriparser's result
/// being urikit's with "/." before a path that starts with "//", both with an authority.
bool uriparser_guard_with_authority(std::string_view ours, std::string_view theirs) {
  auto a = parse(ours, grammar::uri);
  auto t = parse(theirs, grammar::uri);
  if (!a || !t || !a->has_authority() || a->path().substr(0, 2) != "//") return false;
  if (!t->has_authority() || t->path().substr(0, 4) != "/.//") return false;
  return erase_at_path_start(*t, theirs, 2) == ours;
}

}  // namespace

std::string known_resolution_difference(std::string_view base, std::string_view reference,
                                        const std::string& ours, const std::string& theirs) {
  if (uriparser_ipv6_full_form(ours, theirs)) return "uriparser-ipv6-full-form";
  if (uriparser_exposes_double_slash(ours, theirs)) return "uriparser-exposes-double-slash";
  if (uriparser_rootless_dot_segments(base, reference, ours, theirs))
    return "uriparser-rootless-dot-segments";
  if (uriparser_guard_with_authority(ours, theirs)) return "uriparser-guard-with-authority";
  return "";
}

std::string known_peer_bug(std::string_view input, const std::string& disagreement,
                           const reading& ours, const reading& uriparser) {
  (void)uriparser;
  if (disagreement == "boost-accepts" && boost_authority_split(input))
    return "boost-1.81-authority-split";
  if (disagreement == "boost-rejects" && boost_ipvfuture_upper_v(input, ours))
    return "boost-1.81-ipvfuture-uppercase-v";
  if (disagreement == "boost-rejects" && boost_ipv4_prefix_host(input, ours))
    return "boost-1.81-ipv4-prefix-host";
  return "";
}

}  // namespace urikit::diff
