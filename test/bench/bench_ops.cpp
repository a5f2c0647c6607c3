// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit_bench: normalize/, resolve/, encode/, decode/ and iri_to_uri/<library>/<dataset>.
// Each library's results are checked (against urikit's or against the input) before timing.
#include <urikit/iri.hpp>
#include <urikit/compare.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/resolve.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "bench_data.hpp"

#ifdef URIKIT_BENCH_BOOST_URL
#include <boost/url.hpp>
#endif
#ifdef URIKIT_BENCH_URIPARSER
#include <uriparser/Uri.h>
#endif
#ifdef URIKIT_BENCH_CURL
#include <curl/curl.h>
#endif

namespace urikit::bench {
namespace {

constexpr const char* resolve_base = "http://a/b/c/d;p?q";

/// "../" followed by each valid URL's path (without its leading '/'), query and fragment:
/// the references resolved against http://a/b/c/d;p?q.
const std::vector<std::string>& references(const dataset& d) {
  static std::map<std::string, std::vector<std::string>> cache;
  auto& v = cache[d.name];
  if (v.empty()) {
    for (const auto& u : valid_urls(d)) {
      auto p = parse_uri_reference(u);
      std::string ref = "../";
      std::string_view path = p->path();
      if (!path.empty() && path[0] == '/') path.remove_prefix(1);
      ref.append(path);
      if (auto q = p->query()) ref.append("?").append(*q);
      if (auto f = p->fragment()) ref.append("#").append(*f);
      if (parse_uri_reference(ref)) v.push_back(ref);
    }
  }
  return v;
}

/// The references of a page as crawlers meet them, built from each valid URL in turn as
/// one of seven shapes: the URL itself, "//authority/path?query", "/path?query",
/// "path?query", "../path?query", "?query" and "#path" (the relative ones dropped where
/// they would not parse, e.g. a first segment with ':').
const std::vector<std::string>& mixed_references(const dataset& d) {
  static std::map<std::string, std::vector<std::string>> cache;
  auto& v = cache[d.name];
  if (v.empty()) {
    std::size_t k = 0;
    for (const auto& u : valid_urls(d)) {
      auto p = parse_uri_reference(u);
      std::string path(p->path());
      if (!path.empty() && path[0] == '/') path.erase(0, 1);
      const std::string query = p->query() ? "?" + std::string(*p->query()) : "";
      std::string ref;
      switch (k++ % 7) {
        case 0: ref = u; break;
        case 1: ref = p->authority() ? "//" + std::string(*p->authority()) + "/" + path + query : u; break;
        case 2: ref = "/" + path + query; break;
        case 3: ref = (path.empty() ? "index.html" : path) + query; break;
        case 4: ref = "../" + path + query; break;
        case 5: ref = query.empty() ? "?" + path : query; break;
        default: ref = "#" + path; break;
      }
      if (parse_uri_reference(ref)) v.push_back(ref);
    }
  }
  return v;
}

/// The data set's lines without NUL bytes (see encode below).
const std::vector<std::string>& text_urls(const dataset& d) {
  static std::map<std::string, std::vector<std::string>> cache;
  auto& v = cache[d.name];
  if (v.empty())
    for (const auto& u : d.urls)
      if (u.find('\0') == std::string::npos) v.push_back(u);
  return v;
}

const std::vector<std::string>& encoded_urls(const dataset& d) {
  static std::map<std::string, std::vector<std::string>> cache;
  auto& v = cache[d.name];
  if (v.empty())
    for (const auto& u : text_urls(d)) v.push_back(encode(u, charsets::unreserved));
  return v;
}

/// The size of the longest string (the room a buffer needs for any of them).
std::size_t longest_string(const std::vector<std::string>& in) {
  std::size_t n = 0;
  for (const auto& s : in) n = std::max(n, s.size());
  return n;
}

std::size_t string_size(const std::string& s) { return s.size(); }

/// A component text and the set it is encoded with.
struct component_text {
  std::string text;
  const charset* set;
};

/// Each valid URL's path, query and fragment (those not empty), percent-decoded: the
/// ASCII-heavy, component-length text that applications encode into URIs.
const std::vector<component_text>& component_texts(const dataset& d) {
  static std::map<std::string, std::vector<component_text>> cache;
  auto& v = cache[d.name];
  if (v.empty()) {
    decode_options lenient;
    lenient.lenient = true;
    for (const auto& u : valid_urls(d)) {
      auto p = parse_uri_reference(u);
      if (!p->path().empty()) v.push_back({*decode(p->path(), lenient), &charsets::path});
      if (auto q = p->query(); q && !q->empty()) v.push_back({*decode(*q, lenient), &charsets::query});
      if (auto f = p->fragment(); f && !f->empty()) v.push_back({*decode(*f, lenient), &charsets::fragment});
    }
  }
  return v;
}

/// The components as written in the URLs (mostly without '%'): what a server decodes.
const std::vector<std::string>& encoded_components(const dataset& d) {
  static std::map<std::string, std::vector<std::string>> cache;
  auto& v = cache[d.name];
  if (v.empty())
    for (const auto& c : component_texts(d)) v.push_back(encode(c.text, *c.set));
  return v;
}

std::size_t longest(const std::vector<component_text>& in) {
  std::size_t n = 0;
  for (const auto& c : in) n = std::max(n, c.text.size());
  return n;
}


/// Throughput over the bytes of `inputs` (not of the data set's URLs).
template <class Texts, class Size, class One>
void timed_over_bytes(benchmark::State& state, const Texts& inputs, Size&& size_of, One&& one) {
  std::size_t bytes = 0;
  for (const auto& x : inputs) bytes += size_of(x);
  loop_timer timer;
  for (auto _ : state) {
    std::size_t n = 0;
    for (const auto& x : inputs) n += one(x);
    benchmark::DoNotOptimize(n);
  }
  const double ns = timer.elapsed_ns();
  const double iterations = static_cast<double>(state.iterations());
  state.counters["bytes_per_second"] = benchmark::Counter(static_cast<double>(bytes) * iterations / (ns * 1e-9));
  state.counters["ns_per_item"] = ns / (iterations * static_cast<double>(inputs.size()));
  state.counters["avg_bytes"] = static_cast<double>(bytes) / static_cast<double>(inputs.size());
}

/// An output buffer that starts on a 64-byte boundary, for every row (urikit's and the
/// peers') that writes into a caller's buffer. A std::vector's or std::string's block lands
/// wherever the heap's history puts it (the number of repetitions moves it), and on Zen 4
/// where it landed made rows up to a third slower: normalize_to's 64-byte store across a
/// page boundary (kasztp 16-19 ns a URL against 14.0), the portable encoder's byte stores
/// (kasztp 0.85 ms a pass against 0.70 for the same machine code). The rows time the code,
/// not the placement (docs/performance.md).
class aligned_output {
 public:
  explicit aligned_output(std::size_t size)
      : storage_(size + 63),
        data_(reinterpret_cast<char*>((reinterpret_cast<std::uintptr_t>(storage_.data()) + 63) & ~std::uintptr_t{63})),
        size_(size) {}
  char* data() const noexcept { return data_; }
  std::size_t size() const noexcept { return size_; }

