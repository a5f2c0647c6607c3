// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The Boost.Test entry point of urikit_tests (each other file holds one suite, named
// after the file, that ctest runs on its own).
#define BOOST_TEST_MODULE urikit
#include <boost/test/unit_test.hpp>
