// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Normalization (RFC 3986 §6.2.2 syntax, §6.2.3 scheme-based, plus crawler options).
//
// Order (docs/normalization.md): case -> decode percent-encoded unreserved octets ->
// remove dot segments, then the shape guards of §3.3 and §4.2. Decoding before removing
// dot segments is the only order that is idempotent (%2E%2E is "..").
#include <urikit/normalize.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

#include <urikit/charset.hpp>
#include <urikit/ip_address.hpp>
#include <urikit/parse.hpp>

#include "append_into.hpp"
#include "dot_segments.hpp"
#include "normalize_general.hpp"
#include "normalize_plan.hpp"
#include "scan.hpp"
#include "string_write.hpp"
#include "swar.hpp"
#include "thread_scratch.hpp"
#include "tracking_params.hpp"

namespace urikit {

namespace {

using detail::only_case_changes;
using detail::other_changes;
using detail::classify_changes;

inline char to_lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

/// Writes `text` at `out` with every triplet's hex in upper case and unreserved octets
/// decoded (§6.2.2.1, §6.2.2.2); returns the end, at most text.size() bytes on. `lower`:
/// ASCII letters outside triplets, and decoded ones, go to lower case (hosts, §6.2.2.1).
/// Reserved octets stay encoded (§2.2).
char* write_pct_normalized(char* out, std::string_view text, bool lower, bool decode_dots) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  for (std::size_t i = 0;;) {
    const void* pct = i < n ? std::char_traits<char>::find(text.data() + i, n - i, '%') : nullptr;
    const std::size_t run = pct ? static_cast<std::size_t>(static_cast<const char*>(pct) - text.data()) : n;
    if (lower) {
      out = detail::swar::copy_lower(out, text.data() + i, run - i);
    } else {
      detail::swar::move_bytes(out, text.data() + i, run - i);
      out += run - i;
    }
    if (run == n) return out;
    // A triplet: the parser has checked it is well formed.
    const unsigned char octet = detail::decode_triplet(s + run);
    if (charsets::unreserved.contains(octet) && (decode_dots || octet != '.'))
      *out++ = lower ? to_lower(static_cast<char>(octet)) : static_cast<char>(octet);
    else
      out = detail::write_triplet(out, octet);
    i = run + 3;
  }
}

using detail::swar::copy_text;

/// The general writer's output: a string sized ahead and written through a pointer, with no
/// append call a piece (they were a third of its time), then cut to what was written. The
/// few steps that edit a std::string (relative dot segments, tracking parameters, sorting)
/// close it first and open it again after.
class output_buffer {
 public:
  output_buffer(std::string& out, std::size_t room) : s_(out) {
    s_.clear();
    open(room);
  }
  char*& at() noexcept { return p_; }
  std::size_t size() const noexcept { return static_cast<std::size_t>(p_ - s_.data()); }
  char* data() noexcept { return s_.data(); }
  /// Cuts the string to what was written, for the steps that edit it as a string.
  std::string& close() {
    // A tripwire, not a guard: it looks after the writes, so it reports a step that passed
    // the room (normalize_to_slack's bound, which normalize_test reaches) rather than
    // preventing it, and it checks each stretch between open() and close();
    // normalize_to_through_string() still checks the whole output against the bound.
    if (p_ > s_.data() + s_.size()) throw std::length_error("urikit::normalize: the general writer passed its room");
    s_.resize(size());
    return s_;
  }
  /// Makes room for `room` more bytes after the string's end and writes on from there.
  void open(std::size_t room) {
    const std::size_t used = s_.size();
    s_.resize(used + room);
    p_ = s_.data() + used;
  }

