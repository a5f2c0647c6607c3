// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit repair: turns real-world strings into valid URI-references, reporting each fix.
#include <CLI/CLI.hpp>
#include <urikit/repair.hpp>

#include "command.hpp"
#include "output_stream.hpp"

namespace urikit::cli {
namespace {

class repair_command final : public copyable_command<repair_command> {
 public:
  std::string_view name() const override { return "repair"; }
  std::string_view summary() const override {
    return "percent-encode what each component forbids, so the input becomes a valid URI-reference";
  }
  std::string_view examples() const override {
    return "  urikit repair 'http://example.com/a b/ü?q=\"x\"#one#two'\n"
           "      # http://example.com/a%20b/%C3%BC?q=%22x%22#one%23two\n"
           "  urikit repair --json < scraped-links.txt   # \"fixes\": [{\"offset\": N, \"kind\": ...}]\n"
           "repair changes nothing but the forbidden characters (for strings that must keep every\n"
           "other byte: keys, signed URLs). For links taken from the web use `urikit href`, which\n"
           "reads them as a browser does (trims spaces, '\\' as '/', IDNA hosts, dot segments).\n";
  }
  void configure(CLI::App&) override {}
  // Any bytes can be repaired: ill-formed UTF-8 is encoded octet by octet.
  bool wants_utf8() const override { return false; }
  void run(std::string_view input, record& out) override {
    result_ = repair(input);
    fixes_json_ = "[";
    for (std::size_t k = 0; k < result_.fixes.size(); ++k) {
      if (k) fixes_json_ += ',';
      fixes_json_ += "{\"offset\":" + std::to_string(result_.fixes[k].offset) + ",\"kind\":\"" +
                     std::string(repair_kind_name(result_.fixes[k].kind)) + "\"}";
    }
    fixes_json_ += ']';
    out.add("output", result_.output);
    out.add_json("fixes", fixes_json_);
  }
  void print_plain(std::string_view, const record&, output_stream& out) const override {
    out.append(result_.output);
    out.put('\n');
  }
  void release_memory() override {
    result_ = repaired_uri();
    std::string().swap(fixes_json_);
  }

 private:
  repaired_uri result_;
  std::string fixes_json_;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<repair_command>(); }};

}  // namespace
}  // namespace urikit::cli
