// <nim-lab-table f="2x" upto="100">, <nim-lab-base f="2x" n="100">, <nim-lab-plot f="2x"
// upto="1000">: the views of the move-function game a lesson needs, each a view of its family
// (its family's declaration, core/registry.js: loaded when first shown) mounted in the element. Changing an attribute draws again. Event:
// nimlab-ready once the first drawing is done.

import { NimLabElement } from './element.js';
import { el, nextTask } from '../core/dom.js';
import { widgets } from '../core/registry.js';

let channelCounter = 0;

/** The element class of one view (its tag is nim-lab-<name>). */
export function viewElement(name) {
  return class extends NimLabElement {
    widgetName() {
      return name;
    }

    async build(settings) {
      const view = await widgets('views')[name].load();
      const host = el('div', { part: 'view' });
      this.body.append(this.titleNode(), host);
      channelCounter += 1;
      this.view = view.mount(host, { ids: this.ids, channel: `element-${channelCounter}`, changed: () => this.emit('resize', {}) });
      this.destroyWidget = () => this.view.destroy();
      // its first computation a task after its DOM (together, one long task on a phone)
      const mounted = this.view;
      return { work: nextTask().then(() => (this.view === mounted && this.built ? mounted.update(settings) : null)) };
    }

    update(settings) {
      return { work: this.view.update(settings) };
    }
  };
}