 private:
  std::string& s_;
  char* p_ = nullptr;
};

/// Whether remove_tracking_params applies to `v`, whose host is written normalized at
/// `host` (empty without an authority): an http or https URI whose host the list does not
/// exempt (the links the list's source cleans are web links).
bool tracking_applies(const uri_view& v, std::string_view host) noexcept {
  const auto scheme = v.scheme();
  if (!scheme || (scheme->size() != 4 && scheme->size() != 5)) return false;
  const char* const web = "https";
  for (std::size_t k = 0; k < scheme->size(); ++k)
    if (to_lower((*scheme)[k]) != web[k]) return false;
  return !detail::tracking_exempt_host(host);
}

/// The query with its &-separated parameters stably sorted by name. Names were already
/// normalized (the query is), so octet order of the normalized names is the order.
/// Queries of up to 32 parameters and 2 KiB (nearly all) are sorted on the stack, by
/// insertion (stable; few elements), and copied back in place: no allocation.
void sort_query_parameters(std::string& out, std::size_t query_begin) {
  std::string_view q(out.data() + query_begin, out.size() - query_begin);
  if (q.find('&') == std::string_view::npos) return;
  struct param {
    std::string_view text, name;
  };
  const auto split = [q](auto&& add) {
    for (std::size_t start = 0;;) {
      const std::size_t amp = std::min(q.find('&', start), q.size());
      const std::string_view p = q.substr(start, amp - start);
      if (!add(param{p, p.substr(0, std::min(p.find('='), p.size()))})) return false;
      if (amp == q.size()) return true;
      start = amp + 1;
    }
  };
  const auto join = [](const param* params, std::size_t count, char* to) {
    for (std::size_t k = 0; k < count; ++k) {
      if (k) *to++ = '&';
      std::memcpy(to, params[k].text.data(), params[k].text.size());
      to += params[k].text.size();
    }
  };
  constexpr std::size_t few = 32, short_query = 2048;
  if (q.size() <= short_query) {
    param params[few];
    std::size_t count = 0;
    const bool fits = split([&](const param& p) {
      if (count == few) return false;
      params[count++] = p;
      return true;
    });
    if (fits) {
      for (std::size_t i = 1; i < count; ++i) {
        const param x = params[i];
        std::size_t j = i;
        for (; j > 0 && x.name < params[j - 1].name; --j) params[j] = params[j - 1];
        params[j] = x;
      }
      char sorted[short_query];
      join(params, count, sorted);
      std::memcpy(out.data() + query_begin, sorted, q.size());
      return;
    }
  }
  std::vector<param> params;
  split([&](const param& p) {
    params.push_back(p);
    return true;
  });
  std::stable_sort(params.begin(), params.end(), [](const param& a, const param& b) { return a.name < b.name; });
  std::string sorted(q.size(), '\0');
  join(params.data(), params.size(), sorted.data());
  out.replace(query_begin, q.size(), sorted);
}


// ---------------------------------------------------------------- the fast path
//
// Most URIs met in bulk are already normalized but for the case of scheme and host: no
// dot segment, and no '%' or only triplets that stay as they are (percent_stays()). For
// them normalization is lower-casing two short runs and copying the rest (and '/' for an
// empty path), eight bytes a step where it can: the plan (normalize_plan.hpp) says when.
// Every other URI takes the general writer below; both give the same output
// (normalize_test, on every kernel).

using detail::swar::copy_lower;

}  // namespace

const scheme_rules* detail::scheme_rules_of(const uri_view& v, const normalize_options& o) noexcept {
  if (o.level != equivalence_level::scheme || !v.has_scheme()) return nullptr;
  const scheme_registry& reg = o.registry ? *o.registry : scheme_registry::global();
  return reg.find_rules(*v.scheme());
}

