// The lessons' glossary: the words the lessons use, each defined in plain language for a class of
// fourteen-year-olds. These are definitions (what a word means), not claims about a game: results
// stay computed by the engine on the lesson pages. A lesson lists the terms it uses in its main
// element (<main class="lesson" data-terms="P-position|N-position|…">); the runtime prints them in
// the handout and shows them wherever the page has a [data-glossary] placeholder.

/** term → [the term as printed, its definition]. Keys are what data-terms names. */
export const glossary = {
  'P-position': ['P-position', 'a position the player about to move loses, however well they play, if the opponent plays well: the Previous player (the one who just moved) wins.'],
  'N-position': ['N-position', 'a position the player about to move can win by playing well: the Next player wins.'],
  'winning move': ['winning move', 'a move that leaves the opponent a P-position.'],
  'losing start': ['losing start', 'a pile from which the first player loses against good play.'],
  'move function': ['move function f', 'the rule that says how many counters a player may take at most, given what the opponent just took (and, in some games, the size of the pile).'],
  'base': ['base (B_f)', 'a list of numbers built from the rule f, used for the strategy: write the pile as a sum of members of the list, largest first, and take the smallest part.'],
  'Fibonacci numbers': ['Fibonacci numbers', '1, 2, 3, 5, 8, 13, 21, …: each number is the sum of the two before it.'],
  'Zeckendorf': ['Zeckendorf’s representation', 'writing a number as a sum of Fibonacci numbers, taking the largest one that fits each time (for example 20 = 13 + 5 + 2); no two of them are neighbours in the list.'],
  'period': ['period', 'a rule has period t when it repeats every t piles: it treats a pile of n and a pile of n + t the same way (with t = 2, it only looks at whether the pile is odd or even).'],
  'remainder': ['remainder (mod)', 'what is left over after dividing: 17 mod 5 = 2, because 17 = 3 × 5 + 2.'],
  'mex': ['mex', 'short for “minimum excluded”: the smallest whole number 0, 1, 2, … that is not in a list. The mex of 0, 1, 3 is 2.'],
  'Grundy value': ['Grundy value', 'a number for each position: 0 for a position with no moves, otherwise the mex of the values of the positions one move away. The positions with value 0 are the P-positions.'],
  'binary': ['binary', 'writing a number with the powers of two 1, 2, 4, 8, 16, …, each used at most once: 13 = 8 + 4 + 1 is 1101 in binary.'],
  'nim-sum': ['nim-sum (⊕)', 'adding numbers in binary without carrying (also called “exclusive or”): 5 ⊕ 3 = 6, because 101 ⊕ 011 = 110. In a game of several piles, the nim-sum of the Grundy values tells who wins.'],
  'H': ['H (Schwenk’s sequence)', 'a list of numbers built like the Fibonacci numbers from a take-away rule: it starts 1, and each new member is the last one plus an earlier member chosen by the rule. Schwenk proved that, for many rules, these are the piles from which the first player loses.'],
  'blocking': ['blocking', 'before you move, your opponent may forbid some of the moves you could make; you then choose among the others.'],
  'split': ['split', 'to divide one pile into two smaller piles, each of at least one counter.'],
  'conjecture': ['conjecture', 'a statement someone believes but has not proved; one counterexample shows it false.'],
  'theorem': ['theorem', 'a statement that has been proved: it holds in every case it speaks about.'],
  'counterexample': ['counterexample', 'one case in which a statement fails.'],
};

/** The definitions of `terms` (keys of the glossary) as [term, definition] pairs, in the given
 *  order; an unknown key throws, so a lesson cannot list a word the glossary lacks. */
export function glossaryEntries(terms) {
  return terms.map((key) => {
    const entry = glossary[key];
    if (!entry) throw new Error(`the glossary has no entry “${key}” (www/js/lessons/glossary.js)`);
    return entry;
  });
}
