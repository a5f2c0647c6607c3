// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The `urikit` command's stream loop (src/cli/runner.cpp) from bytes in to bytes out, over
// memory: line splitting (LF, CRLF, a last line without one, NULs, invalid UTF-8), the
// --max-line-length limit, JSON and plain records, an input that throws std::bad_alloc,
// reads of any size and an output that fails part way, with buffers far smaller than the
// lines so every growth, compaction and write-through path runs.
//
// Invariants, against a model of docs/cli.md written here:
// - --json: exactly one line per input, each valid JSON (checked by a strict parser), in
//   input order, whose "input" reads back as the line (invalid UTF-8 as U+FFFD; a line
//   over the limit as a prefix of whole characters, within 3 bytes of the limit) and whose
//   "ok", error code and offset, or "output", are what the model says;
// - plain: standard output is the outputs of the successes in order; standard error has one
//   message per failure and never a control character (other than the line feeds), a C1
//   character, a bidi control or a byte that is not UTF-8;
// - the exit status agrees with the records: 1 when any failed, else 0;
// - an output that fails after K bytes: the run reports it (status 2) exactly when the
//   whole output is longer than K, and the bytes written are the start of the whole output.
//
// Input: byte 0 options (bit 0 --json, bit 1 UTF-8 checked, bits 2-3 the limit's kind,
// bits 4-5 read size, bit 6 a failing output, bit 7 tiny buffers), byte 1 a parameter (the
// limit, the read size, the failing output's size), then standard input. A line holding
// "\x01!" makes the command throw std::bad_alloc; "\x02!" std::runtime_error.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/utf8.hpp>

#include "cli/command.hpp"
#include "cli/input_source.hpp"
#include "cli/output_stream.hpp"
#include "cli/runner.hpp"
#include "fuzz_common.hpp"

namespace urikit::fuzz {
namespace {

using cli::record;

/// What the command does: normalize, except that marked inputs throw.
class stream_command final : public cli::copyable_command<stream_command> {
 public:
  explicit stream_command(bool utf8) : utf8_(utf8) {}
  std::string_view name() const override { return "fuzz"; }
  std::string_view summary() const override { return ""; }
  void configure(CLI::App&) override {}
  bool wants_utf8() const override { return utf8_; }
  void run(std::string_view input, record& out) override {
    if (input.find("\x01!") != std::string_view::npos) throw std::bad_alloc();
    if (input.find("\x02!") != std::string_view::npos) throw std::runtime_error("fuzz");
    auto parsed = parse_uri_reference(input);
    if (!parsed) return out.fail(parsed.error());
    buffer_.clear();  // *_into appends
    normalize_into(buffer_, *parsed, normalize_options{});
    out.add("output", buffer_);
  }

 private:
  bool utf8_;
  std::string buffer_;
};

class memory_source final : public cli::byte_source {
 public:
  memory_source(std::string_view data, std::size_t step) : data_(data), step_(step) {}
  long read(char* to, std::size_t size) override {
    std::size_t n = std::min({size, step_, data_.size()});
    if (n > 0) std::memcpy(to, data_.data(), n);
    data_.remove_prefix(n);
    return static_cast<long>(n);
  }

 private:
  std::string_view data_;
  std::size_t step_;
};

/// Keeps what is written; with a capacity, takes what fits and then fails (a full disk).
class memory_sink final : public cli::byte_sink {
 public:
  explicit memory_sink(std::size_t capacity = SIZE_MAX) : capacity_(capacity) {}
  bool write(const char* data, std::size_t size) override {
    URIKIT_FUZZ_CHECK(!failed_);  // no write after a failure is reported
    const std::size_t room = capacity_ - text.size();
    text.append(data, std::min(size, room));
    if (size > room) failed_ = true;
    return !failed_;
  }
  std::string text;

