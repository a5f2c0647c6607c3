# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit.URIError: the one exception for bad input."""


class URIError(ValueError):
    """An input the library refuses, with the code and offset `urikit` prints.

    code:   the stable kebab-case error code, e.g. ``"invalid-character"``
    offset: the 0-based byte offset into the UTF-8 form of the input
    which:  (equivalent) 1 or 2, the input at fault
    index:  (a batch call with errors="raise") the position of the failing input
    """

    def __init__(self, message, code, offset):
        super().__init__(message)
        self.code = code
        self.offset = offset

    def __reduce__(self):
        return (_rebuild, (self.args[0], self.code, self.offset, dict(self.__dict__)))


def _rebuild(message, code, offset, attributes):
    error = URIError(message, code, offset)
    error.__dict__.update(attributes)
    return error
