// Blocking Nim's examples: the paper's worked example, classic cases, and the sequences where
// the paper's summary and its Theorem 1 part ways. Each sets the three sequences (URL keys bc,
// bmin, bmax) and has a caption saying what to look at. The playground words them from its
// catalogue (www/js/i18n/blocking_section/: bns-preset-<id>, its -note where `noteWords`, its
// -caption; a note of maths alone is shown as written); the English here is the lessons'.

/** The examples; the paper’s worked example first. */
export const blockingPresets = [
  {
    id: 'paper', noteWords: true, label: 'Paper’s example', note: 'move 3: [5, 10], c = 2', bc: '0, 1, 2', bmin: '1, 3, 5', bmax: '3, 6, 10',
    caption: 'The paper’s worked example: at move 3 the options are [5, 10] with c₃ = 2, so the opponent may forbid '
      + 'two of the six takes 5 … 10. Pile 15 at move 3 is safe: the only winning takes, 9 and 10, get forbidden '
      + '(try it in the formula box below: pile 15, move 3).',
  },
  {
    id: 'nim', noteWords: true, label: 'Take 1–3, no blocks', note: 'Nim', bc: '0', bmin: '1', bmax: '3',
    caption: 'No blocks at all (c = 0): the classic subtraction game. The safe piles are the multiples of 4.',
  },
  {
    id: 'block-one', label: 'Take 1–4, block 1', note: '', bc: '1', bmin: '1', bmax: '4',
    caption: 'Four takes, one of which the opponent may forbid: the safe piles come in pairs, every 5 counters.',
  },
  {
    id: 'growing', noteWords: true, label: 'Growing', note: 'take 1 to i + 2, block i/3', bc: 'i/3', bmin: '1', bmax: 'i + 2',
    caption: 'The range of takes and the number of blocks grow with the move number; conditions (1) and (2) hold.',
  },
  {
    id: 'summary-holds', label: 'Summary’s condition holds, formula fails', note: '', bc: '1, 0', bmin: '1', bmax: '3, 1',
    caption: 'c = 1, 0, 0, …: the blocks decrease, so condition (1) fails. The summary says its weaker condition '
      + '(u_i ≥ 0 and Lemma 1) is enough — it holds here, yet brute force disagrees with the formula.',
  },
  {
    id: 'summary-fails', label: 'Formula right, summary’s condition fails', note: '', bc: '2, 0', bmin: '3, 1', bmax: '6, 4',
    caption: 'The summary calls its condition necessary. Here it fails, yet the formula gives exactly the safe piles.',
  },
  {
    id: 'all-blocked', label: 'Everything can be blocked', note: 'm = M = 2, c = 1', bc: '1', bmin: '2', bmax: '2',
    caption: 'One choice each move, and the opponent may forbid it: u_i = −1, nobody can ever move, every pile is safe.',
  },
];
