// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit uri-to-iri: RFC 3987 §3.2, URIs to IRIs for display; unsafe characters stay encoded.
#include <string>

#include <CLI/CLI.hpp>
#include <urikit/iri.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class uri_to_iri_command final : public copyable_command<uri_to_iri_command> {
 public:
  std::string_view name() const override { return "uri-to-iri"; }
  std::string_view summary() const override {
    return "show URIs as IRIs: decode UTF-8 escapes and xn-- labels where that is safe";
  }
  std::string_view examples() const override {
    return "  urikit uri-to-iri 'http://xn--bcher-kva.example/stra%C3%9Fe'\n"
           "  urikit uri-to-iri --keep-host 'http://xn--bcher-kva.example/'\n"
           "  urikit uri-to-iri --json < urls.txt\n";
  }
  void configure(CLI::App& app) override {
    app.add_flag("--keep-host", keep_host_, "leave xn-- labels of the host as they are");
    app.add_flag("--transitional", options_.idna.transitional, "check xn-- labels with transitional UTS #46");
    app.add_flag("--std3", options_.idna.use_std3_ascii_rules, "check xn-- labels with UseSTD3ASCIIRules");
    app.add_flag("--check-hyphens", options_.idna.check_hyphens, "check xn-- labels with CheckHyphens");
    app.add_flag("--allow-zone-id", options_.parse.allow_zone_id, "accept IPv6 zone IDs (RFC 6874)");
  }
  std::optional<std::string> prepare() override {
    options_.decode_host = !keep_host_;
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    auto converted = uri_to_iri(input, options_);
    if (!converted) {
      out.fail(converted.error());
      return;
    }
    output_ = std::move(*converted);
    out.add("output", std::string_view(output_));
  }

  void release_memory() override { std::string().swap(output_); }

 private:
  uri_to_iri_options options_;
  bool keep_host_ = false;
  std::string output_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<uri_to_iri_command>(); }};

}  // namespace
}  // namespace urikit::cli
