// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit canonicalize --profile NAME: the keys crawlers and web archives already use, by
// named, versioned profile (docs/crawler-keys.md).
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <urikit/canonicalize.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class canonicalize_command final : public copyable_command<canonicalize_command> {
 public:
  std::string_view name() const override { return "canonicalize"; }
  std::string_view summary() const override {
    return "canonicalize by a named, versioned profile (google, ia, crawler, rfc3986-*, ...)";
  }
  std::string_view examples() const override {
    return "  urikit canonicalize --profile ia 'http://www.Example.com/A?b=1&a=2'   # http://example.com/a?a=2&b=1\n"
           "  urikit canonicalize --profile google --json < urls.txt\n"
           "Store the profile field (name@version) beside the keys: a new version may change keys.\n";
  }
  void configure(CLI::App& app) override {
    std::vector<std::string> names;
    for (canon_profile p : all_profiles) names.emplace_back(profile_name(p));
    app.add_option("--profile", profile_text_, "the profile: " + CLI::detail::join(names, ", "))
        ->required()
        ->check(CLI::IsMember(names));
  }
  std::optional<std::string> prepare() override {
    auto p = find_profile(profile_text_);
    if (!p) return "unknown profile " + profile_text_;
    profile_ = *p;
    id_ = profile_id(profile_);
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    buffer_.clear();  // *_into appends
    auto done = canonicalize_into(buffer_, input, profile_);
    if (!done) {
      out.fail(done.error());
      return;
    }
    out.add("output", buffer_);
    out.add("profile", id_);
  }
  void release_memory() override { std::string().swap(buffer_); }

 private:
  std::string profile_text_;
  canon_profile profile_ = canon_profile::rfc3986_scheme;
  std::string id_;
  std::string buffer_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<canonicalize_command>(); }};

}  // namespace
}  // namespace urikit::cli
