// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: the steps of urikit.dask's exact dedup job, in C++ over bytes blobs, so
// that Dask moves a few large bytes objects between workers instead of millions of str:
//
//   split(texts, parts, ..., outputs=True)   one input partition -> [outputs, share 0, ...,
//                                            share parts-1]: each URL's record goes to the
//                                            share of a hash of its key; `outputs` holds
//                                            each URL's output line (its key, or with
//                                            keep_input the URL as written) in input
//                                            order, and stays where it was made. The key
//                                            is the command's dedup key, or with surt= (a
//                                            dict of urikit.surt's options) the URL's SURT,
//                                            or with profile= (a name) its canonicalize()
//   reduce(blobs)                            one share, its blobs in partition order ->
//                                            per input partition, a bitmap of its lines
//                                            that hold the first occurrence of a key
//                                            (keys compared in full); winners=True: the
//                                            winning records themselves (for DataFrames)
//   merge(outputs, bitmaps)                  one input partition's outputs blob and its
//                                            bitmaps from every share -> its output lines,
//                                            in input order, as bytes
//   records(blobs)                           (keys, positions, outputs) of winners blobs,
//                                            blob i from input partition i (DataFrames)
//
// So the keys travel once (split -> reduce), and only one bit per line comes back; the
// merge walks its partition's outputs in order (no sort).
//
// Formats (LEB128 varints; line numbers delta-coded, so most headers are 3 bytes):
//   share or winners blob: count, lines; then per record: line delta, key length, key,
//                          output length (0: the output is the key), output
//   outputs blob:          per line that has a key: line delta, length, output
//   bitmap:                (lines + 7) / 8 bytes, bit i % 8 of byte i / 8 for line i
//
// Memory: every buffer is sized exactly (or from a bound) before it is written, and the
// bytes objects are written in place: a worker's allocator gives fresh pages to each task
// (Dask's nanny sets MALLOC_TRIM_THRESHOLD_ low), and every page touched once more is a
// page fault, which cost more than the copies they replace.
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/canonicalize.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/surt.hpp>

#include "../../src/thread_scratch.hpp"
#include "batch_input.hpp"
#include "key_set.hpp"
#include "operation.hpp"
#include "options.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

constexpr int position_bits = 36;  // lines per partition: up to 2^36

[[noreturn]] void damaged() { throw py::value_error("urikit.dask: a damaged record blob"); }

std::size_t varint_size(std::uint64_t v) noexcept {
  std::size_t n = 1;
  while (v >= 0x80) {
    v >>= 7;
    ++n;
  }
  return n;
}

char* put_varint(char* p, std::uint64_t v) noexcept {
  while (v >= 0x80) {
    *p++ = static_cast<char>(v | 0x80);
    v >>= 7;
  }
  *p++ = static_cast<char>(v);
  return p;
}

char* put_bytes(char* p, std::string_view s) noexcept {
  if (!s.empty()) std::memcpy(p, s.data(), s.size());
  return p + s.size();
}

class blob_reader {
 public:
  explicit blob_reader(std::string_view blob) noexcept
      : p_(reinterpret_cast<const unsigned char*>(blob.data())), end_(p_ + blob.size()) {}
  bool done() const noexcept { return p_ == end_; }
  std::uint64_t varint() {
    std::uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
      if (p_ == end_ || shift > 63) damaged();
      const unsigned char c = *p_++;
      v |= static_cast<std::uint64_t>(c & 0x7f) << shift;
      if ((c & 0x80) == 0) return v;
    }
  }
  std::string_view bytes(std::uint64_t n) {
    if (n > static_cast<std::uint64_t>(end_ - p_)) damaged();
    const std::string_view s(reinterpret_cast<const char*>(p_), static_cast<std::size_t>(n));
    p_ += n;
    return s;
  }

 private:
  const unsigned char* p_;
  const unsigned char* end_;
};

// One record of a share or winners blob.
struct record {
  std::uint64_t line;
  std::string_view key;
  std::string_view output;  // empty: the key
};

