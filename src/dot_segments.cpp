// remove_dot_segments (RFC 3986 §5.2.4), and its variant for relative references.
#include "dot_segments.hpp"

namespace urikit::detail {

namespace {
bool starts_with(std::string_view s, std::string_view prefix) noexcept {
  return s.substr(0, prefix.size()) == prefix;
}

/// Removes the last segment and its preceding '/' from out[base..] (§5.2.4 step 2C).
/// Each byte is removed at most once, so the whole algorithm stays linear.
void pop_segment(std::string& out, std::size_t base) {
  std::size_t slash = out.rfind('/');
  out.resize(slash == std::string::npos || slash < base ? base : slash);
}
}  // namespace

void append_without_dot_segments(std::string& out, std::string_view in) {
  const std::size_t base = out.size();
  while (!in.empty()) {
    if (starts_with(in, "../")) {         // A
      in.remove_prefix(3);
    } else if (starts_with(in, "./")) {   // A
      in.remove_prefix(2);
    } else if (starts_with(in, "/./")) {  // B
      in.remove_prefix(2);
    } else if (in == "/.") {              // B
      in = "/";
    } else if (starts_with(in, "/../")) { // C
      in.remove_prefix(3);
      pop_segment(out, base);
    } else if (in == "/..") {             // C
      in = "/";
      pop_segment(out, base);
    } else if (in == "." || in == "..") { // D
      in = {};
    } else {                              // E
      std::size_t end = in.find('/', 1);
      if (end == std::string_view::npos) end = in.size();
      out.append(in.data(), end);
      in.remove_prefix(end);
    }
  }
}

void append_relative_without_dot_segments(std::string& out, std::string_view path) {
  // Segment by segment: "." goes, ".." removes the segment before it or, with nothing to
  // climb, stays. A path ending in "." or ".." names a directory, so it keeps a final '/'.
  const std::size_t base = out.size();
  std::size_t segments = 0;   // segments written, leading ".." included
  std::size_t climbable = 0;  // of those, the ones a ".." may remove
  bool trailing_slash = false;
  std::size_t start = 0;
  for (;;) {
    std::size_t end = path.find('/', start);
    const bool last = end == std::string_view::npos;
    if (last) end = path.size();
    std::string_view seg = path.substr(start, end - start);
    if (seg == ".") {
      trailing_slash = last;
    } else if (seg == ".." && climbable > 0) {
      pop_segment(out, base);
      if (--segments == 0) out.resize(base);
      --climbable;
      trailing_slash = last;
    } else {
      if (segments++ > 0) out += '/';
      out.append(seg);
      if (seg == "..") trailing_slash = last;
      else ++climbable, trailing_slash = false;
    }
    if (last) break;
    start = end + 1;
  }
  if (trailing_slash) out += segments > 0 ? "/" : "./";
  // An empty first segment would make the path absolute: "a/..//b" is ".//b".
  if (out.size() > base && out[base] == '/') out.insert(base, "./");
  // What is left names a directory ("./", "a/../"): the empty reference would instead name
  // the base document itself, so write "./".
  if (out.size() == base && !path.empty()) out += "./";
}

bool has_dot_segments(std::string_view path) noexcept {
  std::size_t start = 0;
  for (;;) {
    std::size_t end = path.find('/', start);
    std::string_view seg = path.substr(start, end == std::string_view::npos ? end : end - start);
    if (seg == "." || seg == "..") return true;
    if (end == std::string_view::npos) return false;
    start = end + 1;
  }
}

}  // namespace urikit::detail
