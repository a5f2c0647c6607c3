# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Type stubs of urikit.dask.
from typing import Any, Mapping, Optional, Sequence, Union

import dask.bag
import dask.dataframe

from . import CompareLevel, Level

# True: SURT keys with surt's defaults; a dict: urikit.surt()'s options to change; None: dedup keys.
SurtKeys = Union[None, bool, Mapping[str, bool]]

def read_urls(urlpath: Union[str, Sequence[str]], blocksize: Union[str, int, None] = "32MiB",
              compression: Optional[str] = "infer", **storage_options: Any) -> dask.bag.Bag: ...
def keys(urls: dask.bag.Bag, level: CompareLevel = "scheme", crawler: bool = False,
         conservative: bool = False, surt: SurtKeys = None) -> dask.bag.Bag: ...
def canonicalize(urls: dask.bag.Bag, level: Level = "scheme", drop_fragment: bool = False, sort_query: bool = False,
                 crawler: bool = False, conservative: bool = False) -> dask.bag.Bag: ...
def distinct(urls: dask.bag.Bag, level: CompareLevel = "scheme", crawler: bool = False, conservative: bool = False,
             keep_input: bool = False, npartitions: Optional[int] = None,
             blocksize: Union[str, int, None] = "32MiB", surt: SurtKeys = None) -> dask.dataframe.DataFrame: ...
def distinct_lines(urls: dask.bag.Bag, *, level: CompareLevel = "scheme", crawler: bool = False,
                   conservative: bool = False, keep_input: bool = False, npartitions: Optional[int] = None,
                   blocksize: Union[str, int, None] = "32MiB", surt: SurtKeys = None) -> dask.bag.Bag: ...
def distinct_column(frame: dask.dataframe.DataFrame, column: str, level: CompareLevel = "scheme",
                    crawler: bool = False, conservative: bool = False, npartitions: Optional[int] = None,
                    shuffle: str = "tasks") -> dask.dataframe.DataFrame: ...
