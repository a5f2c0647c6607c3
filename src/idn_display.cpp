// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The display policy of uri_to_iri() (idn_display.hpp; docs/iri.md lists the checks in the
// order they run). The rules follow UTS #39 (Unicode Security Mechanisms) through ICU's
// spoof checker and what Chromium ("IDN in Google Chrome", components/url_formatter
// idn_spoof_checker) and Firefox ("IDN Display Algorithm", network.IDN.restriction_profile)
// document. The character lists below are data those projects publish (which characters
// look like which); the code is urikit's own.
#include "idn_display.hpp"

#include <memory>
#include <string>

#include <unicode/normalizer2.h>
#include <unicode/regex.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>

namespace urikit::detail {
namespace {

// The ASCII characters whose look-alikes stay percent-encoded: gen-delims (RFC 3986 §2.2),
// '.' (host labels), '%' (encodings), '\' (read as '/' by WHATWG URL parsers) and the query's
// '&' and '='.
constexpr char16_t delimiters[] = u":/?#[]@.%\\&=";

bool holds_delimiter(const icu::UnicodeString& s) {
  for (int32_t i = 0; i < s.length(); ++i)
    for (char16_t d : delimiters)
      if (d != 0 && s.charAt(i) == d) return true;
  return false;
}

// Scripts whose single-script labels may look like ASCII ones, with the ASCII country-code
// TLDs under which such a label is expected and shown (as Chromium's whole-script
// confusable rule does): a Cyrillic "ѕсоре" is shown under .ru or .рф, not under .com.
struct script_tlds {
  UScriptCode script;
  const char* tlds[9];
};
constexpr script_tlds whole_script_tlds[] = {
    {USCRIPT_CYRILLIC, {"bg", "by", "kz", "pyc", "ru", "su", "ua", "uz", nullptr}},
    {USCRIPT_GREEK, {"gr", nullptr}},
    {USCRIPT_ARMENIAN, {"am", nullptr}},
    {USCRIPT_ETHIOPIC, {"er", "et", nullptr}},
    {USCRIPT_GEORGIAN, {"ge", nullptr}},
    {USCRIPT_HEBREW, {"il", nullptr}},
    {USCRIPT_MYANMAR, {"mm", nullptr}},
    {USCRIPT_THAI, {"th", nullptr}},
};

// The first script of `s` that is neither Common nor Inherited, or USCRIPT_COMMON.
UScriptCode main_script(const icu::UnicodeString& s) {
  for (int32_t i = 0; i < s.length(); i = s.moveIndex32(i, 1)) {
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode sc = uscript_getScript(s.char32At(i), &status);
    if (U_SUCCESS(status) && sc != USCRIPT_COMMON && sc != USCRIPT_INHERITED) return sc;
  }
  return USCRIPT_COMMON;
}

// Whether every character of `s` is of `script` (by Script_Extensions) or Common/Inherited.
bool all_of_script(const icu::UnicodeString& s, UScriptCode script) {
  for (int32_t i = 0; i < s.length(); i = s.moveIndex32(i, 1)) {
    UErrorCode status = U_ZERO_ERROR;
    const UChar32 c = s.char32At(i);
    const UScriptCode sc = uscript_getScript(c, &status);
    if (U_FAILURE(status)) return false;
    if (sc != USCRIPT_COMMON && sc != USCRIPT_INHERITED && !uscript_hasScript(c, script)) return false;
  }
  return true;
}

// CJK characters that read as Latin letters, digits or punctuation (一 ㄧ '-', 丨 'l', 〇 'o',
// 七 丅 丆 丁 't', 十 '+', 工 'I', 丫 'y', 乂 'x', 乛 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 讠 丩 ㄐ, the strokes
// 丶 丿 乀 乁), as
// Chromium lists them: a regular-expression set.
constexpr char16_t cjk_lookalikes[] =
    u"[\\u4E00\\u3127\\u4E28\\u4E5B\\u4E03\\u4E05\\u4E01\\u4E06\\u5341\\u3007\\u3112\\u311A\\u311F\\u3128"
    u"\\u3129\\u3108\\u31BA\\u31B3\\u5DE5\\u8BA0\\u4E29\\u3110\\u4E2B\\u4E42\\u4E36\\u4E3F\\u4E40\\u4E41]";
// A letter that is not of a CJK script.
constexpr char16_t non_cjk_letter[] =
    u"[[\\p{L}]--[\\p{scx=Kana}\\p{scx=Hira}\\p{scx=Hani}\\p{scx=Bopo}\\p{scx=Hang}]]";

// RFC 5892 Appendix A's CONTEXTO rules, which UTS #46 does not apply: U+00B7 MIDDLE DOT
// only between two 'l' (Catalan); U+0375 GREEK LOWER NUMERAL SIGN only before a Greek
// character; U+05F3 GERESH and U+05F4 GERSHAYIM only after a Hebrew one; U+30FB KATAKANA
// MIDDLE DOT only in a label with Hiragana, Katakana or Han; Arabic-Indic digits
// U+0660-0669 not with Extended Arabic-Indic digits U+06F0-06F9.
bool context_rules_hold(const icu::UnicodeString& s) {
  const int32_t n = s.length();
  bool arabic_indic = false, extended_arabic_indic = false, has_kana_or_han = false, has_middle_dot = false;
  for (int32_t i = 0; i < n; i = s.moveIndex32(i, 1)) {
    const UChar32 c = s.char32At(i);
    const UChar32 prev = i > 0 ? s.char32At(s.moveIndex32(i, -1)) : U_SENTINEL;
    const int32_t next_at = s.moveIndex32(i, 1);
    const UChar32 next = next_at < n ? s.char32At(next_at) : U_SENTINEL;
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode sc = uscript_getScript(c, &status);
    if (sc == USCRIPT_HIRAGANA || sc == USCRIPT_KATAKANA || sc == USCRIPT_HAN) has_kana_or_han = true;
    if (c == 0x00B7 && !(prev == u'l' && next == u'l')) return false;
    if (c == 0x0375 && (next == U_SENTINEL || uscript_getScript(next, &status) != USCRIPT_GREEK)) return false;
    if ((c == 0x05F3 || c == 0x05F4) && (prev == U_SENTINEL || uscript_getScript(prev, &status) != USCRIPT_HEBREW))
      return false;
    if (c >= 0x0660 && c <= 0x0669) arabic_indic = true;
    if (c >= 0x06F0 && c <= 0x06F9) extended_arabic_indic = true;
    if (c == 0x30FB) has_middle_dot = true;
  }
  return !(arabic_indic && extended_arabic_indic) && !(has_middle_dot && !has_kana_or_han);
}

// Whether the label is made only of ASCII digits and characters that read as digits, with
// at least one of the latter: "੨੨੨", "1շ", "16კ", "123456789θ" look like ASCII numbers. The look-alikes are those Chromium lists: θ (0), ੨ ২ २ ૨ ೩ ೭ շ
// (2), з ҙ ӡ उ ও ਤ ੩ ૩ ౩ ဒ ვ პ (3), ੫ 丩 ㄐ (4), ճ (6), ৪ ੪ ୫ (8), ૭ ୨ ౨ (9), ੜ კ.
bool is_digit_lookalike(const icu::UnicodeSet& digit_lookalikes, const icu::UnicodeString& s) {
  bool non_ascii = false;
  for (int32_t i = 0; i < s.length(); i = s.moveIndex32(i, 1)) {
    const UChar32 c = s.char32At(i);
    if (c >= u'0' && c <= u'9') continue;
    if (!digit_lookalikes.contains(c)) return false;
    non_ascii = true;
  }
  return non_ascii;
}

class display_policy {
 public:
  display_policy() {
    UErrorCode status = U_ZERO_ERROR;
    checker_.reset(uspoof_open(&status));
    if (U_FAILURE(status) || !checker_) return;
    // UTS #39 §5.2 restriction level "Highly Restrictive" (Chromium's choice): one script,
    // or Latin with one of the CJK writing systems (Han+Hiragana+Katakana, Han+Hangul,
    // Han+Bopomofo). Latin+Cyrillic, Latin+Greek, Cyrillic+Greek ... are refused.
    uspoof_setRestrictionLevel(checker_.get(), USPOOF_HIGHLY_RESTRICTIVE);
    uspoof_setChecks(checker_.get(),
                     USPOOF_RESTRICTION_LEVEL | USPOOF_INVISIBLE | USPOOF_MIXED_NUMBERS | USPOOF_CHAR_LIMIT |
                         USPOOF_AUX_INFO,
                     &status);
    // Characters allowed in a shown label: UTS #39's Identifier_Status=Allowed (ICU's
    // recommended set) plus UAX #31's inclusion set, less what Chromium and Firefox block
    // for looking like punctuation, hyphens or quotes, or for being rare look-alikes.
    icu::UnicodeSet allowed;
    allowed.addAll(*icu::UnicodeSet::fromUSet(uspoof_getRecommendedSet(&status)));
    allowed.addAll(*icu::UnicodeSet::fromUSet(uspoof_getInclusionSet(&status)));
    for (UChar32 c : {0x0138,    // LATIN SMALL LETTER KRA (looks like k)
                      0x02BB, 0x02BC,  // modifier letters turned comma, apostrophe (quotes)
                      0x02EC,    // MODIFIER LETTER VOICING
                      0x0338,    // COMBINING LONG SOLIDUS OVERLAY (a slash)
                      0x058A,    // ARMENIAN HYPHEN (IDNA2008 NV8)
                      0x2010,    // HYPHEN (looks like '-')
                      0x2019,    // RIGHT SINGLE QUOTATION MARK
                      0x2027,    // HYPHENATION POINT (looks like U+30FB)
                      0x30A0})   // KATAKANA-HIRAGANA DOUBLE HYPHEN ('=')
      allowed.remove(c);
    allowed.remove(0x01CD, 0x01DC);  // Latin Extended-B Pinyin letters with caron
    allowed.remove(0x1C80, 0x1C8F);  // Cyrillic Extended-C (narrow forms of common letters)
    allowed.remove(0x1E00, 0x1E9B);  // Latin Extended Additional (dotted-below look-alikes)
    allowed.remove(0x1F00, 0x1FFF);  // Greek Extended
    allowed.remove(0xA640, 0xA69F);  // Cyrillic Extended-B
    allowed.remove(0xA720, 0xA7FF);  // Latin Extended-D
    uspoof_setAllowedUnicodeSet(checker_.get(), &allowed, &status);

    non_ascii_latin_ = icu::UnicodeSet(u"[[:Latin:]-[a-zA-Z]]", status);
    non_ascii_latin_.freeze();
    digit_lookalikes_ = icu::UnicodeSet(
        u"[\\u03B8\\u0A68\\u09E8\\u0968\\u0AE8\\u0CE9\\u0CED\\u0577\\u0437\\u0499\\u04E1\\u0909\\u0993"
        u"\\u0A24\\u0A69\\u0AE9\\u0C69\\u1012\\u10D5\\u10DE\\u0A6B\\u4E29\\u3110\\u0573\\u09EA\\u0A6A"
        u"\\u0B6B\\u0AED\\u0B68\\u0C68\\u0A5C\\u10D9]",
        status);
    digit_lookalikes_.freeze();
    cyrillic_ = icu::UnicodeSet(u"[[:Cyrillic:]]", status);
    cyrillic_.freeze();
    // Cyrillic small letters that read as Latin ones in common fonts (the set Chromium
    // documents for its whole-script check): а с ԁ е һ і ј ӏ о р ԗ ԛ ѕ ԝ х у ъ ь ҽ п г ѵ ѡ.
    latin_like_cyrillic_ = icu::UnicodeSet(
        u"[\\u0430\\u0441\\u0501\\u0435\\u04BB\\u0456\\u0458\\u04CF\\u043E\\u0440\\u0517\\u051B"
        u"\\u0455\\u051D\\u0445\\u0443\\u044A\\u044C\\u04BD\\u043F\\u0433\\u0475\\u0461]",
        status);
    latin_like_cyrillic_.freeze();
    build_delimiter_lookalikes(status);

    // Patterns Chromium blocks inside labels that pass the checks above (mostly CJK signs
    // that read as ASCII punctuation next to other scripts), as one alternation:
    icu::UnicodeString pattern(
        // Katakana NO, N, SO, ZO and CJK strokes that look like '/' or '\', between two
        // characters that are not Japanese or Han;
        u"[^\\p{scx=Kana}\\p{scx=Hira}\\p{scx=Hani}][\\u30CE\\u30F3\\u30BD\\u30BE\\u4E36\\u4E3F\\u4E40\\u4E41]"
        u"[^\\p{scx=Kana}\\p{scx=Hira}\\p{scx=Hani}]"
        // the prolonged sound mark U+30FC ('-') not after a kana;
        u"|(?:^|[^\\p{scx=Kana}\\p{scx=Hira}])\\u30FC"
        // the Katakana iteration marks not after a Katakana letter;
        u"|(?:^|[^\\p{scx=Kana}])[\\u30FD\\u30FE]"
        // Hiragana HE/BE/PE in an otherwise Katakana label, and the reverse;
        u"|^\\p{scx=Kana}+[\\u3078-\\u307A]\\p{scx=Kana}+$"
        u"|^\\p{scx=Hira}+[\\u30D8-\\u30DA]\\p{scx=Hira}+$"
        // the Katakana middle dot U+30FB next to a Latin letter;
        u"|[a-z]\\u30FB|\\u30FB[a-z]"
        // a combining diacritic after a letter that is not Latin, Greek or Cyrillic;
        u"|[^\\p{scx=Latn}\\p{scx=Grek}\\p{scx=Cyrl}][\\u0300-\\u0339]"
        // dotless i with a mark, or a dot above on i, j, l (another "i");
        u"|\\u0131[\\u0300-\\u0339]|[ijl]\\u0307"
        // the combining kana voiced sound marks, except after a kana;
        u"|(?:^|[^\\p{scx=Kana}\\p{scx=Hira}])[\\u3099\\u309A]");
    // and the CJK look-alikes next to a letter that is not CJK.
    pattern.append(u"|").append(non_cjk_letter).append(cjk_lookalikes);
    pattern.append(u"|").append(cjk_lookalikes).append(non_cjk_letter);
    dangerous_.reset(icu::RegexPattern::compile(pattern, 0, status));
    ok_ = U_SUCCESS(status) && dangerous_ != nullptr;
  }

