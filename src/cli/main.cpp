// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The urikit command: `urikit COMMAND [OPTIONS] [INPUT...]` (docs/cli.md,
// the fixed part in the CLI contract). Uses only the public headers, as any user would.
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <urikit/urikit.hpp>

#include "command.hpp"
#include "json.hpp"

namespace urikit::cli {

std::vector<command_factory>& command_registry() {
  static std::vector<command_factory> registry;
  return registry;
}

void command::print_plain(std::string_view, const record& r, std::string& out) const {
  for (const auto& f : r.fields) {
    if (f.name == "output") {
      out.append(f.text);
      out += '\n';
      return;
    }
  }
  for (const auto& f : r.fields) {
    out.append(f.name);
    out += ": ";
    switch (f.type) {
      case field::kind::string: out.append(f.text); break;
      case field::kind::null: out += "(undefined)"; break;
      case field::kind::boolean: out += f.flag ? "true" : "false"; break;
      case field::kind::number: out += std::to_string(f.number); break;
      case field::kind::json: out.append(f.text); break;
    }
    out += '\n';
  }
}

namespace {

class output_buffer {
 public:
  explicit output_buffer(std::FILE* f) : file_(f) { text_.reserve(1 << 17); }
  ~output_buffer() { flush(); }
  std::string& text() { return text_; }
  void maybe_flush() {
    if (text_.size() >= (1 << 16)) flush();
  }
  void flush() {
    if (!text_.empty()) std::fwrite(text_.data(), 1, text_.size(), file_);
    text_.clear();
    std::fflush(file_);
  }

