// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The urikit command: `urikit COMMAND [OPTIONS] [INPUT...]` (docs/cli.md,
// the fixed part in the CLI contract). Uses only the public headers, as any user would.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <algorithm>
#include <exception>
#include <optional>
#include <thread>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <urikit/urikit.hpp>

#include "command.hpp"
#include "input_source.hpp"
#include "output_stream.hpp"
#include "output_template.hpp"
#include "runner.hpp"
#include "suggest.hpp"
#include "terminal_text.hpp"
#include "version.hpp"

namespace urikit::cli {

std::vector<command_factory>& command_registry() {
  static std::vector<command_factory> registry;
  return registry;
}

namespace {

/// Whether descriptor `fd` was open when the command started. A closed one is occupied by
/// /dev/null, so that no file opened later (by ICU, say) takes its number and receives
/// output meant for it; the command still reports the closed descriptor as a failure.
bool claim_descriptor(int fd) {
  if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) return true;
  const int null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
  if (null >= 0 && null != fd) close(null);  // (lower numbers are open: it got `fd`)
  return false;
}

/// Writes "urikit: MESSAGE: REASON" to standard error (MESSAGE may name a file: escaped).
void report(output_stream& err, std::string_view message, const std::string& reason) {
  err.append("urikit: ");
  write_for_terminal(err, message);
  err.append(": ");
  err.append(reason);
  err.put('\n');
  err.flush();
}

}  // namespace

