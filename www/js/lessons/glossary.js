// The lessons' glossary: the words the lessons use, each defined in plain language for a class of
// fourteen-year-olds (the words and definitions are the `lessons` catalogue's, glossary-<word>
// and glossary-<word>-means, in every language). These are definitions (what a word means), not
// claims about a game: results stay computed by the engine on the lesson pages. A lesson lists the
// terms it uses in its main element (<main class="lesson" data-terms="P-position|N-position|…">);
// the runtime prints them in the handout and shows them wherever the page has a [data-glossary]
// placeholder.

/** The keys data-terms may name → the catalogue's id of the word (its definition: `<id>-means`). */
export const glossary = {
  'P-position': 'glossary-p-position',
  'N-position': 'glossary-n-position',
  'winning move': 'glossary-winning-move',
  'losing start': 'glossary-losing-start',
  'move function': 'glossary-move-function',
  'base': 'glossary-base',
  'Fibonacci numbers': 'glossary-fibonacci-numbers',
  'Zeckendorf': 'glossary-zeckendorf',
  'period': 'glossary-period',
  'remainder': 'glossary-remainder',
  'mex': 'glossary-mex',
  'Grundy value': 'glossary-grundy-value',
  'binary': 'glossary-binary',
  'nim-sum': 'glossary-nim-sum',
  'H': 'glossary-h',
  'blocking': 'glossary-blocking',
  'split': 'glossary-split',
  'conjecture': 'glossary-conjecture',
  'theorem': 'glossary-theorem',
  'counterexample': 'glossary-counterexample',
  'safe pile': 'glossary-safe-pile',
  'brute force': 'glossary-brute-force',
};

/** The message ids of `terms` (keys of the glossary) as [word, definition] pairs, in the given
 *  order; an unknown key throws, so a lesson cannot list a word the glossary lacks. */
export function glossaryEntries(terms) {
  return terms.map((key) => {
    const id = glossary[key];
    if (!id) throw new Error(`the glossary has no entry “${key}” (www/js/lessons/glossary.js)`);
    return [id, `${id}-means`];
  });
}
