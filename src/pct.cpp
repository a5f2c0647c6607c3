// Percent-encoding and decoding (RFC 3986 §2.1, §2.4), and form encoding (WHATWG URL §5).
#include <urikit/pct.hpp>

#include <urikit/utf8.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

#include "pct_offsets.hpp"
#include "scan.hpp"

namespace urikit {

namespace {
constexpr char upper_hex[] = "0123456789ABCDEF";
}  // namespace

namespace {

/// "%XY" of every octet, four bytes each (the fourth is padding), so that writing a triplet
/// is one four-byte store.
constexpr std::array<std::array<char, 4>, 256> triplets = [] {
  std::array<std::array<char, 4>, 256> t{};
  for (unsigned c = 0; c < 256; ++c) t[c] = {'%', upper_hex[c >> 4], upper_hex[c & 15], 0};
  return t;
}();

/// Writes the triplet of `c` at `out`; returns the end.
inline char* put_triplet(char* out, unsigned char c) noexcept {
  std::memcpy(out, triplets[c].data(), 3);
  return out + 3;
}

/// Input is encoded in chunks of this size, so the worst-case output room (3x) that a chunk
/// reserves stays small for inputs of any size.
constexpr std::size_t encode_chunk = 16384;

char* encode_scalar(char* out, const unsigned char* s, std::size_t n, const charset& allowed) noexcept {
  const bool* table = allowed.data();
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char c = s[i];
    if (table[c]) *out++ = static_cast<char>(c);
    else out = put_triplet(out, c);
  }
  return out;
}

#if URIKIT_SCAN_X86
/// `base` + `offset` as a pointer, for the masked stores below, whose address may lie
/// before the buffer (the masked-off lanes there are never touched).
inline char* shifted(char* base, std::size_t back) noexcept {
  return reinterpret_cast<char*>(reinterpret_cast<std::uintptr_t>(base) - back);
}

/// AVX-512BW: 64 bytes a step. A block of allowed bytes is one store; in a block with
/// bytes to encode, each run of allowed bytes is one masked store of the loaded block.
URIKIT_TARGET_AVX512 char* encode_avx512(char* out, const unsigned char* s, std::size_t n,
                                        const detail::nibble_table& t) noexcept {
  const __m512i lo_table =
      _mm512_maskz_broadcast_i32x4(0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.lo)));
  for (std::size_t i = 0; i < n; i += 64) {
    const std::size_t len = n - i < 64 ? n - i : 64;
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(len));
    const __m512i v = _mm512_maskz_loadu_epi8(live, s + i);
    std::uint64_t stop = detail::stop_bits_avx512(v, lo_table) & live;
    std::size_t pos = 0;
    while (stop != 0) {
      const std::size_t k = static_cast<std::size_t>(__builtin_ctzll(stop));
      const std::uint64_t run = _bzhi_u64(~0ull, static_cast<unsigned>(k)) & ~_bzhi_u64(~0ull, static_cast<unsigned>(pos));
      _mm512_mask_storeu_epi8(shifted(out, pos), run, v);
      out += k - pos;
      out = put_triplet(out, s[i + k]);
      pos = k + 1;
      stop &= stop - 1;
    }
    _mm512_mask_storeu_epi8(shifted(out, pos), live & ~_bzhi_u64(~0ull, static_cast<unsigned>(pos)), v);
    out += len - pos;
  }
  return out;
}

/// AVX2: a block of 32 allowed bytes is one store; other blocks go byte by byte.
URIKIT_TARGET_AVX2 char* encode_avx2(char* out, const unsigned char* s, std::size_t n,
                                    const detail::nibble_table& t, const charset& allowed) noexcept {
  const __m256i lo_table =
      _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(t.lo)));
  std::size_t i = 0;
  for (; n - i >= 32; i += 32) {
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + i));
    if (detail::stop_bits_avx2(v, lo_table) == 0) {
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), v);
      out += 32;
    } else {
      out = encode_scalar(out, s + i, 32, allowed);
    }
  }
  return encode_scalar(out, s + i, n - i, allowed);
}
#endif

}  // namespace

