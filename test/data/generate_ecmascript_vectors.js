// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Generates test/data/ecmascript_vectors.tsv: what JavaScript's own encodeURI,
// encodeURIComponent, decodeURI, decodeURIComponent, escape and unescape return for a broad,
// deterministic set of strings. Run with node (v20 was used):
//     node test/data/generate_ecmascript_vectors.js > test/data/ecmascript_vectors.tsv
// Columns: function, input as UTF-16 code units in hex (4 digits each), and the result as
// UTF-8 in hex, or "URIError" when the function throws. Hex keeps lone surrogates and
// control characters exact.
'use strict';
const inputs = [];
// Every ASCII character alone and between letters.
for (let c = 0; c < 128; c++) inputs.push(String.fromCharCode(c), 'a' + String.fromCharCode(c) + 'b');
// Non-ASCII of every UTF-8 length, and surrogates alone and paired.
inputs.push('é', 'Ä', '今日は', '€', '😀', 'a😀b', '\u0080', '\u07ff', '\u0800', '\uffff', '\u{10000}', '\u{10ffff}',
            '\ud800', '\udc00', 'a\ud800b', 'a\udc00b', '\ud800\udc00', '\udc00\ud800', '\ud83d');
inputs.push("#[]!'()*", ';/?:@&=+$,#', 'http://example.com/a b?q=1&r=ä#frag');
// Every escape %00-%FF, in both cases of hex.
for (let b = 0; b < 256; b++) {
  const h = b.toString(16).padStart(2, '0');
  inputs.push('%' + h.toUpperCase(), 'x%' + h + 'y');
}
// Well-formed and malformed sequences.
inputs.push('%C3%A9', '%c3%a9', '%E4%BB%8A%E6%97%A5%E3%81%AF', '%F0%9F%98%80', '%23%5B%5D%21%27%28%29%2A',
            '%', '%%', '%G1', '%1', 'a%', '%E4%BB', '%E4%BBx', '%E4%BB%', '%E4%BB%G1', '%C0%80', '%C0%AF', '%C1%BF',
            '%E0%80%AF', '%ED%A0%80', '%ED%BF%BF', '%F0%80%80%AF', '%F4%90%80%80', '%F5%80%80%80', '%F8%80%80%80%80',
            '%80', '%BF', '%FE', '%FF', '%C3%28', '%E2%82%28', '%2f%2F%3a', '%u0041', '%u00e9', '%uD83D%uDE00',
            '%uD800', '%uDC00x', '%u12', '%U0041', '+%20+', 'caf%C3%A9%20au%20lait');
const fns = {encodeURI, encodeURIComponent, decodeURI, decodeURIComponent, escape, unescape};
const hexUnits = (s) => Array.from({length: s.length}, (_, i) => s.charCodeAt(i).toString(16).padStart(4, '0')).join('');
const hexUtf8 = (s) => Buffer.from(s, 'utf8').toString('hex').toUpperCase();
for (const s of inputs) {
  for (const [name, fn] of Object.entries(fns)) {
    let out;
    try {
      const r = fn(s);
      // A result that is not well-formed UTF-16 (unescape('%uD800')) cannot be UTF-8.
      out = r.isWellFormed ? (r.isWellFormed() ? hexUtf8(r) : 'LoneSurrogate') : hexUtf8(r);
    } catch (e) {
      if (!(e instanceof URIError)) throw e;
      out = 'URIError';
    }
    console.log([name, hexUnits(s), out].join('\t'));
  }
}
