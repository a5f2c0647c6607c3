// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit decode [--set NAME] [--output-hex | --output-charset NAME] [--lenient]
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

class decode_command final : public copyable_command<decode_command> {
 public:
  std::string_view name() const override { return "decode"; }
  std::string_view summary() const override {
    return "decode percent-encodings to UTF-8 text (strictly checked), a legacy charset, or octets";
  }
  std::string_view examples() const override {
    return "  urikit decode 'caf%C3%A9'                                 # café\n"
           "  urikit decode --output-charset windows-1252 '%C4rzteblatt' # Ärzteblatt\n"
           "  urikit decode --output-hex '%C4rzteblatt'                 # C4727A7465626C617474\n"
           "  urikit decode --set ecma-uri '%23%5B%5D%21'               # %23[]!\n"
           "  urikit decode --set form 'a+b%2Bc'                        # a b+c\n";
  }
  void configure(CLI::App& app) override {
    app.add_option("--set", set_, "form: '+' is a space; ecma-uri / ecma-component: ECMAScript decodeURI(Component)")
        ->check(CLI::IsMember(encoding_set_names()));
    app.add_flag("--output-hex", output_hex_, "print the octets as hex pairs (any octets are fine)");
    app.add_option("--output-charset", output_charset_, "read the octets as text in this charset (ICU name)");
    app.add_flag("--lenient", lenient_, "keep a '%' not followed by two hex digits as it is");
  }
  std::optional<std::string> prepare() override {
    if (output_hex_ && !output_charset_.empty()) return std::string("--output-hex and --output-charset exclude each other");
    // A name ICU does not know is a usage error, found before any input is read.
    if (!output_charset_.empty()) {
      const auto r = decode_text_from("", output_charset_, decode_options{});
      if (!r && r.error().code == errc::unknown_charset)
        return "--output-charset: unknown charset '" + output_charset_ + "'";
    }
    return std::nullopt;
  }

  void run(std::string_view input, record& out) override {
    const encode_set* set = set_.empty() ? nullptr : find_encode_set(set_);  // --set took only the table's names
    const decode_options o = decode_options_by_set(set, lenient_);
    result<std::string> r = std::string();
    if (output_hex_) {
      r = decode(input, o);
      if (r) {
        std::string h;
        for (char c : *r) {
          h += detail::upper_hex[static_cast<unsigned char>(c) >> 4];
          h += detail::upper_hex[static_cast<unsigned char>(c) & 15];
        }
        output_ = std::move(h);
        out.add("output_hex", output_);
        return;
      }
    } else {
      r = decode_text_by_set(input, set, o, output_charset_);
    }
    if (!r) return out.fail(r.error());
    output_ = std::move(*r);
    out.add("output", output_);
  }

  void release_memory() override { std::string().swap(output_); }

 private:
  std::string set_, output_charset_, output_;
  bool output_hex_ = false, lenient_ = false;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<decode_command>(); }};

}  // namespace
}  // namespace urikit::cli