namespace {

/// Whether `v` has a '%' that does not stay (percent_stays(): in the host, so also every
/// zone ID, or a triplet that normalizing changes) or a dot segment, or, with sort_query, a
/// second query parameter: what the plan's fast cases leave to the general writer (the
/// kernels' fast paths ask the same with byte masks: short_path_refuses()).
bool needs_general_writer(const uri_view& v, const normalize_options& o) noexcept {
  return detail::percents_change(v) || detail::has_dot_segments(v.path()) || detail::sort_may_reorder(v, o);
}

/// §3.3: without an authority, a path must not start with "//" (it would read as one). The
/// writers that remove dot segments put "/." before such a path.
bool path_needs_authority_guard(const uri_view& v, std::string_view path) noexcept {
  return !v.has_authority() && path.size() >= 2 && path[0] == '/' && path[1] == '/';
}

/// Whether the only change to `v` beyond the plan's (which is not "more") is removing the
/// dot segments of a path that starts with '/' (every non-empty path after an authority;
/// an absolute path): it has some, every '%' stays (percent_stays(): so also no encoded
/// '.'), and no sort applies. The dots of a rootless path stay with the general writer
/// (append_relative_without_dot_segments() for a relative reference).
bool only_dot_segments_change(const uri_view& v, const normalize_options& o) noexcept {
  const std::string_view path = v.path();
  if (path.empty() || path[0] != '/' || !detail::has_dot_segments(path)) return false;
  return !detail::percents_change(v) && !detail::sort_may_reorder(v, o);
}

/// `v` normalized when only_dot_segments_change(): the text before the path as
/// write_with_edits() writes it (scheme and host lowered, the port dropped when `plan`
/// says), the path without its dot segments (§5.2.4, the one remover), "/." before it when
/// the §3.3 guard asks, then the query and fragment as they are. What the general writer
/// writes for such a URI, without its per-component passes (normalize_test compares them).
void write_planned_without_dot_segments(std::string& out, const uri_view& v, other_changes plan) {
  const std::string_view in = v.string();
  const std::string_view path = v.path();
  const std::size_t pe = static_cast<std::size_t>(path.data() - in.data()) + path.size();
  const std::size_t cut = detail::kept_before_path(v, plan);
  out.clear();
  // No more than the input and the guard's two bytes (the path is not empty: no root edit).
  detail::append_written(out, in.size() + 2, [&](char* const p) noexcept {
    detail::swar::move_bytes(p, in.data(), cut);
    detail::lower_scheme_and_host(p, in, v);  // both lie before the cut
    char* const path_out = p + cut;
    char* e = detail::write_without_dot_segments(path_out, path);
    if (path_needs_authority_guard(v, std::string_view(path_out, static_cast<std::size_t>(e - path_out)))) {
      std::memmove(path_out + 2, path_out, static_cast<std::size_t>(e - path_out));
      std::memcpy(path_out, "/.", 2);
      e += 2;
    }
    detail::swar::move_bytes(e, in.data() + pe, in.size() - pe);
    return e + (in.size() - pe);
  });
}

/// The URIs that the plan's copy cases do not take: those whose one other change is their
/// dot segments go to write_planned_without_dot_segments(), the rest to the general writer.
void normalize_past_copies(const uri_view& v, other_changes plan, std::string& out, const normalize_options& o) {
  if (plan != other_changes::more && only_dot_segments_change(v, o))
    return write_planned_without_dot_segments(out, v, plan);
  detail::normalize_general(v, out, o);
}

}  // namespace

namespace {
/// The plan's fast cases without a SIMD kernel (and the inputs the kernels' fast paths do
/// not take): "case only" is a copy with scheme and host lowered; with an edit at the
/// authority's end (write_with_edits()), the same with the port dropped or '/' for the
/// empty path; everything else is normalize_past_copies()'. Out of line, so
/// that normalize_into() stays a small dispatcher.
URIKIT_NOINLINE void normalize_without_simd(const uri_view& v, std::string& out,
                                            const normalize_options& o) {
  const other_changes plan = classify_changes(v, o);
  if (plan != other_changes::more && !needs_general_writer(v, o)) {
    const std::string_view in = v.string();
    if (plan != other_changes::only_case) return detail::write_with_edits(out, in, v, plan, true);
    out.assign(in);
    detail::lower_scheme_and_host(out.data(), in, v);
    return;
  }
  normalize_past_copies(v, plan, out, o);
}
}  // namespace

void detail::normalize_replacing(const uri_view& v, std::string& out, const normalize_options& o) {
  if (detail::leaves_text_as_is(o)) {
    out.assign(v.string());
    return;
  }
  // The kernel's fast paths take inputs of up to 127 bytes (the portable kernel has none).
  // When a kernel found that only the general writer applies, the plan is not asked again.
  if (v.string().size() < 128) {
    switch (detail::with_kernel([&](auto k) { return detail::normalize_into_kernel(k, v, out, o); })) {
      case detail::fast_normalize::written: return;
      case detail::fast_normalize::needs_general_writer: return normalize_past_copies(v, classify_changes(v, o), out, o);
      case detail::fast_normalize::not_judged: break;
    }
  }
  normalize_without_simd(v, out, o);
}

namespace {
/// normalize_to() for the inputs that its shortcut (detail::normalize_to_fast()) does not
/// take, and for all with the portable kernel: normalized into a per-thread string, then
/// copied. Out of line, so that normalize_to() saves no registers for it.
URIKIT_NOINLINE char* normalize_to_through_string(char* out, const uri_view& v,
                                                            const normalize_options& o) {
  std::string& scratch = detail::thread_scratch<struct normalize_to_site>();
  const detail::scratch_release release(scratch);
  detail::normalize_past_shortcut(v, scratch, o);
  // Never past the documented room, whatever happens (the tests check the bound).
  if (scratch.size() > v.string().size() + normalize_to_slack)
    throw std::length_error("urikit::normalize_to: output longer than the documented bound");
  std::memcpy(out, scratch.data(), scratch.size());
  return out + scratch.size();
}
}  // namespace

