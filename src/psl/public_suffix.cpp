// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The Public Suffix List. The list's file (public_suffix_list.dat: by default the one
// libpsl's built-in data was made from, Debian's `publicsuffix` package) is read into a hash
// table of rules, and the list's algorithm runs over it: 4 to 10 times faster than asking
// libpsl label by label (docs/crawler-keys.md has the figures). libpsl names that default
// file and its version, and answers by itself when the file cannot be read.
#include <urikit/public_suffix.hpp>

#include <algorithm>
#include <cstring>
#include <ctime>
#include <fstream>
#include <new>
#include <string>
#include <cstdint>
#include <vector>

#include <libpsl.h>
#include <urikit/href.hpp>
#include <urikit/ip_address.hpp>
#include <urikit/iri.hpp>

#include "../bits.hpp"
#include "../hash_bytes.hpp"
#include "../hex.hpp"
#include "../host_labels.hpp"
#include "../href_shortcut.hpp"
#include "../string_write.hpp"
#include "../thread_scratch.hpp"
#include "../swar.hpp"
#include "plain_host.hpp"

namespace urikit {

namespace {

// Rule kinds, for the ICANN section in bits 0-2 and the PRIVATE section in bits 3-5. Bit 6
// marks a name that a longer rule ends with ("amazonaws.com" of "s3.amazonaws.com"): a
// suffix of a host without it has no rule beyond it, and the scan can stop.
constexpr unsigned char rule_normal = 1, rule_wildcard = 2, rule_exception = 4;
constexpr unsigned char icann_bits = 7, all_bits = 63, rule_under = 64;

}  // namespace

struct public_suffix_list::state {
  psl_ctx_t* owned = nullptr;  // libpsl's answers, when no file was read; freed with the list
  const psl_ctx_t* ctx = nullptr;
  std::string source;
  std::vector<std::string> names;  // the rules' domains
  // Open addressing, a power of two at most half full: slot = hash & (size - 1), then the
  // next ones. Names are views into `names`.
  struct slot {
    std::uint64_t hash = 0;
    std::string_view name;
    unsigned char kind = 0;
  };
  std::vector<slot> table;
  // One bit per rule hash (its high bits), 16 KiB: most suffixes of a host are no rule,
  // and this answers them from the cache instead of a miss in the table (2 MiB for the
  // standard list).
  struct hash_filter {
    static constexpr unsigned bits = 17;
    std::vector<std::uint64_t> words;
    static std::size_t bit(std::uint64_t h) noexcept { return static_cast<std::size_t>(h >> (64 - bits)); }
    void clear() { words.assign((std::size_t{1} << bits) / 64, 0); }
    void add(std::uint64_t h) noexcept { words[bit(h) >> 6] |= std::uint64_t{1} << (bit(h) & 63); }
    /// False when no hash added has the high bits of h.
    bool may_hold(std::uint64_t h) const noexcept { return ((words[bit(h) >> 6] >> (bit(h) & 63)) & 1u) != 0; }
  };
  hash_filter filter;
  std::size_t rule_count = 0;
  std::size_t longest_rule = 0;  // no suffix longer than this can be a rule

