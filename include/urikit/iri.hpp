// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: IRIs (RFC 3987) - parsing, IRI -> URI (§3.1), URI -> IRI for display (§3.2),
// the §4.2 bidi check and IRI comparison (§5.3). Host names go through UTS #46 (IDNA).
//
// The implementation uses ICU; this header needs only the standard library.
#ifndef URIKIT_IRI_HPP
#define URIKIT_IRI_HPP

#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/parse.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// UTS #46 processing flags for host names (https://www.unicode.org/reports/tr46/ §4).
/// The defaults are those of RFC 3987 §3.1 as read for today's DNS: nontransitional
/// (IDNA2008: `straße` stays `ß`), CheckBidi (RFC 5893) and CheckJoiners (RFC 5892 A.1/A.2)
/// on; UseSTD3ASCIIRules, CheckHyphens and VerifyDnsLength off, as in the WHATWG URL standard.
struct idna_options {
  /// Transitional processing (IDNA2003 compatible): deviation characters are mapped
  /// (`ß` -> `ss`, `ς` -> `σ`, ZWJ/ZWNJ removed). Off by default.
  bool transitional = false;
  /// RFC 5893 bidi rule on each label of a domain name with right-to-left characters.
  bool check_bidi = true;
  /// RFC 5892 Appendix A.1/A.2 context rules for ZWNJ U+200C and ZWJ U+200D.
  bool check_joiners = true;
  /// Only LDH ASCII (letters, digits, '-') in labels after mapping. Off by default: a
  /// reg-name may hold '_', '~', '!' ... (RFC 3986 §3.2.2).
  bool use_std3_ascii_rules = false;
  /// No '-' at the start or end of a label, nor "--" at positions 3-4 (unless "xn--").
  bool check_hyphens = false;
  /// Labels of 1-63 octets and a name of at most 253 octets in the ASCII form.
  bool verify_dns_length = false;
};

/// Options of the IRI -> URI conversion.
struct iri_options {
  idna_options idna;
  /// Apply Unicode NFC before converting (RFC 3987 §3.1 step 1b: only for IRIs typed by
  /// hand or transcoded from a non-Unicode charset). Off by default: §5.3.2.2 says an IRI
  /// from a document is already in its final form, and normalizing it changes what it names.
  /// When it is on, error offsets refer to the normalized text where normalization changed it.
  bool normalize_nfc = false;
  /// Options for the parse of the IRI and of the resulting URI (zone IDs, maximum length).
  parse_options parse;
};

/// Options of the URI -> IRI conversion.
struct uri_to_iri_options {
  /// UTS #46 flags used to check `xn--` labels (ToUnicode, then ToASCII back).
  idna_options idna;
  /// Show `xn--` and percent-encoded labels of a reg-name host in Unicode (when they pass
  /// the display policy, see uri_to_iri).
  bool decode_host = true;
  parse_options parse;
};

/// Parses an IRI by RFC 3987 §2.2: the URI grammar of RFC 3986 with ucschar allowed
/// wherever unreserved is (iuserinfo, ireg-name, ipath, iquery, ifragment) and iprivate
/// in iquery only. `rule` names the URI rule whose IRI counterpart is wanted
/// (uri_reference = IRI-reference, uri = IRI, absolute_uri = absolute-IRI,
/// relative_ref = irelative-ref). The input must be well-formed UTF-8 (errc::invalid_utf8)
/// and may not hold the bidi formatting characters of §4.1 (LRM, RLM, LRE, RLE, PDF, LRO,
/// RLO, and the isolates LRI, RLI, FSI, PDI and ALM added to Unicode since), which fail with
/// errc::invalid_character. The view refers into `iri`; a host with non-ASCII characters
/// is a reg_name. Never throws; allocates only when the input has non-ASCII characters.
URIKIT_API result<uri_view> parse_iri(std::string_view iri URIKIT_LIFETIMEBOUND,
                                      grammar rule = grammar::uri_reference, const parse_options& options = {});
/// A view of a temporary std::string would dangle (see parse()).
template <class S, detail::if_temporary_string<S> = 0>
result<uri_view> parse_iri(S&& iri, grammar rule = grammar::uri_reference, const parse_options& options = {}) = delete;

