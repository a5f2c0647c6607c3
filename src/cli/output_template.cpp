// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "output_template.hpp"

#include <array>

#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "output_stream.hpp"

namespace urikit::cli {
namespace {

constexpr std::array<std::string_view, 9> component_names{"scheme", "authority", "userinfo", "host", "host_type",
                                                          "port",   "path",      "query",    "fragment"};

bool is_component(std::string_view name) {
  for (auto c : component_names)
    if (c == name) return true;
  return false;
}

/// A component of `v` by name: its text, or nullopt when undefined.
std::optional<std::string_view> component(const uri_view& v, std::string_view name) {
  if (name == "scheme") return v.scheme();
  if (name == "authority") return v.authority();
  if (name == "userinfo") return v.userinfo();
  if (name == "host") return v.host();
  if (name == "host_type") {
    if (v.host_type() == host_type::none) return std::nullopt;
    return host_type_name(v.host_type());
  }
  if (name == "port") return v.port();
  if (name == "path") return v.path();
  if (name == "query") return v.query();
  return v.fragment();
}

const field* find_field(const record& r, std::string_view name) {
  for (const auto& f : r.fields)
    if (f.name == name) return &f;
  return nullptr;
}

/// find_field(), trying first where the field was in the last record (`at`, updated): a
/// command adds its fields in the same order for every input.
const field* find_field_at(const record& r, std::string_view name, std::size_t& at) {
  if (at < r.fields.size() && r.fields[at].name == name) return &r.fields[at];
  const field* f = find_field(r, name);
  if (f != nullptr) at = static_cast<std::size_t>(f - r.fields.data());
  return f;
}

void write_value(output_stream& out, std::string_view value, bool escape) {
  if (!escape) {
    out.append(value);
    return;
  }
  std::size_t from = 0;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char c = value[i];
    const char* esc = c == '\t' ? "\\t" : c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\\' ? "\\\\" : nullptr;
    if (esc == nullptr) continue;
    out.append(value.substr(from, i - from));
    out.append(esc);
    from = i + 1;
  }
  out.append(value.substr(from));
}

/// The decoded value of the first parameter of `query` whose decoded name is `name`
/// (application/x-www-form-urlencoded reading; a malformed '%' is kept). Nothing is
/// written when there is none.
void write_param(output_stream& out, std::string_view query, std::string_view name, std::string& scratch,
                 bool escape) {
  decode_options form;
  form.lenient = true;
  form.style = param_style::form;
  while (true) {
    const std::size_t amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    const std::size_t eq = pair.find('=');
    const std::string_view encoded_name = pair.substr(0, eq);
    bool match = encoded_name == name;
    if (!match && encoded_name.find_first_of("%+") != std::string_view::npos) {
      auto decoded = decode(encoded_name, form);
      match = decoded && *decoded == name;
    }
    if (match) {
      if (eq == std::string_view::npos) return;
      auto value = decode(pair.substr(eq + 1), form);
      if (value) {
        scratch = std::move(*value);
        write_value(out, scratch, escape);
      }
      return;
    }
    if (amp == std::string_view::npos) return;
    query.remove_prefix(amp + 1);
  }
}

}  // namespace

bool output_template::add_name(std::vector<piece>& pieces, std::string_view name, std::string& problem) {
  if (name.substr(0, 6) == "query:") {
    pieces.push_back({piece::kind::query_param, std::string(name.substr(6))});
    return true;
  }
  if (name.empty() || name.find_first_of("{}:\\") != std::string_view::npos) {
    problem = "'" + std::string(name) + "' is not a field name";
    return false;
  }
  pieces.push_back({piece::kind::field, std::string(name)});
  return true;
}

