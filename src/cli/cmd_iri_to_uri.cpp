// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit iri-to-uri: RFC 3987 §3.1, IRIs (UTF-8) to URIs, hosts through UTS #46.
#include <string>

#include <CLI/CLI.hpp>
#include <urikit/iri.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class iri_to_uri_command final : public copyable_command<iri_to_uri_command> {
 public:
  std::string_view name() const override { return "iri-to-uri"; }
  std::string_view summary() const override {
    return "convert IRIs to URIs: IDNA (UTS #46) for the host, UTF-8 percent-encoding elsewhere";
  }
  std::string_view examples() const override {
    return "  urikit iri-to-uri 'http://bücher.example/straße?q=café'\n"
           "  urikit iri-to-uri --transitional 'http://faß.de/'\n"
           "  urikit iri-to-uri --json < iris.txt\n";
  }
  void configure(CLI::App& app) override {
    app.add_flag("--transitional", options_.idna.transitional,
                 "UTS #46 transitional processing (IDNA2003: ß -> ss); default nontransitional");
    app.add_flag("--no-check-bidi", no_bidi_, "skip the RFC 5893 bidi rule for host labels");
    app.add_flag("--no-check-joiners", no_joiners_, "skip the RFC 5892 ZWJ/ZWNJ context rules");
    app.add_flag("--std3", options_.idna.use_std3_ascii_rules, "UseSTD3ASCIIRules: only LDH ASCII in labels");
    app.add_flag("--check-hyphens", options_.idna.check_hyphens, "CheckHyphens: no leading/trailing '-', no '--' at 3-4");
    app.add_flag("--verify-dns-length", options_.idna.verify_dns_length, "VerifyDnsLength: 1-63 octet labels, 253 octet names");
    app.add_flag("--nfc", options_.normalize_nfc, "apply Unicode NFC first (for IRIs typed by hand)");
    app.add_flag("--allow-zone-id", options_.parse.allow_zone_id, "accept IPv6 zone IDs (RFC 6874)");
  }
  std::optional<std::string> prepare() override {
    options_.idna.check_bidi = !no_bidi_;
    options_.idna.check_joiners = !no_joiners_;
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    auto converted = iri_to_uri(input, options_);
    if (!converted) {
      out.fail(converted.error());
      return;
    }
    output_ = std::move(*converted);
    out.add("output", std::string_view(output_));
  }

  void release_memory() override { std::string().swap(output_); }

 private:
  iri_options options_;
  bool no_bidi_ = false;
  bool no_joiners_ = false;
  std::string output_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<iri_to_uri_command>(); }};

}  // namespace
}  // namespace urikit::cli