void detail::normalize_past_shortcut(const uri_view& v, std::string& out, const normalize_options& o) {
  // An input the kernel's shortcut has judged (and found no copy case for) goes to the
  // plan's other writers without normalize_into_kernel() asking it all again.
  const std::size_t judged_below =
      detail::with_kernel([](auto k) noexcept { return detail::normalize_to_judges_below(k); });
  if (!detail::leaves_text_as_is(o) && v.string().size() < judged_below)
    return normalize_past_copies(v, classify_changes(v, o), out, o);
  detail::normalize_replacing(v, out, o);
}

char* detail::normalize_to_fast(char* out, const uri_view& v, const normalize_options& o) noexcept {
  return detail::with_kernel([&](auto k) noexcept { return detail::normalize_to_kernel(k, out, v, o); });
}

char* normalize_to(char* out, const uri_view& v, const normalize_options& o) {
  if (char* end = detail::normalize_to_fast(out, v, o)) return end;
  return normalize_to_through_string(out, v, o);
}

URIKIT_NOINLINE bool detail::percents_stay(const uri_view& v) noexcept {
  const std::string_view in = v.string();
  for (std::size_t at = in.find('%'); at != std::string_view::npos; at = in.find('%', at + 3))
    if (!percent_stays(v, in, at)) return false;
  return true;
}

/// classify_changes() for a URI with a port or with an authority and an empty path: the
/// answers that need the scheme's rules. Out of line: most URLs have neither.
URIKIT_NOINLINE other_changes detail::classify_port_and_root(const uri_view& v,
                                                               const normalize_options& o) noexcept {
  bool drop_port = false;
  if (auto port = v.port(); port && o.level == equivalence_level::scheme) {
    if (port->empty()) {
      drop_port = true;  // §6.2.3: an empty port and its ':' go
    } else if (const auto number = v.port_number()) {
      // Leading zeros go from a port that has a value (":080"): the general writer's work.
      // One past 16 bits stays as it is.
      if (port->size() > 1 && (*port)[0] == '0') return other_changes::more;
      const scheme_rules* rules = detail::scheme_rules_of(v, o);
      drop_port = rules && rules->default_port && *number == *rules->default_port;
    }
  }
  bool root = false;
  if (v.has_authority() && v.path().empty()) {
    const scheme_rules* rules = detail::scheme_rules_of(v, o);
    root = rules && rules->empty_path_is_root;
  }
  if (drop_port) return root ? other_changes::case_port_and_root : other_changes::case_and_port;
  return root ? other_changes::case_and_root : other_changes::only_case;
}

/// Writes the scheme and host of `v` (whose text is `in`) in lower case at their places in
/// `out`, a copy of `in` up to the path. Read from `in`, not `out`: loads of bytes just
/// stored would stall.
void detail::lower_scheme_and_host(char* out, std::string_view in, const uri_view& v) noexcept {
  if (auto scheme = v.scheme()) copy_lower(out, scheme->data(), scheme->size());
  if (auto host = v.host()) copy_lower(out + (host->data() - in.data()), host->data(), host->size());
}

/// Both edits end at the path's start: the text before the cut (the port's ':', or the
/// path's start), '/' for the root, then the text from the path on.
char* detail::write_edits_at(char* p, std::string_view text, const uri_view& v, other_changes changes,
                             bool lower) noexcept {
  const std::string_view in = v.string();
  const std::size_t pb = static_cast<std::size_t>(v.path().data() - in.data());
  const std::size_t cut = kept_before_path(v, changes);
  const std::size_t root = adds_root(changes) ? 1 : 0;
  detail::swar::move_bytes(p, text.data(), cut);
  if (root) p[cut] = '/';
  detail::swar::move_bytes(p + cut + root, text.data() + pb, in.size() - pb);
  if (lower) lower_scheme_and_host(p, in, v);  // both lie before the cut
  return p + cut + root + (in.size() - pb);
}

