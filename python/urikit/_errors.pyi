# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
class URIError(ValueError):
    code: str
    offset: int
    which: int   # equivalent(): 1 or 2, set only there
    index: int   # a batch call with errors="raise": set only there
    def __init__(self, message: str, code: str, offset: int) -> None: ...
