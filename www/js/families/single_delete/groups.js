// Single-delete Nim: the P-positions grouped by their sorted pattern of 2-adic valuations (the
// structure the paper's Theorem 1.5 describes for four piles). Each group says how many of the
// positions with its pattern are P, which statement (if any) predicts the whole group, and draws
// its first positions in binary with the rightmost 1s aligned; "Show more" asks the engine for
// more. A widget: it builds the summary, the filter, the list and "Show all" in its host.

import { el, fill, fmtInt } from '../../core/dom.js';
import { l10n, t, onLanguageChange } from '../../core/i18n.js';
import { alignedDigits, pilesText, statementTitle, tNodes } from './digits.js';
import '../../i18n/single_delete_section/index.js';

/** Groups shown before "Show all groups". */
const groupsShownFirst = 10;

function patternKey(pattern) {
  return Array.from(pattern).join(',');
}

/** The line above the groups: how many P-positions, patterns, and how many a statement explains. */
function summary(groups) {
  const pTotal = groups.reduce((sum, g) => sum + g.pCount, 0);
  const covered = groups.filter((g) => g.covered);
  const coveredP = covered.reduce((sum, g) => sum + g.pCount, 0);
  return [
    tNodes('sds-groups-found', { pn: pTotal, gn: groups.length }, {
      p: el('strong', null, fmtInt(pTotal)), groups: el('strong', null, fmtInt(groups.length)),
    }),
    ' ',
    covered.length === groups.length && groups.length
      ? t('sds-groups-all-explained', { n: groups.length })
      : covered.length === 0 ? t('sds-groups-none-explained')
        : t('sds-groups-some-explained', {
          cn: covered.length, covered: fmtInt(covered.length), positions: fmtInt(coveredP), rest: fmtInt(groups.length - covered.length),
        }),
  ];
}

/**
 * host: where to build. options: {ids (prefix of the ids inside), more(pattern, limit) → Promise
 * of the first `limit` P-positions of the group}. Returns {render(result, key, running)}: result
 * is the solve's {groups, …}; key changes with it; running: a solve is under way (no "Show more",
 * the engine is busy with another range).
 */
export function createDeleteGroups(host, { ids = '', more }) {
  const box = {
    summary: el('p', { id: `${ids}groups-summary`, class: 'd-groups-summary' }),
    list: el('div', { id: `${ids}groups`, class: 'd-groups' }),
    more: el('div', { id: `${ids}groups-more`, class: 'd-groups-more' }),
  };
  const filterName = `${ids}groups-filter`;
  const filter = l10n(el('div', { class: 'd-groups-filter', role: 'group' }), 'sds-filter');
  filter.append(...[['all', 'sds-filter-all'], ['search', 'sds-filter-search']].map(([value, words]) => {
      const input = el('input', { type: 'radio', name: filterName, value, checked: value === 'all' });
      input.addEventListener('change', () => {
        if (!input.checked) return;
        view.filter = value;
        draw();
      });
      return el('label', null, input, ' ', l10n(el('span'), words));
    }));
  host.append(box.summary, filter, box.list, box.more);

  const view = { filter: 'all', showAll: false, extra: new Map(), loading: new Set() };
  let result = null;
  let drawnKey = null;
  let running = false;

  function showMore(pattern, shown) {
    if (running) return;
    const key = patternKey(pattern);
    const asked = result;
    view.loading.add(key);
    draw();
    more(Array.from(pattern), shown * 4).then((positions) => {
      if (result === asked) view.extra.set(key, positions);
    }, () => {}).finally(() => {
      view.loading.delete(key);
      draw();
    });
  }

  function groupCard(group) {
    const key = patternKey(group.pattern);
    const positions = view.extra.get(key) || group.positions;
    const all = group.pCount === group.total;
    const covered = group.covered;
    const hasMore = positions.length < group.pCount;
    return el('article', {
      class: `d-group${covered ? ' covered' : ' searched'}`, 'data-pattern': key, 'data-covered': covered || 'search',
      'data-shown': positions.length,
    },
    el('header', { class: 'd-group-head' },
      el('span', { class: 'd-pattern' }, tNodes('sds-group-valuations', null, { pattern: el('strong', { class: 'mono' }, Array.from(group.pattern).join(', ')) })),
      el('span', { class: 'd-count' },
        tNodes('sds-group-count', { pn: group.pCount, tn: group.total, total: fmtInt(group.total) }, { p: el('strong', null, fmtInt(group.pCount)) }),
        all && group.total > 1 ? el('span', { class: 'd-all' }, ` ${t('sds-group-all')}`) : null),
      el('span', { class: `d-covered${covered ? '' : ' none'}` }, covered ? statementTitle(covered) : t('sds-search-only'))),
    el('div', { class: 'd-group-positions' },
      Array.from(positions, (p) => el('figure', { class: 'd-position', 'data-piles': patternKey(p) },
        alignedDigits(p, { compact: true }),
        el('figcaption', { class: 'mono' }, pilesText(p))))),
    hasMore ? el('button', {
      type: 'button', class: 'btn btn-small d-more', disabled: running || view.loading.has(key),
      onclick: () => showMore(group.pattern, positions.length),
    }, view.loading.has(key) ? t('sds-loading') : t('sds-show-more', { count: fmtInt(group.pCount) })) : null);
  }

  function draw() {
    if (!result) return;
    const groups = Array.from(result.groups || []);
    fill(box.summary, summary(groups));
    const chosen = view.filter === 'search' ? groups.filter((g) => !g.covered) : groups;
    const shown = view.showAll ? chosen : chosen.slice(0, groupsShownFirst);
    fill(box.list, shown.length ? shown.map((g) => groupCard(g))
      : el('p', { class: 'explain' }, t(view.filter === 'search' ? 'sds-groups-none-search' : 'sds-groups-none')));
    fill(box.more, shown.length < chosen.length
      ? el('button', {
        type: 'button', class: 'btn', id: `${ids}groups-all`,
        onclick: () => { view.showAll = true; draw(); },
      }, t('sds-show-all-groups', { count: fmtInt(chosen.length) }))
      : null);
  }

  // another language: the groups are drawn again in it
  onLanguageChange(() => draw());

  return {
    render(next, key, isRunning) {
      if (key === drawnKey && running === isRunning) return;
      if (key !== drawnKey) {
        Object.assign(view, { showAll: false, extra: new Map(), loading: new Set() });
      }
      drawnKey = key;
      running = isRunning;
      result = next;
      draw();
    },
  };
}