namespace {

/// Options every subcommand has, next to its own.
struct common_options {
  bool json = false;
  std::size_t max_line_length = default_max_line_length;
  std::vector<std::string> inputs;
  std::vector<std::string> input_files;
  std::string get, tsv;
  bool aligned = false;
  unsigned jobs = 1;
};

void add_common_options(CLI::App& sub, common_options& o) {
  sub.add_flag("--json", o.json, "one JSON object per input, one per line");
  sub.add_option("--max-line-length", o.max_line_length,
                 "a line (of standard input or a file) longer than this fails (input-too-long) and is skipped; "
                 "bytes, or KiB, MiB, GiB; 0: no limit (default 1GiB)")
      ->transform(CLI::AsSizeValue(false).description(""))
      ->check(CLI::Validator(
          [](std::string& v) { return v.find('-') == std::string::npos ? std::string() : "SIZE cannot be negative"; },
          ""))
      ->type_name("SIZE");
  sub.add_option("-f,--input-file", o.input_files, "read inputs from the lines of FILE ('-': standard input; repeatable)")
      ->allow_extra_args(false)
      ->type_name("FILE");
  sub.add_option("--get", o.get,
                 "print TEMPLATE per input: {host}, {query:NAME} (decoded), ... (see docs/cli.md)")
      ->type_name("TEMPLATE");
  sub.add_option("--tsv", o.tsv, "print these comma-separated fields per input, tab-separated")
      ->type_name("FIELDS");
  sub.add_flag("--aligned", o.aligned, "one output line per input: an empty line where an input failed");
  sub.add_option("-j,--jobs", o.jobs, "run lines on N threads, output in input order (0: one per core)")
      ->type_name("N");
}

/// Usage problems of the common options, found before any input runs.
std::optional<std::string> check_common_options(const command& cmd, const common_options& o,
                                                std::optional<output_template>& fields) {
  if (!o.get.empty() && !o.tsv.empty()) return std::string("--get and --tsv exclude each other");
  if (o.json && (!o.get.empty() || !o.tsv.empty())) return std::string("--get and --tsv do not go with --json");
  std::string problem;
  if (!o.get.empty()) {
    fields = output_template::from_template(o.get, problem);
    if (!fields) return "--get: " + problem;
  } else if (!o.tsv.empty()) {
    fields = output_template::from_field_list(o.tsv, problem);
    if (!fields) return "--tsv: " + problem;
  }
  if (o.aligned && !o.json && !fields && !cmd.prints_one_line())
    return std::string("--aligned needs one line per input: add --get or --tsv (or use --json)");
  // `urikit normalize urls.txt` would print "urls.txt" (a valid relative reference).
  for (const auto& input : o.inputs) {
    struct stat st;
    if (!input.empty() && stat(input.c_str(), &st) == 0 && !S_ISDIR(st.st_mode))
      return "'" + input + "' is a file; to read its lines, use -f " + input +
             " (each INPUT argument is one input; give such a name on standard input to process it as text)";
  }
  return std::nullopt;
}

int run_command(int argc, char** argv, output_stream& out, output_stream& err, byte_source& in) {
  using namespace urikit::cli;
  CLI::App app{"urikit: RFC 3986 URIs and RFC 3987 IRIs - parse, encode, normalize, compare, resolve"};
  app.name("urikit");  // in --help, whatever the path it was run by
  app.require_subcommand(1);
  app.set_version_flag("--version", version_text().substr(0, version_text().size() - 1));
  app.footer(
      "Each INPUT argument is one input; with none, every line of standard input is one.\n"
      "Exit status: 0 all inputs succeeded, 1 at least one failed (or, for compare in plain\n"
      "mode, was not equivalent), 2 usage error, or output that could not be written (full\n"
      "disk, closed pipe), or input that could not be read.\n"
      "Run 'urikit COMMAND --help' for a command's options and examples.");

  struct entry {
    std::unique_ptr<command> cmd;
    CLI::App* sub;
    common_options options;
  };
  std::vector<entry> entries;
  entries.reserve(command_registry().size());
  for (auto factory : command_registry()) {
    entries.push_back({factory(), nullptr, {}});
    entry& e = entries.back();
    e.sub = app.add_subcommand(std::string(e.cmd->name()), std::string(e.cmd->summary()));
    add_common_options(*e.sub, e.options);
    e.cmd->configure(*e.sub);
    e.sub->add_option("INPUT", e.options.inputs, "inputs (default: the lines of standard input)");
    if (!e.cmd->examples().empty()) e.sub->footer("Examples:\n" + std::string(e.cmd->examples()));
  }
  CLI::App* version = app.add_subcommand("version", "print the version of urikit and of the ICU it runs with");

  // A word where the subcommand goes that names none: say so, with the nearest name.
  if (argc > 1 && argv[1][0] != '-') {
    std::vector<std::string> names{"version", "help"};
    for (const auto& e : entries) names.emplace_back(e.cmd->name());
    if (std::find(names.begin(), names.end(), argv[1]) == names.end()) {
      err.append("urikit: unknown command '");
      write_for_terminal(err, argv[1]);
      err.append("'");
      const std::string near = closest_name(argv[1], names);
      if (!near.empty()) {
        err.append("; did you mean '");
        err.append(near);
        err.append("'?");
      }
      err.append("\nRun 'urikit --help' for the list of commands.\n");
      return 2;
    }
    // `urikit help` and `urikit help COMMAND` as `urikit --help` and `urikit COMMAND --help`.
    if (std::string_view(argv[1]) == "help") {
      argv[1] = const_cast<char*>("--help");
      if (argc > 2) std::swap(argv[1], argv[2]);
    }
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int status = app.exit(e);  // help, version, or the usage error, on std::cout / std::cerr
    std::cout.flush();
    if (!std::cout) {
      report(err, "cannot write to standard output", std::strerror(errno));
      return 2;
    }
    return status == 0 ? 0 : 2;
  }
  if (version->parsed()) {
    out.append(version_text());
    out.close();
    if (out.failed()) report(err, "cannot write to standard output", out.sink().describe_failure());
    return out.failed() ? 2 : 0;
  }

  for (auto& e : entries) {
    if (!e.sub->parsed()) continue;
    const common_options& o = e.options;
    std::optional<output_template> fields;
    auto problem = e.cmd->prepare();
    if (!problem) problem = check_common_options(*e.cmd, o, fields);
    if (problem) {
      err.append("urikit ");
      err.append(e.cmd->name());
      err.append(": ");
      write_for_terminal(err, *problem);  // it may quote an argument (a charset name)
      err.put('\n');
      return 2;
    }
    if (e.cmd->pairs_arguments() && o.inputs.size() % 2 != 0) {
      err.append("urikit ");
      err.append(e.cmd->name());
      err.append(": INPUT arguments come in pairs\n");
      return 2;
    }
    run_options options;
    options.json = o.json;
    options.max_line_length = o.max_line_length;
    options.aligned = o.aligned;
    options.fields = fields ? &*fields : nullptr;
    runner run(*e.cmd, options, out, err);
    run.set_jobs(o.jobs == 0 ? std::max(1u, std::thread::hardware_concurrency()) : o.jobs);
    bool read_failed = false;
    auto read_lines = [&](byte_source& source, const std::string& name) {
      run.begin_source(input_origin::line, name == "-" ? std::string() : name);
      if (!run.handle_lines(source)) {
        out.flush();
        report(err, name == "-" ? std::string("cannot read standard input") : "cannot read " + name,
               source.describe_failure());
        read_failed = true;
      }
    };
    if (o.inputs.empty() && o.input_files.empty()) {
      if (e.cmd->reads_stdin_without_inputs()) read_lines(in, "-");
      else run.handle("");
    } else if (e.cmd->pairs_arguments()) {
      run.begin_source(input_origin::argument_pair);
      for (std::size_t i = 0; i < o.inputs.size() && !run.stopped(); i += 2)
        run.handle(o.inputs[i] + '\t' + o.inputs[i + 1]);
    } else {
      run.begin_source(input_origin::argument);
      for (std::size_t i = 0; i < o.inputs.size() && !run.stopped(); ++i) run.handle(o.inputs[i]);
    }
    for (const auto& name : o.input_files) {
      if (run.stopped()) break;
      if (name == "-") {
        read_lines(in, name);
        continue;
      }
      const int fd = open(name.c_str(), O_RDONLY | O_CLOEXEC);
      if (fd < 0) {
        out.flush();
        report(err, "cannot read " + name, std::strerror(errno));
        read_failed = true;
        continue;
      }
      fd_source file(fd, true);
      read_lines(file, name);
      close(fd);
    }
    // The last writes, and the close of standard output, are checked like every other.
    out.close();
    if (out.failed()) report(err, "cannot write to standard output", out.sink().describe_failure());
    if (!run.stop_reason().empty()) {
      err.append("urikit ");
      err.append(e.cmd->name());
      err.append(": ");
      write_for_terminal(err, run.stop_reason());
      err.put('\n');
    }
    if (!err.flush()) return 2;
    if (out.failed() || read_failed) return 2;
    const int status = exit_status(run);
    // compare in plain mode answers like cmp(1): 1 when the URIs are not equivalent.
    if (status == 0 && !o.json && run.any_negative()) return 1;
    return status;
  }
  return 2;
}

}  // namespace
}  // namespace urikit::cli

int main(int argc, char** argv) {
  using namespace urikit::cli;
  const bool stdin_open = claim_descriptor(0);
  const bool stdout_open = claim_descriptor(1);
  const bool stderr_open = claim_descriptor(2);
  fd_source in(0, stdin_open);
  fd_sink out_sink(1, stdout_open), err_sink(2, stderr_open);
  try {
    output_stream out(out_sink), err(err_sink);
    int status = run_command(argc, argv, out, err, in);
    // Standard error is flushed, not closed: one closed from the start fails the run only
    // when something had to be said on it.
    if (!err.flush()) status = 2;
    return status;
  } catch (const std::exception& e) {
    // Before any input ran (option parsing, setting up): nothing to report it in but this.
    std::fprintf(stderr, "urikit: %s\n", e.what());
    return 2;
  }
}