void detail::write_with_edits(std::string& out, std::string_view text, const uri_view& v, other_changes changes,
                              bool lower) {
  out.clear();
  detail::append_written(out, v.string().size() + 1,
                         [&](char* p) noexcept { return write_edits_at(p, text, v, changes, lower); });
}

void detail::normalize_general(const uri_view& v, std::string& out, const normalize_options& o) {
  const scheme_rules* const rules = detail::scheme_rules_of(v, o);
  const bool decode_dots = detail::decodes_dots_in_path(o);
  // No step writes more than it reads but for what normalize_to_slack counts (the root of
  // an empty path, a canonical IPv6 address) and the shape guards, which give back no more
  // than removing dot segments took: room for that, written through a pointer.
  const std::size_t room = v.string().size() + normalize_to_slack;
  output_buffer buffer(out, room);
  char*& p = buffer.at();

  // scheme (§6.2.2.1: case-insensitive, lower case is canonical)
  if (auto scheme = v.scheme()) {
    p = detail::swar::copy_lower(p, scheme->data(), scheme->size());
    *p++ = ':';
  }

  // authority
  std::size_t host_begin = 0, host_end = 0;  // the normalized host's place in the output
  if (v.has_authority()) {
    *p++ = '/';
    *p++ = '/';
    if (auto ui = v.userinfo()) {
      p = write_pct_normalized(p, *ui, false, true);
      *p++ = '@';
    }
    host_begin = buffer.size();
    const std::string_view host = *v.host();
    if (v.host_type() == host_type::ipv6 && o.canonical_ipv6 && !v.zone_id()) {
      *p++ = '[';
      p = copy_text(p, format_ipv6_address(v.ipv6_address()));
      *p++ = ']';
    } else if (auto zone = v.zone_id()) {
      // The address is case-insensitive; a zone ID is not (RFC 6874 §2).
      p = write_pct_normalized(p, host.substr(0, host.size() - zone->size() - 1), true, true);
      p = write_pct_normalized(p, host.substr(host.size() - zone->size() - 1), false, true);
    } else {
      p = write_pct_normalized(p, host, true, true);
    }
    host_end = buffer.size();
    if (auto port = v.port()) {
      if (o.level == equivalence_level::scheme) {
        // §6.2.3: an empty port and its ':' go; so does the default port (by value).
        auto number = v.port_number();
        const bool is_default = number && rules && rules->default_port && *number == *rules->default_port;
        if (!port->empty() && !is_default) {
          *p++ = ':';
          std::size_t z = 0;
          // Leading zeros say nothing: ":08080" is port 8080.
          if (number)
            while (z + 1 < port->size() && (*port)[z] == '0') ++z;
          p = copy_text(p, port->substr(z));
        }
      } else {
        *p++ = ':';
        p = copy_text(p, *port);
      }
    }
  }

  // path: normalize the encoding first, then remove dot segments from that text.
  const std::size_t path_begin = buffer.size();
  p = write_pct_normalized(p, v.path(), false, decode_dots);
  char* const path_start = buffer.data() + path_begin;
  if (detail::has_dot_segments(std::string_view(path_start, static_cast<std::size_t>(p - path_start)))) {
    if (!v.has_scheme() && !v.has_authority() && *path_start != '/') {
      std::string& path = detail::thread_scratch<struct relative_path_site>();  // no allocation once grown
      const detail::scratch_release release(path);
      std::string& text = buffer.close();
      path.assign(text, path_begin, std::string::npos);
      text.resize(path_begin);
      detail::append_relative_without_dot_segments(text, path);
      buffer.open(room);
    } else {  // §5.2.4 in place, as resolve() runs it: the output never overtakes the input
      const std::string_view written(path_start, static_cast<std::size_t>(p - path_start));
      p = detail::write_without_dot_segments(path_start, written);
    }
  }
  if (rules && rules->empty_path_is_root && v.has_authority() && buffer.size() == path_begin) *p++ = '/';

  // Shape guards: the path must not become an authority (§3.3) or a scheme (§4.2).
  const std::string_view path(buffer.data() + path_begin, buffer.size() - path_begin);
  const auto insert_before_path = [&](const char (&two)[3]) {
    std::memmove(buffer.data() + path_begin + 2, path.data(), path.size());
    std::memcpy(buffer.data() + path_begin, two, 2);
    p += 2;
  };
  if (path_needs_authority_guard(v, path)) {
    insert_before_path("/.");
  } else if (!v.has_scheme() && !v.has_authority() && !path.empty() && path[0] != '/') {
    const std::size_t first_end = std::min(path.find('/'), path.size());
    if (path.substr(0, first_end).find(':') != std::string_view::npos) insert_before_path("./");
  }

  // query: normalized, then tracking parameters removed (their names compared in normal
  // form), then emptiness judged, then sorted.
  if (auto q = v.query()) {
    const std::size_t mark = buffer.size();
    *p++ = '?';
    const std::size_t query_begin = buffer.size();
    p = write_pct_normalized(p, *q, false, true);
    const bool remove_tracking =
        o.remove_tracking_params &&
        tracking_applies(v, std::string_view(buffer.data() + host_begin, host_end - host_begin));
    if (remove_tracking || o.sort_query) {
      std::string& text = buffer.close();
      if (remove_tracking) detail::remove_tracking_params(text, query_begin);
      if (o.remove_empty_query && text.size() == query_begin)
        text.resize(mark);
      else if (o.sort_query)
        sort_query_parameters(text, query_begin);
      buffer.open(room);
    } else if (o.remove_empty_query && buffer.size() == query_begin) {
      p = buffer.data() + mark;
    }
  }

  // fragment
  if (auto f = v.fragment()) {
    if (!o.drop_fragment) {
      *p++ = '#';
      p = write_pct_normalized(p, *f, false, true);
    }
  }
  buffer.close();
}

