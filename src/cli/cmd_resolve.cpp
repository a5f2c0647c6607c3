// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit resolve --base URI [--non-strict] REFERENCE...
#include <CLI/CLI.hpp>
#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class resolve_command final : public copyable_command<resolve_command> {
 public:
  std::string_view name() const override { return "resolve"; }
  std::string_view summary() const override { return "resolve references against a base URI (RFC 3986 section 5.2)"; }
  std::string_view examples() const override {
    return "  urikit resolve --base 'http://a/b/c/d;p?q' '../g' 'g?y#s'   # http://a/b/g, http://a/b/c/g?y#s\n"
           "  urikit resolve --base 'http://a/b/c/d;p?q' --non-strict 'http:g'\n";
  }
  void configure(CLI::App& app) override {
    app.add_option("--base", base_text_, "the base URI (must have a scheme)")->required();
    app.add_flag("--non-strict", non_strict_, "ignore a reference's scheme equal to the base's (section 5.2.2)");
  }
  std::optional<std::string> prepare() override {
    auto parsed = parse_uri(base_text_);
    if (!parsed) {
      return "--base is not a URI: " + std::string(error_name(parsed.error().code)) + " at offset " +
             std::to_string(parsed.error().offset);
    }
    base_ = *parsed;
    options_.strict = !non_strict_;
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    auto ref = parse_uri_reference(input);
    if (!ref) {
      out.fail(ref.error());
      return;
    }
    buffer_.clear();  // *_into appends
    auto done = resolve_into(buffer_, base_, *ref, options_);
    if (!done) {
      out.fail(done.error());
      return;
    }
    out.add("output", buffer_);
  }
  void release_memory() override { std::string().swap(buffer_); }

 private:
  std::string base_text_;
  bool non_strict_ = false;
  uri_view base_;
  resolve_options options_;
  std::string buffer_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<resolve_command>(); }};

}  // namespace
}  // namespace urikit::cli
