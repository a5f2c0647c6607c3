// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The command's loop: runs a command on each input and writes one record per input (JSON,
// or plain text for people), reading standard input line by line in bounded memory.
//
// Separate from main() (which parses options and owns the descriptors) so that the whole
// loop, from bytes in to bytes out, can run over memory (test/fuzz/fuzz_cli_stream.cpp).
#ifndef URIKIT_CLI_RUNNER_HPP
#define URIKIT_CLI_RUNNER_HPP

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include <urikit/error.hpp>

#include "command.hpp"
#include "input_source.hpp"
#include "output_stream.hpp"
#include "output_template.hpp"

namespace urikit::cli {

/// --max-line-length's default, 1 GiB: far above any real URI (browsers stop near 2 MB,
/// data: URIs in the wild are well under 100 MB), low enough that the command's peak stays
/// near 3 GiB when something feeds it a line without end. 0 lifts the limit.
inline constexpr std::size_t default_max_line_length = std::size_t{1} << 30;

struct run_options {
  bool json = false;
  /// Lines of standard input longer than this fail with input-too-long (offset = this)
  /// and are skipped without being held whole; 0: no limit.
  std::size_t max_line_length = default_max_line_length;
  /// The starting size of the read buffer (small in fuzzing, to reach every path).
  std::size_t read_buffer_size = std::size_t{1} << 16;
  /// --aligned: plain mode writes exactly one line per input on standard output, an empty
  /// one for an input that failed (or that the command prints nothing for).
  bool aligned = false;
  /// --get / --tsv: the line written for each input that succeeded, instead of the
  /// command's own plain output (not with json).
  const output_template* fields = nullptr;
};

/// Where the inputs being run come from, for the position in plain-mode messages.
enum class input_origin { argument, argument_pair, line };

class runner {
 public:
  /// `out` carries the results (and every JSON record), `err` the plain-mode messages.
  runner(command& cmd, const run_options& options, output_stream& out, output_stream& err);
  ~runner();
  runner(const runner&) = delete;
  runner& operator=(const runner&) = delete;

  /// -j: lines (of standard input or files) run on `jobs` threads, each with its own copy of
  /// the command (command::clone()), in batches; the records still come out in input order.
  /// A command that cannot be copied keeps one thread. Arguments always run on one.
  void set_jobs(unsigned jobs);
  /// The inputs that follow come from `origin`; `name` names the file (empty: standard
  /// input). Numbering starts again at 1.
  void begin_source(input_origin origin, std::string name = {});

  /// Runs the command on one input and writes its record. An allocation failure (or any
  /// other exception) fails this input alone, with out-of-memory.
  void handle(std::string_view input);
  /// Every line of `in` is one input ("\n" or "\r\n" ends it). Stops early only when the
  /// output cannot be written or the input cannot be read.
  /// Returns false when reading failed (input_failed() then stays true for the run).
  bool handle_lines(byte_source& in);
  /// Runs what is still waiting in a batch (-j). handle_lines() ends with it.
  void finish_batch();

  bool any_failed() const { return any_failed_; }
  /// Whether an input succeeded with the answer "no" (record::negative).
  bool any_negative() const { return any_negative_; }
  /// Whether writing `out` failed: the run stops (the results have nowhere to go).
  bool output_failed() const { return out_.failed(); }
  /// Whether writing `err` failed: the run goes on (the results still arrive), but the
  /// exit status says that messages were lost.
  bool messages_failed() const { return err_.failed(); }
  /// Whether reading failed; the message is then read_failure_.
  bool input_failed() const { return input_failed_; }
  /// Why the run stopped before the end, other than output: a --get field the command does
  /// not give, say (a usage error, exit status 2). Empty when it did not.
  const std::string& stop_reason() const { return stop_reason_; }
  /// The run cannot go on: output failed, or stop_reason().
  bool stopped() const { return output_failed() || !stop_reason_.empty(); }

 private:
  /// A line that is not run: too long, or no memory to hold it. `held` is what was read of
  /// it (written in its record, cut to whole characters).
  void fail_unread_line(std::string_view held, error e);
  /// A line read: run now, or kept for the next batch (-j).
  void take_line(std::string_view line);
  void handle_numbered(std::string_view input, std::size_t number);
  struct parallel;
  void write_record(std::string_view input);
  void write_plain_error(std::string_view input);

  command& cmd_;
  run_options options_;
  output_stream& out_;
  output_stream& err_;
  record record_;
  bool any_failed_ = false;
  bool any_negative_ = false;
  bool input_failed_ = false;
  bool release_memory_ = false;  ///< an allocation failed: give back what can be given back
  input_origin origin_ = input_origin::argument;
  std::string source_name_;
  std::size_t position_ = 0;  ///< the number of the input being run (1-based)
  std::string stop_reason_;
  output_template::scratch scratch_;  ///< --get's values
  std::unique_ptr<parallel> parallel_;
};

/// The exit status of a finished run, once its streams are closed (docs/cli.md): 2 when
/// output or input failed, else 1 when an input failed, else 0.
int exit_status(const runner& r);

}  // namespace urikit::cli

#endif
