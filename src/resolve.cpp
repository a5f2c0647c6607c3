// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Reference resolution (RFC 3986 §5.2) and relativize, its inverse.
#include <urikit/resolve.hpp>

#include <algorithm>
#include <cassert>
#include <cstring>
#include <vector>

#include <urikit/parse.hpp>

#include "append_into.hpp"
#include "dot_segments.hpp"
#include "internal_config.hpp"
#include "string_write.hpp"
#include "swar.hpp"

namespace urikit {

namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    char x = a[i], y = b[i];
    if (x >= 'A' && x <= 'Z') x = static_cast<char>(x + 32);
    if (y >= 'A' && y <= 'Z') y = static_cast<char>(y + 32);
    if (x != y) return false;
  }
  return true;
}

using detail::append_written;
using detail::swar::copy_text;

/// `out` (empty) = a + b.
inline void write_two(std::string& out, std::string_view a, std::string_view b) {
  append_written(out, a.size() + b.size(), [&](char* p) noexcept { return copy_text(copy_text(p, a), b); });
}

/// text[begin, end), which the caller knows lies inside `text`. (std::string_view::substr()
/// checks its bounds, may throw, and GCC kept it out of line: three calls a link.)
inline std::string_view piece(std::string_view text, std::size_t begin, std::size_t end) noexcept {
  return {text.data() + begin, end - begin};
}

/// Where `part` (a view into v's text) begins in that text.
inline std::size_t offset_of(const uri_view& v, std::string_view part) noexcept {
  return static_cast<std::size_t>(part.data() - v.string().data());
}

inline char* write_authority(char* out, const uri_view& v) noexcept {
  *out++ = '/';
  *out++ = '/';
  return copy_text(out, *v.authority());
}

/// The base's directory: its path up to its last '/', within its text.
struct base_directory {
  std::size_t begin, end;
};

/// The directory of a base with an authority and a non-empty path (which starts with '/').
base_directory directory_of(const uri_view& base) noexcept {
  const std::string_view base_path = base.path();
  const std::size_t begin = offset_of(base, base_path);
  return {begin, begin + base_path.rfind('/') + 1};
}

/// A relative-path reference (the links of a page) against a base with an authority and a
/// path: the base up to its directory, less what the reference's leading dot segments
/// climb, then the rest of the reference (path, query, fragment), when neither part holds
/// another dot segment (§5.2.3 and §5.2.4; `dir_checked`: the directory is known to hold
/// none). False when one does (the general way then applies).
// (Inlined into both callers: a call with its seven arguments cost resolve_into 3-5 %.)
template <class Kernel>
URIKIT_ALWAYS_INLINE bool resolve_relative_path(Kernel k, std::string_view b, base_directory dir,
                                                              bool dir_checked, const uri_view& ref,
                                                              std::string_view ref_path,
                                                              std::size_t ref_path_begin, std::string& out) {
  const std::string_view r = ref.string();
  std::size_t kept;
  const std::size_t rest = ref_path_begin + detail::climb_directory(piece(b, dir.begin, dir.end), ref_path, kept);
  // Both checks may read around the path inside its URI (one load for a short path).
  if ((!dir_checked && detail::has_dot_segments_in(k, b, dir.begin, dir.end)) ||
      detail::has_dot_segments_in(k, r, rest, ref_path_begin + ref_path.size()))
    return false;
  write_two(out, piece(b, 0, dir.begin + kept), piece(r, rest, r.size()));
  return true;
}

