// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "runner.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <exception>
#include <new>
#include <stdexcept>

#include <urikit/utf8.hpp>

#include "json.hpp"
#include "line_buffer.hpp"
#include "terminal_text.hpp"

namespace urikit::cli {

void command::print_plain(std::string_view, const record& r, output_stream& out) const {
  for (const auto& f : r.fields) {
    if (f.name == "output") {
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

runner::runner(command& cmd, const run_options& options, output_stream& out, output_stream& err)
    : cmd_(cmd), options_(options), out_(out), err_(err) {
  // A limit this large is no limit (and limit + 2 must not overflow).
  if (options_.max_line_length > SIZE_MAX / 2) options_.max_line_length = 0;
}

void runner::handle(std::string_view input) {
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
  record_.reset();
  record_.fail(e);
  if (e.code == errc::out_of_memory) release_memory_ = true;
  write_record(whole_characters(held));
}

void runner::write_record(std::string_view input) {
  if (!record_.ok) any_failed_ = true;
  if (options_.json) {
    write_json_record(out_, input, record_);
  } else if (record_.ok) {
    cmd_.print_plain(input, record_, out_);
  } else {
    out_.flush();  // results before the message, in order, when both go to one terminal
    write_plain_error(input);
    err_.flush();
  }
}

void runner::write_plain_error(std::string_view input) {
  output_stream& e = err_;
  e.append("urikit: error: ");
  e.append(error_name(record_.err.code));
  if (record_.which) e.append(record_.which == 1 ? " in the first URI" : " in the second URI");
  e.append(" at offset ");
  e.append_number(record_.err.offset);
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

void runner::handle_lines(byte_source& in) {
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
      if (output_failed()) return;
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
        else handle(line);
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
      if (have > start) handle(std::string_view(buf.data() + start, have - start));
      return;
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
    err_.flush();
    if (!out_.flush()) return;
    const long got = in.read(buf.data() + have, buf.capacity() - have);
    if (got < 0) {
      input_failed_ = true;
      return;
    }
    if (got == 0) eof = true;
    else have += static_cast<std::size_t>(got);
  }
}

int exit_status(const runner& r) {
  if (r.output_failed() || r.messages_failed() || r.input_failed()) return 2;
  return r.any_failed() ? 1 : 0;
}

}  // namespace urikit::cli
