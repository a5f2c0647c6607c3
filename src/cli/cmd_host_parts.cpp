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

class host_parts_command final : public copyable_command<host_parts_command> {
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
    // The parts are views into `input` and `storage_`, which the record may hold until the
    // next input: no string is made per part.
    storage_.clear();
    auto done = split_host_into(storage_, input, list_.get());
    if (!done) {
      out.fail(done.error());
      return;
    }
    const host_parts_view& parts = *done;
    const bool has_host = parts.kind != host_kind::none;
    auto if_host = [has_host](std::string_view v) {
      return has_host ? std::optional<std::string_view>(v) : std::nullopt;
    };
    out.add("host", if_host(parts.host));
    out.add("host_unicode", if_host(parts.host_unicode));
    out.add("host_type", if_host(host_kind_name(parts.kind)));
    out.add("public_suffix", parts.public_suffix);
    out.add("registrable_domain", parts.registrable_domain);
    out.add("private_suffix", parts.private_suffix);
    out.add("private_domain", parts.private_domain);
    out.add("tld", parts.tld);
    out.add("reversed_host", parts.reversed_host);
  }
  void release_memory() override { std::string().swap(storage_); }

 private:
  CLI::Option* psl_option_ = nullptr;
  std::string psl_path_;
  std::shared_ptr<const public_suffix_list> list_;
  std::string storage_;  ///< what split_host_into() had to write for the current input
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<host_parts_command>(); }};

}  // namespace
}  // namespace urikit::cli
#endif  // URIKIT_WITH_PSL
