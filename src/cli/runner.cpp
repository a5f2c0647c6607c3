// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "runner.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <exception>
#include <mutex>
#include <new>
#include <stdexcept>
#include <thread>
#include <vector>

#include <urikit/utf8.hpp>

#include "json.hpp"
#include "line_buffer.hpp"
#include "terminal_text.hpp"

namespace urikit::cli {

void command::print_plain(std::string_view, const record& r, output_stream& out) const {
  for (const auto& f : r.fields) {
    // "output", or the one field there is (decode --output-hex's "output_hex"): the value alone.
    if (f.name == "output" || (r.fields.size() == 1 && f.type == field::kind::string)) {
      out.append(f.text);
      out.put('\n');
      return;
    }
  }
  for (const auto& f : r.fields) {
    out.append(f.name);
    out.append(": ");
    switch (f.type) {
      case field::kind::string: out.append(f.text); break;
      case field::kind::null: out.append("(undefined)"); break;
      case field::kind::boolean: out.append(f.flag ? "true" : "false"); break;
      case field::kind::number: out.append_number(f.number); break;
      case field::kind::json: out.append(f.text); break;
    }
    out.put('\n');
  }
}

namespace {

void write_json_record(output_stream& out, std::string_view input, const record& r) {
  out.append("{\"input\":");
  write_json_string(out, input);
  if (!r.ok) {
    out.append(",\"ok\":false,\"error\":{\"code\":\"");
    out.append(error_name(r.err.code));
    out.append("\",\"offset\":");
    out.append_number(r.err.offset);
    out.append(",\"message\":");
    write_json_string(out, error_message(r.err.code));
    if (r.which) {
      out.append(",\"which\":");
      out.append_number(static_cast<std::size_t>(r.which));
    }
    out.append("}}\n");
    return;
  }
  out.append(",\"ok\":true");
  for (const auto& f : r.fields) {
    out.append(",\"");
    out.append(f.name);
    out.append("\":");
    switch (f.type) {
      case field::kind::string: write_json_string(out, f.text); break;
      case field::kind::null: out.append("null"); break;
      case field::kind::boolean: out.append(f.flag ? "true" : "false"); break;
      case field::kind::number: out.append_number(f.number); break;
      case field::kind::json: out.append(f.text); break;
    }
  }
  out.append("}\n");
}

/// `s` without a last character cut short by truncation (the record of a line that was not
/// read whole then holds whole characters only).
std::string_view whole_characters(std::string_view s) {
  std::size_t k = s.size();
  for (int back = 0; k > 0 && back < 3 && (static_cast<unsigned char>(s[k - 1]) & 0xC0) == 0x80; ++back) --k;
  if (k == 0) return s;
  const auto lead = static_cast<unsigned char>(s[k - 1]);
  const std::size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  return need > s.size() - (k - 1) ? s.substr(0, k - 1) : s;
}

/// Inputs up to this size are shown whole in a plain-mode message; a longer one is shown
/// around the offending byte, with "..." where bytes are left out.
constexpr std::size_t shown_whole = 4096;
constexpr std::size_t shown_before = 64, shown_after = 192;

/// Backs `i` up to the start of a UTF-8 character of `s` (at most three bytes).
std::size_t character_start(std::string_view s, std::size_t i) {
  for (int back = 0; i > 0 && i < s.size() && back < 3 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80; ++back)
    --i;
  return i;
}

}  // namespace

/// -j: threads that stay for the whole run, each with a copy of the command and a runner
/// writing to memory, and the batch of lines they share. A batch is cut into chunks of
/// about chunk_bytes that the threads (the main one too) take in turn, each chunk's output
/// kept apart; the chunks are then written in order. Chunks rather than one share per
/// thread: on a busy machine a thread that gets no core holds up one chunk, not half the
/// batch.
struct runner::parallel {
  /// Output kept in memory, in the string of the chunk being run. An allocation failure is
  /// a failed write (the run then stops: the output has nowhere to go).
  struct memory_sink final : byte_sink {
    bool write(const char* data, std::size_t size) override {
      try {
        target->append(data, size);
        return true;
      } catch (const std::exception&) {
        return false;
      }
    }
    std::string* target = nullptr;
  };
  struct worker {
    worker(std::unique_ptr<command> c, const run_options& o)
        : cmd(std::move(c)), out(out_sink), err(err_sink), run(*cmd, o, out, err) {}
    std::unique_ptr<command> cmd;
    memory_sink out_sink, err_sink;
    output_stream out, err;
    runner run;
  };
  struct chunk {
    std::size_t first = 0, last = 0;  ///< its lines: indexes into `ends`
    std::string out, err;
    std::string stop_reason;  ///< why the run stopped in this chunk (the rest is not written)
  };
  /// A batch holds at most batch_bytes of text, and no line longer than long_line (that
  /// runs at once, unbatched, so a long line is never copied).
  static constexpr std::size_t batch_bytes = std::size_t{1} << 20;
  static constexpr std::size_t chunk_bytes = std::size_t{1} << 15;
  static constexpr std::size_t long_line = std::size_t{1} << 16;

