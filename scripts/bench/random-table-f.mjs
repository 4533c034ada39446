// The benchmark's "random-table f": f(x) = a[x % 16]·x + b[x % 16], with a in 0..3 and b in 1..9
// drawn by mulberry32 from seed 15, written in the move-function language as nested ifs.
export function randomTableF(seed = 15, m = 16) {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const a = [], b = [];
  for (let r = 0; r < m; r++) { a.push(Math.floor(rand() * 4)); b.push(1 + Math.floor(rand() * 9)); }
  const term = (r) => (a[r] === 0 ? `${b[r]}` : `${a[r] === 1 ? '' : a[r]}x + ${b[r]}`);
  let expr = term(m - 1);
  for (let r = m - 2; r >= 0; r--) expr = `if x % ${m} == ${r} then ${term(r)} else ${expr}`;
  return { expr, js: (x) => a[x % m] * x + b[x % m], a, b };
}
if (import.meta.url === `file://${process.argv[1]}`) console.log(randomTableF().expr);