// Reads the records of a share or winners blob: f(record) for each; returns the blob's
// line count (from its header).
template <class F>
std::uint64_t for_each_record(std::string_view blob, F&& f) {
  blob_reader in(blob);
  const std::uint64_t count = in.varint();
  const std::uint64_t lines = in.varint();
  std::uint64_t line = 0;
  for (std::uint64_t n = 0; n < count; ++n) {
    record r;
    line += in.varint();
    r.line = line;
    r.key = in.bytes(in.varint());
    r.output = in.bytes(in.varint());
    if (line >= lines) damaged();
    f(r);
  }
  if (!in.done()) damaged();
  return lines;
}

// Calls f(record) for each record of a blob whose key is not in `seen` yet, and adds the
// key; in order. A few records ahead of the one inserted, their hashes are computed and
// their slots asked for: the table is larger than the caches, and the misses overlap.
template <class F>
void for_each_first(std::string_view blob, key_view_set& seen, F&& f) {
  constexpr std::size_t ahead = 16;
  struct pending {
    record r;
    std::uint64_t hash;
  } queue[ahead];
  std::size_t n = 0;
  const auto insert = [&](std::size_t q) {
    const pending& p = queue[q % ahead];
    if (seen.insert(p.r.key, p.hash)) f(p.r);
  };
  for_each_record(blob, [&](const record& r) {
    if (n >= ahead) insert(n - ahead);  // the slot about to be reused
    const std::uint64_t h = key_hash(r.key);
    seen.prefetch(h);
    queue[n % ahead] = {r, h};
    ++n;
  });
  for (std::size_t q = n > ahead ? n - ahead : 0; q < n; ++q) insert(q);
}

std::string_view buffer_view(py::handle b) {
  if (!PyBytes_Check(b.ptr())) throw py::type_error("urikit.dask: record blobs are bytes");
  return {PyBytes_AS_STRING(b.ptr()), static_cast<std::size_t>(PyBytes_GET_SIZE(b.ptr()))};
}

std::vector<std::string_view> views_of(const py::list& blobs) {
  std::vector<std::string_view> views;
  views.reserve(blobs.size());
  for (py::handle b : blobs) views.push_back(buffer_view(b));
  return views;
}

// A new bytes object of `size` bytes, to be written in place before anyone else sees it.
py::bytes new_bytes(std::size_t size) {
  PyObject* b = PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(size));
  if (b == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::bytes>(b);
}
char* bytes_data(const py::bytes& b) { return PyBytes_AS_STRING(b.ptr()); }

// The share of a key's hash: from its high bits (a multiply-shift), while key_view_set's table
// indexes by the low bits. With `hash % parts` a power-of-two count of shares would give
// every key of a share the same low bits, and the table's linear probing long runs.
std::size_t share_of(std::uint64_t h, std::size_t parts) noexcept {
  return static_cast<std::size_t>(((h >> 32) * parts) >> 32);  // parts < 2^32
}

/// urikit.surt's keyword options from a dict (None: no SURT keys); an unknown name is a
/// ValueError, as a keyword urikit.surt() does not take would be a TypeError there.
std::optional<surt_options> surt_options_of(py::handle surt) {
  if (surt.is_none()) return std::nullopt;
  if (!py::isinstance<py::dict>(surt)) throw py::type_error("surt: a dict of urikit.surt()'s options, or None");
  surt_options o;
  for (auto [name, value] : py::reinterpret_borrow<py::dict>(surt)) {
    const std::string n = py::str(name);
    const bool on = py::cast<bool>(value);
    if (n == "with_scheme") o.with_scheme = on;
    else if (n == "trailing_comma") o.trailing_comma = on;
    else if (n == "reverse_ipaddr") o.reverse_ipaddr = on;
    else if (n == "host_massage") o.host_massage = on;
    else if (n == "fixed") o.fixed = on;
    else throw py::value_error("surt: unknown option '" + n + "'");
  }
  return o;
}

// A URL of the partition that has a key: its line, and its key in the arena.
struct keyed {
  std::uint64_t line;
  std::size_t offset;
  std::uint32_t size;
  std::uint32_t share;
};

// The arena and key list of split(), kept by each thread from one call to the next (see
// key_view_set::storage: fresh pages cost a fault each in a Dask worker), and given back
// when they grew past 256 MiB.
struct split_scratch {
  std::string arena;
  std::vector<keyed> keys;
  static split_scratch& of_this_thread() { return urikit::detail::thread_scratch<split_scratch, split_scratch>(); }
};
constexpr std::size_t scratch_kept = std::size_t{256} << 20;

