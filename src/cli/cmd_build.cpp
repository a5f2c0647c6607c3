// urikit build: sets components from flags, encoding them as each component needs.
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <urikit/uri.hpp>

#include "command.hpp"

namespace urikit::cli {
namespace {

class build_command final : public command {
 public:
  std::string_view name() const override { return "build"; }
  std::string_view summary() const override {
    return "build a URI from components, or edit the URIs given; values are percent-encoded as needed";
  }
  std::string_view examples() const override {
    return "  urikit build --scheme https --host example.com --path '/a b/ü' --param q='x&y'\n"
           "      # https://example.com/a%20b/%C3%BC?q=x%26y\n"
           "  urikit build --port 8443 --remove-fragment 'https://example.com/x#top'\n"
           "  urikit build --stdin --scheme https < urls.txt   # edit every line\n";
  }
  void configure(CLI::App& app) override {
    app.add_option("--scheme", scheme_, "scheme");
    app.add_option("--userinfo", userinfo_, "userinfo (decoded text unless --encoded)");
    app.add_option("--host", host_, "host: a name, an IPv4 or IPv6 address (decoded unless --encoded)");
    app.add_option("--port", port_, "port digits");
    app.add_option("--path", path_, "path ('/' separates segments)");
    app.add_option("--query", query_, "query");
    app.add_option("--fragment", fragment_, "fragment");
    app.add_option("--param", params_, "NAME=VALUE to append to the query (repeatable)");
    app.add_option("--set-param", set_params_, "NAME=VALUE replacing every NAME (repeatable)");
    app.add_flag("--form", form_, "write parameters as application/x-www-form-urlencoded (space as '+')");
    app.add_flag("--encoded", encoded_, "values are already percent-encoded: validate them, do not encode");
    app.add_flag("--remove-query", remove_query_, "remove the query");
    app.add_flag("--remove-fragment", remove_fragment_, "remove the fragment");
    app.add_flag("--remove-port", remove_port_, "remove the port");
    app.add_flag("--remove-authority", remove_authority_, "remove the authority");
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
    // Each step either succeeds or leaves u unchanged; the error's offset is into the value.
    auto step = [&](result<void> r) {
      if (!r && out.ok) out.fail(r.error());
      return r.has_value();
    };
    if (remove_authority_) u.remove_authority();
    if (!scheme_.empty() && !step(u.set_scheme(scheme_))) return;
    if (!userinfo_.empty() && !step(u.set_userinfo(userinfo_, how))) return;
    if (!host_.empty() && !step(u.set_host(host_, how))) return;
    if (!port_.empty() && !step(u.set_port(port_))) return;
    if (remove_port_) u.remove_port();
    if (!path_.empty() && !step(u.set_path(path_, how))) return;
    if (remove_query_) u.remove_query();
    if (!query_.empty() && !step(u.set_query(query_, how))) return;
    for (const auto& p : params_) {
      auto eq = p.find('=');
      u.append_param(p.substr(0, eq), eq == std::string::npos ? "" : p.substr(eq + 1), style);
    }
    for (const auto& p : set_params_) {
      auto eq = p.find('=');
      u.set_param(p.substr(0, eq), eq == std::string::npos ? "" : p.substr(eq + 1), style);
    }
    if (sort_params_) u.sort_params(style);
    if (remove_fragment_) u.remove_fragment();
    if (!fragment_.empty() && !step(u.set_fragment(fragment_, how))) return;
    result_ = u.str();
    out.add("output", result_);
  }

 private:
  std::string scheme_, userinfo_, host_, port_, path_, query_, fragment_, result_;
  std::vector<std::string> params_, set_params_;
  bool form_ = false, encoded_ = false, remove_query_ = false, remove_fragment_ = false, remove_port_ = false,
       remove_authority_ = false, sort_params_ = false, stdin_ = false;
};

const registration reg{[]() -> std::unique_ptr<command> { return std::make_unique<build_command>(); }};

}  // namespace
}  // namespace urikit::cli
