// The engine worker (core/jobs.js starts it): the families registered, then the loop
// (core/worker-loop.js). Its bundles (scripts/dist.mjs) hold the families' engine modules and
// leave out what only a page shows (their sections, games and views).

import './families/index.js';
import { serve } from './core/worker-loop.js';

serve();
