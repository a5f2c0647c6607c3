// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the tracking-parameter list behind normalize_options::remove_tracking_params
// (DuckDuckGo's list, data/tracking_params/, compiled in as src/tracking_params_table.inc).
// The general writer (normalize.cpp) is its one user: the option's meaning lives there and
// in the plan (normalize_plan.hpp); this file only answers questions about the list.
#ifndef URIKIT_SRC_TRACKING_PARAMS_HPP
#define URIKIT_SRC_TRACKING_PARAMS_HPP

#include <cstddef>
#include <string>
#include <string_view>

namespace urikit::detail {

/// Whether `name`, a query parameter's name as the general writer has normalized it, is
/// on the list: compared exactly (octets, case-sensitive).
bool is_tracking_param(std::string_view name) noexcept;

/// Whether the list leaves the queries of `host` alone: `host` (normalized, lower case)
/// is one of the source's exception domains or a subdomain of one. A trailing '.' (an
/// absolute DNS name) is the same host.
bool tracking_exempt_host(std::string_view host) noexcept;

/// Removes from out[query_begin, end), a normalized query, every &-separated parameter
/// whose name (up to the first '=') is on the list; the others keep their order and
/// their text. In place (no allocation). A query all of whose parameters go becomes empty.
void remove_tracking_params(std::string& out, std::size_t query_begin) noexcept;

}  // namespace urikit::detail

#endif
