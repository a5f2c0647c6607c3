// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit compare [--level string|syntax|scheme] [--unordered-query] A B   (or "A<TAB>B" lines on stdin)
#include <CLI/CLI.hpp>
#include <urikit/compare.hpp>
#include <urikit/parse.hpp>
#include <urikit/utf8.hpp>

#include "command.hpp"
#include "output_stream.hpp"
#include "levels.hpp"

namespace urikit::cli {
namespace {

class compare_command final : public copyable_command<compare_command> {
 public:
  std::string_view name() const override { return "compare"; }
  std::string_view summary() const override {
    return "tell whether two URIs are equivalent at a level of the RFC 3986 comparison ladder";
  }
  std::string_view examples() const override {
    return "  urikit compare 'http://example.com' 'HTTP://example.com:80/'   # equivalent\n"
           "  urikit compare 'http://example.com/a' 'http://example.com/b'   # different\n"
           "  printf 'a:/%%7E\\ta:/~\\n' | urikit compare --level syntax --json\n"
           "  urikit compare --unordered-query 'http://h/?a=1&b=2' 'http://h/?b=2&a=1'   # equivalent\n";
  }
  void configure(CLI::App& app) override {
    add_level_option(app, level_, {"string", "syntax", "scheme"});
    app.add_flag("--conservative", conservative_, "never decode %2E into a dot segment");
    add_remove_tracking_flag(app, remove_tracking_);
    app.add_flag("--unordered-query", unordered_query_,
                 "compare the query's &-separated parameters in any order (repeats still count)");
  }
  std::optional<std::string> prepare() override {
    options_.level = parse_level(level_);
    if (conservative_) options_.decode_encoded_dots = false;
    if (remove_tracking_) options_.remove_tracking_params = true;
    return std::nullopt;
  }
  // Two URIs arrive as one input: validate each half itself so errors say which.
  bool wants_utf8() const override { return false; }
  bool pairs_arguments() const override { return true; }

  void run(std::string_view input, record& out) override {
    const std::size_t tab = input.find('\t');
    if (tab == std::string_view::npos) {
      // The first URI runs to the end of the line: the TAB after it is missing.
      out.fail({errc::invalid_argument, input.size()}, 1);
      return;
    }
    std::string_view halves[2] = {input.substr(0, tab), input.substr(tab + 1)};
    uri_view views[2];
    for (int k = 0; k < 2; ++k) {
      if (auto valid = validate_utf8(halves[k]); !valid) {
        out.fail(valid.error(), k + 1);
        return;
      }
      auto parsed = parse_uri_reference(halves[k]);
      if (!parsed) {
        out.fail(parsed.error(), k + 1);
        return;
      }
      views[k] = *parsed;
    }
    const bool same = equivalent(views[0], views[1], options_,
                                 unordered_query_ ? query_order::unordered : query_order::ordered);
    out.add_bool("equivalent", same);
    out.negative = !same;
  }
  void print_plain(std::string_view, const record& r, output_stream& out) const override {
    out.append(r.fields[0].flag ? "equivalent\n" : "different\n");
  }

 private:
  std::string level_ = "scheme";
  bool conservative_ = false;
  bool remove_tracking_ = false;
  bool unordered_query_ = false;
  normalize_options options_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<compare_command>(); }};

}  // namespace
}  // namespace urikit::cli