 private:
  std::size_t capacity_;
  bool failed_ = false;
};

// ---- a strict JSON reader (RFC 8259), enough for the records ----

struct json_value {
  enum kind_t { null_v, bool_v, number_v, string_v, object_v } kind = null_v;
  bool flag = false;
  std::size_t number = 0;
  std::string text;
  std::vector<std::pair<std::string, json_value>> members;
  const json_value* get(std::string_view key) const {
    for (const auto& m : members)
      if (m.first == key) return &m.second;
    return nullptr;
  }
};

class json_reader {
 public:
  explicit json_reader(std::string_view s) : s_(s) {}
  bool read_document(json_value& v) { return value(v) && i_ == s_.size(); }

 private:
  bool eat(char c) {
    if (i_ < s_.size() && s_[i_] == c) return ++i_, true;
    return false;
  }
  bool literal(std::string_view w) {
    if (s_.substr(i_, w.size()) != w) return false;
    i_ += w.size();
    return true;
  }
  static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }
  static void put_utf8(std::string& out, std::uint32_t c) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xE0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  bool string(std::string& out) {
    if (!eat('"')) return false;
    const std::size_t start = i_;
    while (i_ < s_.size() && s_[i_] != '"') {
      const auto c = static_cast<unsigned char>(s_[i_]);
      if (c < 0x20) return false;  // raw controls are not allowed in a JSON string
      if (c != '\\') {
        out += static_cast<char>(c);
        ++i_;
        continue;
      }
      if (++i_ >= s_.size()) return false;
      const char e = s_[i_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          if (s_.size() - i_ < 4) return false;
          std::uint32_t v = 0;
          for (int k = 0; k < 4; ++k) {
            const int h = hex(s_[i_++]);
            if (h < 0) return false;
            v = v * 16 + static_cast<std::uint32_t>(h);
          }
          if (v >= 0xD800 && v <= 0xDFFF) return false;  // the writer never needs surrogates
          put_utf8(out, v);
          break;
        }
        default: return false;
      }
    }
    if (!eat('"')) return false;
    // The raw bytes must be UTF-8 (RFC 8259 §8.1).
    return static_cast<bool>(validate_utf8(s_.substr(start, i_ - 1 - start)));
  }
  bool value(json_value& v) {
    if (i_ >= s_.size()) return false;
    const char c = s_[i_];
    if (c == '"') return v.kind = json_value::string_v, string(v.text);
    if (c == 't') return v.kind = json_value::bool_v, v.flag = true, literal("true");
    if (c == 'f') return v.kind = json_value::bool_v, v.flag = false, literal("false");
    if (c == 'n') return v.kind = json_value::null_v, literal("null");
    if (c >= '0' && c <= '9') {
      v.kind = json_value::number_v;
      if (c == '0') return ++i_, true;  // no leading zeros
      while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') v.number = v.number * 10 + static_cast<std::size_t>(s_[i_++] - '0');
      return true;
    }
    if (c != '{') return false;
    ++i_;
    v.kind = json_value::object_v;
    if (eat('}')) return true;
    do {
      std::pair<std::string, json_value> m;
      if (!string(m.first) || !eat(':') || !value(m.second)) return false;
      v.members.push_back(std::move(m));
    } while (eat(','));
    return eat('}');
  }
  std::string_view s_;
  std::size_t i_ = 0;
};

// ---- the model ----

struct expected_record {
  std::string_view line;
  bool ok = true;
  error err{};
  std::string output;
  bool prefix_only = false;  ///< over the limit: "input" is a prefix of the line
};

/// `s` as the JSON writer shows it: each byte that is not part of well-formed UTF-8 as U+FFFD.
std::string with_replacements(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t len = static_cast<unsigned char>(s[i]) < 0x80 ? 1 : utf8_sequence_length(s, i);
    if (len == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(s.substr(i, len));
      i += len;
    }
  }
  return out;
}

