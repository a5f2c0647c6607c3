// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// File-system paths <-> file: URIs. Expected values from RFC 8089 (Appendix B and E), the
// documentation of Python's pathlib (PurePath.as_uri, Path.from_uri, Python 3.13) and of
// uriparser (uriUnixFilenameToUriStringA, uriWindowsFilenameToUriStringA, 0.9.8).
#include <urikit/file_path.hpp>

#include <boost/test/unit_test.hpp>

#include <string>

using namespace urikit;

namespace {
std::string to_uri(std::string_view path, path_style style) { return file_uri_from_path(path, style).value(); }
std::string to_path(std::string_view uri, path_style style) { return path_from_file_uri(uri, style).value(); }
error to_uri_error(std::string_view path, path_style style) { return file_uri_from_path(path, style).error(); }
error to_path_error(std::string_view uri, path_style style) { return path_from_file_uri(uri, style).error(); }
constexpr auto posix = path_style::posix;
constexpr auto windows = path_style::windows;
}  // namespace

BOOST_AUTO_TEST_SUITE(file_path_test)

BOOST_AUTO_TEST_CASE(posix_paths_to_uris) {
  BOOST_TEST(to_uri("/etc/passwd", posix) == "file:///etc/passwd");  // pathlib as_uri
  BOOST_TEST(to_uri("/bin/bash", posix) == "file:///bin/bash");      // uriparser
  BOOST_TEST(to_uri("/path/to/file", posix) == "file:///path/to/file");  // RFC 8089 B
  // pathlib (urllib.parse.quote): ' ' %20, '%' %25, '#' %23, '?' %3F, UTF-8 octets.
  BOOST_TEST(to_uri("/a b/c%d#e?f", posix) == "file:///a%20b/c%25d%23e%3Ff");
  BOOST_TEST(to_uri("/caf\xC3\xA9", posix) == "file:///caf%C3%A9");
  // pchar allows ':' and '@' (RFC 3986 §3.3), which pathlib encodes: both decode alike.
  BOOST_TEST(to_uri("/a:b@c", posix) == "file:///a:b@c");
  BOOST_TEST(to_path("file:///a%3Ab%40c", posix) == "/a:b@c");
  BOOST_TEST(to_uri("/", posix) == "file:///");
  // A relative path has no file URI (pathlib: "relative path can't be expressed").
  BOOST_TEST((to_uri_error("etc/passwd", posix) == error{errc::invalid_argument, 0}));
  BOOST_TEST((to_uri_error("", posix) == error{errc::invalid_argument, 0}));
  BOOST_TEST((to_uri_error(std::string_view("/a\0b", 4), posix) == error{errc::invalid_character, 2}));
}

BOOST_AUTO_TEST_CASE(windows_paths_to_uris) {
  BOOST_TEST(to_uri("c:/Windows", windows) == "file:///c:/Windows");  // pathlib as_uri
  BOOST_TEST(to_uri("C:\\path\\to\\file", windows) == "file:///C:/path/to/file");  // RFC 8089 E.2
  BOOST_TEST(to_uri("E:\\Documents and Settings", windows) == "file:///E:/Documents%20and%20Settings");  // uriparser
  BOOST_TEST(to_uri("\\\\Server01\\user\\docs\\Letter.txt", windows) ==
             "file://Server01/user/docs/Letter.txt");  // uriparser; RFC 8089 E.3.1
  BOOST_TEST(to_uri("//some/share/a/b.c", windows) == "file://some/share/a/b.c");  // pathlib
  BOOST_TEST(to_uri("c:\\", windows) == "file:///c:/");
  BOOST_TEST((to_uri_error("a\\b", windows) == error{errc::invalid_argument, 0}));
  BOOST_TEST((to_uri_error("C:x", windows) == error{errc::invalid_argument, 0}));  // drive-relative
  BOOST_TEST((to_uri_error("\\\\?\\C:\\x", windows) == error{errc::invalid_argument, 0}));  // device path
  BOOST_TEST((to_uri_error("/etc/passwd", windows) == error{errc::invalid_argument, 0}));   // no drive
}

