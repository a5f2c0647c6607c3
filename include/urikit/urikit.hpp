// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: the umbrella header. Include this, or the one header you need.
#ifndef URIKIT_URIKIT_HPP
#define URIKIT_URIKIT_HPP

#include <urikit/charset.hpp>
#include <urikit/compare.hpp>
#include <urikit/ecmascript.hpp>
#include <urikit/encode_sets.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/file_path.hpp>
#include <urikit/host_safety.hpp>
#include <urikit/href.hpp>
#include <urikit/ip_address.hpp>
#include <urikit/iri.hpp>
#include <urikit/kernel.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>
#include <urikit/repair.hpp>
#include <urikit/resolve.hpp>
#include <urikit/scheme_registry.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>
#include <urikit/utf8.hpp>

#endif  // URIKIT_URIKIT_HPP
