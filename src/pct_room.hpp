// Internal: encoding into a buffer with room to spare, which lets the SIMD encoder write
// whole vectors up to the end of its input (encode_into uses it; encode_to cannot).
#ifndef URIKIT_SRC_PCT_ROOM_HPP
#define URIKIT_SRC_PCT_ROOM_HPP

#include <cstddef>
#include <string_view>

#include <urikit/charset.hpp>

namespace urikit::detail {

/// The room past 3 * size that encode_with_slack() needs.
constexpr std::size_t encode_slack = 32;

/// encode_to() into a buffer with room for 3 * octets.size() + encode_slack bytes; the
/// bytes past the returned end may be overwritten. Cannot fail; allocates nothing.
char* encode_with_slack(char* out, std::string_view octets, const charset& allowed) noexcept;

}  // namespace urikit::detail

#endif
