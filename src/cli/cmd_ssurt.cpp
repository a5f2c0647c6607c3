// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit ssurt: urlcanon's reversible SSURT of each input, as urlcanon 0.3 parses it.
#include <string>

#include <CLI/CLI.hpp>
#include <urikit/surt.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class ssurt_command final : public copyable_command<ssurt_command> {
 public:
  std::string_view name() const override { return "ssurt"; }
  std::string_view summary() const override {
    return "urlcanon's reversible SSURT (host reversed first, every part kept), no canonicalization";
  }
  std::string_view examples() const override {
    return "  urikit ssurt 'http://user:pass@foo.example.org:81/path?query#frag'\n"
           "      # org,example,foo,//81:http@user:pass:/path?query#frag\n";
  }
  void configure(CLI::App&) override {}
  void run(std::string_view input, record& out) override {
    auto done = ssurt(input);
    if (!done) {
      out.fail(done.error());
      return;
    }
    buffer_ = std::move(*done);
    out.add("output", buffer_);
  }
  void release_memory() override { std::string().swap(buffer_); }

 private:
  std::string buffer_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<ssurt_command>(); }};

}  // namespace
}  // namespace urikit::cli