  ~parallel() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      quit = true;
    }
    start.notify_all();
    for (auto& t : threads) t.join();
  }

  /// Runs the chunks of the batch on worker `k` until none is left.
  void work(std::size_t k) {
    worker& w = *workers[k];
    for (std::size_t c; (c = next_chunk.fetch_add(1)) < chunk_count;) {
      chunk& ch = chunks[c];
      w.out_sink.target = &ch.out;
      w.err_sink.target = &ch.err;
      for (std::size_t i = ch.first; i < ch.last && !w.run.stopped(); ++i) {
        const std::size_t from = i == 0 ? 0 : ends[i - 1];
        w.run.handle_numbered(std::string_view(text).substr(from, ends[i] - from), first_number + i);
      }
      w.out.flush();
      w.err.flush();
      if (!w.run.stop_reason().empty()) ch.stop_reason = w.run.stop_reason();
      else if (w.out.failed()) ch.stop_reason = "out of memory for the output of the -j threads";
    }
  }

  /// The loop of thread `k` (1 and up; 0 is the main thread).
  void thread_main(std::size_t k) {
    std::size_t seen = 0;
    for (;;) {
      {
        std::unique_lock<std::mutex> lock(mutex);
        start.wait(lock, [&] { return quit || generation != seen; });
        if (quit) return;
        seen = generation;
      }
      work(k);
      std::lock_guard<std::mutex> lock(mutex);
      if (--busy == 0) done.notify_one();
    }
  }

  /// Runs the batch on every thread and waits for it.
  void run_batch() {
    chunk_count = 0;
    for (std::size_t i = 0, from = 0; i < ends.size(); ++i) {
      if (ends[i] - from < chunk_bytes && i + 1 < ends.size()) continue;
      if (chunks.size() == chunk_count) chunks.emplace_back();
      chunk& ch = chunks[chunk_count++];
      ch.first = chunk_count == 1 ? 0 : chunks[chunk_count - 2].last;
      ch.last = i + 1;
      ch.out.clear();
      ch.err.clear();
      ch.stop_reason.clear();
      from = ends[i];
    }
    next_chunk.store(0);
    {
      std::lock_guard<std::mutex> lock(mutex);
      busy = threads.size();
      ++generation;
    }
    start.notify_all();
    work(0);
    std::unique_lock<std::mutex> lock(mutex);
    done.wait(lock, [&] { return busy == 0; });
  }

  std::vector<std::unique_ptr<worker>> workers;  ///< [0] runs on the main thread
  std::vector<std::thread> threads;              ///< run workers[1..]
  std::string text;                              ///< the batch's lines, one after another
  std::vector<std::size_t> ends;                 ///< where each of them ends in `text`
  std::size_t first_number = 0;                  ///< the number of the batch's first line
  std::vector<chunk> chunks;                     ///< (kept from batch to batch: their buffers)
  std::size_t chunk_count = 0;
  std::atomic<std::size_t> next_chunk{0};
  std::mutex mutex;
  std::condition_variable start, done;
  std::size_t generation = 0, busy = 0;
  bool quit = false;
};

runner::runner(command& cmd, const run_options& options, output_stream& out, output_stream& err)
    : cmd_(cmd), options_(options), out_(out), err_(err) {
  // A limit this large is no limit (and limit + 2 must not overflow).
  if (options_.max_line_length > SIZE_MAX / 2) options_.max_line_length = 0;
}

runner::~runner() = default;

void runner::set_jobs(unsigned jobs) {
  parallel_.reset();
  if (jobs < 2 || !cmd_.clone()) return;
  auto p = std::make_unique<parallel>();
  for (unsigned k = 0; k < jobs; ++k) p->workers.push_back(std::make_unique<parallel::worker>(cmd_.clone(), options_));
  try {
    for (std::size_t k = 1; k < p->workers.size(); ++k) {
      parallel* raw = p.get();
      p->threads.emplace_back([raw, k] { raw->thread_main(k); });
    }
  } catch (const std::exception&) {
    // Fewer threads than asked for: the workers without one are not used.
  }
  if (p->threads.empty()) return;
  p->workers.resize(p->threads.size() + 1);
  p->text.reserve(parallel::batch_bytes + parallel::long_line);
  parallel_ = std::move(p);
  // Reads as large as a batch, so that each batch is full.
  options_.read_buffer_size = std::max(options_.read_buffer_size, parallel::batch_bytes);
}