struct scratch_release {
  split_scratch& s;
  explicit scratch_release(split_scratch& scratch) : s(scratch) {
    s.arena.clear();
    s.keys.clear();
  }
  ~scratch_release() {
    s.arena.clear();
    s.keys.clear();
    urikit::detail::free_if_larger(s.arena, scratch_kept);
    urikit::detail::free_if_larger(s.keys, scratch_kept);
  }
  scratch_release(const scratch_release&) = delete;
  scratch_release& operator=(const scratch_release&) = delete;
};

key_view_set::storage& table_of_this_thread() {
  return urikit::detail::thread_scratch<key_view_set, key_view_set::storage>();
}

// Gives a thread's table back when it grew past 256 MiB.
struct table_release {
  ~table_release() {
    key_view_set::storage& slots = table_of_this_thread();
    urikit::detail::free_if_larger(slots, scratch_kept);
  }
};

/// The canonicalization profile named by `profile` (None: none), as urikit.canonicalize()
/// takes it: an unknown name is a ValueError.
std::optional<canon_profile> profile_of(py::handle profile) {
  if (profile.is_none()) return std::nullopt;
  return profile_named(py::cast<std::string>(profile));
}

py::list split(py::handle texts, std::size_t parts, const std::string& level, bool crawler, bool conservative,
               bool keep_input, py::handle surt, bool outputs, bool remove_tracking_params, py::handle profile) {
  if (parts == 0 || parts > UINT32_MAX) throw py::value_error("parts must be 1 to 2^32 - 1");
  const normalize_options options = dedup_normalize_options(level_named(level, {"string", "syntax", "scheme"}),
                                                            crawler, conservative, remove_tracking_params);
  const std::optional<surt_options> surt_key = surt_options_of(surt);
  const std::optional<canon_profile> profile_key = profile_of(profile);
  if (surt_key && profile_key) throw py::value_error("surt= and profile=: one key at a time");
  const batch_input in(texts);
  const std::uint64_t lines = in.size();
  if (lines >= (std::uint64_t{1} << position_bits)) throw py::value_error("urikit.dask: a partition of 2^36 lines");

  // Pass 1 (no GIL): every key, into one arena; the size of every blob.
  split_scratch& scratch = split_scratch::of_this_thread();
  std::string& arena = scratch.arena;
  std::vector<keyed>& keys = scratch.keys;
  const scratch_release release(scratch);
  std::vector<std::size_t> sizes(parts), counts(parts);
  std::vector<std::uint64_t> last(parts);
  std::size_t outputs_size = 0;
  {
    py::gil_scoped_release unlocked;
    arena.reserve(in.total_bytes() + in.total_bytes() / 8 + 64);
    keys.reserve(in.size());
    std::string key;
    std::uint64_t previous = 0;
    for (std::size_t i = 0; i < in.size(); ++i) {
      const utf8_text& t = in[i];
      if (!t.checked && !validate_utf8(t.bytes)) continue;  // the command skips failures
      if (surt_key) {  // urikit.surt()'s key, as `urikit surt` writes it
        auto k = urikit::surt(t.bytes, *surt_key);
        if (!k) continue;
        key = std::move(*k);
      } else if (profile_key) {  // urikit.canonicalize()'s key, as `urikit canonicalize --profile`
        auto k = urikit::canonicalize(t.bytes, *profile_key);
        if (!k) continue;
        key = std::move(*k);
      } else {
        auto parsed = parse_uri_reference(t.bytes);
        if (!parsed) continue;
        key.clear();  // normalize_into appends
        normalize_into(key, *parsed, options);
      }
      if (key.size() >= UINT32_MAX) throw py::value_error("urikit.dask: a key of 4 GiB");
      const std::size_t s = share_of(key_hash(key), parts);
      keys.push_back({i, arena.size(), static_cast<std::uint32_t>(key.size()), static_cast<std::uint32_t>(s)});
      arena.append(key);
      const std::size_t output = keep_input ? t.bytes.size() : 0;  // in the share blob
      sizes[s] += varint_size(i - last[s]) + varint_size(key.size()) + key.size() +
                  varint_size(outputs ? 0 : output) + (outputs ? 0 : output);
      last[s] = i;
      ++counts[s];
      if (outputs) {
        const std::size_t o = keep_input ? t.bytes.size() : key.size();
        outputs_size += varint_size(i - previous) + varint_size(o) + o;
        previous = i;
      }
    }
    for (std::size_t s = 0; s < parts; ++s) sizes[s] += varint_size(counts[s]) + varint_size(lines);
  }

  // The blobs, written in place (pass 2, no GIL).
  py::list out(parts + (outputs ? 1 : 0));
  std::vector<char*> at(parts);
  char* outputs_at = nullptr;
  if (outputs) {
    py::bytes b = new_bytes(outputs_size);
    outputs_at = bytes_data(b);
    out[0] = std::move(b);
  }
  for (std::size_t s = 0; s < parts; ++s) {
    py::bytes b = new_bytes(sizes[s]);
    at[s] = put_varint(put_varint(bytes_data(b), counts[s]), lines);
    out[s + (outputs ? 1 : 0)] = std::move(b);
  }
  {
    py::gil_scoped_release unlocked;
    std::fill(last.begin(), last.end(), 0);
    std::uint64_t previous = 0;
    for (const keyed& k : keys) {
      const std::string_view key(arena.data() + k.offset, k.size);
      const std::string_view input = in[k.line].bytes;
      char*& p = at[k.share];
      p = put_varint(p, k.line - last[k.share]);
      last[k.share] = k.line;
      p = put_bytes(put_varint(p, key.size()), key);
      if (keep_input && !outputs) p = put_bytes(put_varint(p, input.size()), input);
      else p = put_varint(p, 0);
      if (outputs) {
        const std::string_view o = keep_input ? input : key;
        outputs_at = put_bytes(put_varint(put_varint(outputs_at, k.line - previous), o.size()), o);
        previous = k.line;
      }
    }
  }
  return out;
}