/// resolve_into() into an empty `out`, with kernel K's dot-segment masks (chosen once a call:
/// the checks below ask up to three times).
template <class Kernel>
result<void> resolve_replacing(Kernel k, const uri_view& base, const uri_view& ref, std::string& out,
                               const resolve_options& options) {
  assert(out.empty());  // its writers append (append_written())
  if (!base.has_scheme()) return error{errc::invalid_base, 0};
  bool ref_has_scheme = ref.has_scheme();
  if (ref_has_scheme && !options.strict && equal_ignoring_case(*ref.scheme(), *base.scheme())) ref_has_scheme = false;

  // The common references are one or two copies of text as it is written, when no dot
  // segment is in the way; the others take the general path below.
  const std::string_view ref_path = ref.path();
  const std::string_view b = base.string(), r = ref.string();
  const std::size_t ref_path_begin = offset_of(ref, ref_path);
  // (From ref_path_begin on, a same-scheme "http:..." in non-strict mode has lost its scheme.)
  if (!ref_has_scheme && !ref.has_authority()) {
    if (!ref_path.empty() && ref_path[0] != '/') {
      // A relative path (the links of a page), against a base with an authority.
      if (base.has_authority() && !base.path().empty() &&
          resolve_relative_path(k, b, directory_of(base), false, ref, ref_path, ref_path_begin, out))
        return {};
    } else if (ref_path.empty()) {
      // Only a query and/or a fragment ("?page=2", "#top", or nothing): the base up to its
      // query (or its fragment), then the reference (§5.2.2: T.path = Base.path as it is).
      const std::size_t head = ref.has_query()       ? offset_of(base, base.path()) + base.path().size()
                               : base.has_fragment() ? offset_of(base, *base.fragment()) - 1
                                                     : b.size();
      write_two(out, piece(b, 0, head), piece(r, ref_path_begin, r.size()));
      return {};
    } else if (!detail::has_dot_segments_in(k, r, ref_path_begin, ref_path_begin + ref_path.size())) {
      // An absolute path: the base up to its path, then the reference from its path.
      write_two(out, piece(b, 0, offset_of(base, base.path())), piece(r, ref_path_begin, r.size()));
      return {};
    }
  } else if (!detail::has_dot_segments_in(k, r, ref_path_begin, ref_path_begin + ref_path.size())) {
    // An absolute URI: itself. A network-path reference: the base's "scheme:", then the
    // reference from its "//".
    if (ref_has_scheme) {
      write_two(out, r, {});
    } else {
      write_two(out, piece(b, 0, base.scheme()->size() + 1),
                piece(r, offset_of(ref, *ref.authority()) - 2, r.size()));
    }
    return {};
  }

  // §5.2.2 with §5.3 recomposition, written straight into `out`. Every part of the result
  // comes from base or reference, so their sizes plus the "/." guard bound it.
  append_written(out, base.string().size() + ref.string().size() + 2, [&](char* p) noexcept {
    p = copy_text(p, ref_has_scheme ? *ref.scheme() : *base.scheme());
    *p++ = ':';
    const uri_view* query_from = &ref;
    char* path_begin;
    const bool authority_defined = ref_has_scheme || ref.has_authority() ? ref.has_authority() : base.has_authority();
    if (ref_has_scheme || ref.has_authority()) {
      if (ref.has_authority()) p = write_authority(p, ref);
      path_begin = p;
      p = detail::write_without_dot_segments(p, ref.path());
    } else {
      if (base.has_authority()) p = write_authority(p, base);
      path_begin = p;
      if (ref_path.empty()) {
        p = copy_text(p, base.path());
        if (!ref.has_query()) query_from = &base;
      } else if (ref_path[0] == '/') {
        p = detail::write_without_dot_segments(p, ref_path);
      } else {
        // §5.2.3 merge: the base's path up to its last '/', then the reference's path.
        std::string_view base_dir;
        if (base.has_authority() && base.path().empty()) {
          base_dir = "/";
        } else {
          const std::string_view bp = base.path();
          const std::size_t slash = bp.rfind('/');
          if (slash != std::string_view::npos) base_dir = bp.substr(0, slash + 1);
        }
        if (base_dir.empty()) {
          p = detail::write_without_dot_segments(p, ref_path);
        } else if (!detail::has_dot_segments(k, base_dir)) {
          // §5.2.4 copies such a base directory as it is: go on from the reference's path.
          p = copy_text(p, base_dir.substr(0, base_dir.size() - 1));
          p = detail::continue_without_dot_segments(path_begin, p, ref_path);
        } else {
          // Written in place, then §5.2.4 over it (in place too).
          char* merged = copy_text(p, base_dir);
          merged = copy_text(merged, ref_path);
          p = detail::write_without_dot_segments(p, std::string_view(p, static_cast<std::size_t>(merged - p)));
        }
      }
    }
    // Guard (§3.3): without an authority, a path may not begin with "//".
    if (!authority_defined && p - path_begin >= 2 && path_begin[0] == '/' && path_begin[1] == '/') {
      std::memmove(path_begin + 2, path_begin, static_cast<std::size_t>(p - path_begin));
      path_begin[0] = '/';
      path_begin[1] = '.';
      p += 2;
    }
    if (auto q = query_from->query()) {
      *p++ = '?';
      p = copy_text(p, *q);
    }
    if (auto f = ref.fragment()) {
      *p++ = '#';
      p = copy_text(p, *f);
    }
    return p;
  });
  return {};
}