  // Fails closed: without the set (ICU could not build it), every character is suspect.
  bool delimiter_lookalike(UChar32 c) const noexcept { return !delimiters_built_ || delimiter_lookalikes_.contains(c); }

  // A letter, mark or digit whose UTS #39 skeleton is one delimiter (U+A4F8 LISU LETTER
  // TONE MYA TI and U+0660 ARABIC-INDIC DIGIT ZERO read as '.', Katakana NO and U+4E3F as
  // '/', U+02D0 as ':'). Worked out per character (a skeleton is cheap; a set of all such
  // letters would cost every first call a pass over Unicode). Fails closed.
  bool delimiter_lookalike_letter(UChar32 c) const {
    if ((U_MASK(u_charType(c)) & (U_GC_L_MASK | U_GC_M_MASK | U_GC_ND_MASK)) == 0) return false;
    if (!checker_) return true;
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString skeleton;
    uspoof_getSkeletonUnicodeString(checker_.get(), 0, icu::UnicodeString(c), skeleton, &status);
    if (U_FAILURE(status)) return true;
    return skeleton.length() == 1 && holds_delimiter(skeleton);
  }

  bool safe(std::string_view label_utf8, std::string_view tld_utf8) const {
    if (!ok_) return false;
    const auto label = icu::UnicodeString::fromUTF8(icu::StringPiece(label_utf8.data(), static_cast<int32_t>(label_utf8.size())));
    if (label.isBogus()) return false;
    // 0. "--" in the third and fourth positions is reserved for encodings such as "xn--"
    //    (RFC 5891 §4.2.3.1; UTS #46 CheckHyphens, which urikit's defaults leave off).
    if (label.length() >= 4 && label.charAt(2) == u'-' && label.charAt(3) == u'-') return false;
    // 1. UTS #39 checks: restriction level, invisible characters (a repeated nonspacing
    //    mark), digits of more than one decimal system, characters outside the allowed set.
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<USpoofCheckResult, void (*)(USpoofCheckResult*)> result(uspoof_openCheckResult(&status),
                                                                            uspoof_closeCheckResult);
    const int32_t failed = uspoof_check2UnicodeString(checker_.get(), label, result.get(), &status);
    const URestrictionLevel level = uspoof_getCheckResultRestrictionLevel(result.get(), &status);
    if (U_FAILURE(status) || (failed & USPOOF_ALL_CHECKS) != 0) return false;
    if (level == USPOOF_ASCII) return true;
    // 2. RFC 5892 contextual rules, and labels that read as ASCII numbers.
    if (!context_rules_hold(label) || is_digit_lookalike(digit_lookalikes_, label)) return false;
    if (level == USPOOF_SINGLE_SCRIPT_RESTRICTIVE) {
      // 3. Whole-script confusable: a label of one script other than Latin whose UTS #39
      //    skeleton is ASCII letters, digits and '-' looks like an ASCII label ("аррӏе").
      //    It is shown only under a TLD of its own script.
      //    Cyrillic has more letters that read as Latin than UTS #39 maps; a Cyrillic label
      //    whose Cyrillic letters are all among them counts too (Chromium's rule).
      const UScriptCode script = main_script(label);
      const bool looks_ascii = skeleton_is_ascii_name(label) || (script == USCRIPT_CYRILLIC && made_of_latin_like_cyrillic(label));
      if (script != USCRIPT_LATIN && looks_ascii && !tld_expects(script, tld_utf8)) return false;
    } else {
      // 4. Mixed scripts (Latin with a CJK script): no Latin letters beyond ASCII.
      if (non_ascii_latin_.containsSome(label)) return false;
    }
    // 5. Dangerous patterns.
    std::unique_ptr<icu::RegexMatcher> matcher(dangerous_->matcher(label, status));
    if (U_FAILURE(status) || !matcher) return false;
    const bool found = matcher->find(status) != 0;
    return U_SUCCESS(status) && !found;
  }