py::list reduce(const py::list& blobs, bool winners) {
  const std::vector<std::string_view> views = views_of(blobs);
  const std::size_t partitions = views.size();
  // The headers first: the records and lines of each blob, for the table's and the
  // outputs' sizes.
  std::uint64_t total = 0;
  std::vector<std::uint64_t> lines(partitions);
  for (std::size_t i = 0; i < partitions; ++i) {
    blob_reader header(views[i]);
    total += header.varint();
    lines[i] = header.varint();
  }
  py::list out(partitions);
  if (!winners) {
    // One bit a line of each input partition: its first occurrences in this share.
    std::vector<unsigned char*> bits(partitions);
    for (std::size_t i = 0; i < partitions; ++i) {
      const std::size_t size = static_cast<std::size_t>((lines[i] + 7) / 8);
      py::bytes b = new_bytes(size);
      bits[i] = reinterpret_cast<unsigned char*>(bytes_data(b));
      std::memset(bits[i], 0, size);
      out[i] = std::move(b);
    }
    {
      py::gil_scoped_release unlocked;
      // Keys compared in full, viewed in the blobs (which the list holds meanwhile). In
      // partition order, lines grow: the first record of a key is its first occurrence.
      const table_release release;
      key_view_set seen(static_cast<std::size_t>(total), table_of_this_thread());
      for (std::size_t i = 0; i < partitions; ++i) {
        for_each_first(views[i], seen, [&](const record& r) {
          bits[i][r.line >> 3] |= static_cast<unsigned char>(1u << (r.line & 7));
        });
      }
    }
    return out;
  }
  // The winning records, per input partition, in the share blob's format.
  std::vector<std::vector<record>> won(partitions);
  {
    py::gil_scoped_release unlocked;
    const table_release release;
    key_view_set seen(static_cast<std::size_t>(total), table_of_this_thread());
    for (std::size_t i = 0; i < partitions; ++i) {
      for_each_first(views[i], seen, [&](const record& r) { won[i].push_back(r); });
    }
  }
  for (std::size_t i = 0; i < partitions; ++i) {
    std::size_t size = varint_size(won[i].size()) + varint_size(lines[i]);
    std::uint64_t line = 0;
    for (const record& r : won[i]) {
      size += varint_size(r.line - line) + varint_size(r.key.size()) + r.key.size() + varint_size(r.output.size()) +
              r.output.size();
      line = r.line;
    }
    py::bytes b = new_bytes(size);
    char* p = put_varint(put_varint(bytes_data(b), won[i].size()), lines[i]);
    line = 0;
    for (const record& r : won[i]) {
      p = put_varint(p, r.line - line);
      line = r.line;
      p = put_bytes(put_varint(p, r.key.size()), r.key);
      p = put_bytes(put_varint(p, r.output.size()), r.output);
    }
    out[i] = std::move(b);
  }
  return out;
}