/// resolve_replacing() with the kernel in use.
result<void> resolve_replacing(const uri_view& base, const uri_view& ref, std::string& out,
                               const resolve_options& options) {
  return detail::with_kernel([&](auto k) { return resolve_replacing(k, base, ref, out, options); });
}

}  // namespace

result<void> resolve_into(std::string& out, const uri_view& base, const uri_view& reference,
                          const resolve_options& options) {
  return detail::append_into(out, [&](std::string& s) { return resolve_replacing(base, reference, s, options); });
}

base_resolver::base_resolver(const uri_view& base) noexcept : base_(base) {
  if (!base.has_scheme() || !base.has_authority() || base.path().empty()) return;
  const base_directory dir = directory_of(base);
  dir_begin_ = dir.begin;
  dir_end_ = dir.end;
  dir_usable_ = !detail::has_dot_segments(base.string().substr(dir.begin, dir.end - dir.begin));
}

// Inlined into resolve_into(), its one caller.
URIKIT_ALWAYS_INLINE result<void> base_resolver::resolve_replacing(
    const uri_view& reference, std::string& out, const resolve_options& options) const {
  // A relative path (the commonest link) against the directory worked out once; any other
  // reference as urikit::resolve_into() does it. (A reference with a scheme never takes the
  // first way, so non-strict mode needs no test here.)
  return detail::with_kernel([&](auto k) -> result<void> {
    const std::string_view ref_path = reference.path();
    if (dir_usable_ && !reference.has_scheme() && !reference.has_authority() && !ref_path.empty() &&
        ref_path[0] != '/') {
      if (resolve_relative_path(k, base_.string(), {dir_begin_, dir_end_}, true, reference, ref_path,
                                offset_of(reference, ref_path), out))
        return {};
    }
    return urikit::resolve_replacing(k, base_, reference, out, options);
  });
}

result<void> base_resolver::resolve_into(std::string& out, const uri_view& reference,
                                         const resolve_options& options) const {
  return detail::append_into(out, [&](std::string& s) { return resolve_replacing(reference, s, options); });
}

result<std::string> resolve(std::string_view base, std::string_view reference, const resolve_options& options) {
  auto b = parse_uri_reference(base);
  if (!b) return b.error();
  if (!b->has_scheme()) return error{errc::invalid_base, 0};
  auto r = parse_uri_reference(reference);
  if (!r) return r.error();
  std::string out;
  auto done = resolve_replacing(*b, *r, out, options);
  if (!done) return done.error();
  return out;
}

namespace {

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (;;) {
    std::size_t slash = path.find('/', start);
    if (slash == std::string_view::npos) {
      out.push_back(path.substr(start));
      return out;
    }
    out.push_back(path.substr(start, slash - start));
    start = slash + 1;
  }
}