 private:
  std::FILE* file_;
  std::string text_;
};

inline char* put(char* p, std::string_view text) noexcept {
  if (!text.empty()) std::memcpy(p, text.data(), text.size());  // (an empty view's pointer may be null)
  return p + text.size();
}

inline char* put_number(char* p, std::size_t value) noexcept {
  char digits[20];
  int k = 0;
  do {
    digits[k++] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  while (k > 0) *p++ = digits[--k];
  return p;
}

/// Appends the JSON record of one input to `out`. The record is written into `scratch`
/// (grown to a bound worked out first, never shrunk) without a check per piece, then
/// appended in one copy: streams of millions of lines spend their time in the library.
void append_json_record(std::string& out, std::string& scratch, std::string_view input, const record& r) {
  // 128: the fixed text of an error record (under 100 bytes with a 20-digit offset), with room.
  std::size_t bound = 128 + json_string_bound(input.size());
  if (!r.ok) {
    bound += error_name(r.err.code).size() + json_string_bound(error_message(r.err.code).size());
  } else {
    for (const auto& f : r.fields)
      bound += f.name.size() + 8 + (f.type == field::kind::string ? json_string_bound(f.text.size()) : f.text.size() + 24);
  }
  if (scratch.size() < bound) scratch.resize(bound);
  char* const begin = scratch.data();
  char* p = put(begin, "{\"input\":");
  p = write_json_string(p, input);
  if (!r.ok) {
    p = put(p, ",\"ok\":false,\"error\":{\"code\":\"");
    p = put(p, error_name(r.err.code));
    p = put(p, "\",\"offset\":");
    p = put_number(p, r.err.offset);
    p = put(p, ",\"message\":");
    p = write_json_string(p, error_message(r.err.code));
    if (r.which) {
      p = put(p, ",\"which\":");
      p = put_number(p, static_cast<std::size_t>(r.which));
    }
    p = put(p, "}}\n");
  } else {
    p = put(p, ",\"ok\":true");
    for (const auto& f : r.fields) {
      p = put(p, ",\"");
      p = put(p, f.name);
      p = put(p, "\":");
      switch (f.type) {
        case field::kind::string: p = write_json_string(p, f.text); break;
        case field::kind::null: p = put(p, "null"); break;
        case field::kind::boolean: p = put(p, f.flag ? "true" : "false"); break;
        case field::kind::number: p = put_number(p, f.number); break;
        case field::kind::json: p = put(p, f.text); break;
      }
    }
    p = put(p, "}\n");
  }
  out.append(begin, static_cast<std::size_t>(p - begin));
}

void append_plain_error(std::string& out, std::string_view input, const record& r) {
  out += "urikit: error: ";
  out.append(error_name(r.err.code));
  if (r.which) out += r.which == 1 ? " in the first URI" : " in the second URI";
  out += " at offset " + std::to_string(r.err.offset) + ": ";
  out.append(error_message(r.err.code));
  out += "\n  ";
  // Show the input with a caret under the offending byte (inputs with control characters
  // are shown as they are; the offset is exact either way).
  out.append(input);
  out += "\n  ";
  std::size_t col = r.err.offset;
  if (r.which == 2) {
    auto tab = input.find('\t');
    if (tab != std::string_view::npos) col += tab + 1;
  }
  out.append(std::min(col, input.size()), ' ');
  out += "^\n";
}

class runner {
 public:
  runner(command& cmd, bool json) : cmd_(cmd), json_(json), out_(stdout), err_(stderr) {}

  void handle(std::string_view input) {
    record_.reset();
    if (cmd_.wants_utf8()) {
      auto valid = validate_utf8(input);
      if (!valid) record_.fail(valid.error());
    }
    if (record_.ok) cmd_.run(input, record_);
    if (!record_.ok) any_failed_ = true;
    if (json_) {
      append_json_record(out_.text(), json_scratch_, input, record_);
    } else if (record_.ok) {
      cmd_.print_plain(input, record_, out_.text());
    } else {
      out_.flush();
      append_plain_error(err_.text(), input, record_);
      err_.flush();
    }
    out_.maybe_flush();
  }

  /// Every line of standard input is one input; "\n" or "\r\n" ends it. Streams.
  void handle_stdin() {
    std::vector<char> buf(1 << 16);
    std::size_t have = 0;
    for (;;) {
      if (have == buf.size()) buf.resize(buf.size() * 2);  // a line longer than the buffer
      std::size_t got = std::fread(buf.data() + have, 1, buf.size() - have, stdin);
      bool eof = got == 0;
      have += got;
      std::size_t start = 0;
      for (;;) {
        const void* nl = std::memchr(buf.data() + start, '\n', have - start);
        if (!nl) break;
        std::size_t end = static_cast<std::size_t>(static_cast<const char*>(nl) - buf.data());
        std::size_t line_end = end;
        if (line_end > start && buf[line_end - 1] == '\r') --line_end;
        handle(std::string_view(buf.data() + start, line_end - start));
        start = end + 1;
      }
      std::memmove(buf.data(), buf.data() + start, have - start);
      have -= start;
      if (eof) {
        // A last line without "\n" has no line ending: a '\r' there is part of the input.
        if (have > 0) handle(std::string_view(buf.data(), have));
        return;
      }
    }
  }

  bool any_failed() const { return any_failed_; }

 private:
  command& cmd_;
  bool json_;
  output_buffer out_;
  output_buffer err_;
  record record_;
  std::string json_scratch_;
  bool any_failed_ = false;
};

}  // namespace
}  // namespace urikit::cli

int main(int argc, char** argv) {
  using namespace urikit::cli;
  CLI::App app{"urikit: RFC 3986 URIs and RFC 3987 IRIs - parse, encode, normalize, compare, resolve"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::to_string(URIKIT_VERSION_MAJOR) + "." +
                                        std::to_string(URIKIT_VERSION_MINOR) + "." +
                                        std::to_string(URIKIT_VERSION_PATCH));
  app.footer(
      "Each INPUT argument is one input; with none, every line of standard input is one.\n"
      "Exit status: 0 all inputs succeeded, 1 at least one failed, 2 usage error.\n"
      "Run 'urikit COMMAND --help' for a command's options and examples.");

  struct entry {
    std::unique_ptr<command> cmd;
    CLI::App* sub;
    bool json = false;
    std::vector<std::string> inputs;
  };
  std::vector<entry> entries;
  entries.reserve(command_registry().size());
  for (auto factory : command_registry()) {
    entries.push_back({factory(), nullptr, false, {}});
    entry& e = entries.back();
    e.sub = app.add_subcommand(std::string(e.cmd->name()), std::string(e.cmd->summary()));
    e.sub->add_flag("--json", e.json, "one JSON object per input, one per line");
    e.cmd->configure(*e.sub);
    e.sub->add_option("INPUT", e.inputs, "inputs (default: the lines of standard input)");
    if (!e.cmd->examples().empty()) e.sub->footer("Examples:\n" + std::string(e.cmd->examples()));
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int status = app.exit(e);
    return status == 0 ? 0 : 2;
  }

  for (auto& e : entries) {
    if (!e.sub->parsed()) continue;
    if (auto problem = e.cmd->prepare()) {
      std::fprintf(stderr, "urikit %s: %s\n", std::string(e.cmd->name()).c_str(), problem->c_str());
      return 2;
    }
    runner run(*e.cmd, e.json);
    if (e.inputs.empty() && !e.cmd->reads_stdin_without_inputs()) {
      run.handle("");
    } else if (e.inputs.empty()) {
      run.handle_stdin();
    } else if (e.cmd->pairs_arguments()) {
      if (e.inputs.size() % 2 != 0) {
        std::fprintf(stderr, "urikit %s: INPUT arguments come in pairs\n", std::string(e.cmd->name()).c_str());
        return 2;
      }
      for (std::size_t i = 0; i < e.inputs.size(); i += 2) run.handle(e.inputs[i] + '\t' + e.inputs[i + 1]);
    } else {
      for (const auto& in : e.inputs) run.handle(in);
    }
    return run.any_failed() ? 1 : 0;
  }
  return 2;
}