BOOST_AUTO_TEST_CASE(uris_to_posix_paths) {
  BOOST_TEST(to_path("file:///etc/hosts", posix) == "/etc/hosts");  // pathlib from_uri
  BOOST_TEST(to_path("file:/path/to/file", posix) == "/path/to/file");  // RFC 8089 B, minimal form
  BOOST_TEST(to_path("file://localhost/path/to/file", posix) == "/path/to/file");  // RFC 8089 §2
  BOOST_TEST(to_path("FILE:///x", posix) == "/x");  // schemes are case-insensitive
  BOOST_TEST(to_path("file:///a%20b/c%25d", posix) == "/a b/c%d");
  BOOST_TEST(to_path("file:///caf%C3%A9", posix) == "/caf\xC3\xA9");
  // A remote host is no local POSIX path; nor is a relative one.
  BOOST_TEST((to_path_error("file://host.example.com/path/to/file", posix) == error{errc::invalid_argument, 7}));
  BOOST_TEST((to_path_error("file:relative", posix) == error{errc::invalid_argument, 5}));
  // "%2F" would be a '/' inside a segment, "%00" a NUL: no path holds them.
  BOOST_TEST((to_path_error("file:///a%2Fb", posix) == error{errc::invalid_character, 9}));
  BOOST_TEST((to_path_error("file:///a%00", posix) == error{errc::invalid_character, 9}));
  BOOST_TEST((to_path_error("http://h/x", posix) == error{errc::invalid_scheme, 0}));
  BOOST_TEST((to_path_error("file:///x?q", posix) == error{errc::invalid_argument, 9}));
  BOOST_TEST((to_path_error("file:///x#f", posix) == error{errc::invalid_argument, 9}));
  BOOST_TEST(to_path_error("file:///a b", posix).code == errc::invalid_character);  // not a URI
}

BOOST_AUTO_TEST_CASE(uris_to_windows_paths) {
  BOOST_TEST(to_path("file:///c:/windows", windows) == "c:\\windows");  // pathlib from_uri
  BOOST_TEST(to_path("file://server/share", windows) == "\\\\server\\share");  // pathlib from_uri
  BOOST_TEST(to_path("file:c:/windows", windows) == "c:\\windows");  // pathlib from_uri
  for (const char* uri : {"file:///c:/path/to/file", "file:/c:/path/to/file", "file:c:/path/to/file",  // E.2
                          "file:///c|/path/to/file", "file:/c|/path/to/file", "file:c|/path/to/file"})  // E.2.2
    BOOST_TEST(to_path(uri, windows) == "c:\\path\\to\\file", uri);
  BOOST_TEST(to_path("file://host.example.com/path/to/file", windows) == "\\\\host.example.com\\path\\to\\file");  // E.3.1
  BOOST_TEST(to_path("file:////host.example.com/path/to/file", windows) == "\\\\host.example.com\\path\\to\\file");  // E.3.2
  BOOST_TEST(to_path("file:///E:/Documents%20and%20Settings", windows) == "E:\\Documents and Settings");  // uriparser
  BOOST_TEST(to_path("file:///c:", windows) == "c:\\");
  BOOST_TEST((to_path_error("file:///path/to/file", windows) == error{errc::invalid_argument, 7}));  // no drive
  BOOST_TEST((to_path_error("file:///c:/a%5Cb", windows) == error{errc::invalid_character, 12}));  // '\' in a name
}

BOOST_AUTO_TEST_CASE(round_trips) {
  for (const char* p : {"/", "/etc/passwd", "/a b/%41/#?[]", "/caf\xC3\xA9/\xFF\x01", "//double/slash", "/a:b@c!$&'()*+,;="})
    BOOST_TEST(to_path(to_uri(p, posix), posix) == p, p);
  for (const char* p : {"C:\\", "C:\\a b\\%41\\#?", "\\\\server\\share\\dir\\f.txt", "z:\\caf\xC3\xA9"})
    BOOST_TEST(to_path(to_uri(p, windows), windows) == p, p);
}

BOOST_AUTO_TEST_SUITE_END()
