// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// repair: split as RFC 3986 Appendix B does, then encode per component what its rule forbids.
#include <urikit/repair.hpp>

#include <urikit/charset.hpp>
#include <urikit/ip_address.hpp>
#include <urikit/parse.hpp>

#include "scan.hpp"

namespace urikit {

namespace {

class repairer {
 public:
  explicit repairer(std::string_view in) : in_(in) {}

  /// Copies in_[b, e) keeping characters of `allowed` and well-formed triplets, encoding the rest.
  void component(std::size_t b, std::size_t e, const charset& allowed) {
    for (std::size_t i = b; i < e; ++i) {
      const auto c = static_cast<unsigned char>(in_[i]);
      if (allowed.contains(c)) {
        out_ += static_cast<char>(c);
      } else if (c == '%') {
        if (e - i >= 3 && detail::is_hex(static_cast<unsigned char>(in_[i + 1])) &&
            detail::is_hex(static_cast<unsigned char>(in_[i + 2]))) {
          out_.append(in_.substr(i, 3));
          i += 2;
        } else {
          encode(i, repair_kind::encoded_percent);
        }
      } else if (c >= 0x80) {
        encode(i, repair_kind::encoded_non_ascii);
      } else if (charsets::gen_delims.contains(c)) {
        encode(i, repair_kind::encoded_delimiter);
      } else {
        encode(i, repair_kind::encoded_character);
      }
    }
  }
  void literal(std::string_view s) { out_.append(s); }
  void fix(std::size_t at, repair_kind kind) { result_.fixes.push_back({at, kind}); }
  std::string& out() { return out_; }

  repaired_uri finish() {
    result_.output = std::move(out_);
    return std::move(result_);
  }

 private:
  void encode(std::size_t i, repair_kind kind) {
    const auto c = static_cast<unsigned char>(in_[i]);
    detail::append_triplet(out_, c);
    fix(i, kind);
  }
  std::string_view in_;
  std::string out_;
  repaired_uri result_;
};

}  // namespace

std::string_view repair_kind_name(repair_kind kind) noexcept {
  switch (kind) {
    case repair_kind::encoded_character: return "encoded-character";
    case repair_kind::encoded_non_ascii: return "encoded-non-ascii";
    case repair_kind::encoded_percent: return "encoded-percent";
    case repair_kind::encoded_delimiter: return "encoded-delimiter";
    case repair_kind::inserted_dot_slash: return "inserted-dot-slash";
  }
  return "unknown";
}

repaired_uri repair(std::string_view in) {
  if (parse_uri_reference(in)) return {std::string(in), {}};  // valid: unchanged
  repairer r(in);
  const std::size_t n = in.size();
  std::size_t p = 0;

  // scheme ":" — only when it is a valid scheme (Appendix B: ^([^:/?#]+):)
  bool has_scheme = false;
  if (n > 0 && charsets::alpha.contains(in[0])) {
    std::size_t i = detail::skip_run(reinterpret_cast<const unsigned char*>(in.data()), 1, n, charsets::scheme);
    if (i < n && in[i] == ':') {
      r.literal(in.substr(0, i + 1));
      p = i + 1;
      has_scheme = true;
    }
  }

  // "//" authority: up to the first '/', '?' or '#'
  bool has_authority = false;
  if (n - p >= 2 && in[p] == '/' && in[p + 1] == '/') {
    has_authority = true;
    r.literal("//");
    const std::size_t a = p + 2;
    std::size_t end = in.find_first_of("/?#", a);
    if (end == std::string_view::npos) end = n;
    std::string_view auth = in.substr(a, end - a);
    std::size_t host_begin = a;
    const std::size_t at = auth.rfind('@');
    if (at != std::string_view::npos) {  // the last '@' ends the userinfo
      r.component(a, a + at, charsets::userinfo);
      r.literal("@");
      host_begin = a + at + 1;
    }
    // host [":" port]
    std::string_view hostport = in.substr(host_begin, end - host_begin);
    std::size_t host_end = end;
    if (!hostport.empty() && hostport[0] == '[') {
      const std::size_t close = hostport.find(']');
      std::string probe = "//" + std::string(hostport.substr(0, close == std::string_view::npos ? 0 : close + 1));
      if (close != std::string_view::npos && parse_relative_ref(probe)) {
        r.literal(hostport.substr(0, close + 1));
        host_begin += close + 1;
      }
    }
    // A trailing ":" DIGITS is the port; any other ':' in the host is data.
    std::size_t colon = in.substr(host_begin, end - host_begin).rfind(':');
    if (colon != std::string_view::npos) {
      std::string_view digits = in.substr(host_begin + colon + 1, end - host_begin - colon - 1);
      if (digits.find_first_not_of("0123456789") == std::string_view::npos) host_end = host_begin + colon;
    }
    r.component(host_begin, host_end, charsets::reg_name);
    if (host_end < end) {
      r.literal(":");
      r.literal(in.substr(host_end + 1, end - host_end - 1));
    }
    p = end;
  }

  // path: up to '?' or '#'
  std::size_t path_end = in.find_first_of("?#", p);
  if (path_end == std::string_view::npos) path_end = n;
  const std::size_t path_out = r.out().size();
  r.component(p, path_end, charsets::path);
  if (!has_scheme && !has_authority) {
    // §4.2: a first segment with ':' would read as a scheme.
    std::string_view path(r.out().data() + path_out, r.out().size() - path_out);
    std::size_t first_end = path.find('/');
    if (path.substr(0, first_end).find(':') != std::string_view::npos) {
      r.out().insert(path_out, "./");
      r.fix(p, repair_kind::inserted_dot_slash);
    }
  }
  p = path_end;

  // "?" query: up to the first '#'
  if (p < n && in[p] == '?') {
    std::size_t q_end = in.find('#', p + 1);
    if (q_end == std::string_view::npos) q_end = n;
    r.literal("?");
    r.component(p + 1, q_end, charsets::query);
    p = q_end;
  }
  // "#" fragment: the rest; a second '#' is data
  if (p < n && in[p] == '#') {
    r.literal("#");
    r.component(p + 1, n, charsets::fragment);
  }
  repaired_uri done = r.finish();
  if (!parse_uri_reference(done.output)) {
    // Last resort for inputs whose parts cannot be told apart (e.g. junk after an IP
    // literal): everything outside unreserved is encoded, which is always valid.
    repairer all(in);
    all.component(0, n, charsets::unreserved);
    done = all.finish();
  }
  return done;
}

}  // namespace urikit
