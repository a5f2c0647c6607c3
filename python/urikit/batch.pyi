# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Type stubs of urikit.batch: each function of urikit over many inputs; None where one fails.
import os
from typing import Iterable, List, Literal, Optional, Tuple, Union, overload

from . import URI, PublicSuffixList, WebURL, CompareLevel, EncodeSet, Level, Rule

Texts = Union[Iterable[str], bytes, bytearray, memoryview]
Errors = Literal["none", "raise"]
# The functions whose outputs are str take output="list" (the default: a list, None where
# an input fails) or output="lines": one bytes object, each output and "\n", an empty line
# for a failure. Each is stubbed twice (typing.overload), one way each.

def parse(texts: Texts, rule: Rule = "reference", *, allow_zone_id: bool = False,
          max_length: Optional[int] = None, errors: Errors = "none") -> List[Optional[URI]]: ...
def parse_web_url(texts: Texts, base: Union[None, str, WebURL] = None, errors: Errors = "none") -> List[Optional[WebURL]]: ...
@overload
def normalize(texts: Texts, level: Level = "scheme", drop_fragment: bool = False, sort_query: bool = False,
              canonical_ipv6: bool = False, remove_empty_query: bool = False, crawler: bool = False,
              conservative: bool = False, remove_tracking_params: bool = False,
              errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def normalize(texts: Texts, level: Level = "scheme", drop_fragment: bool = False, sort_query: bool = False,
              canonical_ipv6: bool = False, remove_empty_query: bool = False, crawler: bool = False,
              conservative: bool = False, remove_tracking_params: bool = False,
              errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
@overload
def dedup_key(texts: Texts, level: CompareLevel = "scheme", crawler: bool = False, conservative: bool = False,
              remove_tracking_params: bool = False, errors: Errors = "none",
              output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def dedup_key(texts: Texts, level: CompareLevel = "scheme", crawler: bool = False, conservative: bool = False,
              remove_tracking_params: bool = False, errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
def hash(texts: Texts, level: CompareLevel = "scheme", crawler: bool = False, conservative: bool = False,
         unordered_query: bool = False, remove_tracking_params: bool = False,
         errors: Errors = "none") -> List[Optional[int]]: ...
@overload
def canonical_key(texts: Texts, errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def canonical_key(texts: Texts, errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
@overload
def repair(texts: Texts, errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def repair(texts: Texts, errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
def repair_fixes(texts: Texts, errors: Errors = "none") -> List[Optional[List[Tuple[int, str]]]]: ...
@overload
def resolve(base: str, references: Texts, strict: bool = True, errors: Errors = "none",
            output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def resolve(base: str, references: Texts, strict: bool = True, errors: Errors = "none",
            *, output: Literal["lines"]) -> bytes: ...
@overload
def relativize(base: str, targets: Texts, errors: Errors = "none",
               output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def relativize(base: str, targets: Texts, errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
def equivalent(a: Texts, b: Texts, level: CompareLevel = "scheme", *, crawler: bool = False,
               conservative: bool = False, remove_tracking_params: bool = False, unordered_query: bool = False,
               errors: Errors = "none") -> List[Optional[bool]]: ...
@overload
def encode(texts: Texts, set: EncodeSet, charset: Optional[str] = None,
           errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def encode(texts: Texts, set: EncodeSet, charset: Optional[str] = None,
           errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
@overload
def decode(texts: Texts, set: Optional[EncodeSet] = None, lenient: bool = False, charset: Optional[str] = None,
           errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def decode(texts: Texts, set: Optional[EncodeSet] = None, lenient: bool = False, charset: Optional[str] = None,
           errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
def decode_bytes(texts: Texts, set: Optional[EncodeSet] = None, lenient: bool = False,
                 errors: Errors = "none") -> List[Optional[bytes]]: ...
@overload
def iri_to_uri(texts: Texts, *, transitional: bool = False, check_bidi: bool = True, check_joiners: bool = True,
               std3: bool = False, check_hyphens: bool = False, verify_dns_length: bool = False, nfc: bool = False,
               allow_zone_id: bool = False, errors: Errors = "none",
               output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def iri_to_uri(texts: Texts, *, transitional: bool = False, check_bidi: bool = True, check_joiners: bool = True,
               std3: bool = False, check_hyphens: bool = False, verify_dns_length: bool = False, nfc: bool = False,
               allow_zone_id: bool = False, errors: Errors = "none", output: Literal["lines"]) -> bytes: ...
@overload
def uri_to_iri(texts: Texts, *, keep_host: bool = False, transitional: bool = False, std3: bool = False,
               check_hyphens: bool = False, allow_zone_id: bool = False,
               errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def uri_to_iri(texts: Texts, *, keep_host: bool = False, transitional: bool = False, std3: bool = False,
               check_hyphens: bool = False, allow_zone_id: bool = False,
               errors: Errors = "none", output: Literal["lines"]) -> bytes: ...
@overload
def href(texts: Texts, base: Union[None, str, WebURL] = None, errors: Errors = "none",
         output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def href(texts: Texts, base: Union[None, str, WebURL] = None, errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...

# In builds from a tree with the crawler functions (host_parts: with libpsl).
@overload
def canonicalize(texts: Texts, profile: str, errors: Errors = "none",
                 output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def canonicalize(texts: Texts, profile: str, errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
@overload
def surt(texts: Texts, with_scheme: bool = False, trailing_comma: bool = False, reverse_ipaddr: bool = True,
         host_massage: bool = True, fixed: bool = False, errors: Errors = "none",
         output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def surt(texts: Texts, with_scheme: bool = False, trailing_comma: bool = False, reverse_ipaddr: bool = True,
         host_massage: bool = True, fixed: bool = False, errors: Errors = "none", *,
         output: Literal["lines"]) -> bytes: ...
@overload
def ssurt(texts: Texts, errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def ssurt(texts: Texts, errors: Errors = "none", *, output: Literal["lines"]) -> bytes: ...
@overload
def host_parts(texts: Texts, errors: Errors = "none", output: Literal["list"] = "list",
               fields: None = None, *,
               psl: Union[None, str, bytes, "os.PathLike[str]", PublicSuffixList] = None) -> List[Optional[dict]]: ...
@overload
def host_parts(texts: Texts, errors: Errors = "none", *, output: Literal["lines"],
               fields: Union[str, Iterable[str]],
               psl: Union[None, str, bytes, "os.PathLike[str]", PublicSuffixList] = None) -> bytes: ...
def is_normalized(texts: Texts, level: Level = "scheme", drop_fragment: bool = False, sort_query: bool = False,
                  canonical_ipv6: bool = False, remove_empty_query: bool = False, crawler: bool = False,
                  conservative: bool = False, remove_tracking_params: bool = False,
                  errors: Errors = "none") -> List[Optional[bool]]: ...
@overload
def domain_to_ascii(texts: Texts, *, transitional: bool = False, check_bidi: bool = True, check_joiners: bool = True,
                    std3: bool = False, check_hyphens: bool = False, verify_dns_length: bool = False,
                    errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def domain_to_ascii(texts: Texts, *, transitional: bool = False, check_bidi: bool = True, check_joiners: bool = True,
                    std3: bool = False, check_hyphens: bool = False, verify_dns_length: bool = False,
                    errors: Errors = "none", output: Literal["lines"]) -> bytes: ...
@overload
def domain_to_unicode(texts: Texts, *, transitional: bool = False, check_bidi: bool = True, check_joiners: bool = True,
                      std3: bool = False, check_hyphens: bool = False, verify_dns_length: bool = False,
                      errors: Errors = "none", output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def domain_to_unicode(texts: Texts, *, transitional: bool = False, check_bidi: bool = True, check_joiners: bool = True,
                      std3: bool = False, check_hyphens: bool = False, verify_dns_length: bool = False,
                      errors: Errors = "none", output: Literal["lines"]) -> bytes: ...
@overload
def file_uri_from_path(texts: Texts, style: Literal["native", "posix", "windows"] = "native", errors: Errors = "none",
                       output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def file_uri_from_path(texts: Texts, style: Literal["native", "posix", "windows"] = "native", errors: Errors = "none",
                       *, output: Literal["lines"]) -> bytes: ...
@overload
def path_from_file_uri(texts: Texts, style: Literal["native", "posix", "windows"] = "native", errors: Errors = "none",
                       output: Literal["list"] = "list") -> List[Optional[str]]: ...
@overload
def path_from_file_uri(texts: Texts, style: Literal["native", "posix", "windows"] = "native", errors: Errors = "none",
                       *, output: Literal["lines"]) -> bytes: ...