char* encode_to(char* out, std::string_view octets, const charset& allowed) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(octets.data());
  const std::size_t n = octets.size();
#if URIKIT_SCAN_X86
  const detail::scan_kernel kernel = detail::active_scan_kernel();
  if (kernel != detail::scan_kernel::scalar) {
    detail::nibble_table t;
    if (detail::nibble_table_at_run_time(allowed, t))
      return kernel == detail::scan_kernel::avx512 ? encode_avx512(out, s, n, t) : encode_avx2(out, s, n, t, allowed);
  }
#endif
  return encode_scalar(out, s, n, allowed);
}

void encode_into(std::string& out, std::string_view octets, const charset& allowed) {
  for (std::size_t i = 0; i < octets.size(); i += encode_chunk) {
    const std::string_view chunk = octets.substr(i, encode_chunk);
    const std::size_t used = out.size();
    out.resize(used + 3 * chunk.size());
    char* const end = encode_to(out.data() + used, chunk, allowed);
    out.resize(static_cast<std::size_t>(end - out.data()));
  }
}

std::string encode(std::string_view octets, const charset& allowed) {
  std::string out;
  out.reserve(octets.size());
  encode_into(out, octets, allowed);
  return out;
}

result<std::string> encode_text(std::string_view utf8, const charset& allowed) {
  if (auto valid = validate_utf8(utf8); !valid) return valid.error();
  return encode(utf8, allowed);
}

namespace {

/// The value of each hex digit (either case), -1 for every other octet.
constexpr std::array<signed char, 256> hex_values = [] {
  std::array<signed char, 256> t{};
  for (unsigned c = 0; c < 256; ++c)
    t[c] = static_cast<signed char>(c >= '0' && c <= '9'   ? c - '0'
                                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                    : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                           : -1);
  return t;
}();

/// Decodes the triplet, '+' or malformed '%' at s[j] into `out`. Returns the index after
/// what it consumed, or 0 for a malformed triplet in strict mode (j is then the error).
inline std::size_t decode_one(const unsigned char* s, std::size_t j, std::size_t n, const decode_options& o,
                              char*& out) noexcept {
  if (s[j] == '+') {
    *out++ = ' ';
    return j + 1;
  }
  if (n - j >= 3) {
    const int hi = hex_values[s[j + 1]], lo = hex_values[s[j + 2]];
    if ((hi | lo) >= 0) {  // both hex digits
      *out++ = static_cast<char>(hi * 16 + lo);
      return j + 3;
    }
  }
  if (!o.lenient) return 0;
  *out++ = '%';
  return j + 1;
}

/// The portable loop: runs up to the next '%' (or '+') copied in bulk.
char* decode_scalar(char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at) noexcept {
  std::size_t i = 0;
  while (i < n) {
    std::size_t run = i;
    while (run < n && s[run] != '%' && !(o.plus_as_space && s[run] == '+')) ++run;
    std::memcpy(out, s + i, run - i);
    out += run - i;
    if (run == n) break;
    i = decode_one(s, run, n, o, out);
    if (i == 0) {
      error_at = run;
      return out;
    }
  }
  return out;
}

#if URIKIT_SCAN_X86
/// AVX-512BW: 64 bytes a step, '%' (and '+') found by one compare each; runs between them
/// are masked stores of the loaded block.
URIKIT_TARGET_AVX512 char* decode_avx512(char* out, const unsigned char* s, std::size_t n,
                                        const decode_options& o, std::size_t& error_at) noexcept {
  const __m512i percent = _mm512_set1_epi8('%');
  const __m512i plus = _mm512_set1_epi8(o.plus_as_space ? '+' : '%');
  std::size_t i = 0;
  while (i < n) {
    const std::size_t len = n - i < 64 ? n - i : 64;
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(len));
    const __m512i v = _mm512_maskz_loadu_epi8(live, s + i);
    std::uint64_t stop = (_mm512_cmpeq_epi8_mask(v, percent) | _mm512_cmpeq_epi8_mask(v, plus)) & live;
    std::size_t pos = 0;
    while (stop != 0) {
      const std::size_t k = static_cast<std::size_t>(__builtin_ctzll(stop));
      const std::uint64_t run = _bzhi_u64(~0ull, static_cast<unsigned>(k)) & ~_bzhi_u64(~0ull, static_cast<unsigned>(pos));
      _mm512_mask_storeu_epi8(shifted(out, pos), run, v);
      out += k - pos;
      const std::size_t next = decode_one(s, i + k, n, o, out);
      if (next == 0) {
        error_at = i + k;
        return out;
      }
      pos = next - i;  // may pass the block's end when a triplet straddles it
      stop &= ~_bzhi_u64(~0ull, static_cast<unsigned>(pos < 64 ? pos : 64));
    }
    if (pos < len) {
      _mm512_mask_storeu_epi8(shifted(out, pos), live & ~_bzhi_u64(~0ull, static_cast<unsigned>(pos)), v);
      out += len - pos;
      pos = len;
    }
    i += pos;
  }
  return out;
}
#endif

}  // namespace

