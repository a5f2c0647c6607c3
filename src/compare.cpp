// Equivalence, hashing and canonical keys, all defined as "normalize, then compare bytes",
// so the three can never disagree.
#include <urikit/compare.hpp>

#include <cstring>

#include <urikit/parse.hpp>

namespace urikit {

namespace {

/// 64-bit hash of bytes: 8 bytes a step, multiply-xorshift mixing (in the style of
/// wyhash/murmur finalizers). Not cryptographic: for hash tables, not for adversaries.
std::uint64_t hash_bytes(std::string_view s) noexcept {
  constexpr std::uint64_t k = 0x9E3779B97F4A7C15ULL;
  std::uint64_t h = 0x243F6A8885A308D3ULL ^ (s.size() * k);
  std::size_t i = 0;
  auto mix = [](std::uint64_t x) {
    x ^= x >> 32;
    x *= 0xD6E8FEB86659FD93ULL;
    x ^= x >> 32;
    return x;
  };
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    h = mix(h ^ (w * k)) * k;
  }
  std::uint64_t tail = 0;
  for (std::size_t j = 0; i + j < s.size(); ++j)
    tail |= static_cast<std::uint64_t>(static_cast<unsigned char>(s[i + j])) << (8 * j);
  h = mix(h ^ (tail * k) ^ 0xFF);
  return mix(h);
}

}  // namespace

bool equivalent(const uri_view& a, const uri_view& b, const normalize_options& options) {
  if (options.level == equivalence_level::string) return a.string() == b.string();
  thread_local std::string na, nb;
  normalize_into(a, na, options);
  normalize_into(b, nb, options);
  return na == nb;
}

result<bool> equivalent(std::string_view a, std::string_view b, const normalize_options& options, int* which) {
  auto pa = parse_uri_reference(a);
  if (!pa) {
    if (which) *which = 1;
    return pa.error();
  }
  auto pb = parse_uri_reference(b);
  if (!pb) {
    if (which) *which = 2;
    return pb.error();
  }
  return equivalent(*pa, *pb, options);
}

std::uint64_t hash(const uri_view& view, const normalize_options& options) {
  if (options.level == equivalence_level::string) return hash_bytes(view.string());
  thread_local std::string normalized;
  normalize_into(view, normalized, options);
  return hash_bytes(normalized);
}

result<std::string> canonical_key(std::string_view input, const normalize_options& options) {
  auto parsed = parse_uri_reference(input);
  if (!parsed) return parsed.error();
  std::string key = "v" + std::to_string(canonical_key_version) + ":";
  std::string normalized;
  normalize_into(*parsed, normalized, options);
  key += normalized;
  return key;
}

}  // namespace urikit