std::optional<output_template> output_template::from_template(std::string_view text, std::string& problem) {
  output_template t;
  std::string literal;
  auto flush_literal = [&] {
    if (!literal.empty()) t.pieces_.push_back({piece::kind::literal, literal});
    literal.clear();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size() && (text[i + 1] == 't' || text[i + 1] == 'n' || text[i + 1] == '\\')) {
      literal += text[i + 1] == 't' ? '\t' : text[i + 1] == 'n' ? '\n' : '\\';
      ++i;
    } else if ((c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
      literal += c;
      ++i;
    } else if (c == '{') {
      const std::size_t close = text.find('}', i);
      if (close == std::string_view::npos) {
        problem = "a '{' without its '}' (write '{{' for a brace)";
        return std::nullopt;
      }
      flush_literal();
      if (!add_name(t.pieces_, text.substr(i + 1, close - i - 1), problem)) return std::nullopt;
      i = close;
    } else if (c == '}') {
      problem = "a '}' without its '{' (write '}}' for a brace)";
      return std::nullopt;
    } else {
      literal += c;
    }
  }
  literal += '\n';
  flush_literal();
  return t;
}

std::optional<output_template> output_template::from_field_list(std::string_view list, std::string& problem) {
  output_template t;
  t.escape_values_ = true;
  while (true) {
    const std::size_t comma = list.find(',');
    if (!add_name(t.pieces_, list.substr(0, comma), problem)) return std::nullopt;
    if (comma == std::string_view::npos) break;
    t.pieces_.push_back({piece::kind::literal, "\t"});
    list.remove_prefix(comma + 1);
  }
  t.pieces_.push_back({piece::kind::literal, "\n"});
  return t;
}

bool output_template::write(std::string_view input, const record& r, output_stream& out, scratch& s,
                            std::string& problem) const {
  std::optional<uri_view> output_uri;  // the "output" field parsed, when a component is asked of it
  bool output_parsed = false;
  auto output_component = [&](std::string_view name, std::optional<std::string_view>& value) {
    if (!output_parsed) {
      output_parsed = true;
      if (const field* o = find_field(r, "output"); o != nullptr && o->type == field::kind::string) {
        if (auto v = parse_uri_reference(o->text)) output_uri = *v;
      }
    }
    if (!output_uri) return false;
    value = component(*output_uri, name);
    return true;
  };
  // First every value (the query, for {query:NAME}), so that nothing is written when one
  // is missing; then the line.
  if (s.values.size() != pieces_.size()) {
    s.values.resize(pieces_.size());
    s.field_at.assign(pieces_.size(), 0);
  }
  for (std::size_t k = 0; k < pieces_.size(); ++k) {
    const piece& p = pieces_[k];
    std::optional<std::string_view>& value = s.values[k];
    value.reset();
    if (p.type == piece::kind::literal) continue;
    const std::string_view name = p.type == piece::kind::query_param ? std::string_view("query") : p.text;
    if (name == "input") {
      value = input;
    } else if (const field* f = find_field_at(r, name, s.field_at[k])) {
      switch (f->type) {
        case field::kind::string:
        case field::kind::json: value = f->text; break;
        case field::kind::null: break;
        case field::kind::boolean: value = f->flag ? "true" : "false"; break;
        case field::kind::number: break;  // written below
      }
    } else if (!is_component(name) || !output_component(name, value)) {
      if (p.type == piece::kind::query_param) {
        problem = "this command gives no query to read {query:" + p.text + "} from";
        return false;
      }
      problem = "no field '" + p.text + "' (fields: input";
      for (const auto& other : r.fields) problem += ", " + std::string(other.name);
      if (find_field(r, "output") != nullptr) problem += ", and the URI components of the output";
      problem += ")";
      return false;
    }
  }
  for (std::size_t k = 0; k < pieces_.size(); ++k) {
    const piece& p = pieces_[k];
    const std::optional<std::string_view>& value = s.values[k];
    if (p.type == piece::kind::literal) {
      out.append(p.text);
    } else if (p.type == piece::kind::query_param) {
      if (value) write_param(out, *value, p.text, s.decoded, escape_values_);
    } else if (value) {
      write_value(out, *value, escape_values_);
    } else if (const field* f = find_field(r, p.text); f != nullptr && f->type == field::kind::number) {
      out.append_number(f->number);
    }
  }
  return true;
}

}  // namespace urikit::cli
