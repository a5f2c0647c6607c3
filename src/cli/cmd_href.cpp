// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit href [--base URI]: links read as a browser reads them (WHATWG URL Standard), written
// as RFC 3986 URIs.
#include <optional>
#include <string>

#include <CLI/CLI.hpp>
#include <urikit/href.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class href_command final : public copyable_command<href_command> {
 public:
  std::string_view name() const override { return "href"; }
  std::string_view summary() const override {
    return "read links as a web browser does (WHATWG URL Standard) and write them as RFC 3986 URIs";
  }
  std::string_view examples() const override {
    return "  urikit href '  http://bücher.example/a b  '         # http://xn--bcher-kva.example/a%20b\n"
           "  urikit href 'http://0x7f.1/' 'HTTP://h:80\\a\\..\\b'   # http://127.0.0.1/, http://h/b\n"
           "  urikit href --base 'https://example.org/docs/' '../img/a b.png' '//cdn.example/x.js'\n"
           "  urikit href --json < links.txt\n"
           "Use href for links taken from the web (HTML, headers, pasted text); use repair only to\n"
           "make a string RFC 3986-valid while changing nothing but the forbidden characters.\n";
  }
  void configure(CLI::App& app) override {
    base_option_ = app.add_option("--base", base_text_,
                   "the URL relative links are read against (must itself be a URL a browser accepts); "
                   "without it, every input must be an absolute URL");
  }
  std::optional<std::string> prepare() override {
    if (base_option_->count() == 0) return std::nullopt;
    auto parsed = parse_web_url(base_text_);
    if (!parsed) {
      return "--base is not a URL: " + std::string(error_name(parsed.error().code)) + " at offset " +
             std::to_string(parsed.error().offset);
    }
    base_ = std::move(*parsed);
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    buffer_.clear();  // *_into appends
    auto done = href_into(buffer_, input, base_ ? &*base_ : nullptr);
    if (!done) {
      out.fail(done.error());
      return;
    }
    out.add("output", buffer_);
  }
  void release_memory() override { std::string().swap(buffer_); }

 private:
  CLI::Option* base_option_ = nullptr;
  std::string base_text_;
  std::optional<web_url> base_;
  std::string buffer_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<href_command>(); }};

}  // namespace
}  // namespace urikit::cli
