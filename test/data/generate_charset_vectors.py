#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Generates test/data/charset_vectors.tsv: legacy-charset percent-encoding as Python's
urllib.parse computes it (Python 3.11 was used):

    python3 test/data/generate_charset_vectors.py > test/data/charset_vectors.tsv

Columns: charset, text (UTF-8, hex), quote(text, safe='', encoding=charset) or
"UNMAPPABLE" when the charset cannot hold the text. quote(safe='') leaves exactly the
unreserved characters of RFC 3986 unencoded and writes upper-case hex.
"""
from urllib.parse import quote

texts = ["Ärzteblatt", "café au lait", "naïve résumé", "€uro", "Œuvre", "smörgåsbord", "Grüße",
         "今日は", "日本語テキスト", "中文", "ｶﾀｶﾅ", "한국어", "Ελληνικά", "Русский", "a/b?c=d&e", "~-._", "ÿ",
         "😀", "ĀĒĪ"]
charsets = ["windows-1252", "ISO-8859-1", "ISO-8859-15", "Shift_JIS", "EUC-JP", "GB18030", "GBK", "Big5",
            "EUC-KR", "KOI8-R", "windows-1251", "ISO-8859-7", "UTF-8"]
for cs in charsets:
    for t in texts:
        try:
            expected = quote(t, safe="", encoding=cs, errors="strict")
        except UnicodeEncodeError:
            expected = "UNMAPPABLE"
        print(f"{cs}\t{t.encode('utf-8').hex().upper()}\t{expected}")