std::vector<expected_record> model(std::string_view in, std::size_t limit, bool utf8) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  for (;;) {
    const std::size_t nl = in.find('\n', start);
    if (nl == std::string_view::npos) {
      if (start < in.size()) lines.push_back(in.substr(start));  // a last line without "\n"
      break;
    }
    std::size_t end = nl;
    if (end > start && in[end - 1] == '\r') --end;
    lines.push_back(in.substr(start, end - start));
    start = nl + 1;
  }
  std::vector<expected_record> recs;
  for (std::string_view line : lines) {
    expected_record r;
    r.line = line;
    auto fail = [&](error e) { r.ok = false, r.err = e; };
    if (limit != 0 && line.size() > limit) {
      fail({errc::input_too_long, limit});
      r.prefix_only = true;
    } else if (auto valid = validate_utf8(line); utf8 && !valid) {
      fail(valid.error());
    } else if (line.find("\x01!") != std::string_view::npos) {
      fail({errc::out_of_memory, 0});
    } else if (line.find("\x02!") != std::string_view::npos) {
      fail({errc::invalid_argument, 0});
    } else if (auto parsed = parse_uri_reference(line); !parsed) {
      fail(parsed.error());
    } else {
      r.output.clear();  // *_into appends
      normalize_into(r.output, *parsed, normalize_options{});
    }
    recs.push_back(std::move(r));
  }
  return recs;
}

struct run_result {
  std::string out, err;
  int status = 0;
};

run_result run_loop(std::string_view in, const cli::run_options& options, bool utf8, std::size_t read_step,
                    std::size_t buffer, std::size_t out_capacity, unsigned jobs = 1) {
  stream_command cmd(utf8);
  memory_source source(in, read_step);
  memory_sink out_sink(out_capacity), err_sink;
  cli::output_stream out(out_sink, buffer), err(err_sink, buffer);
  cli::runner r(cmd, options, out, err);
  r.set_jobs(jobs);
  r.handle_lines(source);
  out.close();
  err.close();
  URIKIT_FUZZ_CHECK(!r.input_failed());
  return {out_sink.text, err_sink.text, r.output_failed() || out.failed() ? 2 : cli::exit_status(r)};
}

void check_json(const run_result& got, const std::vector<expected_record>& want) {
  std::size_t line_start = 0, k = 0;
  while (line_start < got.out.size()) {
    const std::size_t nl = got.out.find('\n', line_start);
    URIKIT_FUZZ_CHECK(nl != std::string::npos);  // every record ends its line
    json_value v;
    json_reader reader(std::string_view(got.out).substr(line_start, nl - line_start));
    URIKIT_FUZZ_CHECK(reader.read_document(v));
    URIKIT_FUZZ_CHECK(v.kind == json_value::object_v);
    URIKIT_FUZZ_CHECK(k < want.size());
    const expected_record& w = want[k++];
    const json_value* input = v.get("input");
    const json_value* ok = v.get("ok");
    URIKIT_FUZZ_CHECK(input && input->kind == json_value::string_v && ok && ok->kind == json_value::bool_v);
    if (w.prefix_only) {
      const std::string line = with_replacements(w.line);
      URIKIT_FUZZ_CHECK(line.compare(0, input->text.size(), input->text) == 0 || !validate_utf8(w.line));
      URIKIT_FUZZ_CHECK(input->text.size() + 3 >= w.err.offset || !validate_utf8(w.line));
    } else {
      URIKIT_FUZZ_CHECK(input->text == with_replacements(w.line));
    }
    URIKIT_FUZZ_CHECK(ok->flag == w.ok);
    if (w.ok) {
      const json_value* output = v.get("output");
      URIKIT_FUZZ_CHECK(output && output->kind == json_value::string_v && output->text == w.output);
    } else {
      const json_value* e = v.get("error");
      URIKIT_FUZZ_CHECK(e && e->kind == json_value::object_v);
      const json_value* code = e->get("code");
      const json_value* offset = e->get("offset");
      URIKIT_FUZZ_CHECK(code && code->text == error_name(w.err.code));
      URIKIT_FUZZ_CHECK(offset && offset->kind == json_value::number_v && offset->number == w.err.offset);
    }
    line_start = nl + 1;
  }
  URIKIT_FUZZ_CHECK(k == want.size());
}

