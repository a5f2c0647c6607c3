// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: file-system paths <-> file: URIs (RFC 8089), for POSIX and Windows paths.
#ifndef URIKIT_FILE_PATH_HPP
#define URIKIT_FILE_PATH_HPP

#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

/// Which operating system's paths: POSIX ('/' separates, "/" is the root) or Windows
/// (drive letters "C:\\", UNC shares "\\\\server\\share", '\\' or '/' separate). `native` is the
/// one this program was built for.
enum class path_style : unsigned char { posix, windows, native };

/// The file: URI of an absolute path (RFC 8089 §2, Appendix E). POSIX "/etc/a b" gives
/// "file:///etc/a%20b"; Windows "C:\\Docs\\a.txt" gives "file:///C:/Docs/a.txt" (E.2) and
/// "\\\\server\\share\\a.txt" gives "file://server/share/a.txt" (E.3.1). The path's octets
/// (UTF-8 text, or any octets on POSIX) are percent-encoded where RFC 3986's path rule does
/// not allow them (so ' ', '%', '#', '?' and non-ASCII are, ':' and '@' are not).
/// A relative path (and a Windows drive-relative "C:x", or a "\\\\?\\" or "\\\\.\\" device path)
/// fails with errc::invalid_argument at offset 0; a NUL byte with errc::invalid_character
/// at its offset.
URIKIT_API result<std::string> file_uri_from_path(std::string_view path, path_style style = path_style::native);

/// The local path a file: URI names (RFC 8089 §2, Appendix E), percent-decoded. The host
/// must be empty or "localhost" (a local file), except on Windows, where any other host is
/// a UNC share ("file://server/share/a" gives "\\\\server\\share\\a", as does E.3.2's
/// "file:////server/share/a"). Windows accepts the drive forms "file:///C:/x",
/// "file:/C:/x", "file:C:/x" and the legacy "C|" (E.2, E.2.2), and writes '\\'. Errors: not a
/// URI (its parse error); a scheme other than "file" (errc::invalid_scheme, offset 0); a
/// query or fragment (errc::invalid_argument at the '?' or '#'); a POSIX URI with another
/// host (errc::invalid_argument at the host) or a relative path, a Windows one with no drive
/// and no host (errc::invalid_argument at the path); an encoded separator or NUL inside a
/// segment, which no path can hold (errc::invalid_character at its '%').
URIKIT_API result<std::string> path_from_file_uri(std::string_view uri, path_style style = path_style::native);

}  // namespace urikit

#endif  // URIKIT_FILE_PATH_HPP
