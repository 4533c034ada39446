// A small seeded PRNG (mulberry32) with the helpers the generators use.

export class Random {
  constructor(seed) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next() {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [lo, hi]. */
  int(lo, hi) {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** A whole number in [lo, hi], small ones likelier (log-uniform). */
  logInt(lo, hi) {
    const a = Math.log(Math.max(lo, 1));
    const b = Math.log(hi + 1);
    return Math.min(hi, Math.max(lo, Math.floor(Math.exp(a + this.next() * (b - a)))));
  }

  chance(p) {
    return this.next() < p;
  }

  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }

  /** Calls one of `choices`, [[weight, () => value], …], chosen by weight. */
  weighted(choices) {
    const total = choices.reduce((sum, [w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [w, make] of choices) {
      r -= w;
      if (r < 0) return make();
    }
    return choices[choices.length - 1][1]();
  }
}