  // split_host_into()'s plain hosts ask about their last label and their last two, which is
  // where their reversed host starts ("uk.co" of "www.example.co.uk"). So the table's names
  // of at most 16 bytes are kept once more, labels in reverse order, in slots that hold the
  // name itself as two zero-padded words: a lookup is one multiply of two words read from
  // the reversed host, and one compare, with no second read for the name.
  static constexpr std::size_t short_name = 16;
  struct short_slot {
    std::uint64_t words[2] = {0, 0};
    unsigned char size = 0;  // 0: an empty slot (no name is empty)
    unsigned char kind = 0;
  };
  std::vector<short_slot> short_table;
  std::size_t short_mask = 0;               // short_table.size() - 1
  hash_filter short_filter;  // as `filter`, for short_hash()
  /// The bytes [0, k) of a word, k <= 8 (little-endian: the low ones).
  static std::uint64_t first_bytes(std::size_t k) noexcept {
    return k >= 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * k)) - 1;
  }
  /// The 8 bytes at p as a little-endian word on every machine (first_bytes() keeps the first).
  static std::uint64_t word_at(const char* p) noexcept {
    return detail::read8(reinterpret_cast<const unsigned char*>(p));
  }
  static std::uint64_t short_hash(std::uint64_t w0, std::uint64_t w1, std::size_t size) noexcept {
    return detail::fold_multiply(w0 ^ 0x9E3779B97F4A7C15ULL, w1 ^ (std::uint64_t{size} << 56) ^ 0xC2B2AE3D27D4EB4FULL);
  }
  /// The rule kinds of the name whose labels reversed are r[0, size), 0 < size <= 16, in
  /// lower case. r[0, 16) must be readable: the bytes past size are read and masked off, so
  /// their values do not matter.
  unsigned char short_kinds(const char* r, std::size_t size) const noexcept {
    const std::uint64_t w0 = word_at(r) & first_bytes(size);
    const std::uint64_t w1 = word_at(r + 8) & first_bytes(size > 8 ? size - 8 : 0);
    const std::uint64_t h = short_hash(w0, w1, size);
    if (!short_filter.may_hold(h)) return 0;
    for (auto i = static_cast<std::size_t>(h & short_mask);; i = (i + 1) & short_mask) {
      const short_slot& s = short_table[i];
      if (s.size == 0) return 0;
      if (((s.words[0] ^ w0) | (s.words[1] ^ w1) | (s.size ^ size)) == 0) return s.kind;
    }
  }
  /// Fills short_table from `table`.
  void make_short_table() {
    std::vector<const slot*> short_names;
    for (const slot& s : table)
      if (s.kind != 0 && s.name.size() <= short_name) short_names.push_back(&s);
    std::size_t slots = 16;
    while (slots < short_names.size() * 2) slots *= 2;
    short_table.assign(slots, short_slot{});
    short_mask = slots - 1;
    short_filter.clear();
    for (const slot* s : short_names) {
      // The labels from the last, as the plain path's reversal writes them (read exactly:
      // `readable` is the name's size), then zeros to 16 bytes.
      char reversed[short_name + detail::swar::block_slack] = {};
      const std::size_t size = s->name.size();
      std::uint64_t dots = 0;
      for (std::size_t i = 0; i < size; ++i) dots |= std::uint64_t{s->name[i] == '.'} << i;
      detail::write_labels_reversed(reversed, s->name, dots, '.', size);
      std::fill(reversed + size, reversed + short_name, '\0');
      const std::uint64_t w0 = word_at(reversed), w1 = word_at(reversed + 8);
      const std::uint64_t h = short_hash(w0, w1, size);
      short_filter.add(h);
      auto i = static_cast<std::size_t>(h & short_mask);
      while (short_table[i].size != 0) i = (i + 1) & short_mask;  // each name once: `table` has no two alike
      short_table[i] = short_slot{{w0, w1}, static_cast<unsigned char>(size), s->kind};
    }
  }

  // A suffix's hash is made label by label from the last, each label eight bytes a step
  // (one folded multiply each), continuing the hash of the labels after it: so the scan of
  // suffix_starts() reads each byte of a host once, a word at a time, and finds the labels
  // by its dots (no byte loop). The length goes into each label's last step, so the dots
  // need not be hashed.
  static constexpr std::uint64_t hash_start = 14695981039346656037ULL;
  static std::uint64_t hash_label(std::uint64_t h, const char* label, std::size_t n) noexcept {
    const auto* p = reinterpret_cast<const unsigned char*>(label);
    std::size_t i = 0;
    for (; n - i >= 8; i += 8) h = detail::fold_multiply(h ^ detail::swar::load8(p + i), 0x9E3779B97F4A7C15ULL);
    return detail::fold_multiply(h ^ detail::swar::load_short(p + i, n - i) ^ (std::uint64_t{n} << 56),
                                 0xC2B2AE3D27D4EB4FULL);
  }
  static std::uint64_t hash_of(std::string_view s) noexcept {
    std::uint64_t h = hash_start;
    for (std::size_t end = s.size();;) {
      const std::size_t dot = end == 0 ? std::string_view::npos : s.rfind('.', end - 1);
      const std::size_t begin = dot == std::string_view::npos ? 0 : dot + 1;
      h = hash_label(h, s.data() + begin, end - begin);
      if (dot == std::string_view::npos) return h;
      end = dot;
    }
  }
  slot& find_slot(std::string_view name, std::uint64_t h) noexcept {
    auto i = static_cast<std::size_t>(h & (table.size() - 1));
    while (table[i].kind != 0 && !(table[i].hash == h && table[i].name == name)) i = (i + 1) & (table.size() - 1);
    return table[i];
  }
  ~state() {
    if (owned) psl_free(owned);
  }

  /// The rule kinds of `domain`, whose hash_of() is `h`.
  unsigned char kinds(std::string_view domain, std::uint64_t h) const noexcept {
    if (table.empty()) return 0;
    if (!filter.may_hold(h)) return 0;
    auto i = static_cast<std::size_t>(h & (table.size() - 1));
    for (;; i = (i + 1) & (table.size() - 1)) {
      const slot& s = table[i];
      if (s.kind == 0) return 0;
      if (s.hash == h && same(s.name, domain)) return s.kind;
    }
  }
  /// a == b without a call for names of at most 16 bytes (most hosts' suffixes, and every
  /// TLD): under 8 bytes as one swar::load_short() word each (exact: it holds each byte
  /// once), 8 to 16 as two overlapping words.
  static bool same(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    const std::size_t n = a.size();
    const auto* x = reinterpret_cast<const unsigned char*>(a.data());
    const auto* y = reinterpret_cast<const unsigned char*>(b.data());
    if (n < 8) return detail::swar::load_short(x, n) == detail::swar::load_short(y, n);
    if (n > 16) return a == b;
    return detail::swar::load8(x) == detail::swar::load8(y) && detail::swar::load8(x + n - 8) == detail::swar::load8(y + n - 8);
  }

  // Reads public_suffix_list.dat: one rule a line (up to the first space), "//" comments,
  // sections between "===BEGIN ICANN DOMAINS===" and "===BEGIN PRIVATE DOMAINS===" markers.
  bool read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    struct entry {
      std::string name;
      unsigned char kind;
    };
    std::vector<entry> entries;
    unsigned shift = 0;
    std::string line;
    while (std::getline(in, line)) {
      if (line.find("===BEGIN PRIVATE DOMAINS===") != std::string::npos) shift = 3;
      if (line.find("===BEGIN ICANN DOMAINS===") != std::string::npos) shift = 0;
      std::size_t end = line.find_first_of(" \t\r");
      std::string rule = line.substr(0, end);
      if (rule.empty() || rule.compare(0, 2, "//") == 0) continue;
      unsigned char kind = rule_normal;
      if (rule[0] == '!') {
        kind = rule_exception;
        rule.erase(0, 1);
      } else if (rule.compare(0, 2, "*.") == 0) {
        kind = rule_wildcard;
        rule.erase(0, 2);
      }
      kind = static_cast<unsigned char>(kind << shift);
      bool ascii = true;
      for (char c : rule)
        if (static_cast<unsigned char>(c) >= 0x80) ascii = false;
      if (!ascii) {  // the list writes IDN rules in Unicode; hosts come as A-labels
        if (auto a_labels = domain_to_ascii(rule)) entries.push_back({std::move(*a_labels), kind});
      }
      entries.push_back({std::move(rule), kind});
    }
    if (entries.empty()) return false;
    names.reserve(entries.size());
    for (auto& e : entries) names.push_back(std::move(e.name));
    std::size_t slots = names.size();  // the rules and the names they end with
    for (const std::string& name : names) slots += static_cast<std::size_t>(std::count(name.begin(), name.end(), '.'));
    std::size_t size = 16;
    while (size < slots * 2) size *= 2;
    table.assign(size, slot{});
    filter.clear();
    auto add = [&](std::string_view name, unsigned char kind) {
      const std::uint64_t h = hash_of(name);
      filter.add(h);
      slot& s = find_slot(name, h);
      if ((s.kind & all_bits) == 0 && (kind & all_bits) != 0) ++rule_count;
      s.hash = h;
      s.name = name;  // a view into `names`, which no longer grows
      s.kind = static_cast<unsigned char>(s.kind | kind);
    };
    for (std::size_t i = 0; i < names.size(); ++i) {
      const std::string_view name = names[i];
      add(name, entries[i].kind);
      longest_rule = std::max(longest_rule, name.size());
      for (std::size_t dot = name.find('.'); dot != std::string_view::npos; dot = name.find('.', dot + 1))
        add(name.substr(dot + 1), rule_under);
    }
    make_short_table();
    return true;
  }

  // The list's algorithm: the longest matching rule prevails, an exception rule over all;
  // "*" (the TLD) when nothing else matches. Where the public suffix starts, for the ICANN
  // section and for both, in one scan. `next_dot(end)` is the last '.' of domain before
  // `end`, or npos: rfind, or a bit mask of the dots (split_host_into()); it is asked with
  // domain.size() first, then with each dot it gave, in turn.
  template <class NextDot>
  void suffix_starts_by(std::string_view domain, NextDot next_dot, std::size_t& icann,
                        std::size_t& both) const noexcept {
    constexpr std::size_t none = std::string_view::npos;
    constexpr unsigned char normal = rule_normal | rule_normal << 3, wildcard = rule_wildcard | rule_wildcard << 3,
                            exception = rule_exception | rule_exception << 3;
    const unsigned char masks[2] = {icann_bits, all_bits};
    std::size_t* best[2] = {&icann, &both};
    bool done[2] = {false, false};
    icann = both = none;
    std::size_t parent = none, end = domain.size();
    unsigned char parent_kind = 0;
    std::uint64_t h = hash_start;  // hash_of(domain.substr(end + 1)) before each label
    bool last_rules = false;       // no rule is longer than the suffix before this one
    for (;;) {  // suffixes from the TLD leftwards
      const std::size_t dot = next_dot(end);
      const std::size_t start = dot == none ? 0 : dot + 1;
      if (icann == none) icann = both = start;  // the "*" rule
      // A suffix that no rule ends with (the last one was not rule_under), or longer than
      // every rule, is no rule (but may still match "*.parent"), and neither is any longer
      // one: the scan stops there, so a host of many labels costs no more than its labels
      // that rules end with, and never more than the longest rule.
      const bool past_rules = last_rules || domain.size() - start > longest_rule;
      if (!past_rules) h = hash_label(h, domain.data() + start, end - start);  // the new label only
      const unsigned char kind =
          past_rules ? 0 : kinds(std::string_view(domain.data() + start, domain.size() - start), h);
      if (kind | parent_kind) {  // most suffixes past the TLD are no rule, under no wildcard
        for (int i = 0; i < 2; ++i) {
          if (done[i]) continue;
          const unsigned k = kind & masks[i];
          if (k & exception) {
            *best[i] = parent == none ? start : parent;
            done[i] = true;
            continue;
          }
          if ((k & normal) || (parent_kind & masks[i] & wildcard)) *best[i] = start;
        }
      }
      if (dot == none || (done[0] && done[1]) || past_rules) return;
      last_rules = (kind & rule_under) == 0;
      // No longer suffix is a rule, and none can match "*.this": the next label changes
      // nothing (and need not be found).
      if (last_rules && (kind & wildcard) == 0) return;
      parent = start;
      parent_kind = kind;
      end = dot;
    }
  }
  // The next_dot of suffix_starts_by() from a bit mask of a host's dots: the highest one left
  // in a copy of it, each in turn.
  static auto leftwards(std::uint64_t left) noexcept {
    return [left](std::size_t) mutable {
      if (left == 0) return std::string_view::npos;
      const auto dot = URIKIT_HIGHEST_BIT(left);
      left &= ~(std::uint64_t{1} << dot);
      return static_cast<std::size_t>(dot);
    };
  }
  // suffix_starts_by() for the plain hosts of split_host_into(): at most 64 bytes, no empty
  // label, bit i of `dots` set when domain[i] is '.'. The last two labels settle most hosts:
  // the walk goes on past them only when they are a name that a longer rule ends with or a
  // wildcard's base ("co.uk", "blogspot.com", "kawasaki.jp"), and these hosts, those of one
  // label and a TLD with an exception rule (the list has none) take the walk. The rest is two
  // lookups and straight-line code: the walk's exits, which a link's labels decide, were its
  // costliest branches. public_suffix_test.cpp checks it against the walk (every rule of the
  // list under one label and two).
  //
  // `reversed` is the domain's labels in reverse order, in lower case, with 16 bytes
  // readable from it even when the domain is shorter: when
  // the last label (and the last two, when they are asked about) have at most 16 bytes, they
  // are looked up there, in short_table (most hosts); else by their hashes from the right.
  void suffix_starts_short(std::string_view domain, std::uint64_t dots, const char* reversed, std::size_t& icann,
                           std::size_t& both) const noexcept {
    constexpr unsigned char normal = rule_normal | rule_normal << 3, wildcard = rule_wildcard | rule_wildcard << 3,
                            exception = rule_exception | rule_exception << 3;
    const std::size_t n = domain.size();
    const std::size_t tld = dots != 0 ? URIKIT_BIT_WIDTH(dots) : 0;  // where the last label starts
    const std::uint64_t before = tld != 0 ? dots & ~(std::uint64_t{1} << (tld - 1)) : 0;  // but the TLD's
    const std::size_t second = before != 0 ? URIKIT_BIT_WIDTH(before) : 0;
    const bool short_names = !short_table.empty() && n - tld <= short_name;
    std::uint64_t h1 = 0;  // the TLD's hash from the right, when it is asked by hash
    if (!short_names) h1 = hash_label(hash_start, domain.data() + tld, n - tld);
    const unsigned char k1 = short_names ? short_kinds(reversed, n - tld) : kinds(domain.substr(tld), h1);
    unsigned char k2 = 0;
    if (tld != 0 && (k1 & (rule_under | wildcard)) != 0) {  // else no rule has two labels here
      if (short_names && n - second <= short_name) {
        k2 = short_kinds(reversed, n - second);
      } else {
        if (short_names) h1 = hash_label(hash_start, domain.data() + tld, n - tld);
        k2 = kinds(domain.substr(second), hash_label(h1, domain.data() + second, tld - 1 - second));
      }
    }
    if (tld == 0 || (k1 & exception) != 0 || (second != 0 && (k2 & (rule_under | wildcard)) != 0)) {
      suffix_starts_by(domain, leftwards(dots), icann, both);
      return;
    }
    // The walk's two steps. The TLD is the public suffix ("*", or its own rule), unless the
    // last two labels are a rule, or match "*.tld", and no exception rule names them.
    auto section = [&](unsigned char mask) {
      const unsigned k = k2 & mask;
      return (k & exception) == 0 && ((k & normal) != 0 || (k1 & mask & wildcard) != 0) ? second : tld;
    };
    icann = section(icann_bits);
    both = section(all_bits);
  }
  void suffix_starts(std::string_view domain, std::size_t& icann, std::size_t& both) const noexcept {
    suffix_starts_by(
        domain, [domain](std::size_t end) { return end == 0 ? std::string_view::npos : domain.rfind('.', end - 1); },
        icann, both);
  }
};

