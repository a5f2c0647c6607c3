// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The normalize plan's copy cases (normalize_plan.hpp) for an input under 128 bytes,
// written once over a kernel's reading of the input. Not a header: each SIMD kernel's
// normalize.cpp includes it inside its target region (URIKIT_AVX2_REGION_BEGIN, ...), in
// that file's anonymous namespace, after every header, so that this code is compiled
// once per instruction set, each copy its own, as simdjson compiles its generic code.
// Each kernel then defines its readers and calls copy_cases_into() and copy_cases_to()
// from its normalize_into_kernel() and normalize_to_kernel(). The portable kernel has none
// (normalize.cpp's scalar writers take its inputs). The readers' methods carry the kernel's
// target attribute (or none, where they use no intrinsics), so they inline into these
// functions, which the region compiles for that instruction set.
//
// A reader, for inputs shorter than Reader::max_size bytes:
//   static constexpr std::size_t max_size;              64 or 128
//   using mask = std::uint64_t or mask128;              bit j: byte j of the input
//   Reader(const uri_view& v) noexcept;                 reads v.string(), nothing past it
//   mask bits(char c) const noexcept;                   the bytes equal to c (none from n on)
//   bool has_capitals(const uri_view& v) const noexcept;
//                                                       a capital in the scheme or host
//   void lower_in_place(char* p, const uri_view& v) const noexcept;
//                                                       p holds the input: lower its scheme
//                                                       and host (§6.2.2.1)
//   void store_lowered(char* p, const uri_view& v) const noexcept;
//                                                       write the input at p with its
//                                                       scheme and host lowered

using detail::fast_normalize;
using detail::other_changes;

/// The bits of `v`'s scheme and host, whose capitals normalizing lowers (§6.2.2.1); `v`
/// is shorter than the mask is wide.
template <class Mask>
URIKIT_ALWAYS_INLINE Mask scheme_and_host_bits(const uri_view& v) noexcept {
  const auto below = [](std::size_t k) { return (Mask(1) << k) - 1; };
  Mask bits = v.has_scheme() ? below(v.scheme()->size()) : 0;
  if (v.has_authority()) {
    const std::size_t hb = static_cast<std::size_t>(v.host()->data() - v.string().data());
    bits |= below(hb + v.host()->size()) & ~below(hb);
  }
  return bits;
}

/// Whether the input leaves the copy cases: a '%' that changes, a dot segment, or a second
/// query parameter to sort (short_path_refuses()). `Percents` false: the input has no '%'
/// (the caller looked), so that no call to percents_stay_at() is compiled in.
template <bool Percents, class Reader>
URIKIT_ALWAYS_INLINE bool copy_refused(const uri_view& v, const Reader& x, const normalize_options& o) noexcept {
  using mask = typename Reader::mask;
  return detail::short_path_refuses<mask>(v, o, Percents ? x.bits('%') : mask(0), x.bits('/'), x.bits('.'),
                                  detail::reads_ampersands(o) ? x.bits('&') : mask(0));
}

/// normalize_into_kernel()'s work for an input the reader takes, once the plan is not
/// "more": the copy, lowered, with the plan's edit at the authority's end when it has one.
template <bool Percents, class Reader>
URIKIT_ALWAYS_INLINE fast_normalize copy_into(const uri_view& v, const Reader& x, other_changes changes,
                                              std::string& out, const normalize_options& o) {
  if (copy_refused<Percents>(v, x, o)) return fast_normalize::needs_general_writer;
  const std::string_view in = v.string();
  if (changes != other_changes::only_case) {
    detail::write_with_edits(out, in, v, changes, x.has_capitals(v));
    return fast_normalize::written;
  }
  out.assign(in);  // the result when scheme and host are in lower case already (most URIs)
  x.lower_in_place(out.data(), v);
  return fast_normalize::written;
}

/// copy_into() for an input with a '%' (few are), out of line: the common case then keeps
/// no registers for percents_stay_at().
template <class Reader>
URIKIT_NOINLINE fast_normalize copy_into_with_percents(const uri_view& v, other_changes changes, std::string& out,
                                                       const normalize_options& o) {
  return copy_into<true>(v, Reader(v), changes, out, o);
}

/// normalize_into_kernel() for an input shorter than Reader::max_size bytes: the plan's
/// scalar questions first (a call would spill vector registers), then one reading.
template <class Reader>
URIKIT_ALWAYS_INLINE fast_normalize copy_cases_into(const uri_view& v, std::string& out,
                                                        const normalize_options& o) {
  const other_changes changes = detail::classify_changes(v, o);
  if (changes == other_changes::more) return fast_normalize::needs_general_writer;
  const Reader x(v);
  if (x.bits('%') != 0) return copy_into_with_percents<Reader>(v, changes, out, o);
  return copy_into<false>(v, x, changes, out, o);
}

/// normalize_to_kernel()'s copy, lowered, at `out`, for an input the reader takes whose plan
/// is "case only"; nullptr when the copy case does not apply.
template <bool Percents, class Reader>
URIKIT_ALWAYS_INLINE char* copy_to(char* out, const uri_view& v, const Reader& x, const normalize_options& o) noexcept {
  if (copy_refused<Percents>(v, x, o)) return nullptr;
  x.store_lowered(out, v);
  return out + v.string().size();
}

/// copy_to() for an input with a '%' (few are), out of line: see copy_cases_into().
template <class Reader>
URIKIT_NOINLINE char* copy_to_with_percents(char* out, const uri_view& v, const normalize_options& o) noexcept {
  return copy_to<true>(out, v, Reader(v), o);
}

/// The same for a plan with an edit at the authority's end (a port dropped, a root added).
/// Out of line: most URIs have none.
template <class Reader>
URIKIT_NOINLINE char* copy_to_with_edits(char* out, const uri_view& v, other_changes changes,
                                         const normalize_options& o) noexcept {
  const Reader x(v);
  if (copy_refused<true>(v, x, o)) return nullptr;
  return detail::write_edits_at(out, v.string(), v, changes, x.has_capitals(v));
}

/// normalize_to_kernel() for an input shorter than Reader::max_size bytes, of a level other
/// than string: the copy cases written at `out`; nullptr when the plan has none for it.
template <class Reader>
URIKIT_ALWAYS_INLINE char* copy_cases_to(char* out, const uri_view& v, const normalize_options& o) noexcept {
  const other_changes changes = detail::classify_changes(v, o);
  if (changes != other_changes::only_case)  // an edit: out of line, most URIs have none
    return changes == other_changes::more ? nullptr : copy_to_with_edits<Reader>(out, v, changes, o);
  const Reader x(v);
  if (x.bits('%') != 0) return copy_to_with_percents<Reader>(out, v, o);
  return copy_to<false>(out, v, x, o);
}

