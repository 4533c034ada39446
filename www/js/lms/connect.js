// A lesson in a learning platform's gradebook: a cmi5 launch (the five keys below in the page's
// link, lms/cmi5.js) or the SCORM run-time a platform (Moodle, Canvas, Blackboard, Brightspace, …)
// offers the page it launches, found the way the pipwerks wrapper finds it — `API_1484_11` (SCORM
// 2004) or `API` (SCORM 1.2) on this window, its parents (at most 10 up) and its opener's — and
// only then is the adapter loaded (a dynamic import). Outside a platform (opened directly, in a
// course page's iframe, from file://) nothing is found: nothing more is loaded, nothing is sent,
// and the lesson works as it always did.

const maxHops = 10;

/** The keys a cmi5 platform adds to the link it launches a lesson with (the lesson's link notice
 *  leaves them out). */
export const cmi5Keys = ['endpoint', 'fetch', 'actor', 'registration', 'activityId'];

/** The object `name` on win or one of its parents (a parent of another origin cannot be read:
 *  the search stops there), else null. */
function searchUp(win, name) {
  for (let hops = 0; win && hops <= maxHops; hops++) {
    try {
      const api = win[name];
      if (api && typeof api === 'object') return api;
    } catch (_) {
      return null; // another origin
    }
    let parent = null;
    try {
      parent = win.parent;
    } catch (_) {
      parent = null;
    }
    if (!parent || parent === win) return null;
    win = parent;
  }
  return null;
}

/** The opener of the top window (a platform that opens a lesson in a new window), if readable. */
function openerOf(win) {
  try {
    return win.top?.opener || win.opener || null;
  } catch (_) {
    return null;
  }
}

/** The SCORM run-time offered to this page: {version: '2004' | '1.2', api} or null. */
export function findApi(win = window) {
  const places = [win, openerOf(win)].filter(Boolean);
  for (const [name, version, call] of [['API_1484_11', '2004', 'Initialize'], ['API', '1.2', 'LMSInitialize']]) {
    for (const place of places) {
      const api = searchUp(place, name);
      if (api && typeof api[call] === 'function') return { version, api };
    }
  }
  return null;
}

/** Connects the lesson (lessons/runtime.js) to the platform's run-time if there is one; resolves
 *  to the session (lms/scorm*.js) or null. */
export async function connectLms(lesson, win = window) {
  const query = new URLSearchParams(win.location.search);
  const found = cmi5Keys.every((key) => query.get(key)) ? { version: 'cmi5' } : findApi(win);
  if (!found) return null;
  // what the student does from now on is held until the adapter's session is up (the setup, the
  // adapter's loading, a cmi5 platform's round trips take time): lms/progress.js takes it over
  // and reports it then, so that nothing is lost
  const held = { reports: [] };
  held.stop = lesson.onProgress((kind, detail) => held.reports.push([kind, detail]));
  try {
    await lesson.whenSetUp();
    const adapter = found.version === 'cmi5' ? await import('./cmi5.js') : found.version === '2004' ? await import('./scorm2004.js') : await import('./scorm12.js');
    return await adapter.connect(found.api, lesson, win, held);
  } finally {
    held.stop();
  }
}
