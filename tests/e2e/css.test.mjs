// The stylesheets keep to the type scale of tokens.css (--type-scale): few sizes read calmer, and
// each font at each size is one more strike that core/warm-fonts.js lays out while the engine
// loads (the pages' fonts as laid out are checked against core/fonts.js by fontCheck).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './harness.mjs';

const cssDir = path.join(repoRoot, 'www', 'css');

test('every font-size in rem is a step of the type scale (tokens.css --type-scale)', () => {
  const tokens = fs.readFileSync(path.join(cssDir, 'tokens.css'), 'utf8');
  const declared = tokens.match(/--type-scale:\s*([^;]+);/);
  assert.ok(declared, 'tokens.css declares --type-scale');
  const scale = declared[1].trim().split(/\s+/).map(Number);
  assert.ok(scale.length >= 4 && scale.every((x) => x > 0), `a scale of positive steps: ${declared[1]}`);
  const outside = [];
  let seen = 0;
  for (const file of fs.readdirSync(cssDir).filter((f) => f.endsWith('.css'))) {
    for (const [, size] of fs.readFileSync(path.join(cssDir, file), 'utf8').matchAll(/font-size:\s*(\d*\.?\d+)rem\b/g)) {
      seen++;
      if (!scale.includes(Number(size))) outside.push(`${file}: ${size}rem`);
    }
  }
  assert.ok(seen > 50, `the stylesheets were read (${seen} sizes in rem)`);
  assert.deepEqual(outside, [], `sizes outside the scale ${scale.join(', ')}`);
});

test('nimlab-elements.css keeps each element the room the elements keep themselves (elements/rooms.js)', async () => {
  const { rooms } = await import(path.join(repoRoot, 'www', 'js', 'elements', 'rooms.js'));
  const css = fs.readFileSync(path.join(repoRoot, 'www', 'nimlab-elements.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const phoneAt = css.search(/@media\s*\(max-width:\s*700px\)/);
  assert.ok(phoneAt > 0, 'nimlab-elements.css has its phone block (@media (max-width: 700px))');
  /** The min-height rules of one part of the file, by the rooms.js key they are for. */
  const heights = (text) => Object.fromEntries([...text.matchAll(/nim-lab-(\w+)(?:\[game="([\w-]+)"\])?\s*\{\s*min-height:\s*(\d+)px;?\s*\}/g)]
    .map(([, tag, game, px]) => [game ? `${tag}=${game}` : tag, Number(px)]));
  const wide = heights(css.slice(0, phoneAt));
  const phone = heights(css.slice(phoneAt));
  const fromRooms = (i) => Object.fromEntries(Object.entries(rooms).map(([key, px]) => [key, px[i]]));
  assert.ok(Object.keys(rooms).length >= 9, 'rooms.js was read');
  assert.deepEqual(wide, fromRooms(0), 'wide rooms: nimlab-elements.css and elements/rooms.js');
  assert.deepEqual(phone, fromRooms(1), 'phone rooms (≤ 700 px): nimlab-elements.css and elements/rooms.js');
});
