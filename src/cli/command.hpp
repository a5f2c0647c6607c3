// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The urikit command: what a subcommand is, and the record it fills for each input.
#ifndef URIKIT_CLI_COMMAND_HPP
#define URIKIT_CLI_COMMAND_HPP

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

namespace CLI {
class App;
}

namespace urikit::cli {

class output_stream;

/// One output field of a record: a string, null, a boolean or a number.
struct field {
  enum class kind { string, null, boolean, number, json };
  std::string_view name;
  kind type = kind::null;
  std::string_view text;
  bool flag = false;
  std::size_t number = 0;
};

/// What a command made of one input. Reused from input to input (no allocation per line):
/// string values are views into the input or into buffers the command owns.
struct record {
  bool ok = true;
  urikit::error err{};
  int which = 0;  ///< compare: 1 or 2, the input where the fault lies
  /// The answer is "no" (compare: not equivalent): plain mode then exits 1, like cmp(1).
  bool negative = false;
  /// Plain output shows nothing for it, --get and --tsv included (a dedup duplicate).
  bool hidden = false;
  std::vector<field> fields;

  void reset() {
    ok = true;
    negative = false;
    hidden = false;
    err = {};
    which = 0;
    fields.clear();
  }
  void fail(urikit::error e, int in_which = 0) {
    ok = false;
    err = e;
    which = in_which;
  }
  void add(std::string_view name, std::string_view value) { put(name, field::kind::string).text = value; }
  void add(std::string_view name, const std::string& value) { add(name, std::string_view(value)); }
  void add(std::string_view name, std::optional<std::string_view> value) {
    if (value) add(name, *value);
    else add_null(name);
  }
  void add_null(std::string_view name) { put(name, field::kind::null); }
  /// A value that is already JSON text (an array, say), written as it is.
  void add_json(std::string_view name, std::string_view json) { put(name, field::kind::json).text = json; }
  void add_bool(std::string_view name, bool value) { put(name, field::kind::boolean).flag = value; }

 private:
  /// A new field, made in place: a field built on the stack and then copied in cost a
  /// store-forwarding stall per field (12% of `host-parts`, perf).
  field& put(std::string_view name, field::kind type) {
    field& f = fields.emplace_back();
    f.name = name;
    f.type = type;
    return f;
  }
};

/// A subcommand. configure() declares its options on its CLI11 subcommand; run() handles
/// one input. Commands register themselves with a static `registration`.
class command {
 public:
  virtual ~command() = default;
  virtual std::string_view name() const = 0;
  virtual std::string_view summary() const = 0;
  /// Examples shown at the end of --help.
  virtual std::string_view examples() const { return {}; }
  virtual void configure(CLI::App& app) = 0;
  /// Called once after options are parsed; a usage problem is returned as a message.
  virtual std::optional<std::string> prepare() { return std::nullopt; }
  /// Whether inputs must be valid UTF-8 (false for commands reading octets as hex).
  virtual bool wants_utf8() const { return true; }
  /// With no INPUT arguments, read standard input (true), or run once on "" (false: build).
  virtual bool reads_stdin_without_inputs() const { return true; }
  /// compare: INPUT arguments come in pairs, joined by a TAB into one input.
  virtual bool pairs_arguments() const { return false; }
  /// Whether plain output is one line per input (--aligned needs that; parse prints several).
  virtual bool prints_one_line() const { return true; }
  /// A copy, options included, for another thread (-j). nullptr when an input's result
  /// depends on the inputs before it (dedup): the inputs then run on one thread.
  virtual std::unique_ptr<command> clone() const { return nullptr; }
  virtual void run(std::string_view input, record& out) = 0;
  /// Plain-text output for people; the default prints "output" alone, else name: value lines.
  /// Writes to `out` only (no allocation: it runs after an allocation failure too).
  virtual void print_plain(std::string_view input, const record& r, output_stream& out) const;
  /// After an allocation failure: give back the memory held for earlier inputs (buffers
  /// kept from input to input), so that the next, smaller inputs can run.
  virtual void release_memory() {}
};

/// A command whose inputs are independent: it runs on several threads by copies of itself.
/// `class parse_command final : public copyable_command<parse_command>`.
template <class Derived>
class copyable_command : public command {
 public:
  std::unique_ptr<command> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
};

using command_factory = std::unique_ptr<command> (*)();
std::vector<command_factory>& command_registry();

struct registration {
  explicit registration(command_factory f) { command_registry().push_back(f); }
};

}  // namespace urikit::cli

#endif
