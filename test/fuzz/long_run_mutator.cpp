// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A structure-aware mutator shared by every libFuzzer target: besides libFuzzer's own byte
// mutations, it splices long runs into the input. libFuzzer grows inputs a few bytes at a
// time, so a fault that needs thousands of labels, dot segments, triplets or characters of
// one class (the IDNA cost, lengths near a limit, quadratic loops) is out of its reach; a
// run of one URI token repeated up to the size limit brings it within one step.
//
// Linked into the libFuzzer binaries only (the replay executables have no mutator). With
// the usual -max_len=4096 the runs reach 4 KiB; the nightly job (run_fuzzers.sh with
// URIKIT_FUZZ_MAX_LEN) lets them reach megabytes.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

/// Pieces of URI syntax whose repetition stresses a rule: labels and dots of hosts, dot
/// segments, triplets (valid, invalid, encoded dots and UTF-8), IPv6 groups, query pairs,
/// non-ASCII text (Latin, Cyrillic look-alikes, CJK, bidi), delimiters and bad bytes.
constexpr std::string_view tokens[] = {
    "a",     "a.",      "xn--a.", "/",       "../",    "./",     "%2e%2E/", "%41",   "%",
    "%zz",   "%C3%A9",  "é",      "а",       "例",     "\xD7\x90", "::",     "0:",    "1.",
    "0x7f.", "&a=b",    "=",      "?",       "#",      "@",      ":",      "[",     "]",
    "\\",    " ",       "\t",     "\x00",    "\xFF",   "\xE2\x80\xAE", "%EF%BC%8F", "+",
};

std::uint64_t next(std::uint64_t& state) {  // splitmix64: deterministic per seed
  state += 0x9E3779B97F4A7C15ull;
  std::uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/// Inserts `count` copies of `piece` at `at` (as many as fit in max_size).
std::size_t splice_run(std::uint8_t* data, std::size_t size, std::size_t max_size, std::size_t at,
                       std::string_view piece, std::size_t count) {
  if (piece.empty() || size >= max_size) return size;
  const std::size_t room = (max_size - size) / piece.size();
  if (count > room) count = room;
  const std::size_t added = count * piece.size();
  std::memmove(data + at + added, data + at, size - at);
  for (std::size_t k = 0; k < count; ++k) std::memcpy(data + at + k * piece.size(), piece.data(), piece.size());
  return size + added;
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  std::uint64_t state = seed;
  // Three mutations in four are libFuzzer's own: the runs are a complement, not a replacement.
  if (next(state) % 4 != 0 || max_size < 2) return LLVMFuzzerMutate(data, size, max_size);
  // Keep the first byte (the targets' option flags) where it is.
  const std::size_t at = size <= 1 ? size : 1 + next(state) % size;
  // A run length spread over orders of magnitude: 2^k, k uniform in [1, 20].
  const std::size_t count = std::size_t{1} << (1 + next(state) % 20);
  if (next(state) % 3 == 0 && size > 2) {
    // A slice of the input itself, repeated (a label, a segment, a pair the fuzzer found).
    const std::size_t begin = 1 + next(state) % (size - 1);
    std::size_t length = 1 + next(state) % 16;
    if (length > size - begin) length = size - begin;
    std::uint8_t slice[16];
    std::memcpy(slice, data + begin, length);
    return splice_run(data, size, max_size, at, std::string_view(reinterpret_cast<char*>(slice), length), count);
  }
  const std::string_view token = tokens[next(state) % (sizeof tokens / sizeof tokens[0])];
  return splice_run(data, size, max_size, at, token, count);
}
