// The documented peer bugs: each disagreement class below was settled by the RFC 3986 text
// (docs/reliability.md, "Differential testing"). A predicate must recognise exactly its
// bug: it re-asks the peer a question that isolates the bug, so an unrelated disagreement
// on the same input is never hidden.
#include "known_peer_bugs.hpp"

#include <urikit/ip_address.hpp>

#include <boost/url/parse.hpp>

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

}  // namespace

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