/// A relative-path reference from the base's directory to `target` (both absolute paths).
std::string relative_path(std::string_view base_path, std::string_view target_path) {
  auto base_dirs = split_path(base_path);
  base_dirs.pop_back();  // the base's last segment is not a directory
  auto target = split_path(target_path);
  std::size_t common = 0;
  while (common < base_dirs.size() && common + 1 < target.size() && base_dirs[common] == target[common]) ++common;
  std::string out;
  for (std::size_t k = common; k < base_dirs.size(); ++k) out += "../";
  for (std::size_t k = common; k < target.size(); ++k) {
    if (k > common) out += '/';
    out.append(target[k]);
  }
  // The empty reference means "the base document", and a first segment with ':' would be
  // a scheme, and one that is empty would start an absolute path: "./" avoids all three.
  std::string_view first(out);
  first = first.substr(0, std::min(first.find('/'), first.size()));
  if (out.empty() || first.find(':') != std::string_view::npos || (first.empty() && !out.empty()))
    out.insert(0, "./");
  return out;
}

void append_query_fragment(std::string& out, const uri_view& t) {
  if (auto q = t.query()) out.append(1, '?').append(*q);
  if (auto f = t.fragment()) out.append(1, '#').append(*f);
}

}  // namespace

result<std::string> relativize(std::string_view base, std::string_view target) {
  auto b = parse_uri_reference(base);
  if (!b) return b.error();
  if (!b->has_scheme()) return error{errc::invalid_base, 0};
  auto t = parse_uri_reference(target);
  if (!t) return t.error();
  if (!t->has_scheme()) return error{errc::invalid_argument, 0};

  // The candidate references, each known by its kind and length before it is written: they
  // are written one at a time, shortest first, so that a long target costs a few copies of
  // itself, not one per candidate.
  enum class kind { fragment, query, relative_path, absolute_path, network_path };
  struct candidate {
    kind k;
    std::size_t size;
  };
  const std::size_t qf_size = (t->has_query() ? 1 + t->query()->size() : 0) +
                              (t->has_fragment() ? 1 + t->fragment()->size() : 0);
  std::vector<candidate> candidates;
  std::string relative;  // the one candidate whose length is known only once written
  const bool same_scheme = *t->scheme() == *b->scheme();
  const bool same_authority = t->authority() == b->authority();
  if (same_scheme && same_authority) {
    if (t->path() == b->path()) {
      if (t->query() == b->query())
        candidates.push_back({kind::fragment, t->has_fragment() ? 1 + t->fragment()->size() : 0});
      if (t->has_query()) candidates.push_back({kind::query, qf_size});
    }
    if (b->is_path_absolute() && t->is_path_absolute()) {
      relative = relative_path(b->path(), t->path());
      candidates.push_back({kind::relative_path, relative.size() + qf_size});
    }
    if (t->is_path_absolute() && !(t->path().size() >= 2 && t->path()[1] == '/'))
      candidates.push_back({kind::absolute_path, t->path().size() + qf_size});
  }
  if (same_scheme && t->has_authority())
    candidates.push_back({kind::network_path, 2 + t->authority()->size() + t->path().size() + qf_size});
  auto write = [&](kind k) {
    std::string c;
    switch (k) {
      case kind::fragment:
        if (auto f = t->fragment()) c.append(1, '#').append(*f);
        return c;
      case kind::query: break;
      case kind::relative_path: c = std::move(relative); break;
      case kind::absolute_path: c.assign(t->path()); break;
      case kind::network_path: c.append("//").append(*t->authority()).append(t->path()); break;
    }
    append_query_fragment(c, *t);
    return c;
  };
  // Keep the shortest candidate that provably leads back to the target.
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const candidate& x, const candidate& y) { return x.size < y.size; });
  std::string resolved;
  for (const candidate& k : candidates) {
    const std::string c = write(k.k);
    auto r = parse_uri_reference(c);
    if (!r) continue;
    resolved.clear();  // resolve_replacing() writes into an empty string
    if (resolve_replacing(*b, *r, resolved, {}) && resolved == target) return c;
  }
  return std::string(target);
}

}  // namespace urikit
