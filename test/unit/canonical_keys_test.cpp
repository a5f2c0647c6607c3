// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A key or hash may change only with canonical_key_version: test/data/canonical_keys.tsv
// holds the keys (and hashes) of varied URIs for one version; this fails when any of them
// changes while the version stays the same, so a key change cannot ship unversioned.
#include <urikit/compare.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace urikit;

namespace {
struct key_row {
  std::string profile, input, key, hash;  // hash: 16 hex digits, or empty when not recorded
};

struct key_table {
  int version = -1;
  std::vector<key_row> rows;
};

key_table read_table() {
  std::ifstream in(URIKIT_TEST_DATA_DIR "/canonical_keys.tsv");
  BOOST_TEST_REQUIRE(in.good(), "test/data/canonical_keys.tsv is missing");
  key_table t;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols;
    std::stringstream fields(line);
    for (std::string f; std::getline(fields, f, '\t');) cols.push_back(f);
    if (cols.size() == 2 && cols[0] == "version") {
      t.version = std::stoi(cols[1]);
      continue;
    }
    BOOST_TEST_REQUIRE(cols.size() >= 3u, "a row needs profile, input and key: " << line);
    t.rows.push_back({cols[0], cols[1], cols[2], cols.size() > 3 ? cols[3] : std::string()});
  }
  return t;
}

normalize_options options_of(const std::string& profile) {
  if (profile == "conservative") return normalize_options::conservative();
  if (profile == "crawler") return normalize_options::crawler();
  BOOST_TEST_REQUIRE(profile == "rfc", "unknown profile " << profile);
  return normalize_options{};
}

std::string hex64(std::uint64_t v) {
  static const char digits[] = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i, v >>= 4) s[static_cast<std::size_t>(i)] = digits[v & 0xF];
  return s;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(canonical_keys_test)

BOOST_AUTO_TEST_CASE(keys_change_only_with_the_version) {
  const key_table t = read_table();
  BOOST_TEST_REQUIRE(t.version == canonical_key_version,
                     "canonical_key_version is " << canonical_key_version << " but test/data/canonical_keys.tsv "
                     "holds the keys of version " << t.version << ": write the new version's table");
  BOOST_TEST(t.rows.size() >= 30u);
  std::size_t hashes = 0;
  for (const auto& row : t.rows) {
    const normalize_options o = options_of(row.profile);
    auto key = canonical_key(row.input, o);
    BOOST_TEST_REQUIRE(key.has_value(), row.input);
    BOOST_TEST(*key == row.key, row.profile << " " << row.input << ": the key changed, but canonical_key_version "
                                            "did not (bump it when normalization changes)");
    if (!row.hash.empty()) {
      ++hashes;
      BOOST_TEST(hex64(hash(*parse(row.input), o)) == row.hash,
                 row.profile << " " << row.input << ": hash() changed, but canonical_key_version did not");
    }
  }
  BOOST_TEST(hashes == t.rows.size());
}

BOOST_AUTO_TEST_SUITE_END()
