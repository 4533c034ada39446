// Single-delete Nim: the P-positions grouped by their sorted pattern of 2-adic valuations (the
// structure the paper's Theorem 1.5 describes for four piles). Each group says how many of the
// positions with its pattern are P, which statement (if any) predicts the whole group, and draws
// its first positions in binary with the rightmost 1s aligned; "Show more" asks the engine for more.

import { el, fill, fmtInt } from './dom.js';
import { alignedDigits, pilesText, statementTitle } from './view-ddigits.js';

/** Groups shown before "Show all groups". */
const groupsShownFirst = 10;

export function patternKey(pattern) {
  return Array.from(pattern).join(',');
}

function groupCard(group, view, actions) {
  const key = patternKey(group.pattern);
  const positions = view.extra.get(key) || group.positions;
  const all = group.pCount === group.total;
  const covered = group.covered;
  const more = positions.length < group.pCount;
  return el('article', {
    class: `d-group${covered ? ' covered' : ' searched'}`, 'data-pattern': key, 'data-covered': covered || 'search',
    'data-shown': positions.length,
  },
  el('header', { class: 'd-group-head' },
    el('span', { class: 'd-pattern' }, 'valuations ', el('strong', { class: 'mono' }, Array.from(group.pattern).join(', '))),
    el('span', { class: 'd-count' },
      el('strong', null, fmtInt(group.pCount)), ` of ${fmtInt(group.total)} position${group.total === 1 ? '' : 's'} with this pattern ${group.pCount === 1 ? 'is' : 'are'} P`,
      all && group.total > 1 ? el('span', { class: 'd-all' }, ' — all of them') : null),
    el('span', { class: `d-covered${covered ? '' : ' none'}` }, covered ? statementTitle(covered) : 'search only')),
  el('div', { class: 'd-group-positions' },
    positions.map((p) => el('figure', { class: 'd-position', 'data-piles': patternKey(p) },
      alignedDigits(p, { compact: true }),
      el('figcaption', { class: 'mono' }, pilesText(p))))),
  more ? el('button', {
    type: 'button', class: 'btn btn-small d-more', disabled: view.running || view.loading.has(key),
    onclick: () => actions.showMore(group.pattern, positions.length),
  }, view.loading.has(key) ? 'Loading…' : `Show more (${fmtInt(group.pCount)} in all)`) : null);
}

/** The line above the groups: how many P-positions, patterns, and how many a statement explains. */
function summary(groups) {
  const pTotal = groups.reduce((sum, g) => sum + g.pCount, 0);
  const covered = groups.filter((g) => g.covered);
  const coveredP = covered.reduce((sum, g) => sum + g.pCount, 0);
  return [
    el('strong', null, fmtInt(pTotal)), ` P-position${pTotal === 1 ? '' : 's'} in `,
    el('strong', null, fmtInt(groups.length)), ` valuation pattern${groups.length === 1 ? '' : 's'}. `,
    covered.length === groups.length && groups.length
      ? `A statement of the paper explains ${groups.length === 1 ? 'it' : 'every one of them'}.`
      : covered.length === 0 ? 'No statement of the paper explains a whole pattern: search found them all.'
        : `A statement of the paper explains ${fmtInt(covered.length)} pattern${covered.length === 1 ? '' : 's'} (${fmtInt(coveredP)} positions); `
          + `the other ${fmtInt(groups.length - covered.length)} were found by search.`,
  ];
}

/**
 * Fills the groups section. view: {filter: 'all' | 'search', showAll, extra: Map(key → positions),
 * loading: Set(key), running (a solve is under way: no "Show more")}; actions: {showMore(pattern, shown), showAllGroups()}.
 */
export function renderDeleteGroups(result, view, actions, boxes) {
  const groups = Array.from(result.groups || []);
  fill(boxes.summary, summary(groups));
  const chosen = view.filter === 'search' ? groups.filter((g) => !g.covered) : groups;
  const shown = view.showAll ? chosen : chosen.slice(0, groupsShownFirst);
  fill(boxes.list, shown.length ? shown.map((g) => groupCard(g, view, actions))
    : el('p', { class: 'explain' }, view.filter === 'search' ? 'Every group is explained by a statement.' : 'No P-positions.'));
  fill(boxes.more, shown.length < chosen.length
    ? el('button', { type: 'button', class: 'btn', id: 'd-groups-all', onclick: () => actions.showAllGroups() },
      `Show all ${fmtInt(chosen.length)} groups`)
    : null);
}
