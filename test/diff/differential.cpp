// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The peers' readings of an input, and their comparison with urikit's (differential.hpp).
#include "differential.hpp"

#include <urikit/parse.hpp>

#include <boost/url/parse.hpp>
#include <uriparser/Uri.h>

#include <cstdio>
#include <memory>

#include "known_peer_bugs.hpp"

namespace urikit::diff {

bool components::operator==(const components& o) const {
  return scheme == o.scheme && userinfo == o.userinfo && host == o.host && port == o.port &&
         query == o.query && fragment == o.fragment && path == o.path && host_kind == o.host_kind;
}

namespace {

std::optional<std::string> str(std::optional<std::string_view> v) {
  if (!v) return std::nullopt;
  return std::string(*v);
}

std::optional<std::string> str(const UriTextRangeA& r) {
  if (r.first == nullptr) return std::nullopt;
  return std::string(r.first, r.afterLast);
}

struct uri_guard {
  UriUriA* u;
  ~uri_guard() { uriFreeUriMembersA(u); }
};

}  // namespace

reading urikit_reading(std::string_view input) {
  reading out;
  auto r = urikit::parse_uri_reference(input);
  if (!r) return out;
  out.valid = true;
  const uri_view& v = *r;
  components& c = out.parts;
  c.scheme = str(v.scheme());
  c.userinfo = str(v.userinfo());
  c.host = str(v.host());
  c.host_kind = std::string(host_type_name(v.host_type()));
  if (c.host && (v.host_type() == host_type::ipv6 || v.host_type() == host_type::ipvfuture))
    c.host = c.host->substr(1, c.host->size() - 2);
  c.port = str(v.port());
  c.path = std::string(v.path());
  c.query = str(v.query());
  c.fragment = str(v.fragment());
  return out;
}

reading uriparser_reading(std::string_view input) {
  reading out;
  UriUriA u;
  const char* error_pos = nullptr;
  if (uriParseSingleUriExA(&u, input.data(), input.data() + input.size(), &error_pos) != URI_SUCCESS)
    return out;
  uri_guard guard{&u};
  out.valid = true;
  components& c = out.parts;
  c.scheme = str(u.scheme);
  c.userinfo = str(u.userInfo);
  c.host = str(u.hostText);
  if (c.host) {
    c.host_kind = u.hostData.ip4 ? "ipv4"
                  : u.hostData.ip6 ? "ipv6"
                  : u.hostData.ipFuture.first ? "ipvfuture"
                                              : "reg-name";
  }
  c.port = str(u.portText);
  // The path: segments joined by '/', after a '/' when absolute or after an authority.
  if (u.absolutePath || (u.hostText.first != nullptr && u.pathHead != nullptr)) c.path = "/";
  for (const UriPathSegmentA* s = u.pathHead; s != nullptr; s = s->next) {
    if (s != u.pathHead) c.path += '/';
    c.path.append(s->text.first, s->text.afterLast);
  }
  c.query = str(u.query);
  c.fragment = str(u.fragment);
  return out;
}

bool boost_url_valid(std::string_view input) {
  return boost::urls::parse_uri_reference(boost::core::string_view(input.data(), input.size()))
      .has_value();
}

std::optional<std::string> uriparser_resolve(std::string_view base, std::string_view reference) {
  UriUriA b, r, out;
  const char* e = nullptr;
  if (uriParseSingleUriExA(&b, base.data(), base.data() + base.size(), &e) != URI_SUCCESS)
    return std::nullopt;
  uri_guard gb{&b};
  if (uriParseSingleUriExA(&r, reference.data(), reference.data() + reference.size(), &e) !=
      URI_SUCCESS)
    return std::nullopt;
  uri_guard gr{&r};
  if (uriAddBaseUriExA(&out, &r, &b, URI_RESOLVE_STRICTLY) != URI_SUCCESS) return std::nullopt;
  uri_guard go{&out};
  int chars = 0;
  if (uriToStringCharsRequiredA(&out, &chars) != URI_SUCCESS) return std::nullopt;
  std::string text(static_cast<std::size_t>(chars) + 1, '\0');
  if (uriToStringA(text.data(), &out, chars + 1, nullptr) != URI_SUCCESS) return std::nullopt;
  text.resize(static_cast<std::size_t>(chars));
  return text;
}

verdict compare_parse(std::string_view input) {
  verdict v;
  reading ours = urikit_reading(input);
  reading theirs = uriparser_reading(input);
  bool boost_ok = boost_url_valid(input);
  v.urikit_valid = ours.valid;
  if (ours.valid != theirs.valid) {
    v.disagreement = ours.valid ? "uriparser-rejects" : "uriparser-accepts";
  } else if (ours.valid && !(ours.parts == theirs.parts)) {
    v.disagreement = "uriparser-components";
  } else if (ours.valid != boost_ok) {
    v.disagreement = ours.valid ? "boost-rejects" : "boost-accepts";
  }
  if (!v.disagreement.empty()) v.known_bug = known_peer_bug(input, v.disagreement, ours, theirs);
  return v;
}

verdict compare_resolution(std::string_view base, std::string_view reference,
                           const std::optional<std::string>& urikit_result) {
  verdict v;
  v.urikit_valid = urikit_result.has_value();
  auto theirs = uriparser_resolve(base, reference);
  if (urikit_result && theirs) {
    if (*urikit_result != *theirs) {
      v.disagreement = "resolve-differs";
      v.known_bug = known_resolution_difference(base, reference, *urikit_result, *theirs);
    }
  } else if (urikit_result) {
    v.disagreement = "uriparser-resolve-fails";
  } else if (theirs) {
    v.disagreement = "urikit-resolve-fails";
  }
  return v;
}

void tally::add(std::string_view input, const verdict& v) {
  ++inputs;
  if (v.urikit_valid) ++urikit_valid;
  if (v.disagreement.empty()) {
    ++agreed;
    return;
  }
  (v.known_bug.empty() ? unexplained : known) += 1;
  std::string kind = v.disagreement + " / " + (v.known_bug.empty() ? "UNEXPLAINED" : v.known_bug);
  ++by_kind[kind];
  auto& ex = examples[kind];
  if (ex.size() < 20) ex.push_back(printable(input));
}

void tally::print(std::size_t examples_per_kind) const {
  std::printf("inputs %zu, urikit-valid %zu, all agree %zu, documented peer bugs %zu, unexplained %zu\n",
              inputs, urikit_valid, agreed, known, unexplained);
  for (const auto& [kind, count] : by_kind) {
    std::printf("  %-70s %zu\n", kind.c_str(), count);
    const auto& ex = examples.at(kind);
    for (std::size_t i = 0; i < ex.size() && i < examples_per_kind; ++i)
      std::printf("      %s\n", ex[i].c_str());
  }
}

std::string printable(std::string_view s) {
  std::string out;
  std::size_t n = s.size() < 200 ? s.size() : 200;
  for (std::size_t i = 0; i < n; ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    }
  }
  if (n < s.size()) out += "...";
  return out;
}

}  // namespace urikit::diff