void runner::begin_source(input_origin origin, std::string name) {
  finish_batch();
  origin_ = origin;
  source_name_ = std::move(name);
  position_ = 0;
  if (parallel_) {
    for (auto& w : parallel_->workers) {
      w->run.origin_ = origin;
      w->run.source_name_ = source_name_;
    }
  }
}

void runner::take_line(std::string_view line) {
  if (!parallel_ || line.size() > parallel::long_line) {
    finish_batch();
    handle(line);
    return;
  }
  parallel& p = *parallel_;
  if (p.ends.empty()) p.first_number = position_ + 1;
  p.text.append(line);
  p.ends.push_back(p.text.size());
  ++position_;
  if (p.text.size() >= parallel::batch_bytes) finish_batch();
}

void runner::finish_batch() {
  if (!parallel_ || parallel_->ends.empty()) return;
  parallel& p = *parallel_;
  p.run_batch();
  // In input order: each chunk's results, then its messages; nothing after a stop.
  for (std::size_t c = 0; c < p.chunk_count; ++c) {
    parallel::chunk& ch = p.chunks[c];
    out_.append(ch.out);
    if (!ch.err.empty()) {
      out_.flush();
      err_.append(ch.err);
      err_.flush();
    }
    if (!ch.stop_reason.empty()) {
      stop_reason_ = ch.stop_reason;
      break;
    }
  }
  for (auto& w : p.workers) {
    if (w->run.any_failed()) any_failed_ = true;
    if (w->run.any_negative()) any_negative_ = true;
  }
  p.text.clear();
  p.ends.clear();
}

void runner::handle(std::string_view input) { handle_numbered(input, ++position_); }

void runner::handle_numbered(std::string_view input, std::size_t number) {
  position_ = number;
  record_.reset();
  try {
    if (cmd_.wants_utf8()) {
      auto valid = validate_utf8(input);
      if (!valid) record_.fail(valid.error());
    }
    if (record_.ok) cmd_.run(input, record_);
  } catch (const std::bad_alloc&) {
    record_.reset();
    record_.fail({errc::out_of_memory, 0});
  } catch (const std::length_error&) {  // a size past max_size(): memory again
    record_.reset();
    record_.fail({errc::out_of_memory, 0});
  } catch (const std::exception& e) {
    // Not expected from any command; the input fails rather than the whole run.
    record_.reset();
    record_.fail({errc::invalid_argument, 0});
    err_.append("urikit: internal error: ");
    err_.append(e.what());
    err_.put('\n');
  }
  const bool out_of_memory = !record_.ok && record_.err.code == errc::out_of_memory;
  write_record(input);
  if (out_of_memory) {
    cmd_.release_memory();
    release_memory_ = true;
    // What was computed before is written now, in case memory runs out for good.
    out_.flush();
    err_.flush();
  }
}

void runner::fail_unread_line(std::string_view held, error e) {
  finish_batch();
  ++position_;
  record_.reset();
  record_.fail(e);
  if (e.code == errc::out_of_memory) release_memory_ = true;
  write_record(whole_characters(held));
}

void runner::write_record(std::string_view input) {
  if (!record_.ok) any_failed_ = true;
  if (record_.ok && record_.negative) any_negative_ = true;
  if (options_.json) {
    write_json_record(out_, input, record_);
    return;
  }
  const std::size_t written = out_.total();
  if (record_.ok && record_.hidden) {
    // nothing (an empty line with --aligned)
  } else if (record_.ok && options_.fields != nullptr) {
    std::string problem;
    if (!options_.fields->write(input, record_, out_, scratch_, problem)) stop_reason_ = "--get: " + problem;
  } else if (record_.ok) {
    cmd_.print_plain(input, record_, out_);
  } else {
    out_.flush();  // results before the message, in order, when both go to one terminal
    write_plain_error(input);
    err_.flush();
  }
  if (options_.aligned && out_.total() == written) out_.put('\n');
}

void runner::write_plain_error(std::string_view input) {
  output_stream& e = err_;
  e.append("urikit: error: ");
  e.append(error_name(record_.err.code));
  if (record_.which) e.append(record_.which == 1 ? " in the first URI" : " in the second URI");
  e.append(" at offset ");
  e.append_number(record_.err.offset);
  switch (origin_) {
    case input_origin::argument: e.append(" in argument "); break;
    case input_origin::argument_pair: e.append(" in argument pair "); break;
    case input_origin::line: e.append(" on line "); break;
  }
  e.append_number(position_);
  if (origin_ == input_origin::line && !source_name_.empty()) {
    e.append(" of ");
    write_for_terminal(e, source_name_);
  }
  e.append(": ");
  e.append(error_message(record_.err.code));
  e.append("\n  ");
  // The input, escaped for the terminal, and a caret under the offending byte.
  std::size_t at = record_.err.offset;
  if (record_.which == 2) {
    const std::size_t tab = input.find('\t');
    if (tab != std::string_view::npos) at += tab + 1;
  }
  at = std::min(at, input.size());
  std::size_t from = 0, to = input.size();
  if (input.size() > shown_whole) {
    from = character_start(input, at > shown_before ? at - shown_before : 0);
    to = character_start(input, std::min(input.size(), at + shown_after));
  }
  std::size_t column = 0;
  if (from > 0) {
    e.append("...");
    column += 3;
  }
  const std::string_view shown = input.substr(from, to - from);
  write_for_terminal(e, shown);
  if (to < input.size()) e.append("...");
  e.append("\n  ");
  column += terminal_columns(shown.substr(0, at - from));
  e.fill(column, ' ');
  e.append("^\n");
}

