// The pseudo-locale's writing (`en-XA`, core/i18n.js): English with every letter accented, for the
// tests that look for words left out of the catalogues. Its own module so that a page in a real
// language never downloads it: core/i18n.js imports it with the pseudo-locale's first catalogue
// (a FluentBundle transform), and a lesson's list of words (lessons/shared.js) reads it once the
// pseudo-locale is shown.

/** Accented letters for the pseudo-locale, a–z and A–Z. */
const ACCENTED = 'àƀçđéƒĝĥîĵķļɱñöƥǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ';
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The tags whose text a translation keeps: maths (a variable, a subscript), code, a cited title. */
const KEPT = /^(i|em|var|sub|sup|code|cite)$/i;

/** English as the pseudo-locale writes it: each ASCII letter accented but in tags and in the text
 *  of KEPT tags (maths stays as written in every language). Fluent calls it on each piece of a
 *  message's text between its placeables, so a KEPT tag must close in the piece it opens in. */
export function pseudo(text) {
  const accented = [...ACCENTED];
  let out = '';
  let kept = 0;
  for (const piece of text.split(/(<[^>]*>|&#?\w+;)/)) {
    const tag = /^<(\/?)([a-z]+)/i.exec(piece);
    if (piece.startsWith('&') && piece.endsWith(';')) {
      out += piece; // a character reference
    } else if (tag) {
      if (KEPT.test(tag[2])) kept = Math.max(0, kept + (tag[1] ? -1 : 1));
      out += piece;
    } else {
      out += kept ? piece : piece.replace(/[A-Za-z]/g, (ch) => accented[PLAIN.indexOf(ch)]);
    }
  }
  return out;
}
