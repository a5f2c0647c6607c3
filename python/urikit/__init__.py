# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit: RFC 3986 URIs, IRIs and web links, from the C++ library urikit.

Every function does what the ``urikit`` command does for the same input and options:
the same output text, the same failures (URIError, with the command's code and offset).
``urikit.batch`` holds the same functions over many inputs at once; ``urikit.dask``
canonicalizes and deduplicates URL collections on a Dask cluster.
"""

from ._errors import URIError
from . import _urikit
from . import batch
from ._urikit import (
    Builder,
    URI,
    WebURL,
    __version__,
    active_kernel,
    canonical_key,
    decode,
    decode_bytes,
    dedup_key,
    domain_to_ascii,
    domain_to_unicode,
    encode,
    equivalent,
    file_uri_from_path,
    force_kernel,
    kernel_names,
    hash,
    href,
    iri_equivalent,
    iri_to_uri,
    is_normalized,
    normalize,
    parse,
    parse_web_url,
    path_from_file_uri,
    relativize,
    repair,
    repair_fixes,
    resolve,
    supported_kernels,
    tracking_params_version,
    uri_to_iri,
)

__all__ = [
    "__version__",
    "Builder",
    "URI",
    "URIError",
    "WebURL",
    "active_kernel",
    "batch",
    "canonical_key",
    "decode",
    "decode_bytes",
    "dedup_key",
    "domain_to_ascii",
    "domain_to_unicode",
    "encode",
    "equivalent",
    "file_uri_from_path",
    "force_kernel",
    "kernel_names",
    "hash",
    "href",
    "iri_equivalent",
    "iri_to_uri",
    "is_normalized",
    "normalize",
    "parse",
    "parse_web_url",
    "path_from_file_uri",
    "relativize",
    "repair",
    "repair_fixes",
    "resolve",
    "supported_kernels",
    "tracking_params_version",
    "uri_to_iri",
]

# The crawler and web-archive keys, in builds from a tree that has them (host_parts: with
# libpsl).
for _name in ("canonicalize", "profile_id", "profiles", "surt", "ssurt", "SurtPrefixSet", "host_parts", "PublicSuffixList"):
    if hasattr(_urikit, _name):
        globals()[_name] = getattr(_urikit, _name)
        __all__.append(_name)
del _name
