// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The binding: option names (the command's option values) to the library's types. An
// unknown name raises ValueError (not URIError), as the command gives a usage error.
#ifndef URIKIT_PYTHON_OPTIONS_HPP
#define URIKIT_PYTHON_OPTIONS_HPP

#include <initializer_list>
#include <string>

#include <urikit/canonicalize.hpp>
#include <urikit/charset.hpp>
#include <urikit/compare.hpp>
#include <urikit/encode_sets.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

namespace urikit::python {

/// "string", "syntax" or "scheme", among `allowed`.
equivalence_level level_named(const std::string& name, std::initializer_list<const char*> allowed);
/// The options of `urikit dedup` (and normalize): --crawler first, then the level and
/// --conservative over it, as the command applies them.
normalize_options dedup_normalize_options(equivalence_level level, bool crawler, bool conservative,
                                          bool remove_tracking_params = false);
/// equivalent()/hash() unordered_query=...: the query order of `urikit compare
/// --unordered-query`.
query_order query_order_of(bool unordered_query) noexcept;
/// parse(rule=...): "reference", "uri", "absolute", "relative".
grammar rule_named(const std::string& name);

/// Builder query edits style=...: "form" (application/x-www-form-urlencoded, '+' a space,
/// the C++ default) or "plain" (RFC 3986's query-param set, a space as %20).
param_style param_style_named(const std::string& name);

/// The canonicalization profile of that name, as urikit.canonicalize() takes it
/// ("google", "ia", ...); ValueError for an unknown one.
canon_profile profile_named(const std::string& name);
/// encode/decode set=...: the row of the library's table of encode sets by its name (the
/// command's --set names); ValueError for another name.
const encode_set& encode_set_named(const std::string& name);
/// Raises ValueError unless ICU knows the charset (`for_output`: a charset to write).
void require_known_charset(const std::string& name, bool for_output);

/// What a batch does with a failed input: None in its place, or raise the first.
enum class on_error { none, raise };
on_error on_error_named(const std::string& name);

/// What a batch of str outputs returns: a list of str (and None), or one bytes object of
/// lines (output="lines", operation.hpp's call_many_lines()).
enum class batch_output { list, lines };
batch_output batch_output_named(const std::string& name);

}  // namespace urikit::python

#endif