 private:
  struct checker_closer {
    void operator()(USpoofChecker* c) const noexcept { uspoof_close(c); }
  };

  // Delimiter look-alikes (idn_display.hpp): NFKC of any character with a decomposition,
  // skeleton of any character that is not a letter, mark or decimal digit (a letter whose
  // skeleton is '/' or '.', such as Katakana NO, is left to the host rules above).
  void build_delimiter_lookalikes(UErrorCode& status) {
    const icu::Normalizer2* nfkc = icu::Normalizer2::getNFKCInstance(status);
    icu::UnicodeSet candidates(u"[[:^Decomposition_Type=None:][^[:L:][:M:][:Nd:][:Cn:][:Cs:][:Co:]]]", status);
    if (U_FAILURE(status)) return;
    for (int32_t r = 0; r < candidates.getRangeCount(); ++r) {
      for (UChar32 c = candidates.getRangeStart(r); c <= candidates.getRangeEnd(r); ++c) {
        if (c < 0x80) continue;
        const icu::UnicodeString one(c);
        UErrorCode local = U_ZERO_ERROR;
        const icu::UnicodeString folded = nfkc->normalize(one, local);
        if (U_SUCCESS(local) && folded != one && holds_delimiter(folded)) {
          delimiter_lookalikes_.add(c);
          continue;
        }
        const int8_t type = u_charType(c);
        if ((U_MASK(type) & (U_GC_L_MASK | U_GC_M_MASK | U_GC_ND_MASK)) != 0) continue;
        icu::UnicodeString skeleton;
        uspoof_getSkeletonUnicodeString(checker_.get(), 0, one, skeleton, &local);
        if (U_SUCCESS(local) && holds_delimiter(skeleton)) delimiter_lookalikes_.add(c);
      }
    }
    delimiter_lookalikes_.add(0x0337).add(0x0338).add(0x20E5).add(0x3002).add(0xFF61);
    delimiter_lookalikes_.freeze();
    delimiters_built_ = U_SUCCESS(status);
  }

