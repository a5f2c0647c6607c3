// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit build: sets components from flags, encoding them as each component needs.
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <urikit/uri.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

/// Whether `name` matches the glob `pattern`: '*' any run of characters, '?' any one byte,
/// '\' makes the next character literal. (Byte-wise, so a name with a NUL octet still
/// compares whole; fnmatch(3) would stop there.)
bool glob_match(std::string_view pattern, std::string_view name) {
  std::size_t p = 0, n = 0, star = std::string_view::npos, resume = 0;
  while (n < name.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = ++p;
      resume = n;
    } else if (p < pattern.size() && pattern[p] == '?') {
      ++p, ++n;
    } else if (p < pattern.size() && pattern[p] == '\\' && p + 1 < pattern.size() && pattern[p + 1] == name[n]) {
      p += 2, ++n;
    } else if (p < pattern.size() && pattern[p] != '\\' && pattern[p] == name[n]) {
      ++p, ++n;
    } else if (star != std::string_view::npos) {
      p = star;
      n = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

bool is_glob(std::string_view pattern) { return pattern.find_first_of("*?\\") != std::string_view::npos; }

class build_command final : public copyable_command<build_command> {
 public:
  std::string_view name() const override { return "build"; }
  std::string_view summary() const override {
    return "build a URI from components, or edit the URIs given; values are percent-encoded as needed";
  }
  std::string_view examples() const override {
    return "  urikit build --scheme https --host example.com --path '/a b/ü' --param q='x&y'\n"
           "      # https://example.com/a%20b/%C3%BC?q=x%26y\n"
           "  urikit build --port 8443 --remove-fragment 'https://example.com/x#top'\n"
           "      # https://example.com:8443/x\n"
           "  urikit build --authority 'me@[::1]:8080' --append-segment 'a/b' 'http://h/docs'\n"
           "      # http://me@[::1]:8080/docs/a%2Fb\n"
           "  urikit build --set-param page=2 --erase-param 'utm_*' --sort-params \\\n"
           "      'http://h/?utm_source=x&page=1&a=1&utm_medium=y'\n"
           "      # http://h/?a=1&page=2\n"
           "  urikit build --remove-authority 'http://h//x'   # http:/.//x\n"
           "  urikit build --stdin --scheme https < urls.txt   # edit every line\n";
  }
  void configure(CLI::App& app) override {
    // Repeatable options take one value each, so an INPUT may follow them.
    scheme_opt_ = app.add_option("--scheme", scheme_, "scheme");
    authority_opt_ = app.add_option("--authority", authority_,
                                    "the whole authority, [userinfo@]host[:port] (decoded unless --encoded)");
    userinfo_opt_ = app.add_option("--userinfo", userinfo_, "userinfo (decoded text unless --encoded)");
    host_opt_ = app.add_option("--host", host_, "host: a name, an IPv4 or IPv6 address (decoded unless --encoded)");
    port_opt_ = app.add_option("--port", port_, "port digits");
    path_opt_ = app.add_option("--path", path_, "path ('/' separates segments)");
    app.add_option("--append-segment", segments_, "a path segment to append; '/' in it is data (repeatable)")
        ->allow_extra_args(false);
    query_opt_ = app.add_option("--query", query_, "query ('' gives an empty query)");
    fragment_opt_ = app.add_option("--fragment", fragment_, "fragment");
    app.add_option("--param", params_, "NAME=VALUE to append to the query (repeatable)")->allow_extra_args(false);
    app.add_option("--set-param", set_params_, "NAME=VALUE replacing every NAME (repeatable)")
        ->allow_extra_args(false);
    app.add_option("--erase-param", erase_params_,
                   "NAME: remove every NAME=... pair; a glob ('utm_*', '?', '\\*' for a '*') removes every "
                   "name it matches (repeatable)")
        ->allow_extra_args(false);
    app.add_flag("--form", form_, "write parameters as application/x-www-form-urlencoded (space as '+')");
    app.add_flag("--encoded", encoded_, "values are already percent-encoded: validate them, do not encode");
    app.add_flag("--remove-scheme", remove_scheme_, "remove the scheme");
    app.add_flag("--remove-authority", remove_authority_, "remove the authority");
    app.add_flag("--remove-userinfo", remove_userinfo_, "remove the userinfo");
    app.add_flag("--remove-host", remove_host_, "make the host empty (file://h/x -> file:///x)");
    app.add_flag("--remove-port", remove_port_, "remove the port");
    app.add_flag("--remove-path", remove_path_, "make the path empty");
    app.add_flag("--remove-query", remove_query_, "remove the query");
    app.add_flag("--remove-fragment", remove_fragment_, "remove the fragment");
    app.add_flag("--sort-params", sort_params_, "sort query parameters by name (stable)");
    app.add_flag("--stdin", stdin_, "edit each line of standard input (else: build from nothing)");
  }
  bool reads_stdin_without_inputs() const override { return stdin_; }

  void run(std::string_view input, record& out) override {
    auto parsed = uri::parse(input);
    if (!parsed) {
      out.fail(parsed.error());
      return;
    }
    uri u = std::move(*parsed);
    const auto how = encoded_ ? value_encoding::encoded : value_encoding::decoded;
    const auto style = form_ ? param_style::form : param_style::plain;
    auto given = [](const CLI::Option* o) { return o != nullptr && o->count() > 0; };
    // Each step either succeeds or leaves u unchanged; the error's offset is into the value.
    auto step = [&](result<void> r) {
      if (!r && out.ok) out.fail(r.error());
      return r.has_value();
    };
    // Removals first, then the components from the outside in, then the query's pairs.
    if (remove_scheme_) u.remove_scheme();
    if (remove_authority_) u.remove_authority();
    if (remove_userinfo_) u.remove_userinfo();
    if (remove_host_) u.remove_host();
    if (remove_port_) u.remove_port();
    if (remove_path_) u.remove_path();
    if (remove_query_) u.remove_query();
    if (remove_fragment_) u.remove_fragment();
    if (given(scheme_opt_) && !step(u.set_scheme(scheme_))) return;
    if (given(authority_opt_) && !step(u.set_authority(authority_, how))) return;
    if (given(userinfo_opt_) && !step(u.set_userinfo(userinfo_, how))) return;
    if (given(host_opt_) && !step(u.set_host(host_, how))) return;
    if (given(port_opt_) && !step(u.set_port(port_))) return;
    if (given(path_opt_) && !step(u.set_path(path_, how))) return;
    for (const auto& s : segments_)
      if (!step(u.insert_segment(u.encoded_segments().size(), s, how))) return;
    if (given(query_opt_) && !step(u.set_query(query_, how))) return;
    for (const auto& p : params_) {
      auto eq = p.find('=');
      u.append_param(p.substr(0, eq), eq == std::string::npos ? "" : p.substr(eq + 1), style);
    }
    for (const auto& p : set_params_) {
      auto eq = p.find('=');
      u.set_param(p.substr(0, eq), eq == std::string::npos ? "" : p.substr(eq + 1), style);
    }
    for (const auto& pattern : erase_params_) {
      if (!is_glob(pattern)) {
        u.erase_param(pattern, style);
        continue;
      }
      std::vector<std::string> matching;
      for (auto& p : u.params(style))
        if (glob_match(pattern, p.name)) matching.push_back(std::move(p.name));
      for (const auto& name : matching) u.erase_param(name, style);
    }
    if (sort_params_) u.sort_params(style);
    if (given(fragment_opt_) && !step(u.set_fragment(fragment_, how))) return;
    result_ = u.str();
    out.add("output", result_);
  }
  void release_memory() override { std::string().swap(result_); }

 private:
  std::string scheme_, authority_, userinfo_, host_, port_, path_, query_, fragment_, result_;
  CLI::Option *scheme_opt_ = nullptr, *authority_opt_ = nullptr, *userinfo_opt_ = nullptr, *host_opt_ = nullptr,
              *port_opt_ = nullptr, *path_opt_ = nullptr, *query_opt_ = nullptr, *fragment_opt_ = nullptr;
  std::vector<std::string> segments_, params_, set_params_, erase_params_;
  bool form_ = false, encoded_ = false, remove_scheme_ = false, remove_authority_ = false, remove_userinfo_ = false,
       remove_host_ = false, remove_port_ = false, remove_path_ = false, remove_query_ = false,
       remove_fragment_ = false, sort_params_ = false, stdin_ = false;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<build_command>(); }};

}  // namespace
}  // namespace urikit::cli