void normalize_into(std::string& out, const uri_view& view, const normalize_options& options) {
  detail::append_into(out, [&](std::string& s) { detail::normalize_replacing(view, s, options); });
}

result<void> normalize_into(std::string& out, std::string_view input, const normalize_options& options) {
  auto parsed = parse_uri_reference(input);
  if (!parsed) return parsed.error();
  normalize_into(out, *parsed, options);
  return {};
}

result<std::string> normalize(std::string_view input, const normalize_options& options) {
  std::string out;
  auto r = normalize_into(out, input, options);
  if (!r) return r.error();
  return out;
}

namespace {

/// Whether append_pct_normalized(text, lower, decode_dots) would give `text` back: every
/// triplet has upper-case hex and encodes an octet that stays encoded, and (lower) no
/// capital letter stands outside a triplet. Reads only.
bool pct_is_normalized(std::string_view text, bool lower, bool decode_dots) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char c = s[i];
    if (c == '%') {
      if (!detail::triplet_is_normal(s + i, decode_dots)) return false;
      i += 2;
    } else if (lower && c >= 'A' && c <= 'Z') {
      return false;
    }
  }
  return true;
}

/// is_normalized() without building the normalized string, for the URIs where the answer
/// follows from the text alone; nullopt for the rest (dot segments, which the shape guards
/// may write back; zone IDs; canonical IPv6, sorted queries and tracking parameters).
std::optional<bool> normalized_in_place(const uri_view& v, const normalize_options& o) noexcept {
  if (detail::has_dot_segments(v.path()) || v.zone_id()) return std::nullopt;
  if (detail::more_may_change_nothing(v, o)) return std::nullopt;
  if (!only_case_changes(v, o)) return false;
  if (auto scheme = v.scheme(); scheme && !pct_is_normalized(*scheme, true, true)) return false;
  if (auto ui = v.userinfo(); ui && !pct_is_normalized(*ui, false, true)) return false;
  if (auto host = v.host(); host && !pct_is_normalized(*host, true, true)) return false;
  if (!pct_is_normalized(v.path(), false, detail::decodes_dots_in_path(o))) return false;
  if (auto q = v.query(); q && !pct_is_normalized(*q, false, true)) return false;
  if (auto f = v.fragment(); f && !pct_is_normalized(*f, false, true)) return false;
  return true;
}

}  // namespace

bool is_normalized(const uri_view& view, const normalize_options& options) {
  if (detail::leaves_text_as_is(options)) return true;
  if (auto answer = normalized_in_place(view, options)) return *answer;
  // One buffer per thread: after it has grown to the longest URI seen, no allocation.
  std::string& buffer = detail::thread_scratch<struct is_normalized_site>();
  const detail::scratch_release release(buffer);
  detail::normalize_replacing(view, buffer, options);
  return buffer == view.string();
}

}  // namespace urikit