  bool made_of_latin_like_cyrillic(const icu::UnicodeString& label) const {
    bool any = false;
    for (int32_t i = 0; i < label.length(); i = label.moveIndex32(i, 1)) {
      const UChar32 c = label.char32At(i);
      if (!cyrillic_.contains(c)) continue;
      if (!latin_like_cyrillic_.contains(c)) return false;
      any = true;
    }
    return any;
  }

  bool skeleton_is_ascii_name(const icu::UnicodeString& label) const {
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString skeleton;
    uspoof_getSkeletonUnicodeString(checker_.get(), 0, label, skeleton, &status);
    if (U_FAILURE(status)) return true;  // in doubt, treat it as a look-alike
    for (int32_t i = 0; i < skeleton.length(); ++i) {
      const char16_t c = skeleton.charAt(i);
      const bool ldh = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
      if (!ldh) return false;
    }
    return true;
  }

  // Whether the TLD is of `script` (an IDN TLD written in it) or one of its ASCII ccTLDs.
  static bool tld_expects(UScriptCode script, std::string_view tld_utf8) {
    if (tld_utf8.empty()) return false;
    const auto tld = icu::UnicodeString::fromUTF8(icu::StringPiece(tld_utf8.data(), static_cast<int32_t>(tld_utf8.size())));
    bool ascii = true;
    for (char c : tld_utf8) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    if (!ascii) return main_script(tld) == script && all_of_script(tld, script);
    for (const auto& entry : whole_script_tlds) {
      if (entry.script != script) continue;
      for (const char* const* t = entry.tlds; *t; ++t)
        if (tld_utf8 == *t) return true;
    }
    return false;
  }