py::bytes merge(py::handle outputs, const py::list& bitmaps) {
  const std::string_view blob = buffer_view(outputs);
  const std::vector<std::string_view> maps = views_of(bitmaps);
  std::size_t width = 0;
  for (std::string_view m : maps) width = std::max(width, m.size());
  // An output line is at most as long as its entry (whose header has at least 2 bytes).
  py::bytes result = new_bytes(blob.size());
  std::size_t written = 0;
  {
    py::gil_scoped_release unlocked;
    // Each line is in one share: the bitmaps' union says which lines to keep.
    std::vector<unsigned char> keep(width);
    for (std::string_view m : maps) {
      for (std::size_t i = 0; i < m.size(); ++i) keep[i] |= static_cast<unsigned char>(m[i]);
    }
    char* const start = bytes_data(result);
    char* p = start;
    blob_reader in(blob);
    std::uint64_t line = 0;
    while (!in.done()) {
      line += in.varint();
      const std::string_view o = in.bytes(in.varint());
      if ((line >> 3) < width && ((keep[line >> 3] >> (line & 7)) & 1)) {
        p = put_bytes(p, o);
        *p++ = '\n';
      }
    }
    written = static_cast<std::size_t>(p - start);
  }
  PyObject* r = result.release().ptr();
  if (_PyBytes_Resize(&r, static_cast<Py_ssize_t>(written)) != 0) throw py::error_already_set();
  return py::reinterpret_steal<py::bytes>(r);
}

py::object str_of(std::string_view utf8) {
  PyObject* s = new_str(utf8);
  if (s == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(s);
}

// For DataFrames: (keys, positions, outputs) of winners blobs, blob i from partition i.
py::tuple records(const py::list& blobs) {
  const std::vector<std::string_view> views = views_of(blobs);
  std::vector<record> all;
  std::vector<std::uint64_t> positions;
  for (std::size_t i = 0; i < views.size(); ++i) {
    for_each_record(views[i], [&](const record& r) {
      all.push_back(r);
      positions.push_back((static_cast<std::uint64_t>(i) << position_bits) | r.line);
    });
  }
  py::list keys(all.size()), pos(all.size()), outs(all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    keys[i] = str_of(all[i].key);
    pos[i] = py::int_(positions[i]);
    outs[i] = str_of(all[i].output.empty() ? all[i].key : all[i].output);
  }
  return py::make_tuple(keys, pos, outs);
}

}  // namespace

void def_dedup_shards(py::module_& m) {
  py::module_ shards = m.def_submodule("_dedup", "The steps of urikit.dask's dedup job (record blobs).");
  shards.def("split", &split, "texts"_a, "parts"_a, "level"_a = "scheme", "crawler"_a = false,
             "conservative"_a = false, "keep_input"_a = false, "surt"_a = py::none(), "outputs"_a = true,
             "remove_tracking_params"_a = false, "profile"_a = py::none());
  shards.def("reduce", &reduce, "blobs"_a, "winners"_a = false);
  shards.def("merge", &merge, "outputs"_a, "bitmaps"_a);
  shards.def("records", &records, "blobs"_a);
  shards.attr("position_bits") = position_bits;
  // For the tests: each key inserted with the hash given for it (so that two keys can be
  // made to collide), into one key_view_set sized for `most` keys (at least as many as the
  // keys: a growth would place the keys again by their own hashes); whether each was new.
  shards.def(
      "_insert_with_hashes",
      [](const std::vector<std::string>& keys, const std::vector<std::uint64_t>& hashes, std::size_t most) {
        if (keys.size() != hashes.size() || most < keys.size()) throw py::value_error("one hash a key, most >= keys");
        key_view_set::storage slots;
        key_view_set set(most, slots);
        std::vector<bool> added;
        for (std::size_t i = 0; i < keys.size(); ++i) added.push_back(set.insert(keys[i], hashes[i]));
        return added;
      },
      "keys"_a, "hashes"_a, "most"_a);
}

}  // namespace urikit::python
