// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit host-parts [--psl FILE]: a URL's host split by the Public Suffix List. Built when
// urikit::psl is (libpsl found): the top-level CMakeLists.txt defines URIKIT_WITH_PSL.
#ifdef URIKIT_WITH_PSL
#include <memory>
#include <string>

#include <CLI/CLI.hpp>
#include <urikit/public_suffix.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class host_parts_command final : public command {
 public:
  std::string_view name() const override { return "host-parts"; }
  std::string_view summary() const override {
    return "split a URL's host by the Public Suffix List (registrable domain, public suffix, TLD, ...)";
  }
  std::string_view examples() const override {
    return "  urikit host-parts --get '{registrable_domain} {public_suffix}' 'https://www.example.co.uk/x'   # example.co.uk co.uk\n"
           "  urikit host-parts --psl public_suffix_list.dat --json < urls.txt\n";
  }
  void configure(CLI::App& app) override {
    psl_option_ = app.add_option("--psl", psl_path_, "read this copy of the list (public_suffix_list.dat format)");
  }
  std::optional<std::string> prepare() override {
    if (psl_option_->count() == 0) return std::nullopt;
    auto loaded = public_suffix_list::load(psl_path_);
    if (!loaded) return "--psl: cannot read " + psl_path_ + " as a public suffix list";
    list_ = std::move(*loaded);
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    auto done = split_host(input, list_.get());
    if (!done) {
      out.fail(done.error());
      return;
    }
    parts_ = std::move(*done);
    auto opt = [](const std::optional<std::string>& v) {
      return v ? std::optional<std::string_view>(*v) : std::nullopt;
    };
    const bool has_host = parts_.kind != host_kind::none;
    out.add("host", has_host ? std::optional<std::string_view>(parts_.host) : std::nullopt);
    out.add("host_unicode", has_host ? std::optional<std::string_view>(parts_.host_unicode) : std::nullopt);
    out.add("host_type", has_host ? std::optional<std::string_view>(host_kind_name(parts_.kind)) : std::nullopt);
    out.add("public_suffix", opt(parts_.public_suffix));
    out.add("registrable_domain", opt(parts_.registrable_domain));
    out.add("private_suffix", opt(parts_.private_suffix));
    out.add("private_domain", opt(parts_.private_domain));
    out.add("tld", opt(parts_.tld));
    out.add("reversed_host", opt(parts_.reversed_host));
  }
  void release_memory() override { parts_ = host_parts(); }

 private:
  CLI::Option* psl_option_ = nullptr;
  std::string psl_path_;
  std::shared_ptr<const public_suffix_list> list_;
  host_parts parts_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<host_parts_command>(); }};

}  // namespace
}  // namespace urikit::cli
#endif  // URIKIT_WITH_PSL