/// RFC 3987 §3.1: maps an IRI-reference to a URI-reference.
/// - A reg-name host with non-ASCII characters goes through UTS #46 ToASCII (`options.idna`);
///   percent-encoded octets in such a host are decoded first and must be UTF-8. Any UTS #46
///   error is errc::idna_error at the offset of the failing label (or of the host). The
///   mapped host must be a reg-name again (a mapping to '/', ':', '@', '%', '[' ... fails);
///   it is typed again, so `http://１２７.０.０.１/` becomes `http://127.0.0.1/` (ipv4).
/// - Every other non-ASCII character becomes its UTF-8 octets as %HH (upper-case hex).
/// - Existing percent-encodings and ASCII are left exactly as they are.
/// The result always parses as a URI-reference (RFC 3986). ASCII-only input is validated
/// with parse() and returned as it is, without calling ICU.
URIKIT_API result<std::string> iri_to_uri(std::string_view iri, const iri_options& options = {});
/// The same, appended to `out`: ASCII input then allocates nothing once `out` has grown.
/// On failure `out` is as it was.
URIKIT_API result<void> iri_to_uri_into(std::string& out, std::string_view iri, const iri_options& options = {});

/// RFC 3987 §3.2: a URI-reference made readable. Decodes the percent-encoded UTF-8 in the
/// userinfo, path, query and fragment only where the character it stands for is allowed
/// unencoded there (ucschar; iprivate in the query) and is safe to show. These stay encoded:
/// ASCII octets (reserved or not: decoding unreserved ones is normalization, not display),
/// ill-formed UTF-8, the bidi formatting characters of §4.1, characters outside ucschar /
/// iprivate, white space, default-ignorable and unassigned code points, and characters
/// that look like URI delimiters (U+FF0F "／", U+FF1F "？", U+2044 "⁄", U+2100 "℀" ...: their
/// NFKC form or UTS #39 skeleton holds : / ? # [ ] @ . % \ & =), in every component.
/// A reg-name host is shown label by label: a label in `xn--` form, or made of
/// percent-encoded UTF-8 (§3.2 allows ihost), is shown in Unicode only when the whole host
/// is a valid name (UTS #46 ToASCII and ToUnicode without error, coming back to the same
/// ASCII name) and the label passes the display policy of docs/iri.md (UTS #39 restriction
/// level "highly restrictive", invisible characters, mixed numbers, allowed characters,
/// whole-script confusables unless under a TLD of their script, Chromium's dangerous
/// patterns); otherwise the label is kept as written. A host longer than DNS allows is
/// shown as it is, without calling ICU. The input must be a URI-reference (errors as
/// parse()). The result is an IRI-reference; iri_to_uri(uri_to_iri(u)) == u up to the case
/// of the hex digits of decoded triplets, except that a decoded host comes back in its
/// A-label (`xn--`) form. Thread-safe; ICU's spoof checker is built once, on first use.
URIKIT_API result<std::string> uri_to_iri(std::string_view uri, const uri_to_iri_options& options = {});

/// RFC 3987 §4.2: checks each component of an IRI (the runs of characters between ASCII
/// delimiters: gen-delims, sub-delims and '.') for the bidi rules: a component holding
/// right-to-left characters (bidi class R or AL) must hold no left-to-right ones (class L)
/// and must start and end with a right-to-left character. Fails with errc::invalid_bidi at
/// the offset of the first character that breaks a rule, or as parse_iri() when `iri` is not
/// an IRI-reference.
URIKIT_API result<void> check_iri_bidi(std::string_view iri);

/// RFC 3987 §5.3: whether two IRI-references name the same resource at the syntax level.
/// Both are converted with iri_to_uri(options) and compared byte for byte after this local
/// normalization of each (RFC 3986 §6.2.2.1 and §6.2.2.2): scheme and reg-name host to lower
/// case, hex digits of percent-encodings to upper case, percent-encoded unreserved ASCII
/// decoded. Dot segments are not removed. On failure the error is that of the first input
/// that fails, and `*failed_input` (when given) is set to 1 or 2.
URIKIT_API result<bool> iri_equivalent(std::string_view a, std::string_view b,
                                       const iri_options& options = {}, int* failed_input = nullptr);

/// UTS #46 ToASCII of a whole domain name given in UTF-8 (no percent-encodings). Errors are
/// errc::idna_error at the offset of the first failing label, errc::invalid_utf8, or
/// errc::input_too_long for a name longer than DNS allows, whatever the options: more than
/// 253 octets (254 with the root's trailing '.') for ASCII input, refused before ICU at
/// offset 253 (254); more than 4 x 254 bytes for other input, refused before ICU at offset
/// 1016; and an ASCII result longer than 253 (254) octets, at offset 0.
URIKIT_API result<std::string> domain_to_ascii(std::string_view domain, const idna_options& options = {});
/// UTS #46 ToUnicode of a domain name. Fails with errc::idna_error when any label has an
/// error (the error bits masked by the options are ignored, as in domain_to_ascii), and with
/// errc::input_too_long, before ICU, for input longer than domain_to_ascii accepts.
URIKIT_API result<std::string> domain_to_unicode(std::string_view domain,
                                                 const idna_options& options = {});

}  // namespace urikit

#endif  // URIKIT_IRI_HPP
