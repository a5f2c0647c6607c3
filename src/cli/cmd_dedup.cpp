// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit dedup: keeps the first URI of each equivalence class of a URL list.
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "command.hpp"
#include "output_stream.hpp"
#include "levels.hpp"

namespace urikit::cli {
namespace {

/// The keys seen so far: their bytes in one growing arena, and an open-addressing table
/// (linear probing, at most half full) of each key's hash, offset and length. A lookup
/// touches one slot and, when the hashes match, the key's bytes: far fewer cache misses
/// than a node-based set, and no allocation per key. Keys are compared in full, so two
/// different keys never merge, whatever their hashes.
class key_set {
 public:
  /// Adds `key`; true when it was not there yet.
  bool insert(std::string_view key) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    const std::uint64_t h = std::hash<std::string_view>{}(key);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = h & mask;; i = (i + 1) & mask) {
      slot& s = slots_[i];
      if (s.length == empty) {
        // The bytes first: if the arena cannot grow (std::bad_alloc, which the command
        // reports for this input and goes on), no slot points at bytes never written.
        const std::size_t offset = arena_.size();
        arena_.append(key);
        s = {h, offset, key.size()};
        ++count_;
        return true;
      }
      if (s.hash == h && s.length == key.size() && std::memcmp(arena_.data() + s.offset, key.data(), key.size()) == 0)
        return false;
    }
  }

 private:
  static constexpr std::size_t empty = SIZE_MAX;
  struct slot {
    std::uint64_t hash;
    std::size_t offset;
    std::size_t length;
  };
  void grow() {
    std::vector<slot> old(slots_.empty() ? 1024 : 2 * slots_.size(), slot{0, 0, empty});
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const slot& s : old) {
      if (s.length == empty) continue;
      std::size_t i = s.hash & mask;
      while (slots_[i].length != empty) i = (i + 1) & mask;
      slots_[i] = s;
    }
  }
  std::vector<slot> slots_;
  std::string arena_;
  std::size_t count_ = 0;
};

class dedup_command final : public command {
 public:
  std::string_view name() const override { return "dedup"; }
  std::string_view summary() const override {
    return "print each distinct URI once (the first of its equivalence class), in its normalized form";
  }
  std::string_view examples() const override {
    return "  urikit dedup --crawler < crawled.txt > unique.txt\n"
           "  urikit dedup --keep-input --level syntax < urls.txt\n"
           "  urikit dedup --json < urls.txt        # every input: \"output\", \"duplicate\", \"normalized\"\n"
           "\n"
           "Memory: about 100 bytes per distinct URL, all in this process. Past that, the same\n"
           "output with GNU sort spilling to disk (memory set by -S):\n"
           "  urikit normalize < urls.txt 2>/dev/null | nl -ba -w1 -s$'\\t' \\\n"
           "    | LC_ALL=C sort -s -t$'\\t' -k2,2 -u -S 4G | LC_ALL=C sort -n -k1,1 -S 4G | cut -f2-\n"
           "or past one machine, the Python package's Dask job (urikit.dask.write_distinct),\n"
           "whose output equals this command's: see docs/python.md.\n";
  }
  void configure(CLI::App& app) override {
    add_level_option(app, level_, {"string", "syntax", "scheme"});
    app.add_flag("--crawler", crawler_, "crawler profile: drop fragments, sort query, canonical IPv6, drop empty query");
    app.add_flag("--conservative", conservative_, "never decode %2E into a dot segment");
    add_remove_tracking_flag(app, remove_tracking_);
    app.add_flag("--keep-input", keep_input_, "print the first input of each class as written, not normalized");
  }
  std::optional<std::string> prepare() override {
    if (crawler_) options_ = normalize_options::crawler();
    options_.level = parse_level(level_);
    if (conservative_) options_.decode_encoded_dots = false;
    if (remove_tracking_) options_.remove_tracking_params = true;
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    auto parsed = parse_uri_reference(input);
    if (!parsed) {
      out.fail(parsed.error());
      return;
    }
    key_.clear();  // *_into appends
    normalize_into(key_, *parsed, options_);
    // Full keys, not hashes: a hash collision must never merge two resources.
    const bool first = seen_.insert(key_);
    // "output" is what plain mode prints for a first occurrence; the key is always given.
    out.add("output", keep_input_ ? input : std::string_view(key_));
    out.add_bool("duplicate", !first);
    out.hidden = !first;
    out.add("normalized", key_);
  }
  void release_memory() override { std::string().swap(key_); }
  void print_plain(std::string_view, const record& r, output_stream& out) const override {
    if (r.fields[1].flag) return;  // a duplicate
    out.append(r.fields[0].text);
    out.put('\n');
  }

 private:
  std::string level_ = "scheme";
  bool crawler_ = false;
  bool conservative_ = false;
  bool remove_tracking_ = false;
  bool keep_input_ = false;
  normalize_options options_;
  std::string key_;
  key_set seen_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<dedup_command>(); }};

}  // namespace
}  // namespace urikit::cli
