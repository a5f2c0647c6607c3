// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The urikit command: `urikit COMMAND [OPTIONS] [INPUT...]` (docs/cli.md,
// the fixed part in the CLI contract). Uses only the public headers, as any user would.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <urikit/urikit.hpp>

#include "command.hpp"
#include "input_source.hpp"
#include "output_stream.hpp"
#include "runner.hpp"
#include "terminal_text.hpp"

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

/// Writes "urikit: MESSAGE: REASON" to standard error.
void report(output_stream& err, std::string_view message, const std::string& reason) {
  err.append("urikit: ");
  err.append(message);
  err.append(": ");
  err.append(reason);
  err.put('\n');
  err.flush();
}

}  // namespace

namespace {

int run_command(int argc, char** argv, output_stream& out, output_stream& err, byte_source& in) {
  using namespace urikit::cli;
  CLI::App app{"urikit: RFC 3986 URIs and RFC 3987 IRIs - parse, encode, normalize, compare, resolve"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::to_string(URIKIT_VERSION_MAJOR) + "." +
                                        std::to_string(URIKIT_VERSION_MINOR) + "." +
                                        std::to_string(URIKIT_VERSION_PATCH));
  app.footer(
      "Each INPUT argument is one input; with none, every line of standard input is one.\n"
      "Exit status: 0 all inputs succeeded, 1 at least one failed, 2 usage error, or output\n"
      "that could not be written (full disk, closed pipe), or input that could not be read.\n"
      "Run 'urikit COMMAND --help' for a command's options and examples.");

  struct entry {
    std::unique_ptr<command> cmd;
    CLI::App* sub;
    bool json = false;
    std::size_t max_line_length = default_max_line_length;
    std::vector<std::string> inputs;
  };
  std::vector<entry> entries;
  entries.reserve(command_registry().size());
  for (auto factory : command_registry()) {
    entries.push_back({factory(), nullptr, false, default_max_line_length, {}});
    entry& e = entries.back();
    e.sub = app.add_subcommand(std::string(e.cmd->name()), std::string(e.cmd->summary()));
    e.sub->add_flag("--json", e.json, "one JSON object per input, one per line");
    e.sub->add_option("--max-line-length", e.max_line_length,
                      "a line of standard input longer than this fails (input-too-long) and is skipped; "
                      "bytes, or KiB, MiB, GiB; 0: no limit (default 1GiB)")
        ->transform(CLI::AsSizeValue(false).description(""))
        ->check(CLI::Validator(
            [](std::string& v) { return v.find('-') == std::string::npos ? std::string() : "SIZE cannot be negative"; },
            ""))
        ->type_name("SIZE");
    e.cmd->configure(*e.sub);
    e.sub->add_option("INPUT", e.inputs, "inputs (default: the lines of standard input)");
    if (!e.cmd->examples().empty()) e.sub->footer("Examples:\n" + std::string(e.cmd->examples()));
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

  for (auto& e : entries) {
    if (!e.sub->parsed()) continue;
    if (auto problem = e.cmd->prepare()) {
      err.append("urikit ");
      err.append(e.cmd->name());
      err.append(": ");
      write_for_terminal(err, *problem);  // it may quote an argument (a charset name)
      err.put('\n');
      return 2;
    }
    run_options options;
    options.json = e.json;
    options.max_line_length = e.max_line_length;
    runner run(*e.cmd, options, out, err);
    if (e.inputs.empty() && !e.cmd->reads_stdin_without_inputs()) {
      run.handle("");
    } else if (e.inputs.empty()) {
      run.handle_lines(in);
    } else if (e.cmd->pairs_arguments()) {
      if (e.inputs.size() % 2 != 0) {
        err.append("urikit ");
        err.append(e.cmd->name());
        err.append(": INPUT arguments come in pairs\n");
        return 2;
      }
      for (std::size_t i = 0; i < e.inputs.size() && !run.output_failed(); i += 2)
        run.handle(e.inputs[i] + '\t' + e.inputs[i + 1]);
    } else {
      for (std::size_t i = 0; i < e.inputs.size() && !run.output_failed(); ++i) run.handle(e.inputs[i]);
    }
    // The last writes, and the close of standard output, are checked like every other.
    out.close();
    if (out.failed()) report(err, "cannot write to standard output", out.sink().describe_failure());
    if (run.input_failed()) report(err, "cannot read standard input", in.describe_failure());
    if (!err.flush()) return 2;
    return out.failed() ? 2 : exit_status(run);
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
