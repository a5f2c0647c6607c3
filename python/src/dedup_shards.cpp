// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: the steps of urikit.dask's exact dedup job, in C++ over bytes blobs, so
// that Dask moves a few large bytes objects between workers instead of millions of str:
//
//   split(texts, partition, parts, ...)  one input partition -> `parts` blobs, each URL's
//                                        record in the blob of hash(key) % parts; the key
//                                        is the command's dedup key, or with surt= (a
//                                        dict of urikit.surt's options) the URL's SURT
//   reduce(blobs, partitions)            one hash share, its blobs in partition order ->
//                                        the first record of each key (keys compared in
//                                        full), one blob per input partition it came from
//   merge(blobs)                         one input partition's records from every share ->
//                                        its output lines in input order, as bytes
//   records(blob)                        (keys, positions, outputs), for DataFrames
//
// A record: u64 position (partition << 36 | line), u32 key length, u32 output length
// (0: the output is the key), key bytes, output bytes. Positions grow along a blob.
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/surt.hpp>

#include "batch_input.hpp"
#include "key_set.hpp"
#include "operation.hpp"
#include "options.hpp"

namespace urikit::python {
namespace {

using namespace pybind11::literals;

constexpr int position_bits = 36;  // lines per partition: up to 2^36

struct record {
  std::uint64_t position;
  std::string_view key;
  std::string_view output;  // empty: the key
};

void append_record(std::string& blob, std::uint64_t position, std::string_view key, std::string_view output) {
  const std::uint32_t lengths[2] = {static_cast<std::uint32_t>(key.size()), static_cast<std::uint32_t>(output.size())};
  blob.append(reinterpret_cast<const char*>(&position), sizeof position);
  blob.append(reinterpret_cast<const char*>(lengths), sizeof lengths);
  blob.append(key);
  blob.append(output);
}

// Calls f(record) for each record of a blob.
template <class F>
void for_each_record(std::string_view blob, F&& f) {
  std::size_t i = 0;
  while (i + 16 <= blob.size()) {
    record r;
    std::uint32_t lengths[2];
    std::memcpy(&r.position, blob.data() + i, 8);
    std::memcpy(lengths, blob.data() + i + 8, 8);
    i += 16;
    if (lengths[0] > blob.size() - i || lengths[1] > blob.size() - i - lengths[0]) {
      throw py::value_error("urikit.dask: a damaged record blob");
    }
    r.key = blob.substr(i, lengths[0]);
    r.output = blob.substr(i + lengths[0], lengths[1]);
    i += lengths[0] + lengths[1];
    f(r);
  }
  if (i != blob.size()) throw py::value_error("urikit.dask: a damaged record blob");
}

std::string_view bytes_view(py::handle b) {
  if (!PyBytes_Check(b.ptr())) throw py::type_error("urikit.dask: record blobs are bytes");
  return {PyBytes_AS_STRING(b.ptr()), static_cast<std::size_t>(PyBytes_GET_SIZE(b.ptr()))};
}

py::list to_bytes_list(const std::vector<std::string>& blobs) {
  py::list out(blobs.size());
  for (std::size_t i = 0; i < blobs.size(); ++i) out[i] = py::bytes(blobs[i]);
  return out;
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

py::list split(py::handle texts, std::uint64_t partition, std::size_t parts, const std::string& level, bool crawler,
               bool conservative, bool keep_input, py::handle surt) {
  if (parts == 0) throw py::value_error("parts must be at least 1");
  const normalize_options options =
      dedup_normalize_options(level_named(level, {"string", "syntax", "scheme"}), crawler, conservative);
  const std::optional<surt_options> surt_key = surt_options_of(surt);
  const batch_input in(texts);
  std::vector<std::string> blobs(parts);
  {
    py::gil_scoped_release unlocked;
    for (auto& b : blobs) b.reserve(in.total_bytes() / parts + 64);
    std::string key;
    // Every record goes out: dropping a partition's own repeats here would cost a second
    // key set for little (most URLs of a crawl are distinct); reduce() keeps the first.
    for (std::size_t i = 0; i < in.size(); ++i) {
      const utf8_text& t = in[i];
      if (!t.checked && !validate_utf8(t.bytes)) continue;  // the command skips failures
      if (surt_key) {  // urikit.surt()'s key, as `urikit surt` writes it
        auto k = urikit::surt(t.bytes, *surt_key);
        if (!k) continue;
        key = std::move(*k);
      } else {
        auto parsed = parse_uri_reference(t.bytes);
        if (!parsed) continue;
        key.clear();  // normalize_into appends
        normalize_into(key, *parsed, options);
      }
      append_record(blobs[key_set::hash_of(key) % parts], (partition << position_bits) | i, key,
                    keep_input ? t.bytes : std::string_view());
    }
  }
  return to_bytes_list(blobs);
}

py::list reduce(const py::list& blobs, std::size_t partitions) {
  std::vector<std::string_view> views;
  for (py::handle b : blobs) views.push_back(bytes_view(b));
  std::vector<std::string> out(partitions);
  {
    py::gil_scoped_release unlocked;
    key_set seen;
    // In partition order, positions grow: the first record of a key is its first occurrence.
    for (std::string_view blob : views) {
      for_each_record(blob, [&](const record& r) {
        if (!seen.insert(r.key)) return;
        const std::uint64_t origin = r.position >> position_bits;
        if (origin >= partitions) throw py::value_error("urikit.dask: a position past the partitions");
        append_record(out[origin], r.position, r.key, r.output);
      });
    }
  }
  return to_bytes_list(out);
}

py::bytes merge(const py::list& blobs) {
  std::vector<std::string_view> views;
  for (py::handle b : blobs) views.push_back(bytes_view(b));
  std::string lines;
  {
    py::gil_scoped_release unlocked;
    std::vector<record> records;
    for (std::string_view blob : views) for_each_record(blob, [&](const record& r) { records.push_back(r); });
    std::sort(records.begin(), records.end(), [](const record& a, const record& b) { return a.position < b.position; });
    for (const record& r : records) {
      lines.append(r.output.empty() ? r.key : r.output);
      lines.push_back('\n');
    }
  }
  return py::bytes(lines);
}

// For DataFrames: (keys, positions, outputs) of a blob's records.
py::tuple records(py::handle blob) {
  const std::string_view view = bytes_view(blob);
  std::vector<record> all;
  for_each_record(view, [&](const record& r) { all.push_back(r); });
  py::list keys(all.size()), positions(all.size()), outputs(all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    keys[i] = to_python(std::string(all[i].key));
    positions[i] = py::int_(all[i].position);
    outputs[i] = to_python(std::string(all[i].output.empty() ? all[i].key : all[i].output));
  }
  return py::make_tuple(keys, positions, outputs);
}

}  // namespace

void def_dedup_shards(py::module_& m) {
  py::module_ shards = m.def_submodule("_dedup", "The steps of urikit.dask's dedup job (record blobs).");
  shards.def("split", &split, "texts"_a, "partition"_a, "parts"_a, "level"_a = "scheme", "crawler"_a = false,
             "conservative"_a = false, "keep_input"_a = false, "surt"_a = py::none());
  shards.def("reduce", &reduce, "blobs"_a, "partitions"_a);
  shards.def("merge", &merge, "blobs"_a);
  shards.def("records", &records, "blob"_a);
  shards.attr("position_bits") = position_bits;
}

}  // namespace urikit::python
