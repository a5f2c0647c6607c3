// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit parse [--as reference|uri|absolute|relative]
#include <map>
#include <string>

#include <CLI/CLI.hpp>
#include <urikit/parse.hpp>

#include "command.hpp"
#include "output_stream.hpp"

namespace urikit::cli {
namespace {

class parse_command final : public copyable_command<parse_command> {
 public:
  std::string_view name() const override { return "parse"; }
  std::string_view summary() const override {
    return "split URIs into their RFC 3986 components, or say where they are invalid";
  }
  std::string_view examples() const override {
    return "  urikit parse 'http://user@example.com:8080/a/b?q=1#top'\n"
           "  urikit parse --json --as uri < urls.txt\n"
           "  urikit parse --as relative './this:that'\n";
  }
  void configure(CLI::App& app) override {
    app.add_option("--as", as_, "grammar: reference (URI-reference), uri, absolute, relative")
        ->check(CLI::IsMember({"reference", "uri", "absolute", "relative"}));
    app.add_flag("--allow-zone-id", options_.allow_zone_id, "accept IPv6 zone IDs (RFC 6874)");
  }
  std::optional<std::string> prepare() override {
    static const std::map<std::string, grammar> rules{{"reference", grammar::uri_reference},
                                                      {"uri", grammar::uri},
                                                      {"absolute", grammar::absolute_uri},
                                                      {"relative", grammar::relative_ref}};
    rule_ = rules.at(as_);
    return std::nullopt;
  }
  void run(std::string_view input, record& out) override {
    auto parsed = parse(input, rule_, options_);
    if (!parsed) {
      out.fail(parsed.error());
      return;
    }
    const uri_view& v = *parsed;
    out.add("scheme", v.scheme());
    out.add("authority", v.authority());
    out.add("userinfo", v.userinfo());
    out.add("host", v.host());
    if (v.host_type() == host_type::none) out.add_null("host_type");
    else out.add("host_type", host_type_name(v.host_type()));
    out.add("port", v.port());
    out.add("path", v.path());
    out.add("query", v.query());
    out.add("fragment", v.fragment());
  }
  bool prints_one_line() const override { return false; }
  void print_plain(std::string_view input, const record& r, output_stream& out) const override {
    out.append(input);
    out.put('\n');
    for (const auto& f : r.fields) {
      if (f.type == field::kind::null) continue;  // undefined components are left out
      out.append("  ");
      out.append(f.name);
      out.fill(10 - f.name.size(), ' ');
      out.append(f.text.empty() && f.name != "host_type" ? std::string_view("(empty)") : f.text);
      out.put('\n');
    }
  }

 private:
  std::string as_ = "reference";
  grammar rule_ = grammar::uri_reference;
  parse_options options_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<parse_command>(); }};

}  // namespace
}  // namespace urikit::cli
