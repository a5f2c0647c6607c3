// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// remove_dot_segments (RFC 3986 §5.2.4): the library's remover (written out and in place) against a
// literal transcription of the RFC's loop, on every short path over the alphabet that
// matters ('/', '.', and an ordinary character), and the §5.2.4 examples.
#include "dot_segments.hpp"
#include "kernels.hpp"

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace {

/// §5.2.4 step by step, as the RFC writes it: an input buffer and an output buffer.
std::string rfc_remove_dot_segments(std::string in) {
  std::string out;
  auto starts = [&in](const char* p) { return in.rfind(p, 0) == 0; };
  while (!in.empty()) {
    if (starts("../")) in.erase(0, 3);                       // 2A
    else if (starts("./")) in.erase(0, 2);                   // 2A
    else if (starts("/./")) in.erase(0, 2);                  // 2B
    else if (in == "/.") in = "/";                           // 2B
    else if (starts("/../") || in == "/..") {                // 2C
      in = starts("/../") ? in.substr(3) : "/";
      const auto slash = out.rfind('/');
      out.erase(slash == std::string::npos ? 0 : slash);
    } else if (in == "." || in == "..") in.clear();          // 2D
    else {                                                   // 2E
      const auto next = in.find('/', 1);
      const auto n = next == std::string::npos ? in.size() : next;
      out.append(in, 0, n);
      in.erase(0, n);
    }
  }
  return out;
}

std::string written(std::string_view path) {
  std::string buffer(path.size(), '\0');
  char* end = urikit::detail::write_without_dot_segments(buffer.data(), path);
  buffer.resize(static_cast<std::size_t>(end - buffer.data()));
  return buffer;
}

std::string in_place(std::string path) {
  char* end = urikit::detail::write_without_dot_segments(path.data(), path);
  path.resize(static_cast<std::size_t>(end - path.data()));
  return path;
}

bool rfc_has_dot_segment(std::string_view path) {
  std::size_t start = 0;
  for (;;) {
    const auto slash = path.find('/', start);
    const auto seg = path.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    if (seg == "." || seg == "..") return true;
    if (slash == std::string_view::npos) return false;
    start = slash + 1;
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(dot_segments_test)

BOOST_AUTO_TEST_CASE(rfc_examples) {
  // §5.2.4's two worked examples, and the §5.4 paths that exercise it.
  BOOST_TEST(written("/a/b/c/./../../g") == "/a/g");
  BOOST_TEST(written("mid/content=5/../6") == "mid/6");
  BOOST_TEST(written("/b/c/../../../g") == "/g");
  BOOST_TEST(written("/b/c/./g/.") == "/b/c/g/");
  BOOST_TEST(written("/b/c/..") == "/b/");
  BOOST_TEST(written("/b/c/g..") == "/b/c/g..");
  BOOST_TEST(written("/b/c/.g") == "/b/c/.g");
  BOOST_TEST(in_place("/b/c/d;p/../../g") == "/b/g");
}

BOOST_AUTO_TEST_CASE(every_short_path_agrees_with_the_rfc_loop) {
  // With every kernel this machine has (the SSE2 masks of the SIMD kernels, the
  // byte loop of the portable one).
  urikit::test::for_each_kernel([&](urikit::kernel) {
    // All strings of length 0..10 over {'/', '.', 'a'}: 88,573 paths.
    const char alphabet[] = {'/', '.', 'a'};
    std::vector<std::string> level{""};
    std::size_t checked = 0, failures = 0;
    for (int length = 0; length <= 10; ++length) {
      std::vector<std::string> next;
      for (const auto& p : level) {
        const std::string expected = rfc_remove_dot_segments(p);
        if (written(p) != expected || in_place(p) != expected ||
            urikit::detail::has_dot_segments(p) != rfc_has_dot_segment(p)) {
          if (++failures <= 5) BOOST_ERROR("path \"" << p << "\": expected \"" << expected << "\", wrote \"" << written(p) << '"');
        }
        ++checked;
        if (length < 10)
          for (char c : alphabet) next.push_back(p + c);
      }
      level = std::move(next);
    }
    BOOST_TEST(checked == 88573u);
    BOOST_TEST(failures == 0u);
  });
}

BOOST_AUTO_TEST_CASE(continuing_after_a_base_directory_is_the_merge) {
  // continue_without_dot_segments(P, rest) is §5.2.4 of P + "/" + rest, for a P without dot
  // segments (what resolution writes for a base directory): every rest of length <= 8.
  const char alphabet[] = {'/', '.', 'a'};
  std::vector<std::string> rests{""};
  for (int length = 1; length <= 8; ++length) {
    std::vector<std::string> next;
    for (const auto& r : rests)
      if (static_cast<int>(r.size()) == length - 1)
        for (char c : alphabet) next.push_back(r + c);
    rests.insert(rests.end(), next.begin(), next.end());
  }
  std::size_t failures = 0;
  for (const char* prefix : {"", "/b", "/b/c", "a", "a/b", "//x", "/b/c/d;p/e.f"}) {
    for (const auto& rest : rests) {
      std::string buffer(std::string(prefix).size() + rest.size() + 1, '\0');
      std::copy(prefix, prefix + std::string(prefix).size(), buffer.begin());
      char* end = urikit::detail::continue_without_dot_segments(
          buffer.data(), buffer.data() + std::string(prefix).size(), rest);
      buffer.resize(static_cast<std::size_t>(end - buffer.data()));
      const std::string expected = rfc_remove_dot_segments(std::string(prefix) + "/" + rest);
      if (buffer != expected && ++failures <= 5)
        BOOST_ERROR("prefix \"" << prefix << "\" rest \"" << rest << "\": expected \"" << expected << "\", got \"" << buffer << '"');
    }
  }
  BOOST_TEST(rests.size() == 9841u);  // 3^0 + ... + 3^8
  BOOST_TEST(failures == 0u);
}

BOOST_AUTO_TEST_CASE(long_paths_cross_the_eight_byte_steps) {
  // A dot segment at every offset of a long path, so each lands in the word loop, in the
  // last partial step and across their boundary.
  for (std::size_t at = 0; at < 40; ++at) {
    for (const char* dots : {"/.", "/..", "/./yy/zzzzzzzzzzzz", "/../yy/zzzzzzzzzzzz"}) {
      std::string p = "/" + std::string(at, 'x') + dots;
      BOOST_TEST(written(p) == rfc_remove_dot_segments(p), p);
      BOOST_TEST(urikit::detail::has_dot_segments(p));
      std::string q = "/" + std::string(at, 'x') + "/.y" + "/zzzzzzz";  // ".y" is no dot segment
      BOOST_TEST(!urikit::detail::has_dot_segments(q), q);
      BOOST_TEST(written(q) == q);
    }
  }
}

BOOST_AUTO_TEST_CASE(dot_segment_search_across_its_windows) {
  // With every kernel this machine has (the SSE2 masks of the SIMD kernels, the
  // byte loop of the portable one).
  urikit::test::for_each_kernel([&](urikit::kernel) {
    // has_dot_segments() judges 62-byte windows that step by 60 bytes, reading 16 bytes at a
    // time: a dot segment (or a near miss) at every offset up to 200, at the path's end and
    // before more segments, and random paths of up to 200 bytes over {'/', '.', 'a'}, each
    // against the segment-by-segment definition.
    std::size_t failures = 0;
    const auto check = [&](const std::string& p) {
      if (urikit::detail::has_dot_segments(p) != rfc_has_dot_segment(p) && ++failures <= 5)
        BOOST_ERROR("has_dot_segments(\"" << p << "\") should be " << rfc_has_dot_segment(p));
    };
    for (std::size_t at = 0; at <= 200; ++at) {
      for (const char* piece : {"/.", "/..", "/...", "/.a", "/a.", "/./", "/../", "/.a/", "/..a/", "."})
        for (const char* after : {"", "b", "/b", "/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"}) {
          check(std::string(at, 'x') + piece + after);
          check(std::string(at, '/') + piece + after);
        }
    }
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    const auto next = [&state] {  // xorshift64
      state ^= state << 13, state ^= state >> 7, state ^= state << 17;
      return state;
    };
    for (int round = 0; round < 20000; ++round) {
      std::string p(next() % 201, 'a');
      for (char& c : p) {
        const std::uint64_t r = next() % 16;  // mostly letters, so that dot segments are rare
        c = r < 2 ? '/' : r < 4 ? '.' : 'a';
      }
      check(p);
    }
    BOOST_TEST(failures == 0u);
  });
}

/// has_dot_segments_in() with the kernel in use (for_each_kernel() sets it), as resolve calls it.
bool dots_in_kernel_in_use(std::string_view text, std::size_t begin, std::size_t end) {
  return urikit::detail::with_kernel(
      [&](auto k) { return urikit::detail::has_dot_segments_in(k, text, begin, end); });
}

BOOST_AUTO_TEST_CASE(dot_segment_search_inside_a_longer_text) {
  // With every kernel this machine has (the SSE2 masks of the SIMD kernels, the
  // byte loop of the portable one).
  urikit::test::for_each_kernel([&](urikit::kernel) {
    // has_dot_segments_in(text, begin, end) reads around the path (one 16-byte load for short
    // paths, taken from the text's end when the path is near it): every path of up to 7 bytes
    // over {'/', '.', 'a'}, and longer ones, after prefixes of 0, 4, ..., 20 bytes and before
    // suffixes of 0, 3, ..., 18 bytes of '/' or '.' (which must not leak into the answer).
    const char alphabet[] = {'/', '.', 'a'};
    std::vector<std::string> paths{""};
    for (std::size_t i = 0; i < paths.size() && paths.size() < 3280; ++i)
      if (paths[i].size() < 7)
        for (char c : alphabet) paths.push_back(paths[i] + c);
    for (const char* longer : {"/aaaaaaaaaaaaaa/.", "/aaaaaaaaaaaaaaa/.", "aaaaaaaaaaaaaaaa", "/a/b/c/d/e/f/g/../h",
                               "/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/.."})
      paths.push_back(longer);
    std::size_t failures = 0, checked = 0;
    for (const auto& p : paths)
      for (std::size_t before = 0; before <= 20; before += 4)
        for (std::size_t after = 0; after <= 20; after += 3) {
          const std::string text = std::string(before, '.') + p + std::string(after, before % 8 ? '/' : '.');
          ++checked;
          if (dots_in_kernel_in_use(text, before, before + p.size()) != rfc_has_dot_segment(p) &&
              ++failures <= 5)
            BOOST_ERROR("path \"" << p << "\" in \"" << text << "\" should be " << rfc_has_dot_segment(p));
        }
    BOOST_TEST(checked == 3285u * 6u * 7u);
    BOOST_TEST(failures == 0u);
  });
}

BOOST_AUTO_TEST_CASE(has_dot_segments_in_paths_of_up_to_forty_bytes) {
  // With every kernel this machine has (the SSE2 masks of the SIMD kernels, the
  // byte loop of the portable one).
  urikit::test::for_each_kernel([&](urikit::kernel) {
    // Paths of 0 to 40 bytes (the one-load, two-load and general ways) with dot segments
    // anywhere, at every offset in texts of 0 to 80 bytes whose other bytes are '/' or '.'.
    std::mt19937 rng(3986);
    const char alphabet[] = {'/', '.', 'a', 'b', '/', '.', 'c', 'd'};
    std::uniform_int_distribution<int> letter(0, 7);
    std::size_t failures = 0, dotted = 0;
    for (int round = 0; round < 40000; ++round) {
      std::string p(static_cast<std::size_t>(round % 41), 'a');
      for (char& c : p) c = alphabet[letter(rng)];
      const std::size_t before = static_cast<std::size_t>(rng() % 21), after = static_cast<std::size_t>(rng() % 21);
      const std::string text = std::string(before, rng() % 2 ? '.' : '/') + p + std::string(after, rng() % 2 ? '.' : '/');
      const bool want = rfc_has_dot_segment(p);
      dotted += want;
      if (dots_in_kernel_in_use(text, before, before + p.size()) != want && ++failures <= 5)
        BOOST_ERROR("path \"" << p << "\" in \"" << text << "\" should be " << want);
    }
    BOOST_TEST(failures == 0u);
    BOOST_TEST(dotted > 10000u);  // both answers are well represented
    BOOST_TEST(dotted < 30000u);
  });
}

BOOST_AUTO_TEST_SUITE_END()
