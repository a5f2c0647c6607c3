// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// --get TEMPLATE and --tsv FIELDS: one line per input made of chosen fields, so that a shell
// pipeline needs no JSON tool. "{host}" is a field of the record, or a component of its
// "output" URI when the command gives one (normalize, resolve, href, ...); "{query:NAME}"
// is the decoded value of the query's first parameter NAME (form style: '+' is a space).
#ifndef URIKIT_CLI_OUTPUT_TEMPLATE_HPP
#define URIKIT_CLI_OUTPUT_TEMPLATE_HPP

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"

namespace urikit::cli {

class output_stream;

class output_template {
 public:
  /// A --get template: "{NAME}" and "{query:NAME}" are replaced, "{{" and "}}" are braces,
  /// "\t", "\n" and "\\" are a TAB, a newline and a backslash. A newline ends the line.
  /// An ill-formed template gives the problem as a message.
  static std::optional<output_template> from_template(std::string_view text, std::string& problem);
  /// --tsv: the comma-separated fields (each NAME or query:NAME) joined by TABs, each value
  /// with TAB, newline, CR and '\' escaped as \t \n \r \\ (the usual TSV convention).
  static std::optional<output_template> from_field_list(std::string_view list, std::string& problem);

  /// What write() keeps from line to line (one per runner: no allocation per line once
  /// grown).
  struct scratch {
    std::vector<std::optional<std::string_view>> values;  ///< per piece: its text, or the query
    std::vector<std::size_t> field_at;  ///< per piece: where its field was in the last record
    std::string decoded;                                  ///< a {query:NAME} value
  };

  /// Writes the line for a successful record. A name that the record does not have, and
  /// that is not a component of its output, makes it write nothing and return false, with
  /// the problem.
  bool write(std::string_view input, const record& r, output_stream& out, scratch& s, std::string& problem) const;

 private:
  struct piece {
    enum class kind { literal, field, query_param } type;
    std::string text;
  };
  static bool add_name(std::vector<piece>& pieces, std::string_view name, std::string& problem);
  std::vector<piece> pieces_;
  bool escape_values_ = false;
};

}  // namespace urikit::cli

#endif