 private:
  std::vector<char> storage_;
  char* data_;
  std::size_t size_;
};

void skip(benchmark::State& state, const char* what, const std::string& example) {
  char msg[300];
  std::snprintf(msg, sizeof msg, "%s: %.200s", what, example.c_str());
  state.SkipWithError(msg);
}

// ---------------------------------------------------------------- normalize

const bool normalize_urikit = register_per_dataset("normalize", "urikit", [](benchmark::State& state, const dataset& d) {
  const auto& in = valid_urls(d);
  std::string out, again;
  for (const auto& u : in) {  // check: the output re-parses and is a fixed point
    out.clear();
    normalize_into(out, *parse_uri_reference(u));
    auto p = parse_uri_reference(out);
    if (!p) return skip(state, "normalized output does not parse", u);
    again.clear();
    normalize_into(again, *p);
    if (again != out) return skip(state, "normalize is not idempotent", u);
  }
  const std::size_t before = allocation_count();
  time_each(state, in, [&](const std::string& u) {
    auto p = parse_uri_reference(u);
    out.clear();
    normalize_into(out, *p);
    return out.size();
  });
  state.counters["allocs_per_url"] = static_cast<double>(allocation_count() - before) /
                                     (static_cast<double>(state.iterations()) * static_cast<double>(in.size()));
});

// Into a caller's buffer (normalize_to): no std::string to size on every call.
const bool normalize_urikit_to = register_per_dataset("normalize", "urikit_to", [](benchmark::State& state, const dataset& d) {
  const auto& in = valid_urls(d);
  std::size_t longest = 0;
  for (const auto& u : in) longest = std::max(longest, u.size());
  aligned_output output(longest + normalize_to_slack);
  char* const buffer = output.data();
  std::string want;
  for (const auto& u : in) {  // check: the same text as normalize_into
    const auto p = parse_uri_reference(u);
    want.clear();
    normalize_into(want, *p);
    const char* end = normalize_to(buffer, *p);
    if (std::string_view(buffer, static_cast<std::size_t>(end - buffer)) != want)
      return skip(state, "normalize_to differs from normalize_into", u);
  }
  const std::size_t before = allocation_count();
  time_each(state, in, [&](const std::string& u) {
    auto p = parse_uri_reference(u);
    return static_cast<std::size_t>(normalize_to(buffer, *p) - buffer);
  });
  state.counters["allocs_per_url"] = static_cast<double>(allocation_count() - before) /
                                     (static_cast<double>(state.iterations()) * static_cast<double>(in.size()));
});

// hash: parse, then the scheme-level hash (normalize into a per-thread buffer, then hash
// the bytes), what a crawler's seen-set computes per URL. No peer has one.
const bool hash_urikit = register_per_dataset("hash", "urikit", [](benchmark::State& state, const dataset& d) {
  const auto& in = valid_urls(d);
  std::string a, b;
  for (const auto& u : in) {  // check: the hash is the one of the normalized text
    const auto p = parse_uri_reference(u);
    a.clear();
    normalize_into(a, *p);
    if (hash(*p) != hash(*parse_uri_reference(a))) return skip(state, "hash differs from its normalized form's", u);
  }
  time_each(state, in, [&](const std::string& u) {
    return static_cast<std::size_t>(hash(*parse_uri_reference(u)) & 1);
  });
});

// The opt-in options of issue 19, for their cost beside the rows above: normalize with
// remove_tracking_params (every URI with a query takes the general writer), and the hash
// with query_order::unordered (the parameters' hashes summed).
const bool normalize_urikit_tracking =
    register_per_dataset("normalize", "urikit_remove_tracking", [](benchmark::State& state, const dataset& d) {
      const auto& in = valid_urls(d);
      normalize_options o;
      o.remove_tracking_params = true;
      std::string out, again;
      for (const auto& u : in) {  // check: a fixed point
        out.clear();
        normalize_into(out, *parse_uri_reference(u), o);
        again.clear();
        normalize_into(again, *parse_uri_reference(out), o);
        if (again != out) return skip(state, "normalize is not idempotent", u);
      }
      time_each(state, in, [&](const std::string& u) {
        out.clear();
        normalize_into(out, *parse_uri_reference(u), o);
        return out.size();
      });
    });

const bool hash_urikit_unordered =
    register_per_dataset("hash", "urikit_unordered_query", [](benchmark::State& state, const dataset& d) {
      const auto& in = valid_urls(d);
      std::string a;
      for (const auto& u : in) {  // check: the hash is the one of the normalized text
        const auto p = parse_uri_reference(u);
        a.clear();
        normalize_into(a, *p);
        if (hash(*p, {}, query_order::unordered) != hash(*parse_uri_reference(a), {}, query_order::unordered))
          return skip(state, "hash differs from its normalized form's", u);
      }
      time_each(state, in, [&](const std::string& u) {
        return static_cast<std::size_t>(hash(*parse_uri_reference(u), {}, query_order::unordered) & 1);
      });
    });

#ifdef URIKIT_BENCH_BOOST_URL
const bool normalize_boost = register_per_dataset("normalize", "boost_url", [](benchmark::State& state, const dataset& d) {
  time_each(state, valid_urls(d), [](const std::string& u) -> std::size_t {
    auto r = boost::urls::parse_uri_reference(u);
    if (!r) return 0;
    boost::urls::url x(*r);
    x.normalize();
    return x.buffer().size();
  });
});
#endif

#ifdef URIKIT_BENCH_URIPARSER
std::size_t uriparser_normalize(const std::string& u, std::string& out) {
  UriUriA uri;
  const char* err = nullptr;
  if (uriParseSingleUriExA(&uri, u.data(), u.data() + u.size(), &err) != URI_SUCCESS) return 0;
  uriNormalizeSyntaxExA(&uri, URI_NORMALIZE_SCHEME | URI_NORMALIZE_USER_INFO | URI_NORMALIZE_HOST |
                                  URI_NORMALIZE_PATH | URI_NORMALIZE_QUERY | URI_NORMALIZE_FRAGMENT);
  int chars = 0;
  uriToStringCharsRequiredA(&uri, &chars);
  out.resize(static_cast<std::size_t>(chars) + 1);
  uriToStringA(out.data(), &uri, chars + 1, nullptr);
  out.resize(static_cast<std::size_t>(chars));
  uriFreeUriMembersA(&uri);
  return out.size();
}
const bool normalize_uriparser = register_per_dataset("normalize", "uriparser", [](benchmark::State& state, const dataset& d) {
  std::string out;
  time_each(state, valid_urls(d), [&](const std::string& u) { return uriparser_normalize(u, out); });
});
#endif

#ifdef URIKIT_BENCH_CURL
// curl has no normalization API; setting and getting a URL canonicalizes what curl knows
// (scheme and host case, default port, dot segments), the nearest equivalent.
const bool normalize_curl = register_per_dataset("normalize", "curl", [](benchmark::State& state, const dataset& d) {
  CURLU* h = curl_url();
  time_each(state, valid_urls(d), [&](const std::string& u) -> std::size_t {
    if (curl_url_set(h, CURLUPART_URL, u.c_str(), CURLU_NON_SUPPORT_SCHEME) != CURLUE_OK) return 0;
    char* out = nullptr;
    if (curl_url_get(h, CURLUPART_URL, &out, 0) != CURLUE_OK) return 0;
    std::size_t n = std::strlen(out);
    curl_free(out);
    return n;
  });
  curl_url_cleanup(h);
});
#endif

// ---------------------------------------------------------------- resolve

using reference_list = const std::vector<std::string>& (*)(const dataset&);

/// resolve/<library>/<dataset> (references()) and resolve_mixed/... (mixed_references()).
bool register_resolve(const char* op, reference_list refs_of) {
  register_per_dataset(op, "urikit", [refs_of](benchmark::State& state, const dataset& d) {
    static const std::string base_text = resolve_base;
    const uri_view base = *parse_uri(base_text);
    std::string out;
    const std::size_t before = allocation_count();
    time_each(state, refs_of(d), [&](const std::string& ref) {
      auto r = parse_uri_reference(ref);
      out.clear();
      (void)resolve_into(out, base, *r);
      return out.size();
    });
    state.counters["allocs_per_url"] = static_cast<double>(allocation_count() - before) /
                                       (static_cast<double>(state.iterations()) * static_cast<double>(refs_of(d).size()));
  });

  // The same through a base_resolver made once for the base (a crawler resolving a page's
  // links): results checked equal to resolve_into's first.
  register_per_dataset(op, "urikit_base", [refs_of](benchmark::State& state, const dataset& d) {
    static const std::string base_text = resolve_base;
    const uri_view base = *parse_uri(base_text);
    const base_resolver page(base);
    std::string out, want;
    for (const auto& ref : refs_of(d)) {
      auto r = parse_uri_reference(ref);
      want.clear();
      (void)resolve_into(want, base, *r);
      out.clear();
      (void)page.resolve_into(out, *r);
      if (out != want) return skip(state, "base_resolver differs from resolve_into", ref);
    }
    time_each(state, refs_of(d), [&](const std::string& ref) {
      auto r = parse_uri_reference(ref);
      out.clear();
      (void)page.resolve_into(out, *r);
      return out.size();
    });
  });

#ifdef URIKIT_BENCH_BOOST_URL
  register_per_dataset(op, "boost_url", [refs_of](benchmark::State& state, const dataset& d) {
    auto base = boost::urls::parse_uri(resolve_base).value();
    boost::urls::url dest;
    time_each(state, refs_of(d), [&](const std::string& ref) -> std::size_t {
      auto r = boost::urls::parse_uri_reference(ref);
      if (!r) return 0;
      if (!boost::urls::resolve(base, *r, dest)) return 0;
      return dest.buffer().size();
    });
  });
#endif

#ifdef URIKIT_BENCH_URIPARSER
  register_per_dataset(op, "uriparser", [refs_of](benchmark::State& state, const dataset& d) {
    UriUriA base;
    const char* err = nullptr;
    uriParseSingleUriA(&base, resolve_base, &err);
    // Check against urikit on the data set first.
    std::size_t differ = 0;
    std::string first;
    auto run = [&](const std::string& ref, std::string* text) -> std::size_t {
      UriUriA r, dest;
      if (uriParseSingleUriExA(&r, ref.data(), ref.data() + ref.size(), &err) != URI_SUCCESS) return 0;
      std::size_t n = 0;
      if (uriAddBaseUriExA(&dest, &r, &base, URI_RESOLVE_STRICTLY) == URI_SUCCESS) {
        int chars = 0;
        uriToStringCharsRequiredA(&dest, &chars);
        std::string s(static_cast<std::size_t>(chars) + 1, '\0');
        uriToStringA(s.data(), &dest, chars + 1, nullptr);
        s.resize(static_cast<std::size_t>(chars));
        n = s.size();
        if (text) *text = std::move(s);
        uriFreeUriMembersA(&dest);
      }
      uriFreeUriMembersA(&r);
      return n;
    };
    for (const auto& ref : refs_of(d)) {
      std::string theirs;
      run(ref, &theirs);
      if (theirs != *resolve(resolve_base, ref)) {
        if (!differ++) first = ref;
      }
    }
    state.counters["differ_from_urikit"] = static_cast<double>(differ);
    time_each(state, refs_of(d), [&](const std::string& ref) { return run(ref, nullptr); });
    uriFreeUriMembersA(&base);
  });
#endif

#ifdef URIKIT_BENCH_CURL
  register_per_dataset(op, "curl", [refs_of](benchmark::State& state, const dataset& d) {
    CURLU* base = curl_url();
    curl_url_set(base, CURLUPART_URL, resolve_base, 0);
    time_each(state, refs_of(d), [&](const std::string& ref) -> std::size_t {
      CURLU* h = curl_url_dup(base);
      std::size_t n = 0;
      if (curl_url_set(h, CURLUPART_URL, ref.c_str(), 0) == CURLUE_OK) {
        char* out = nullptr;
        if (curl_url_get(h, CURLUPART_URL, &out, 0) == CURLUE_OK) {
          n = std::strlen(out);
          curl_free(out);
        }
      }
      curl_url_cleanup(h);
      return n;
    });
    curl_url_cleanup(base);
  });
#endif
  return true;
}

const bool resolve_registered = register_resolve("resolve", references) && register_resolve("resolve_mixed", mixed_references);

// ---------------------------------------------------------------- encode / decode
// Whole URLs with the unreserved set (every delimiter encoded): the one set all three
// libraries share. Lines holding a NUL byte are left out: uriparser's uriEscapeExA stops
// at NUL (urikit's encoder is NUL-safe and tested so).

// Every library writes into a buffer made once, with room for the longest URL (3n bytes);
// encode/urikit_string is urikit's encode_into() appending to a std::string instead.
const bool encode_urikit = register_per_dataset("encode", "urikit", [](benchmark::State& state, const dataset& d) {
  aligned_output output(3 * longest_string(text_urls(d)) + 1);
  char* const buf = output.data();
  timed_over_bytes(state, text_urls(d), string_size, [&](const std::string& u) {
    return static_cast<std::size_t>(encode_to(buf, u, charsets::unreserved) - buf);
  });
});

const bool encode_urikit_string = register_per_dataset("encode", "urikit_string", [](benchmark::State& state, const dataset& d) {
  std::string out;
  timed_over_bytes(state, text_urls(d), string_size, [&](const std::string& u) {
    out.clear();
    encode_into(out, u, charsets::unreserved);
    return out.size();
  });
});

const bool decode_urikit = register_per_dataset("decode", "urikit", [](benchmark::State& state, const dataset& d) {
  const auto& in = encoded_urls(d);
  for (std::size_t i = 0; i < in.size(); ++i)
    if (*decode(in[i]) != text_urls(d)[i]) return skip(state, "decode(encode(x)) != x", text_urls(d)[i]);
  // Into a caller's buffer (decode_to), as uriparser decodes in a caller's buffer (a copy
  // of the text, which its in-place API needs) and Boost.URL into a new string.
  aligned_output output(longest_string(in));
  char* const buf = output.data();
  timed_over_bytes(state, in, string_size, [&](const std::string& e) {
    return static_cast<std::size_t>(*decode_to(buf, e) - buf);
  });
});

// The same into a std::string (decode_into), for comparison.
const bool decode_urikit_string = register_per_dataset("decode", "urikit_string", [](benchmark::State& state, const dataset& d) {
  std::string out;
  timed_over_bytes(state, encoded_urls(d), string_size, [&](const std::string& e) {
    out.clear();
    (void)decode_into(out, e);
    return out.size();
  });
});

#ifdef URIKIT_BENCH_BOOST_URL
const bool encode_boost = register_per_dataset("encode", "boost_url", [](benchmark::State& state, const dataset& d) {
  for (const auto& u : text_urls(d))
    if (boost::urls::encode(u, boost::urls::unreserved_chars) != encode(u, charsets::unreserved))
      return skip(state, "Boost.URL's encoding differs from urikit's", u);
  aligned_output output(3 * longest_string(text_urls(d)) + 1);
  char* const buf = output.data();
  timed_over_bytes(state, text_urls(d), string_size, [&](const std::string& u) {
    return boost::urls::encode(buf, output.size(), u, boost::urls::unreserved_chars);
  });
});
const bool decode_boost = register_per_dataset("decode", "boost_url", [](benchmark::State& state, const dataset& d) {
  timed_over_bytes(state, encoded_urls(d), string_size, [](const std::string& e) -> std::size_t {
    auto p = boost::urls::make_pct_string_view(e);
    if (!p) return 0;
    return p->decode().size();
  });
});
#endif

#ifdef URIKIT_BENCH_URIPARSER
const bool encode_uriparser = register_per_dataset("encode", "uriparser", [](benchmark::State& state, const dataset& d) {
  aligned_output output(3 * longest_string(text_urls(d)) + 1);
  char* const out = output.data();
  auto one = [&](const std::string& u) {
    const char* end = uriEscapeExA(u.data(), u.data() + u.size(), out, URI_FALSE, URI_FALSE);
    return static_cast<std::size_t>(end - out);
  };
  for (const auto& u : text_urls(d)) {
    std::size_t n = one(u);
    if (std::string_view(out, n) != encode(u, charsets::unreserved)) return skip(state, "uriparser's encoding differs", u);
  }
  timed_over_bytes(state, text_urls(d), string_size, one);
});
const bool decode_uriparser = register_per_dataset("decode", "uriparser", [](benchmark::State& state, const dataset& d) {
  std::string buf;
  timed_over_bytes(state, encoded_urls(d), string_size, [&](const std::string& e) {
    buf.assign(e);
    const char* end = uriUnescapeInPlaceExA(buf.data(), URI_FALSE, URI_BR_DONT_TOUCH);
    return static_cast<std::size_t>(end - buf.data());
  });
});
#endif

// ------------------------------------------------------- encode/decode of components
// encode_component: each URL's decoded path, query and fragment encoded with that
// component's set (RFC 3986 §3.3-3.5); decode_component: the components as written.
// uriparser is absent here: uriEscapeExA has one fixed set (unreserved).

const bool encode_component_urikit = register_per_dataset("encode_component", "urikit", [](benchmark::State& state, const dataset& d) {
  const auto& in = component_texts(d);
  std::string out;
  for (const auto& c : in) {
    out.clear();
    encode_into(out, c.text, *c.set);
    for (char ch : out)  // only the component's characters and triplets remain
      if (ch != '%' && !c.set->contains(ch)) return skip(state, "encoded text holds a byte outside its set", c.text);
    if (*decode(out) != c.text) return skip(state, "decode(encode(x)) != x", c.text);
  }
  // Into a caller's buffer (encode_to), as Boost.URL's encode(char*, size, ...) below.
  aligned_output output(3 * longest(in) + 1);
  char* const buf = output.data();
  timed_over_bytes(state, in, [](const component_text& c) { return c.text.size(); }, [&](const component_text& c) {
    return static_cast<std::size_t>(encode_to(buf, c.text, *c.set) - buf);
  });
});

const bool decode_component_urikit = register_per_dataset("decode_component", "urikit", [](benchmark::State& state, const dataset& d) {
  const auto& in = encoded_components(d);
  for (std::size_t i = 0; i < in.size(); ++i)
    if (*decode(in[i]) != component_texts(d)[i].text) return skip(state, "decode differs", in[i]);
  // Into a caller's buffer (decode_to), as uriparser's in-place decoding of a copy below.
  aligned_output output(longest_string(in));
  char* const buf = output.data();
  timed_over_bytes(state, in, [](const std::string& e) { return e.size(); }, [&](const std::string& e) {
    return static_cast<std::size_t>(*decode_to(buf, e) - buf);
  });
});

// The same into a std::string (decode_into), for comparison.
const bool decode_component_string = register_per_dataset("decode_component", "urikit_string", [](benchmark::State& state, const dataset& d) {
  std::string out;
  timed_over_bytes(state, encoded_components(d), [](const std::string& e) { return e.size(); }, [&](const std::string& e) {
    out.clear();
    (void)decode_into(out, e);
    return out.size();
  });
});

#ifdef URIKIT_BENCH_BOOST_URL
const boost::urls::grammar::lut_chars& boost_set_for(const charset* set) {
  static const boost::urls::grammar::lut_chars path = boost::urls::pchars + boost::urls::grammar::lut_chars('/');
  static const boost::urls::grammar::lut_chars query = boost::urls::pchars + boost::urls::grammar::lut_chars("/?");
  return set == &charsets::path ? path : query;
}

const bool encode_component_boost = register_per_dataset("encode_component", "boost_url", [](benchmark::State& state, const dataset& d) {
  const auto& in = component_texts(d);
  for (const auto& c : in)
    if (boost::urls::encode(c.text, boost_set_for(c.set)) != encode(c.text, *c.set))
      return skip(state, "Boost.URL's encoding differs from urikit's", c.text);
  aligned_output output(3 * longest(in) + 1);
  char* const buf = output.data();
  timed_over_bytes(state, in, [](const component_text& c) { return c.text.size(); }, [&](const component_text& c) {
    return boost::urls::encode(buf, output.size(), c.text, boost_set_for(c.set));
  });
});

const bool decode_component_boost = register_per_dataset("decode_component", "boost_url", [](benchmark::State& state, const dataset& d) {
  const auto& in = encoded_components(d);
  for (std::size_t i = 0; i < in.size(); ++i)
    if (boost::urls::make_pct_string_view(in[i])->decode() != component_texts(d)[i].text)
      return skip(state, "Boost.URL's decoding differs", in[i]);
  timed_over_bytes(state, in, [](const std::string& e) { return e.size(); }, [](const std::string& e) -> std::size_t {
    auto p = boost::urls::make_pct_string_view(e);
    return p ? p->decode().size() : 0;
  });
});
#endif

#ifdef URIKIT_BENCH_URIPARSER
const bool decode_component_uriparser = register_per_dataset("decode_component", "uriparser", [](benchmark::State& state, const dataset& d) {
  const auto& in = encoded_components(d);
  std::string buf;
  auto one = [&](const std::string& e) {
    buf.assign(e);
    const char* end = uriUnescapeInPlaceExA(buf.data(), URI_FALSE, URI_BR_DONT_TOUCH);
    return static_cast<std::size_t>(end - buf.data());
  };
  for (std::size_t i = 0; i < in.size(); ++i) {
    buf.assign(in[i]);
    std::size_t n = one(in[i]);
    if (buf.substr(0, n) != component_texts(d)[i].text) return skip(state, "uriparser's decoding differs", in[i]);
  }
  timed_over_bytes(state, in, [](const std::string& e) { return e.size(); }, one);
});
#endif

// ---------------------------------------------------------------- iri_to_uri

const bool iri_urikit = register_per_dataset("iri_to_uri", "urikit", [](benchmark::State& state, const dataset& d) {
  // ASCII URIs: iri_to_uri_into is parse() plus a copy; compare with parse/urikit/<dataset>.
  const auto& in = valid_urls(d);
  std::string out;
  for (const auto& u : in) {
    out.clear();
    if (!iri_to_uri_into(out, u) || out != u) return skip(state, "iri_to_uri changed an ASCII URI", u);
  }
  const std::size_t before = allocation_count();
  loop_timer iri_timer;
  time_each(state, in, [&](const std::string& u) {
    out.clear();
    (void)iri_to_uri_into(out, u);
    return out.size();
  });
  const double iri_ns = iri_timer.elapsed_ns();
  state.counters["allocs_per_url"] = static_cast<double>(allocation_count() - before) /
                                     (static_cast<double>(state.iterations()) * static_cast<double>(in.size()));
  // The target is a ratio to plain parsing: parse the same inputs as often, right after.
  loop_timer parse_timer;
  for (benchmark::IterationCount k = 0; k < state.iterations(); ++k)
    for (const auto& u : in) {
      auto r = parse_uri_reference(u);
      benchmark::DoNotOptimize(r);
    }
  state.counters["ratio_to_parse"] = iri_ns / parse_timer.elapsed_ns();
});

/// Typical IRIs with IDN hosts (non-transitional UTS #46), and non-ASCII paths and queries,
/// each with the URI that UTS #46 ToASCII and RFC 3987 §3.1 give (worked out by hand from
/// the Punycode of RFC 3492 and UTF-8, and cross-checked with Python's idna codec).
struct iri_case {
  const char* iri;
  const char* uri;
};
constexpr iri_case idn_iris[] = {
    {"http://m\u00FCnchen.de/stadtplan", "http://xn--mnchen-3ya.de/stadtplan"},
    {"https://b\u00FCcher.example/stra\u00DFe?q=gr\u00F6\u00DFe",
     "https://xn--bcher-kva.example/stra%C3%9Fe?q=gr%C3%B6%C3%9Fe"},
    {"https://fa\u00DF.de/", "https://xn--fa-hia.de/"},
    {"https://caf\u00E9.fr/menu?plat=cr\u00EApe", "https://xn--caf-dma.fr/menu?plat=cr%C3%AApe"},
    {"http://\u4F8B\u3048.\u30C6\u30B9\u30C8/\u30D1\u30B9", "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9"},
    {"https://\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444/", "https://xn--e1afmkfd.xn--p1ai/"},
    {"https://www.b\u00FCcher.de/kinder?sort=preis#oben", "https://www.xn--bcher-kva.de/kinder?sort=preis#oben"},
    {"http://r\u00E4ksm\u00F6rg\u00E5s.josefsson.org/", "http://xn--rksmrgs-5wao1o.josefsson.org/"},
};

const bool iri_idn = [] {
  benchmark::RegisterBenchmark("iri_to_uri/urikit/idn_hosts", [](benchmark::State& state) {
    for (const auto& c : idn_iris) {
      auto u = iri_to_uri(c.iri);
      if (!u || *u != c.uri) return skip(state, "iri_to_uri gave another URI for", c.iri);
    }
    std::string out;
    loop_timer timer;
    for (auto _ : state)
      for (const auto& c : idn_iris) {
        out.clear();
        (void)iri_to_uri_into(out, c.iri);
        benchmark::DoNotOptimize(out.data());
      }
    const double per = timer.elapsed_ns() / (static_cast<double>(state.iterations()) * std::size(idn_iris));
    state.counters["ns_per_iri"] = per;
  });
  return true;
}();

}  // namespace
}  // namespace urikit::bench
