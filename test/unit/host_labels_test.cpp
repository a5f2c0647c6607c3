// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// write_labels_reversed() (src/host_labels.hpp) against a plain reversal (split at '.',
// labels in reverse order, joined): hosts of 1 to 8 labels, empty labels, a dot first and
// last, labels past 32 bytes, 64 bytes in all; read from a padded copy (every label in
// whole blocks) and from a string with every number of readable bytes past the host (exact
// moves near its end). Nothing is written past host.size() + block_slack. The same for
// every kernel's reverse_labels_kernel() (through reverse_labels_exported(), as host parts
// call it), with capitals in the host, which come out in lower case.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "guard_page.hpp"
#include "host_bytes.hpp"
#include "host_labels.hpp"
#include "kernels.hpp"
#include "scan_export.hpp"
#include "swar.hpp"

namespace swar = urikit::detail::swar;

namespace {

std::string reversed_by_split(std::string_view host, char separator) {
  std::vector<std::string_view> labels;
  for (std::size_t start = 0;;) {
    const std::size_t dot = host.find('.', start);
    labels.push_back(host.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start));
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  std::string out;
  for (std::size_t i = labels.size(); i-- > 0;) {
    out += labels[i];
    if (i != 0) out += separator;
  }
  return out;
}

std::uint64_t dots_of(std::string_view host) {
  std::uint64_t dots = 0;
  for (std::size_t i = 0; i < host.size(); ++i)
    if (host[i] == '.') dots |= std::uint64_t{1} << i;
  return dots;
}

std::vector<std::string> hosts() {
  std::vector<std::string> all = {"a", "com", "example.com", "www.example.com", "a.b.c.d", "a.b.c.d.e",
                                  "w.x.y.z.a.b.c.d", "a..b", "..", ".", ".a", "a.", ".a.b.c", ".a.b.c.d",
                                  "a.b.c.", "a.b.c.d.", "www.city.kawasaki.jp", "x.www.city.kawasaki.jp",
                                  std::string(40, 'q') + ".com", "a." + std::string(33, 'b') + ".c",
                                  std::string(64, 'z')};
  // 64 bytes with dots at every other place, and one label of each length to 40 beside one.
  std::string alternate;
  while (alternate.size() < 63) alternate += "a.";
  all.push_back(alternate.substr(0, 63) + "b");
  for (std::size_t n = 1; n <= 40; ++n) all.push_back(std::string(n, 'm') + ".org");
  for (std::size_t n = 1; n <= 40; ++n) all.push_back("www." + std::string(n, 'm'));
  return all;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(host_labels_test)

BOOST_AUTO_TEST_CASE(reversed_labels_equal_a_split_and_join) {
  std::size_t compared = 0;
  for (const std::string& host : hosts()) {
    BOOST_TEST_REQUIRE(host.size() <= 64u);
    for (char separator : {'.', ','}) {
      const std::string want = reversed_by_split(host, separator);
      // From a padded copy, and from the host with 0 to 40 bytes after it (then the bound).
      for (std::size_t after = 0; after <= swar::block_slack + 8; ++after) {
        std::string text = host + std::string(after, '/');
        text.shrink_to_fit();
        std::string out(host.size() + swar::block_slack + 16, '#');
        const std::string padded = host + std::string(swar::block_slack, 'P');
        char* end = after == swar::block_slack + 8
                        ? urikit::detail::write_labels_reversed(out.data(), std::string_view(padded).substr(0, host.size()),
                                                                dots_of(host), separator)
                        : urikit::detail::write_labels_reversed(out.data(), std::string_view(text).substr(0, host.size()),
                                                                dots_of(host), separator, text.size());
        BOOST_TEST(static_cast<std::size_t>(end - out.data()) == host.size());
        BOOST_TEST(out.substr(0, host.size()) == want, host << " with " << after << " after");
        BOOST_TEST(out.substr(host.size() + swar::block_slack) == std::string(16, '#'), host);
        ++compared;
      }
    }
  }
  BOOST_TEST(compared > 5000u);
}

// Capitals at the start, the end and a label's edges of a host in lower case, and a host all
// in capitals; the lower-case form is made byte by byte, by hand.
std::string with_capitals(std::string host, std::size_t variant) {
  for (std::size_t i = 0; i < host.size(); ++i) {
    const bool edge = i == 0 || i + 1 == host.size() || host[i - 1] == '.' || host[i + 1] == '.';
    const bool pick = variant == 1 ? edge : variant == 2 ? i % 3 == 1 : true;
    if (pick && host[i] >= 'a' && host[i] <= 'z') host[i] = static_cast<char>(host[i] - 'a' + 'A');
  }
  return host;
}

std::string lower_by_hand(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

BOOST_AUTO_TEST_CASE(every_kernel_reverses_and_lowers_labels) {
  std::size_t compared = 0;
  std::vector<std::string> all = hosts();
  all.push_back("Z");
  all.push_back("A.Z.@.[.`.{");  // the bytes around 'A'-'Z' and 'a'-'z' stay as they are
  for (const std::string& lower : all) {
    for (std::size_t variant = 0; variant < 4; ++variant) {
      const std::string host = variant == 0 ? lower : with_capitals(lower, variant);
      const bool upper = host != lower_by_hand(host);
      for (char separator : {'.', ','}) {
        const std::string want = reversed_by_split(lower_by_hand(host), separator);  // by split and join
        for (std::size_t after : {std::size_t{0}, std::size_t{1}, std::size_t{7}, swar::block_slack + 1}) {
          std::string text = host + std::string(after, '/');
          text.shrink_to_fit();
          urikit::test::for_each_kernel([&](urikit::kernel k) {
            std::string out(host.size() + swar::block_slack + 16, '#');
            std::string lowered(host.size() + swar::block_slack + 16, '#');
            char* end = urikit::detail::reverse_labels_exported(out.data(), upper ? lowered.data() : nullptr,
                                                                text.data(), host.size(), dots_of(host), upper,
                                                                separator, text.size());
            BOOST_TEST(static_cast<std::size_t>(end - out.data()) == host.size());
            BOOST_TEST(out.substr(0, host.size()) == want, host << " with " << after << " after, kernel "
                                                                << urikit::kernel_name(k));
            BOOST_TEST(out.substr(host.size() + swar::block_slack) == std::string(16, '#'), host);
            if (upper) {
              BOOST_TEST(lowered.substr(0, host.size()) == lower_by_hand(host), host);
              BOOST_TEST(lowered.substr(host.size() + swar::block_slack) == std::string(16, '#'), host);
            }
            ++compared;
          });
        }
      }
    }
  }
  BOOST_TEST(compared > 2000u);
}

// Every kernel reads nothing past host + readable, with the link ending at an inaccessible
// page (guard_page.hpp): hosts of 0 to 64 bytes (labels of 1 to 3 bytes, capitals in some)
// with 0 to 40 bytes after them. The output is laid out as host parts lay it out: the
// lower-cased host first, the reversed labels right after it (out = lowered + n).
BOOST_AUTO_TEST_CASE(every_kernel_reads_only_the_readable_bytes) {
  const std::string pattern = "a1.Bc-d.ef.GHI.j.klm.n0p.Q.rst.uv.Wxy.z";
  urikit_test::end_of_page_buffer page;
  std::size_t compared = 0;
  for (std::size_t n = 0; n <= 64; ++n) {
    std::string host;
    while (host.size() < n) host += pattern;
    host.resize(n);
    const std::string lower = lower_by_hand(host);
    const bool upper = host != lower;
    const std::string want = reversed_by_split(lower, '.');
    for (std::size_t after = 0; after <= 40; ++after) {
      std::vector<unsigned char> bytes(host.begin(), host.end());
      bytes.insert(bytes.end(), after, '/');
      const char* at = reinterpret_cast<const char*>(page.place(bytes));
      urikit::test::for_each_kernel([&](urikit::kernel k) {
        std::string storage(2 * n + swar::block_slack, '#');
        char* lowered = storage.data();
        char* out = upper ? lowered + n : lowered;
        char* end = urikit::detail::reverse_labels_exported(out, upper ? lowered : nullptr, at, n, dots_of(host), upper,
                                                            '.', n + after);
        BOOST_TEST(static_cast<std::size_t>(end - out) == n);
        BOOST_TEST(std::string(out, n) == want, host << " with " << after << " after, kernel " << urikit::kernel_name(k));
        if (upper) BOOST_TEST(std::string(lowered, n) == lower, host);
        if (n + after <= 64) {  // the scan reads at most 64 bytes
          const urikit::detail::host_bytes found = urikit::detail::scan_host_exported(at, n + after);
          BOOST_TEST(found.n == n, host << " with " << after << " after, kernel " << urikit::kernel_name(k));
          BOOST_TEST(found.dots == dots_of(host), host);
          BOOST_TEST(found.upper == upper, host);
        }
        ++compared;
      });
    }
  }
  BOOST_TEST(compared > 2000u);
}

BOOST_AUTO_TEST_SUITE_END()
