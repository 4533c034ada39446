// The custom elements a course page hosts with one script tag (nimlab-elements.js):
// <nim-lab-game> for every game, and one element per view. Defined at once; each element loads
// the engine (once per page, shared) and checks its attributes with it when connected.

import { NimLabGame } from './game.js';
import { viewElement } from './view.js';
import '../families/index.js';
import { widgets } from '../core/registry.js';
import { registerPack } from '../core/i18n.js';
import { loaders as elementPacks, parts as elementParts } from '../../langpacks/elements.js';
import { packs as gamePacks } from '../../langpacks/games.js';

// The words every element shares (its frame, the player, the hints' and refusals' sentences) come
// in one file a language (www/langpacks/, written by ./build.sh), and a game's with its family's
// games' own in one (the element asks for its family's: element.js, preferPack).
registerPack(elementPacks, elementParts);
for (const [family, pack] of Object.entries(gamePacks)) registerPack(pack.loaders, pack.parts, family);

function define(tag, constructor) {
  if (!customElements.get(tag)) customElements.define(tag, constructor);
}

define('nim-lab-game', NimLabGame);
for (const name of Object.keys(widgets('views'))) define(`nim-lab-${name}`, viewElement(name));