public_suffix_list::public_suffix_list(std::unique_ptr<state> s) noexcept : state_(std::move(s)) {}
public_suffix_list::~public_suffix_list() = default;

const public_suffix_list& public_suffix_list::standard() {
  static const public_suffix_list* list = [] {
    auto s = std::make_unique<state>();
    const char* file = psl_builtin_filename();
    if (!file || !s->read(file)) {
      s->owned = psl_latest(nullptr);
      s->ctx = s->owned ? s->owned : psl_builtin();
    }
    char when[32] = "?";
    std::time_t t = psl_builtin_file_time();
    std::tm tm{};
    if (gmtime_r(&t, &tm)) std::strftime(when, sizeof when, "%Y-%m-%d", &tm);
    const char* dist = psl_dist_filename();
    const std::string built_in = std::string(file ? file : "?") + " of " + when + ", sha1 " +
                                 (psl_builtin_sha1sum() ? psl_builtin_sha1sum() : "?");
    if (s->ctx)
      s->source = std::string("libpsl ") + psl_get_version() + ": the newer of its built-in data (" + built_in +
                  ") and " + (dist && *dist ? dist : "no file");
    else
      s->source = "file " + built_in + " (" + std::to_string(s->rule_count) + " rules), the list libpsl " +
                  psl_get_version() + " was built from";
    return new public_suffix_list(std::move(s));  // lives as long as the process
  }();
  return *list;
}

