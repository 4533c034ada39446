// The engine's sentences in the page's language, for widgets that show them (the player's hints):
// say(message, english) is the engine's English until a page that offers languages plugs its
// formatter in (core/i18n.js does, when the page imports it). A page without languages (an
// element, a lesson so far) never loads the catalogues or Fluent's formatter through a widget.

let formatter = null;

/** Sets how messages are worded (core/i18n.js). */
export function setFormatter(format) {
  formatter = format;
}

/** An engine message ({id, args}: src/message.rs) in the page's language; `english`, the engine's
 *  own words, where the page has no languages or the message has no catalogue entry. */
export function say(message, english) {
  return formatter && message ? formatter(message, english) : english;
}
