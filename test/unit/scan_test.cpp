// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of src/scan.hpp: the scalar, AVX2 and AVX-512BW skip_run kernels agree with the
// definition of the rule (the first byte not in the set) on random inputs of every length
// 0..200, for every charset of charset.hpp, without reading past the input; and the parser
// gives the same answers whichever kernel it runs on.
#include "kernels.hpp"
#include "scan.hpp"

#include <urikit/parse.hpp>

#include <boost/test/unit_test.hpp>

#include "guard_page.hpp"
#include "parse_general.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace urikit;
using urikit_test::end_of_page_buffer;
BOOST_TEST_DONT_PRINT_LOG_VALUE(urikit::kernel)
BOOST_TEST_DONT_PRINT_LOG_VALUE(urikit::errc)

namespace {

struct named_set {
  const char* name;
  const charset* set;
};

// Every set of charset.hpp, and one with bytes >= 0x80 (the SIMD kernels' scalar fallback).
const charset not_unreserved = ~charsets::unreserved;
const std::vector<named_set> all_sets = {
    {"alpha", &charsets::alpha},
    {"digit", &charsets::digit},
    {"hexdig", &charsets::hexdig},
    {"unreserved", &charsets::unreserved},
    {"gen_delims", &charsets::gen_delims},
    {"sub_delims", &charsets::sub_delims},
    {"reserved", &charsets::reserved},
    {"scheme", &charsets::scheme},
    {"userinfo", &charsets::userinfo},
    {"reg_name", &charsets::reg_name},
    {"ipvfuture_tail", &charsets::ipvfuture_tail},
    {"pchar", &charsets::pchar},
    {"segment_nz_nc", &charsets::segment_nz_nc},
    {"path", &charsets::path},
    {"query", &charsets::query},
    {"fragment", &charsets::fragment},
    {"query_param", &charsets::query_param},
    {"form", &charsets::form},
    {"ecma_component", &charsets::ecma_component},
    {"ecma_uri", &charsets::ecma_uri},
    {"ecma_uri_reserved", &charsets::ecma_uri_reserved},
    {"ecma_escape", &charsets::ecma_escape},
    {"rfc2396_unreserved", &charsets::rfc2396_unreserved},
    {"rfc2396_reserved", &charsets::rfc2396_reserved},
    {"not_unreserved (non-ASCII)", &not_unreserved},
};

/// The rule itself: the first index in [i, n) whose byte is not in `set`, or n.
std::size_t first_outside(const unsigned char* s, std::size_t i, std::size_t n, const charset& set) {
  while (i < n && set.contains(s[i])) ++i;
  return i;
}

/// Random bytes, each in `set` with probability `in_set` (else any byte), so that runs of
/// every length occur.
std::vector<unsigned char> random_input(std::mt19937& rng, std::size_t len, const charset& set,
                                        double in_set) {
  std::vector<unsigned char> members;
  for (unsigned c = 0; c < 256; ++c)
    if (set.contains(static_cast<unsigned char>(c))) members.push_back(static_cast<unsigned char>(c));
  std::bernoulli_distribution pick_member(in_set);
  std::uniform_int_distribution<unsigned> any(0, 255);
  std::vector<unsigned char> out(len);
  for (auto& b : out) {
    if (!members.empty() && pick_member(rng))
      b = members[std::uniform_int_distribution<std::size_t>(0, members.size() - 1)(rng)];
    else
      b = static_cast<unsigned char>(any(rng));
  }
  return out;
}

using urikit::test::kernel_guard;
using urikit::test::supported_kernels;
using urikit::test::use_kernel;

/// Both absent, or both present at the same place in the input (not only equal text).
bool same_place(std::optional<std::string_view> a, std::optional<std::string_view> b) {
  return a.has_value() == b.has_value() && (!a || (a->data() == b->data() && a->size() == b->size()));
}

/// Two parses of one input agree: the same error, or every component at the same place and
/// the same host type, port number and address.
bool same_parse(const result<uri_view>& got, const result<uri_view>& want) {
  if (got.has_value() != want.has_value()) return false;
  if (!want) return got.error() == want.error();
  return same_place(got->string(), want->string()) && same_place(got->scheme(), want->scheme()) &&
         same_place(got->authority(), want->authority()) && same_place(got->userinfo(), want->userinfo()) &&
         same_place(got->host(), want->host()) && got->host_type() == want->host_type() &&
         same_place(got->port(), want->port()) && got->port_number() == want->port_number() &&
         same_place(got->path(), want->path()) && same_place(got->query(), want->query()) &&
         same_place(got->fragment(), want->fragment()) && same_place(got->zone_id(), want->zone_id()) &&
         got->ipv6_address() == want->ipv6_address();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(scan_test)

BOOST_AUTO_TEST_CASE(nibble_table_matches_the_set) {
  // Byte c < 0x80 is in the set iff bit (c >> 4) of lo[c & 15] is set.
  for (const named_set& ns : all_sets) {
    BOOST_TEST_CONTEXT("set " << ns.name) {
      const detail::nibble_table t = detail::make_nibble_table(*ns.set);
      bool ascii = true;
      for (unsigned c = 0; c < 256; ++c) {
        if (c >= 0x80) {
          if (ns.set->contains(static_cast<unsigned char>(c))) ascii = false;
          continue;
        }
        const bool in_table = ((t.lo[c & 15] >> (c >> 4)) & 1u) != 0;
        BOOST_TEST(in_table == ns.set->contains(static_cast<unsigned char>(c)), "byte " << c);
      }
      BOOST_TEST(t.ascii == ascii);
    }
  }
  BOOST_TEST(!detail::make_nibble_table(not_unreserved).ascii);
  BOOST_TEST(detail::make_nibble_table(charsets::path).ascii);
}

BOOST_AUTO_TEST_CASE(nibbles_follow_every_way_of_building_a_set) {
  // charset keeps its SIMD lookup bytes in step with its table: sets built at run time
  // from strings, ranges, unions, differences and complements, with and without bytes
  // >= 0x80, checked byte by byte against contains().
  const auto check = [](const charset& set) {
    bool ascii = true;
    for (unsigned c = 0; c < 256; ++c) {
      const bool in = set.contains(static_cast<unsigned char>(c));
      if (c >= 0x80) {
        ascii = ascii && !in;
        continue;
      }
      if ((((set.nibbles()[c & 15] >> (c >> 4)) & 1u) != 0) != in) return false;
    }
    return set.is_ascii() == ascii;
  };
  std::mt19937 rng(11);
  std::size_t checked = 0;
  for (int round = 0; round < 300; ++round) {
    std::string chars;
    const int count = std::uniform_int_distribution<int>(0, 40)(rng);
    const int top = round % 2 ? 255 : 127;
    for (int k = 0; k < count; ++k) chars += static_cast<char>(std::uniform_int_distribution<int>(0, top)(rng));
    const charset a(chars);
    const auto lo = static_cast<unsigned char>(std::uniform_int_distribution<int>(0, 255)(rng));
    const auto hi = static_cast<unsigned char>(std::uniform_int_distribution<int>(lo, 255)(rng));
    const charset b = charset::range(lo, hi);
    for (const charset& set : {a, b, a | b, a - b, b - a, ~a, ~b, charsets::query - a, ~~a}) {
      BOOST_TEST(check(set));
      ++checked;
    }
  }
  BOOST_TEST(check(charset()));
  BOOST_TEST(charset().is_ascii());
  BOOST_TEST(!(~charset()).is_ascii());
  BOOST_TEST(checked == 2700u);
}

BOOST_AUTO_TEST_CASE(every_kernel_agrees_with_the_rule_on_every_length) {
  std::mt19937 rng(20240611);
  end_of_page_buffer buffer;
  const std::vector<kernel> kernels = supported_kernels();
  BOOST_TEST_MESSAGE("kernels supported here: " << kernels.size());
  kernel_guard guard;
  std::size_t checked = 0, failures = 0;
  for (const named_set& ns : all_sets) {
    const charset& set = *ns.set;
    const auto shifted = std::make_unique<detail::shifted_tables>(detail::make_shifted_tables(set));
    for (std::size_t len = 0; len <= 200; ++len) {
      for (double in_set : {1.0, 0.97, 0.8}) {
        const std::vector<unsigned char> bytes = random_input(rng, len, set, in_set);
        const unsigned char* s = buffer.place(bytes);
        // Starts at 0, near the start, in the middle and near or at the end of the input.
        for (std::size_t i : {std::size_t{0}, std::size_t{1}, len / 2, len > 3 ? len - 3 : len,
                              len > 1 ? len - 1 : len, len}) {
          if (i > len) continue;
          const std::size_t want = first_outside(s, i, len, set);
          std::vector<std::pair<const char*, std::size_t>> got;
          got.emplace_back("scalar", detail::skip_run_scalar(s, i, len, set));
          got.emplace_back("scalar shifted", detail::skip_run_scalar(s, i, len, *shifted));
          for (kernel k : kernels) {
            use_kernel(k);
            got.emplace_back("skip_run", detail::skip_run(s, i, len, set));
          }
#if URIKIT_KERNELS_X86
          // Each kernel's entry point directly too (skip_run() gives short runs to the
          // portable loop).
          if (kernel_supported(kernel::avx2))
            got.emplace_back("avx2", detail::skip_run_kernel(detail::avx2_tag{}, s, i, len, set));
          if (kernel_supported(kernel::avx512))
            got.emplace_back("avx512", detail::skip_run_kernel(detail::avx512_tag{}, s, i, len, set));
#endif
          for (const auto& [kernel, at] : got) {
            ++checked;
            if (at != want && ++failures <= 20)
              BOOST_ERROR("set " << ns.name << ", length " << len << ", start " << i << ", "
                                 << kernel << ": " << at << " instead of " << want);
          }
        }
      }
    }
  }
  BOOST_TEST(failures == 0u);
  BOOST_TEST_MESSAGE("skip_run results compared: " << checked);
}

// classify_kernel(): each kernel's masks are the sets' tables read byte by byte, for one to
// eight sets at once, at every length 0..200 (one to four 64-bit words a set), with every
// bit from the length on clear, reading nothing past the input (the guard page).
BOOST_AUTO_TEST_CASE(classify_agrees_with_the_sets_on_every_length) {
  std::mt19937 rng(20261127);
  end_of_page_buffer buffer;
  std::size_t checked = 0, failures = 0;
  for (std::size_t first = 0; first < all_sets.size(); first += 5) {
    for (std::size_t count = 1; count <= detail::classify_max_sets; ++count) {
      std::vector<const charset*> sets;
      for (std::size_t k = first; k < all_sets.size() && sets.size() < count; ++k)
        if (all_sets[k].set->is_ascii()) sets.push_back(all_sets[k].set);  // what the kernels take
      if (sets.size() != count) continue;
      for (std::size_t len = 0; len <= 200; ++len) {
        for (double in_set : {1.0, 0.8}) {
          const std::vector<unsigned char> bytes = random_input(rng, len, *sets[0], in_set);
          const unsigned char* s = buffer.place(bytes);
          const std::size_t words = (len + 63) / 64;
          std::vector<std::uint64_t> want(sets.size() * words, 0);
          for (std::size_t k = 0; k < sets.size(); ++k)
            for (std::size_t j = 0; j < len; ++j)
              if (sets[k]->contains(s[j])) want[k * words + j / 64] |= std::uint64_t{1} << (j % 64);
          std::vector<std::pair<const char*, std::vector<std::uint64_t>>> got;
          const auto run = [&](const char* name, auto tag) {
            std::vector<std::uint64_t> masks(sets.size() * words + 1, 0x5A5A5A5A5A5A5A5Aull);  // one guard word
            detail::classify_kernel(tag, s, len, sets.data(), sets.size(), masks.data());
            BOOST_TEST(masks.back() == 0x5A5A5A5A5A5A5A5Aull, name << ": wrote past the masks");
            masks.pop_back();
            got.emplace_back(name, masks);
          };
          run("portable", detail::portable_tag{});
  #if URIKIT_KERNELS_X86
          if (kernel_supported(kernel::avx2)) run("avx2", detail::avx2_tag{});
          if (kernel_supported(kernel::avx512)) run("avx512", detail::avx512_tag{});
  #endif
          for (const auto& [name, masks] : got) {
            ++checked;
            if (masks != want && ++failures <= 20)
              BOOST_ERROR("classify: sets from " << all_sets[first].name << ", length " << len << ", " << name);
          }
        }
      }
    }
  }
  BOOST_TEST(failures == 0u);
  BOOST_TEST_MESSAGE("classify results compared: " << checked);
}

/// Sets (or, with nullptr, unsets) an environment variable for one scope.
struct scoped_env {
  const char* name;
  std::optional<std::string> old;
  scoped_env(const char* n, const char* value) : name(n) {
    if (const char* o = std::getenv(n)) old = o;
    if (value != nullptr) setenv(n, value, 1);
    else unsetenv(n);
  }
  scoped_env(const scoped_env&) = delete;
  scoped_env& operator=(const scoped_env&) = delete;
  ~scoped_env() {
    if (old) setenv(name, old->c_str(), 1);
    else unsetenv(name);
  }
};

kernel best_kernel() {
  kernel best = kernel::portable;
  for (kernel k : supported_kernels()) best = k;
  return best;
}

BOOST_AUTO_TEST_CASE(force_scalar_environment_variable) {
  kernel_guard guard;
  const scoped_env no_kernel("URIKIT_KERNEL", nullptr);
  {
    const scoped_env scalar("URIKIT_FORCE_SCALAR", "1");
    BOOST_TEST((detail::init_kernel() == kernel::portable));
    BOOST_TEST((active_kernel() == kernel::portable));
  }
  const scoped_env scalar("URIKIT_FORCE_SCALAR", "0");
  BOOST_TEST((detail::init_kernel() == best_kernel()));
}

BOOST_AUTO_TEST_CASE(kernel_environment_variable_and_force_kernel) {
  kernel_guard guard;
  const scoped_env no_scalar("URIKIT_FORCE_SCALAR", nullptr);
  for (unsigned i = 0; i < kernel_count; ++i) {
    const kernel k = static_cast<kernel>(i);
    const scoped_env named("URIKIT_KERNEL", kernel_name(k));
    // A kernel the CPU lacks falls back to the best one below it.
    kernel want = k;
    while (!kernel_supported(want)) want = static_cast<kernel>(static_cast<unsigned>(want) - 1);
    BOOST_TEST((detail::init_kernel() == want));
    BOOST_TEST((active_kernel() == want));
    BOOST_TEST(force_kernel(k) == kernel_supported(k));
    BOOST_TEST((active_kernel() == want));
  }
  {
    const scoped_env unknown("URIKIT_KERNEL", "sse9");
    BOOST_TEST((detail::init_kernel() == best_kernel()));
  }
  BOOST_TEST(kernel_supported(kernel::portable));
  BOOST_TEST(std::string(kernel_name(kernel::portable)) == "portable");
  BOOST_TEST(std::string(kernel_name(kernel::avx512_vbmi2)) == "avx512_vbmi2");
#if !URIKIT_KERNELS_X86
  BOOST_TEST(!kernel_supported(kernel::avx2));
  BOOST_TEST(!force_kernel(kernel::avx512));
#endif
}

BOOST_AUTO_TEST_CASE(parser_gives_the_same_answer_on_every_kernel) {
  // Random strings over the URI delimiters, characters of every class, '%' triplets and a
  // few bytes no rule allows; lengths cross the 64- and 128-byte limits of the mask scanners.
  static const std::vector<std::string> pieces = {
      "http", "a", "Z9", ":", "//", "/", "?", "#", "@", "[", "]", "::1", "v1.x", "%41", "%4",
      "%", "127.0.0.1", ":80", ":", "-._~", "!$&'()*+,;=", " ", "\x7f", "\xc3\xa9", "\"", "x%25y"};
  std::mt19937 rng(7);
  std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
  const std::vector<kernel> kernels = supported_kernels();
  kernel_guard guard;
  end_of_page_buffer buffer;
  std::size_t failures = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string text;
    const std::size_t target = std::uniform_int_distribution<std::size_t>(0, 150)(rng);
    while (text.size() < target) text += pieces[pick(rng)];
    const std::vector<unsigned char> bytes(text.begin(), text.end());
    const std::string_view input(reinterpret_cast<const char*>(buffer.place(bytes)), bytes.size());
    for (grammar rule : {grammar::uri_reference, grammar::uri, grammar::absolute_uri,
                         grammar::relative_ref}) {
      use_kernel(kernel::portable);
      const auto want = parse(input, rule);
      for (kernel k : kernels) {
        use_kernel(k);
        if (!same_parse(parse(input, rule), want) && ++failures <= 10)
          BOOST_ERROR("kernel " << kernel_name(k) << " differs on " << text.substr(0, 100));
      }
    }
  }
  BOOST_TEST(failures == 0u);
}

/// Every kernel against the scalar one on `prefix` followed by 'a's, 56 to 136 bytes in all,
/// with each mark written over every position from the prefix's end on, each input ending
/// at a guard page. `same_values` compares two accepted parses. Returns the number of
/// disagreements and of comparisons.
template <class SameValues>
std::pair<std::size_t, std::size_t> sweep_marks_across_word_edges(const std::string& prefix,
                                                                  const std::vector<std::string>& marks,
                                                                  SameValues same_values) {
  const std::vector<kernel> kernels = supported_kernels();
  kernel_guard guard;
  end_of_page_buffer buffer;
  std::size_t failures = 0, compared = 0;
  const std::size_t from = prefix.size();
  for (std::size_t n = 56; n <= 136; ++n) {
    for (std::size_t p = from; p < n; ++p) {
      for (const std::string& mark : marks) {
        std::string text = prefix + std::string(n - from, 'a');
        text.replace(p, std::min(mark.size(), n - p), mark.substr(0, n - p));
        const std::vector<unsigned char> bytes(text.begin(), text.end());
        const std::string_view input(reinterpret_cast<const char*>(buffer.place(bytes)), bytes.size());
        use_kernel(kernel::portable);
        const auto want = parse(input);
        for (kernel k : kernels) {
          use_kernel(k);
          const auto got = parse(input);
          bool same = got.has_value() == want.has_value();
          if (same && !want) same = got.error() == want.error();
          if (same && want) same = same_values(*got, *want);
          if (!same && ++failures <= 10) BOOST_ERROR("kernel " << kernel_name(k) << " differs on " << text);
          ++compared;
        }
      }
    }
  }
  return {failures, compared};
}

BOOST_AUTO_TEST_CASE(parser_kernels_agree_on_runs_that_start_and_end_near_word_edges) {
  // Delimiters, triplets and bad bytes swept over every position of inputs of 56 to 136
  // bytes, so that runs start and stop on both sides of bit 64 of the two-word masks (and
  // the 32-byte blocks, which overlap differently for every length). The filler 'a' is a hex
  // digit, so "%g", "%4g" and "%4/" make a triplet bad at each of its bytes mid-input, a
  // triplet that straddles bit 64 included.
  const auto [failures, compared] = sweep_marks_across_word_edges(
      "http://h/", {"?", "#", "%41", "?%41#", "/", "%4", " ", "?a#", "@", ":", "%g", "%4g", "%4/"},
      [](const uri_view& got, const uri_view& want) {
        return got.path() == want.path() && got.query() == want.query() &&
               got.fragment() == want.fragment() && got.authority() == want.authority();
      });
  BOOST_TEST(failures == 0u);
  BOOST_TEST(compared > 50000u);
}

BOOST_AUTO_TEST_CASE(parser_kernels_agree_on_authorities_that_cross_word_edges) {
  // The same sweep inside the authority: userinfo, host and port ends on both sides of bit 64
  // of the two-word masks (the AVX-512 masks also say where the authority may end).
  // Components compared by position in the input, not only by content.
  const auto [failures, compared] = sweep_marks_across_word_edges(
      "http://",
      {"@", ":", ":80", ":8x", ":80/", "@h:1?", "/", "?", "#", "%41", "%4", "[", " ", "u:p@", ":1@",
       "@[::1]:8/", "@[v1.x]/", "@[::1", "%g", "%4g", "%4/"},
      [](const uri_view& got, const uri_view& want) {
        return same_place(got.userinfo(), want.userinfo()) && same_place(got.host(), want.host()) &&
               got.host_type() == want.host_type() && same_place(got.port(), want.port()) &&
               got.port_number() == want.port_number() && same_place(got.path(), want.path()) &&
               same_place(got.query(), want.query()) && same_place(got.fragment(), want.fragment()) &&
               got.ipv6_address() == want.ipv6_address();
      });
  BOOST_TEST(failures == 0u);
  BOOST_TEST(compared > 50000u);
}

BOOST_AUTO_TEST_CASE(common_shapes_read_in_one_go_match_the_general_reading) {
  // Every kernel reads links that start "http://" or "https://" (any case) and have a
  // plain reg-name authority (perhaps with a port), and relative references without an
  // authority, with common_shape() over its own scanner (AVX2 and AVX-512 up to 127 bytes,
  // the portable kernel at every length); every other input takes the general reading.
  // Such starts and near misses with random pieces after them (hosts that may be IPv4
  // addresses, userinfo, ports, IP-literals, colons, triplets good and bad, NULs, bytes no
  // rule allows), up to about 146 bytes, each ending at a guard page, under every grammar:
  // every kernel must give the general reading's answer, components at the same places.
  static const std::vector<std::string> starts = {
      "http://", "https://", "http://", "https://", "HTTP://", "HtTpS://", "http:/", "https:", "httpx://",
      // Bytes that equal the scheme's after OR 0x20 (the case-blind start), yet are not its.
      "http\x1a//", "https\x1a//", "hTTp\x1a//", "http\x1a://",
      // Relative references (the other shape read in one go) and near misses: schemes,
      // colons in the first segment, authorities.
      "", "../", "./", "/", "a", "?", "#", "//", "a:", "a/b:", ":", "/a:b", "..:", "%41:", "@:",
      "..@.:", "%41@"};
  static const std::vector<std::string> common = {
      "example.com", "a", "0", "1.2.3.4", "9x", "/", "//", "/a/b", "?", "#", "?q=1&b", "#f",
      "%41", "%2e", ".", "..", "-._~", "!$&'()*+,;=", "A", "?/?", "#?#", "/x:y@z"};
  static const std::vector<std::string> rare = {
      "%4", "%", "%zz", "@", ":", ":80", "[", "]", "[::1]", " ", std::string(1, '\0'), "\x7f",
      "\xc3\xa9", "#%"};
  std::mt19937 rng(11);
  const std::vector<kernel> kernels = supported_kernels();
  kernel_guard guard;
  end_of_page_buffer buffer;
  std::size_t failures = 0, accepted = 0, accepted_wide = 0, relative = 0, relative_wide = 0;
  for (int round = 0; round < 80000; ++round) {
    // Half the inputs up to about 82 bytes, half from 64 to about 146 (the last piece may
    // overshoot its target), where a rare piece comes less often (a long link holding none
    // is then about as likely as a short one).
    const bool wide = round % 2 != 0;
    std::string text = starts[rng() % starts.size()];
    const std::size_t target = wide ? 64 + rng() % 73 : rng() % 73;
    while (text.size() < target)
      text += rng() % (wide ? 32 : 8) != 0 ? common[rng() % common.size()] : rare[rng() % rare.size()];
    const std::vector<unsigned char> bytes(text.begin(), text.end());
    const std::string_view input(reinterpret_cast<const char*>(buffer.place(bytes)), bytes.size());
    for (grammar rule : {grammar::uri_reference, grammar::uri, grammar::absolute_uri,
                         grammar::relative_ref}) {
      const auto want = detail::parse_general(input, rule, {});
      accepted += want.has_value() && text.size() < 64 && want->host_type() == host_type::reg_name;
      accepted_wide += want.has_value() && text.size() >= 64 && text.size() < 128 &&
                       want->host_type() == host_type::reg_name;
      relative += want.has_value() && text.size() < 64 && !want->has_scheme() && !want->has_authority();
      relative_wide += want.has_value() && text.size() >= 64 && text.size() < 128 && !want->has_scheme() &&
                       !want->has_authority();
      for (kernel k : kernels) {
        use_kernel(k);
        if (!same_parse(parse(input, rule), want) && ++failures <= 10)
          BOOST_ERROR("kernel " << kernel_name(k) << " differs on " << text << " (rule "
                                << static_cast<int>(rule) << ")");
      }
    }
  }
  BOOST_TEST(failures == 0u);
  BOOST_TEST(accepted > 10000u);  // short links with a reg-name are there, not only errors
  BOOST_TEST(accepted_wide > 1000u);  // and links of 64 to 127 bytes
  BOOST_TEST(relative > 5000u);  // and short relative references
  BOOST_TEST(relative_wide > 1000u);  // and relative references of 64 to 127 bytes
}

BOOST_AUTO_TEST_SUITE_END()