result<std::shared_ptr<const public_suffix_list>> public_suffix_list::load(const std::string& path) {
  auto s = std::make_unique<state>();
  if (!s->read(path)) return error{errc::invalid_argument, 0};
  s->source = "file " + path;
  return std::shared_ptr<const public_suffix_list>(new public_suffix_list(std::move(s)));
}

std::string public_suffix_list::description() const { return state_->source; }

std::optional<std::string_view> public_suffix_list::public_suffix(std::string_view domain,
                                                                  psl_sections sections) const {
  if (domain.empty() || domain.front() == '.') return std::nullopt;
  if (!state_->ctx) {  // a trailing dot (a fully qualified name) stays with the suffix, as in libpsl
    std::string_view name = domain.back() == '.' ? domain.substr(0, domain.size() - 1) : domain;
    if (name.empty()) return std::nullopt;
    std::size_t icann = 0, both = 0;
    state_->suffix_starts(name, icann, both);
    return domain.substr(sections == psl_sections::icann ? icann : both);
  }
  const int type = sections == psl_sections::icann ? PSL_TYPE_ICANN : PSL_TYPE_ANY;
  const std::string text(domain);  // libpsl reads NUL-terminated strings
  for (std::size_t start = 0;;) {
    if (psl_is_public_suffix2(state_->ctx, text.c_str() + start, type)) return domain.substr(start);
    std::size_t dot = domain.find('.', start);
    if (dot == std::string_view::npos) return std::nullopt;  // cannot happen: "*" matches the TLD
    start = dot + 1;
  }
}

