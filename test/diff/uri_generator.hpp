// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A grammar-aware random generator of URI-references (RFC 3986 Appendix A) plus byte-level
// mutations, for the differential tests. Deterministic for a given seed.
#ifndef URIKIT_TEST_DIFF_URI_GENERATOR_HPP
#define URIKIT_TEST_DIFF_URI_GENERATOR_HPP

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

namespace urikit::diff {

class uri_generator {
 public:
  explicit uri_generator(std::uint64_t seed) : rng_(seed) {}

  /// One URI-reference built from the ABNF; about a third are then mutated (and then
  /// mostly invalid).
  std::string next() {
    std::string s = uri_reference();
    if (chance(35)) mutate(s);
    return s;
  }

 private:
  std::mt19937_64 rng_;

  std::size_t below(std::size_t n) { return static_cast<std::size_t>(rng_() % n); }
  bool chance(unsigned percent) { return below(100) < percent; }
  char pick(std::string_view set) { return set[below(set.size())]; }

  static constexpr std::string_view alpha = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  static constexpr std::string_view digits = "0123456789";
  static constexpr std::string_view hex = "0123456789abcdefABCDEF";
  static constexpr std::string_view unreserved =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~";
  static constexpr std::string_view sub_delims = "!$&'()*+,;=";

  std::string pct() {
    std::string t = "%";
    t += pick(hex);
    t += pick(hex);
    return t;
  }
  /// *( chars / pct-encoded ), length 0..max.
  std::string run(std::string_view extra, std::size_t max) {
    std::string t;
    std::size_t n = below(max + 1);
    for (std::size_t i = 0; i < n; ++i) {
      std::size_t k = below(20);
      if (k == 0) t += pct();
      else if (k < 4) t += pick(sub_delims);
      else if (k < 6 && !extra.empty()) t += pick(extra);
      else t += pick(unreserved);
    }
    return t;
  }
  std::string number(unsigned max) { return std::to_string(below(max + 1)); }

  std::string scheme() {
    std::string t(1, pick(alpha));
    std::size_t n = below(8);
    for (std::size_t i = 0; i < n; ++i) t += pick("abcdefghijklmnopqrstuvwxyz0123456789+-.");
    if (chance(3)) t[0] = pick(digits);  // invalid on purpose
    return t;
  }
  std::string ipv4() {
    std::string t;
    for (int i = 0; i < 4; ++i) {
      if (i) t += '.';
      t += chance(5) ? "0" + number(99) : number(chance(5) ? 300 : 255);
    }
    return t;
  }
  std::string h16() {
    std::string t;
    std::size_t n = 1 + below(chance(3) ? 5 : 4);
    for (std::size_t i = 0; i < n; ++i) t += pick(hex);
    return t;
  }
  std::string ipv6() {
    // 8 h16 (or 6 + an IPv4address); sometimes 9 on purpose; "::" replaces 1..n of them.
    bool v4 = chance(20);
    std::size_t groups = (chance(5) ? 9 : 8) - (v4 ? 2 : 0);
    std::size_t omit = chance(60) ? 1 + below(groups) : 0;
    std::size_t at = omit ? below(groups - omit + 1) : 0;
    std::string t;
    for (std::size_t i = 0; i < groups; ++i) {
      if (omit && i == at) {
        t += "::";
        i += omit - 1;
        continue;
      }
      if (!t.empty() && t.back() != ':') t += ':';
      t += h16();
    }
    if (v4) {
      if (!t.empty() && t.back() != ':') t += ':';
      t += ipv4();
    }
    return t;
  }
  std::string host() {
    switch (below(12)) {
      case 0: case 1: return ipv4();
      case 2: case 3: {
        std::string t = "[" + ipv6();
        if (chance(10)) t += chance(50) ? "%25" + run("", 5) : "%" + run("", 4);
        return t + "]";
      }
      case 4: return std::string("[") + (chance(80) ? "v" : "V") + h16() + "." + run(":", 6) + "]";
      case 5: {  // numeric-looking reg-names (§7.4)
        const char* odd[] = {"0x7f.1", "0177.0.0.1", "2130706433", "127.1", "127.0.0.1.", "256.0.0.1", "0"};
        return odd[below(7)];
      }
      case 6: return "";
      default: {
        std::string t = run("", 10);
        if (chance(40)) t += "." + run("", 6);
        if (chance(30)) t += ".com";
        return t;
      }
    }
  }
  std::string authority() {
    std::string t;
    if (chance(20)) t += run(":", 8) + "@";
    t += host();
    if (chance(25)) t += ":" + (chance(10) ? std::string("99999999999") : number(chance(80) ? 65535 : 70000));
    return t;
  }
  std::string segment(std::string_view extra) {
    switch (below(12)) {
      case 0: return ".";
      case 1: return "..";
      case 2: return "%2e%2E";
      default: return run(extra, 8);
    }
  }
  std::string path(bool absolute, bool colon_ok) {
    std::string t;
    std::size_t n = below(6);
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0 || absolute) t += '/';
      t += segment(i == 0 && !colon_ok ? "@" : ":@");
    }
    if (absolute && n == 0 && chance(50)) t = "/";
    return t;
  }
  std::string uri_reference() {
    std::string t;
    bool has_scheme = chance(65);
    if (has_scheme) t += scheme() + ":";
    bool has_authority = chance(has_scheme ? 70 : 25);
    if (has_authority) {
      t += "//" + authority();
      t += path(true, true);
    } else {
      // path-absolute / path-rootless (or path-noscheme) / path-empty; never "//" at start.
      bool absolute = chance(50);
      std::string p = path(absolute, has_scheme);
      if (p.size() >= 2 && p[0] == '/' && p[1] == '/') p.insert(0, "/.");
      t += p;
    }
    if (chance(35)) t += "?" + run(":@/?", 12);
    if (chance(20)) t += "#" + run(":@/?", 8);
    return t;
  }

  void mutate(std::string& s) {
    static constexpr std::string_view interesting[] = {
        " ", "%", "%2", "[", "]", "@", ":", "#", "?", "/", "//", "\\", std::string_view("\0", 1),
        "\x80", "\xc3\xa9", "{", "|", "\"", "<", "^", "`", "\t", "%25", "::", "."};
    std::size_t rounds = 1 + below(3);
    for (std::size_t r = 0; r < rounds; ++r) {
      std::size_t at = s.empty() ? 0 : below(s.size() + 1);
      switch (below(3)) {
        case 0: s.insert(at, interesting[below(std::size(interesting))]); break;
        case 1: if (at < s.size()) s.erase(at, 1); break;
        default: {
          std::string_view rep = interesting[below(std::size(interesting))];
          if (at < s.size()) s.replace(at, 1, rep);
          else s += rep;
        }
      }
    }
  }
};

}  // namespace urikit::diff

#endif  // URIKIT_TEST_DIFF_URI_GENERATOR_HPP
