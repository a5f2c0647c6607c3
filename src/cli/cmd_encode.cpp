// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit encode --set NAME [--output-charset N | --input-hex [--input-charset N]]
#include <CLI/CLI.hpp>
#include <urikit/ecmascript.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>

#include "../hex.hpp"
#include "command.hpp"
#include "encode_by_set.hpp"
#include "encoding_sets.hpp"

namespace urikit::cli {
namespace {

/// "34 20 F7" or "3420F7" to octets; anything else is errc::invalid_hex at its offset.
result<std::string> parse_hex(std::string_view text) {
  std::string out;
  int pending = -1;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == ' ' || c == '\t') {
      if (pending >= 0) return error{errc::invalid_hex, i};
      continue;
    }
    const int v = detail::hex_value(static_cast<unsigned char>(c));
    if (v < 0) return error{errc::invalid_hex, i};
    if (pending < 0) {
      pending = v;
    } else {
      out += static_cast<char>(pending * 16 + v);
      pending = -1;
    }
  }
  if (pending >= 0) return error{errc::invalid_hex, text.size()};
  return out;
}

/// Whether ICU's converters know `name`, as encode_text_as() (`output`) or
/// encode_from_charset() (input) open it.
bool charset_known(const std::string& name, bool output) {
  const auto r = output ? encode_text_as("", name, charsets::unreserved)
                        : encode_from_charset("", name, charsets::unreserved);
  return r || r.error().code != errc::unknown_charset;
}

class encode_command final : public copyable_command<encode_command> {
 public:
  std::string_view name() const override { return "encode"; }
  std::string_view summary() const override {
    return "percent-encode text or octets for a URI component, a form, or as ECMAScript does";
  }
  std::string_view examples() const override {
    return "  urikit encode 'a b/c?d=é'                              # a%20b%2Fc%3Fd%3D%C3%A9\n"
           "  urikit encode --set query 'greeting=今日は'            # greeting=%E4%BB%8A%E6%97%A5%E3%81%AF\n"
           "  urikit encode --set unreserved --input-hex '34 20 F7'  # 4%20%F7\n"
           "  urikit encode --set unreserved --input-hex --input-charset ISO-8859-1 '34 20 F7'  # 4%20%C3%B7\n"
           "  urikit encode --set unreserved --output-charset windows-1252 'Ärzteblatt'  # %C4rzteblatt\n"
           "  urikit encode --set form 'a b&c'                      # a+b%26c\n";
  }
  void configure(CLI::App& app) override {
    // Default unreserved: the result is data in any component (like encodeURIComponent, but
    // also !'()*), so it never changes a URI's structure wherever it is put.
    app.add_option("--set", set_, "characters left unencoded (default: unreserved, ALPHA DIGIT -._~)")
        ->check(CLI::IsMember(encoding_set_names()));
    app.add_option("--output-charset", output_charset_, "write characters in this charset (ICU name) first");
    app.add_flag("--input-hex", input_hex_, "inputs are octets written as hex pairs");
    app.add_option("--input-charset", input_charset_, "with --input-hex: the octets are text in this charset");
  }
  std::optional<std::string> prepare() override {
    if (!input_charset_.empty() && !input_hex_) return std::string("--input-charset needs --input-hex");
    if (!output_charset_.empty() && input_hex_) return std::string("--output-charset cannot go with --input-hex");
    // A name ICU does not know is a usage error, found before any input is read. (Any set
    // will do for the check: the converter is opened before anything is encoded.)
    if (!output_charset_.empty() && !charset_known(output_charset_, true))
      return "--output-charset: unknown charset '" + output_charset_ + "'";
    if (!input_charset_.empty() && !charset_known(input_charset_, false))
      return "--input-charset: unknown charset '" + input_charset_ + "'";
    return std::nullopt;
  }
  bool wants_utf8() const override { return !input_hex_; }

  void run(std::string_view input, record& out) override {
    const encode_set& set = *find_encode_set(set_);  // --set took only the table's names
    result<std::string> r = std::string();
    if (input_hex_) {
      auto octets = parse_hex(input);
      if (!octets) return out.fail(octets.error());
      r = encode_octets_by_set(*octets, set, input_charset_);
    } else {
      r = encode_text_by_set(input, set, output_charset_);
    }
    if (!r) return out.fail(r.error());
    output_ = std::move(*r);
    out.add("output", output_);
  }

  void release_memory() override { std::string().swap(output_); }

 private:
  std::string set_ = "unreserved", output_charset_, input_charset_, output_;
  bool input_hex_ = false;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<encode_command>(); }};

}  // namespace
}  // namespace urikit::cli