result<void> decode_into(std::string& out, std::string_view text, const decode_options& o) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  const std::size_t used = out.size();
  out.resize(used + n);  // decoding never lengthens
  char* const begin = out.data() + used;
  std::size_t error_at = static_cast<std::size_t>(-1);
  char* end;
#if URIKIT_SCAN_X86
  if (detail::active_scan_kernel() == detail::scan_kernel::avx512) end = decode_avx512(begin, s, n, o, error_at);
  else end = decode_scalar(begin, s, n, o, error_at);
#else
  end = decode_scalar(begin, s, n, o, error_at);
#endif
  if (error_at != static_cast<std::size_t>(-1)) {
    out.resize(used);
    return error{errc::invalid_percent_encoding, error_at};
  }
  out.resize(used + static_cast<std::size_t>(end - begin));
  return {};
}

result<std::string> decode(std::string_view text, const decode_options& o) {
  std::string out;
  if (auto r = decode_into(out, text, o); !r) return r.error();
  return out;
}

result<std::string> decode_text(std::string_view text, const decode_options& o) {
  auto octets = decode(text, o);
  if (!octets) return octets.error();
  if (auto valid = validate_utf8(*octets); !valid)
    return error{errc::invalid_utf8, detail::source_offset(text, valid.error().offset)};
  return octets;
}

std::string form_encode(std::string_view octets) {
  // The form set plus space, then each space (never part of a triplet) becomes '+'.
  static constexpr charset form_and_space = charsets::form | charset(" ");
  std::string out;
  out.reserve(octets.size());
  encode_into(out, octets, form_and_space);
  std::replace(out.begin(), out.end(), ' ', '+');
  return out;
}

std::string form_decode(std::string_view text) {
  decode_options o;
  o.lenient = true;
  o.plus_as_space = true;
  return *decode(text, o);  // lenient decoding cannot fail
}

std::vector<std::pair<std::string, std::string>> split_query(std::string_view query, bool form) {
  std::vector<std::pair<std::string, std::string>> out;
  decode_options o;
  o.lenient = true;
  o.plus_as_space = form;
  std::size_t start = 0;
  while (start <= query.size()) {
    std::size_t amp = query.find('&', start);
    if (amp == std::string_view::npos) amp = query.size();
    std::string_view pair = query.substr(start, amp - start);
    if (!pair.empty()) {
      std::size_t eq = pair.find('=');
      std::string_view name = pair.substr(0, eq);
      std::string_view value = eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1);
      out.emplace_back(*decode(name, o), *decode(value, o));
    }
    start = amp + 1;
  }
  return out;
}

std::string build_query(const std::vector<std::pair<std::string, std::string>>& pairs, bool form) {
  std::string out;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    if (k) out += '&';
    if (form) {
      out += form_encode(pairs[k].first);
      out += '=';
      out += form_encode(pairs[k].second);
    } else {
      encode_into(out, pairs[k].first, charsets::query_param);
      out += '=';
      encode_into(out, pairs[k].second, charsets::query_param);
    }
  }
  return out;
}

}  // namespace urikit