  std::unique_ptr<USpoofChecker, checker_closer> checker_;
  icu::UnicodeSet non_ascii_latin_;
  icu::UnicodeSet cyrillic_;
  icu::UnicodeSet digit_lookalikes_;
  icu::UnicodeSet latin_like_cyrillic_;
  icu::UnicodeSet delimiter_lookalikes_;
  bool delimiters_built_ = false;
  std::unique_ptr<icu::RegexPattern> dangerous_;
  bool ok_ = false;
};

// Built on first use; C++11 makes the initialization thread-safe. A USpoofChecker, frozen
// UnicodeSets and a RegexPattern may be used by many threads at once (ICU's documentation);
// each call makes its own check result and matcher.
const display_policy& policy() {
  static const display_policy instance;
  return instance;
}

}  // namespace

bool is_delimiter_lookalike(std::uint32_t c) noexcept {
  if (c < 0x80) return false;
  try {
    return policy().delimiter_lookalike(static_cast<UChar32>(c));
  } catch (...) {
    return true;  // could not build the set: keep the character encoded
  }
}

bool is_delimiter_lookalike_letter(std::uint32_t c) noexcept {
  if (c < 0x80) return false;
  try {
    return policy().delimiter_lookalike_letter(static_cast<UChar32>(c));
  } catch (...) {
    return true;
  }
}

bool label_safe_to_display(std::string_view label, std::string_view tld) noexcept {
  bool ascii = true;
  for (char c : label) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  if (ascii) return true;
  try {
    return policy().safe(label, tld);
  } catch (...) {
    return false;
  }
}

}  // namespace urikit::detail
