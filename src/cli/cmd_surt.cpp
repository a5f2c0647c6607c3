// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit surt [--with-scheme] [--trailing-comma] [--no-reverse-ipaddr] [--no-host-massage]
// [--fixed]: the SURT key of CDX indexes, as Python surt 0.3.1 writes it.
#include <string>

#include <CLI/CLI.hpp>
#include <urikit/surt.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class surt_command final : public copyable_command<surt_command> {
 public:
  std::string_view name() const override { return "surt"; }
  std::string_view summary() const override {
    return "the SURT key of CDX indexes (Python surt 0.3.1, byte for byte)";
  }
  std::string_view examples() const override {
    return "  urikit surt 'http://www.archive.org/goo/?b&a'       # org,archive)/goo?a&b\n"
           "  urikit surt --with-scheme --trailing-comma 'https://example.com/'   # https://(com,example,)/\n"
           "  urikit surt --fixed 'http://e.com/s?t=a+%26+c&g=w'   # com,e)/s?g=w&t=a+%26+c\n";
  }
  void configure(CLI::App& app) override {
    app.add_flag("--with-scheme", options_.with_scheme, "start the key with the scheme: http://(com,example)/");
    app.add_flag("--trailing-comma", options_.trailing_comma, "a ',' after the last host label: com,example,)/");
    app.add_flag("--no-reverse-ipaddr", no_reverse_ipaddr_, "keep a dotted-quad IPv4 host as it is");
    app.add_flag("--no-host-massage", no_host_massage_, "keep a leading www. (www2., ...) label");
    app.add_flag("--fixed", options_.fixed,
                 "correct surt's query fault: %26 %3D %2B %23 are not decoded before the query is sorted");
  }
  std::optional<std::string> prepare() override {
    options_.reverse_ipaddr = !no_reverse_ipaddr_;
    options_.host_massage = !no_host_massage_;
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    buffer_.clear();  // *_into appends
    auto done = surt_into(buffer_, input, options_);
    if (!done) {
      out.fail(done.error());
      return;
    }
    out.add("output", buffer_);
  }
  void release_memory() override { std::string().swap(buffer_); }

 private:
  surt_options options_;
  bool no_reverse_ipaddr_ = false;
  bool no_host_massage_ = false;
  std::string buffer_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<surt_command>(); }};

}  // namespace
}  // namespace urikit::cli
