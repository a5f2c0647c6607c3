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
#include <string_view>

#include <urikit/error.hpp>

#include "command.hpp"
#include "input_source.hpp"
#include "output_stream.hpp"

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
};

class runner {
 public:
  /// `out` carries the results (and every JSON record), `err` the plain-mode messages.
  runner(command& cmd, const run_options& options, output_stream& out, output_stream& err);

  /// Runs the command on one input and writes its record. An allocation failure (or any
  /// other exception) fails this input alone, with out-of-memory.
  void handle(std::string_view input);
  /// Every line of `in` is one input ("\n" or "\r\n" ends it). Stops early only when the
  /// output cannot be written or the input cannot be read.
  void handle_lines(byte_source& in);

  bool any_failed() const { return any_failed_; }
  /// Whether writing `out` failed: the run stops (the results have nowhere to go).
  bool output_failed() const { return out_.failed(); }
  /// Whether writing `err` failed: the run goes on (the results still arrive), but the
  /// exit status says that messages were lost.
  bool messages_failed() const { return err_.failed(); }
  /// Whether reading failed; the message is then read_failure_.
  bool input_failed() const { return input_failed_; }

 private:
  /// A line that is not run: too long, or no memory to hold it. `held` is what was read of
  /// it (written in its record, cut to whole characters).
  void fail_unread_line(std::string_view held, error e);
  void write_record(std::string_view input);
  void write_plain_error(std::string_view input);

  command& cmd_;
  run_options options_;
  output_stream& out_;
  output_stream& err_;
  record record_;
  bool any_failed_ = false;
  bool input_failed_ = false;
  bool release_memory_ = false;  ///< an allocation failed: give back what can be given back
};

/// The exit status of a finished run, once its streams are closed (docs/cli.md): 2 when
/// output or input failed, else 1 when an input failed, else 0.
int exit_status(const runner& r);

}  // namespace urikit::cli

#endif