std::optional<std::string_view> public_suffix_list::registrable_domain(std::string_view domain,
                                                                       psl_sections sections) const {
  auto suffix = public_suffix(domain, sections);
  if (!suffix || suffix->size() == domain.size()) return std::nullopt;
  const std::size_t dot = domain.size() - suffix->size() - 1;  // the '.' before the suffix
  if (dot == 0) return std::nullopt;
  const std::size_t previous = domain.rfind('.', dot - 1);
  const std::size_t start = previous == std::string_view::npos ? 0 : previous + 1;
  if (start == dot) return std::nullopt;  // an empty label before the suffix
  return domain.substr(start);
}

std::string_view host_kind_name(host_kind kind) noexcept {
  switch (kind) {
    case host_kind::ipv4: return "ipv4";
    case host_kind::ipv6: return "ipv6";
    case host_kind::domain: return "domain";
    case host_kind::opaque: return "opaque";
    case host_kind::none: break;
  }
  return "";
}

namespace {

/// Whether a label of a lower-case `host` starts with "xn--" (an A-label, which UTS #46's
/// ToUnicode may show otherwise; a host without one is its own Unicode form).
bool has_a_label(std::string_view host) noexcept {
  for (std::size_t at = host.find("xn--"); at != std::string_view::npos; at = host.find("xn--", at + 1))
    if (at == 0 || host[at - 1] == '.') return true;
  return false;
}

/// href writes the triplets of a host with upper-case hex digits (RFC 3986 section 2.1:
/// '{' is allowed in a WHATWG domain and written "%7B"); UTS #46's ToUnicode lower-cases
/// all of ASCII, so they are put back: the Unicode form differs only in its A-labels.
void upper_case_triplets(char* s, std::size_t n) noexcept {
  for (std::size_t i = 0; i < n; ++i)
    if (detail::triplet_at(std::string_view(s, n), i)) detail::write_triplet(s + i, detail::decode_triplet(s + i));
}

}  // namespace