void check_plain(const run_result& got, const std::vector<expected_record>& want) {
  std::string out;
  std::size_t failures = 0;
  for (const auto& w : want) {
    if (w.ok) out += w.output + '\n';
    else ++failures;
  }
  URIKIT_FUZZ_CHECK(got.out == out);
  // A message starts a line; the input it shows is indented (and holds no line feed).
  std::size_t messages = 0;
  for (std::size_t at = 0; at < got.err.size(); at = got.err.find('\n', at) + 1) {
    if (got.err.compare(at, 15, "urikit: error: ") == 0) ++messages;
    if (got.err.find('\n', at) == std::string::npos) break;
  }
  URIKIT_FUZZ_CHECK(messages == failures);
  // Nothing in standard error can drive a terminal.
  const std::string_view err = got.err;
  URIKIT_FUZZ_CHECK(static_cast<bool>(validate_utf8(err)));
  for (std::size_t i = 0; i < err.size();) {
    const auto c = static_cast<unsigned char>(err[i]);
    URIKIT_FUZZ_CHECK(c == '\n' || (c >= 0x20 && c != 0x7F));
    if (c < 0x80) {
      ++i;
      continue;
    }
    const std::size_t len = utf8_sequence_length(err, i);
    const std::string_view ch = err.substr(i, len);
    URIKIT_FUZZ_CHECK(!(ch.size() == 2 && static_cast<unsigned char>(ch[0]) == 0xC2 &&
                        static_cast<unsigned char>(ch[1]) < 0xA0));  // C1
    for (std::string_view bidi : {"\u061C", "\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E",
                                  "\u2066", "\u2067", "\u2068", "\u2069", "\u2028", "\u2029"})
      URIKIT_FUZZ_CHECK(ch != bidi);
    i += len;
  }
}

}  // namespace
}  // namespace urikit::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace urikit::fuzz;
  auto in = fuzz_input::from(data, size);
  if (in.text.empty()) return 0;
  const std::uint8_t param = static_cast<std::uint8_t>(in.text[0]);
  const std::string_view text = in.text.substr(1);
  current_input() = text;

  urikit::cli::run_options options;
  options.json = in.flag(0);
  const bool utf8 = in.flag(1);
  switch ((in.flags >> 2) & 3) {
    case 0: options.max_line_length = 0; break;                   // no limit
    case 1: options.max_line_length = param; break;               // 0..255 (0: none)
    case 2: options.max_line_length = 1 + param % 16; break;      // tiny
    default: options.max_line_length = urikit::cli::default_max_line_length;
  }
  static constexpr std::size_t steps[] = {1, 7, 64, SIZE_MAX};
  const std::size_t read_step = steps[(in.flags >> 4) & 3];
  const bool tiny = in.flag(7);
  options.read_buffer_size = tiny ? 16 : 1 + param;
  const std::size_t buffer = tiny ? 8 : 64;

  const auto want = model(text, options.max_line_length, utf8);
  const run_result whole = run_loop(text, options, utf8, read_step, buffer, SIZE_MAX);
  bool any_failed = false;
  for (const auto& w : want) any_failed = any_failed || !w.ok;
  URIKIT_FUZZ_CHECK(whole.status == (any_failed ? 1 : 0));
  if (options.json) check_json(whole, want);
  else check_plain(whole, want);

  // -j 2: the same bytes, on both streams, and the same status.
  const run_result threaded = run_loop(text, options, utf8, read_step, buffer, SIZE_MAX, 2);
  URIKIT_FUZZ_CHECK(threaded.out == whole.out);
  URIKIT_FUZZ_CHECK(threaded.err == whole.err);
  URIKIT_FUZZ_CHECK(threaded.status == whole.status);

  if (in.flag(6)) {
    // The same run into an output that takes `param` bytes and then fails.
    const run_result cut = run_loop(text, options, utf8, read_step, buffer, param);
    URIKIT_FUZZ_CHECK((cut.status == 2) == (whole.out.size() > param));
    URIKIT_FUZZ_CHECK(whole.out.compare(0, cut.out.size(), cut.out) == 0);
    if (cut.status != 2) URIKIT_FUZZ_CHECK(cut.out == whole.out);
  }
  return 0;
}
