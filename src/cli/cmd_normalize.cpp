// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit normalize [--level syntax|scheme] [--drop-fragment] [--sort-query] [--remove-tracking] [...]
#include <CLI/CLI.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "command.hpp"
#include "levels.hpp"

namespace urikit::cli {
namespace {

class normalize_command final : public copyable_command<normalize_command> {
 public:
  std::string_view name() const override { return "normalize"; }
  std::string_view summary() const override {
    return "normalize URIs by RFC 3986 section 6 (case, percent-encoding, dot segments, scheme rules)";
  }
  std::string_view examples() const override {
    return "  urikit normalize 'HTTP://Example.COM:80/a/./b/../%7euser'   # http://example.com/a/~user\n"
           "  urikit normalize --level syntax 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'\n"
           "  urikit normalize --crawler --json < urls.txt\n"
           "  urikit normalize --remove-tracking 'https://h/p?utm_source=x&id=7'   # https://h/p?id=7\n";
  }
  void configure(CLI::App& app) override {
    add_level_option(app, level_, {"syntax", "scheme"});
    app.add_flag("--drop-fragment", options_.drop_fragment, "remove the fragment (crawler option)");
    app.add_flag("--sort-query", options_.sort_query, "sort &-separated query parameters by name (crawler option)");
    app.add_flag("--canonical-ipv6", options_.canonical_ipv6, "write IPv6 hosts as RFC 5952 text (crawler option)");
    app.add_flag("--remove-empty-query", options_.remove_empty_query, "drop a '?' with nothing after it");
    add_remove_tracking_flag(app, remove_tracking_);
    app.add_flag("--crawler", crawler_, "all crawler options at the scheme level");
    app.add_flag("--conservative", conservative_, "never decode %2E into a dot segment (caches, security checks)");
  }
  std::optional<std::string> prepare() override {
    if (crawler_) {
      options_ = normalize_options::crawler();  // its level is set below, as without --crawler
    }
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
    buffer_.clear();  // *_into appends
    normalize_into(buffer_, *parsed, options_);
    out.add("output", buffer_);
  }
  void release_memory() override { std::string().swap(buffer_); }

 private:
  std::string level_ = "scheme";
  bool crawler_ = false;
  bool conservative_ = false;
  bool remove_tracking_ = false;
  normalize_options options_;
  std::string buffer_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<normalize_command>(); }};

}  // namespace
}  // namespace urikit::cli
