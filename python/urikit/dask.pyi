# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Type stubs of urikit.dask.
from typing import Any, List, Mapping, Optional, Sequence, Union

import dask.bag
import dask.dataframe
from dask.delayed import Delayed

from . import CompareLevel, Level
from .batch import Errors

# True: SURT keys with surt's defaults; a dict: urikit.surt()'s options to change; None: dedup keys.
# profile= (a name of urikit.profiles()): that canonicalization profile's keys instead.
SurtKeys = Union[None, bool, Mapping[str, bool]]
# A bag of URL lines, or a path, glob or list of paths of URL files (read as bytes blocks).
URLs = Union[dask.bag.Bag, str, Sequence[str]]
Blocksize = Union[str, int, None]

def read_urls(urlpath: Union[str, Sequence[str]], blocksize: Blocksize = "32MiB",
              compression: Optional[str] = "infer", **storage_options: Any) -> dask.bag.Bag: ...
def keys(urls: dask.bag.Bag, level: CompareLevel = "scheme", crawler: bool = False,
         conservative: bool = False, remove_tracking_params: bool = False, surt: SurtKeys = None,
         errors: Errors = "none", profile: Optional[str] = None) -> dask.bag.Bag: ...
def canonicalize(urls: dask.bag.Bag, level: Level = "scheme", drop_fragment: bool = False, sort_query: bool = False,
                 canonical_ipv6: bool = False, remove_empty_query: bool = False, crawler: bool = False,
                 conservative: bool = False, remove_tracking_params: bool = False,
                 errors: Errors = "none", profile: Optional[str] = None) -> dask.bag.Bag: ...
def distinct_blobs(urls: URLs, level: CompareLevel = "scheme", crawler: bool = False, conservative: bool = False,
                   keep_input: bool = False, npartitions: Optional[int] = None, blocksize: Blocksize = "32MiB",
                   surt: SurtKeys = None, remove_tracking_params: bool = False, profile: Optional[str] = None) -> List[Delayed]: ...
def distinct(urls: URLs, level: CompareLevel = "scheme", crawler: bool = False, conservative: bool = False,
             keep_input: bool = False, npartitions: Optional[int] = None,
             blocksize: Blocksize = "32MiB", surt: SurtKeys = None,
             remove_tracking_params: bool = False, profile: Optional[str] = None) -> dask.dataframe.DataFrame: ...
def distinct_lines(urls: URLs, *, level: CompareLevel = "scheme", crawler: bool = False,
                   conservative: bool = False, keep_input: bool = False, npartitions: Optional[int] = None,
                   blocksize: Blocksize = "32MiB", surt: SurtKeys = None,
                   remove_tracking_params: bool = False, profile: Optional[str] = None) -> dask.bag.Bag: ...
def write_distinct(urls: URLs, path: str, *, level: CompareLevel = "scheme", crawler: bool = False,
                   conservative: bool = False, keep_input: bool = False, npartitions: Optional[int] = None,
                   blocksize: Blocksize = "32MiB", surt: SurtKeys = None,
                   remove_tracking_params: bool = False, profile: Optional[str] = None) -> List[Delayed]: ...
def distinct_column(frame: dask.dataframe.DataFrame, column: str, level: CompareLevel = "scheme",
                    crawler: bool = False, conservative: bool = False, npartitions: Optional[int] = None,
                    shuffle: str = "tasks", surt: SurtKeys = None,
                    remove_tracking_params: bool = False, profile: Optional[str] = None) -> dask.dataframe.DataFrame: ...
def keys_column(frame: dask.dataframe.DataFrame, column: str, level: CompareLevel = "scheme", crawler: bool = False,
                conservative: bool = False, remove_tracking_params: bool = False, surt: SurtKeys = None,
                errors: Errors = "none", profile: Optional[str] = None) -> dask.dataframe.Series: ...
def canonicalize_column(frame: dask.dataframe.DataFrame, column: str, level: Level = "scheme",
                        drop_fragment: bool = False, sort_query: bool = False, canonical_ipv6: bool = False,
                        remove_empty_query: bool = False, crawler: bool = False, conservative: bool = False,
                        remove_tracking_params: bool = False, errors: Errors = "none",
                        profile: Optional[str] = None) -> dask.dataframe.Series: ...