result<host_parts_view> split_host_into(std::string& storage, std::string_view url, const public_suffix_list* list) {
  const std::size_t mark = storage.size();
  try {
    constexpr std::size_t none = std::string_view::npos;
    detail::plain_host plain;
    if (detail::plain_special_host(url, plain)) {  // most links: no WHATWG reading needed
      const public_suffix_list& psl = list ? *list : public_suffix_list::standard();
      if (!psl.state_->ctx) {
        // The reversed host is written straight into storage (`url` must not point into
        // it) by the scan kernel in use (reverse_labels_kernel), read from the link itself,
        // as far as the link goes. A host with capitals goes to storage first, lower-cased,
        // as the host.
        const std::size_t n = plain.host.size();
        const std::uint64_t dots = plain.dots;  // bit 63 is clear: a host does not end in '.'
        const std::size_t at = storage.size();
        const auto readable = static_cast<std::size_t>(url.data() + url.size() - plain.host.data());
        std::size_t icann = 0, both = 0;
        detail::append_written(storage, (plain.upper ? n + n : n) + detail::swar::block_slack, [&](char* out) noexcept {
          char* const reversed = plain.upper ? out + n : out;
          char* const end = detail::reverse_labels_exported(reversed, plain.upper ? out : nullptr, plain.host.data(), n,
                                                            dots, plain.upper, '.', readable);
          // The public suffixes from the reversed host, while the room after it (the slack,
          // 32 bytes) is still this call's to read: suffix_starts_short() reads 16 bytes.
          psl.state_->suffix_starts_short(plain.upper ? std::string_view(out, n) : plain.host, dots, reversed, icann,
                                          both);
          return end;
        });
        const std::string_view written = std::string_view(storage).substr(at);
        const std::string_view host = plain.upper ? written.substr(0, n) : plain.host;  // in lower case
        // Where the label that ends at `end` starts (0, or a dot's index + 1), without a
        // branch: the highest dot below end, shifted up by one, or bit 0 when there is none.
        auto label_start = [dots](std::size_t end) {
          const std::uint64_t below = dots & ((std::uint64_t{1} << std::min<std::size_t>(end, 63)) - 1);
          return URIKIT_HIGHEST_BIT(below << 1 | 1);
        };
        // The views from offsets that are known to be inside (no substr() checks).
        auto from = [&](std::size_t start) { return std::string_view(host.data() + start, n - start); };
        auto registrable = [&](std::size_t start) {  // no empty labels here
          if (start == 0) return std::optional<std::string_view>();
          return std::optional<std::string_view>(from(label_start(start - 1)));
        };
        // Every field given (an aggregate): the struct is not zeroed first. It is made in
        // the result itself: a temporary moved in was copied back from the stack, and its
        // 16-byte loads of fields just written field by field could not be forwarded.
        return result<host_parts_view>(from_call, [&] {
          return host_parts_view{host,
                                 host,  // host_unicode: no "xn--" label, UTS #46 shows it as it is
                                 host_kind::domain,
                                 from(icann),
                                 registrable(icann),
                                 from(both),
                                 registrable(both),
                                 from(label_start(n)),  // the TLD
                                 std::string_view(written.data() + (plain.upper ? n : 0), n)};
        });
      }
    }
    host_parts_view parts;
    std::size_t host_at = none, host_size = 0;
    {
      // The WHATWG reading up to the path: it fails as parse_web_url() would and gives the
      // same host, without percent-encoding a path that host parts do not need.
      std::string& text = detail::thread_scratch<struct href_site>();  // no allocation per link
      detail::scratch_release release(text);
      auto read = detail::href_through_host_exported(url, text);
      if (!read) return read.error();
      if (!read->has_host) return parts;
      const std::string_view host = std::string_view(text).substr(read->host_start, read->host_end - read->host_start);
      if (!read->special) parts.kind = host_kind::opaque;
      else if (!host.empty() && host.front() == '[') parts.kind = host_kind::ipv6;
      else if (parse_ipv4_address(host)) parts.kind = host_kind::ipv4;  // href writes IPv4 in dotted decimal
      else parts.kind = host_kind::domain;
      host_at = storage.size();
      host_size = host.size();
      storage.append(host);
    }
    // The host is at [host_at, host_at + host_size) of storage; views into storage are
    // made at the end, when it has stopped growing.
    auto host_now = [&]() -> std::string_view {  // valid until storage grows
      return std::string_view(storage).substr(host_at, host_size);
    };
    std::size_t unicode_at = none, unicode_size = 0;
    if (parts.kind == host_kind::domain && has_a_label(host_now())) {  // else it is the same
      if (auto unicode = domain_to_unicode(host_now())) {
        unicode_at = storage.size();
        unicode_size = unicode->size();
        storage.append(*unicode);
        upper_case_triplets(&storage[unicode_at], unicode_size);
      }
    }
    // Where the fields start in the host (all but the reversed host are suffixes of it).
    std::size_t tld = none, icann = none, both = none, icann_domain = none, both_domain = none;
    std::size_t reversed_at = none;
    const bool named = host_size != 0 && parts.kind != host_kind::ipv4 && parts.kind != host_kind::ipv6;
    if (named) {
      reversed_at = storage.size();
      storage.resize(reversed_at + host_size);
      const std::string_view host = host_now();
      char* out = &storage[reversed_at];
      // Everything from the host's dots, found by `next_dot` (see suffix_starts_by).
      auto from_dots = [&](auto next_dot) {
        const std::size_t last_dot = next_dot(host_size);
        tld = last_dot == none ? 0 : last_dot + 1;
        for (std::size_t end = host_size;;) {  // the labels from the last, joined by '.'
          const std::size_t dot = next_dot(end);
          const std::size_t begin = dot == none ? 0 : dot + 1;
          detail::swar::move_bytes(out, host.data() + begin, end - begin);
          out += end - begin;
          if (dot == none) break;
          *out++ = '.';
          end = dot;
        }
        if (parts.kind != host_kind::domain) return;
        const public_suffix_list& psl = list ? *list : public_suffix_list::standard();
        if (!psl.state_->ctx) {  // one scan for both sections
          if (host.front() == '.') return;
          std::string_view name = host;
          if (name.back() == '.') name.remove_suffix(1);  // a trailing dot stays with the suffix
          if (name.empty()) return;
          psl.state_->suffix_starts_by(name, next_dot, icann, both);
          auto registrable = [&](std::size_t start) -> std::size_t {
            if (start < 2) return none;
            const std::size_t previous = next_dot(start - 1);
            const std::size_t from = previous == none ? 0 : previous + 1;
            return from + 1 == start ? none : from;  // none for an empty label
          };
          icann_domain = registrable(icann);
          both_domain = registrable(both);
        } else {  // libpsl answers
          auto start_of = [&](std::optional<std::string_view> v) { return v ? host_size - v->size() : none; };
          icann = start_of(psl.public_suffix(host, psl_sections::icann));
          icann_domain = start_of(psl.registrable_domain(host, psl_sections::icann));
          both = start_of(psl.public_suffix(host, psl_sections::icann_and_private));
          both_domain = start_of(psl.registrable_domain(host, psl_sections::icann_and_private));
        }
      };
      if (URIKIT_SWAR && host_size <= 64) {  // most hosts: the dots as one word's bits
        const std::uint64_t dots = detail::swar::byte_mask64(host.data(), host_size, '.');
        from_dots([dots](std::size_t end) {
          const std::uint64_t below = end >= 64 ? dots : dots & ((std::uint64_t{1} << end) - 1);
          return below == 0 ? none : URIKIT_HIGHEST_BIT(below);
        });
      } else {
        from_dots([host](std::size_t end) { return end == 0 ? none : host.rfind('.', end - 1); });
      }
    }
    // The views, now that storage is written.
    const std::string_view host = host_now();
    parts.host = host;
    parts.host_unicode = unicode_at == none ? host : std::string_view(storage).substr(unicode_at, unicode_size);
    auto suffix = [&](std::size_t start) {
      return start == none ? std::nullopt : std::optional<std::string_view>(host.substr(start));
    };
    parts.tld = suffix(tld);
    if (reversed_at != none) parts.reversed_host = std::string_view(storage).substr(reversed_at, host_size);
    parts.public_suffix = suffix(icann);
    parts.registrable_domain = suffix(icann_domain);
    parts.private_suffix = suffix(both);
    parts.private_domain = suffix(both_domain);
    return parts;
  } catch (const std::bad_alloc&) {
    storage.resize(mark);
    return error{errc::out_of_memory, 0};
  }
}

result<host_parts> split_host(std::string_view url, const public_suffix_list* list) {
  try {
    // One buffer per thread for the views' bytes, kept when small (most hosts), so that the
    // strings below are the only allocations.
    std::string& storage = detail::thread_scratch<struct storage_site>();
    storage.clear();
    struct release {  // a buffer grown by a long host is not kept
      std::string& s;
      ~release() {
        detail::free_if_larger(s, 4096);
      }
    } keep_small{storage};
    auto view = split_host_into(storage, url, list);
    if (!view) return view.error();
    auto copy = [](std::optional<std::string_view> v) {
      return v ? std::optional<std::string>(std::string(*v)) : std::nullopt;
    };
    host_parts parts;
    parts.host.assign(view->host);
    parts.host_unicode.assign(view->host_unicode);
    parts.kind = view->kind;
    parts.public_suffix = copy(view->public_suffix);
    parts.registrable_domain = copy(view->registrable_domain);
    parts.private_suffix = copy(view->private_suffix);
    parts.private_domain = copy(view->private_domain);
    parts.tld = copy(view->tld);
    parts.reversed_host = copy(view->reversed_host);
    return parts;
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

}  // namespace urikit