bool runner::handle_lines(byte_source& in) {
  struct batch_end {  // what is batched runs before this returns, however it returns
    runner& r;
    ~batch_end() { r.finish_batch(); }
  } batch_guard{*this};
  const std::size_t limit = options_.max_line_length;  // 0: none
  const std::size_t initial = std::max<std::size_t>(options_.read_buffer_size, 16);
  line_buffer buf(initial);
  std::size_t have = 0;     // bytes in buf
  std::size_t start = 0;    // where the current line starts
  std::size_t scanned = 0;  // bytes before this hold no '\n' of the current line
  bool skipping = false;    // the rest of a line already reported: dropped up to its '\n'
  bool eof = false;
  for (;;) {
    // The complete lines.
    for (;;) {
      if (stopped()) return true;
      const void* nl = std::memchr(buf.data() + scanned, '\n', have - scanned);
      if (nl == nullptr) {
        scanned = have;
        break;
      }
      const std::size_t end = static_cast<std::size_t>(static_cast<const char*>(nl) - buf.data());
      if (skipping) {
        skipping = false;
      } else {
        std::size_t line_end = end;
        if (line_end > start && buf.data()[line_end - 1] == '\r') --line_end;
        const std::string_view line(buf.data() + start, line_end - start);
        if (limit != 0 && line.size() > limit) fail_unread_line(line.substr(0, limit), {errc::input_too_long, limit});
        else take_line(line);
      }
      start = scanned = end + 1;
    }
    // The line not ended yet: too long already? (limit + 1 bytes may still be a line of
    // `limit` bytes and the '\r' of its "\r\n"; at the end there is no line ending to come.)
    const std::size_t partial = have - start;
    if (!skipping && limit != 0 && (partial > limit + 1 || (eof && partial > limit))) {
      fail_unread_line(std::string_view(buf.data() + start, limit), {errc::input_too_long, limit});
      skipping = true;
    }
    if (skipping) have = start = scanned = 0;  // holds no '\n': all of it is dropped
    if (eof) {
      if (have > start) take_line(std::string_view(buf.data() + start, have - start));
      return true;
    }
    // Room to read into: the line moved to the front, the buffer grown when it is full.
    if (start > 0) {
      std::memmove(buf.data(), buf.data() + start, have - start);
      have -= start;
      scanned -= start;
      start = 0;
    }
    if ((release_memory_ || buf.capacity() > (std::size_t{16} << 20)) && have <= initial && buf.capacity() > initial) {
      buf.resize(initial);  // a long line is done: its memory goes back
      release_memory_ = false;
    }
    if (have == buf.capacity()) {
      // Half as much again each time: realloc() moves large blocks without copying, and a
      // smaller step than doubling keeps address space near the line's size (ulimit -v).
      std::size_t want = buf.capacity() + std::max(buf.capacity() / 2, initial);
      if (want < buf.capacity()) want = SIZE_MAX;  // (overflow)
      if (limit != 0) want = std::min(want, limit + 2);  // enough to see it is too long
      // A command may still hold a large buffer from an earlier line: give it back and try
      // once more before the line fails.
      bool grown = buf.resize(want);
      if (!grown) {
        cmd_.release_memory();
        grown = buf.resize(want);
      }
      if (!grown) {
        fail_unread_line(std::string_view(buf.data(), have), {errc::out_of_memory, 0});
        skipping = true;
        have = scanned = 0;
        buf.resize(initial);
      }
    }
    // Before waiting for more input, what is done goes out (prompt output in pipelines).
    finish_batch();
    err_.flush();
    if (!out_.flush() || stopped()) return true;
    const long got = in.read(buf.data() + have, buf.capacity() - have);
    if (got < 0) {
      input_failed_ = true;
      return false;
    }
    if (got == 0) eof = true;
    else have += static_cast<std::size_t>(got);
  }
}

int exit_status(const runner& r) {
  if (r.stopped() || r.messages_failed() || r.input_failed()) return 2;
  return r.any_failed() ? 1 : 0;
}

}  // namespace urikit::cli
