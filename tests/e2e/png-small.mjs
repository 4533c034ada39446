// A screenshot made small for the repository (the README's pictures in docs/): Playwright's PNG
// (8-bit RGB or RGBA, not interlaced) decoded, its colours reduced to a palette of at most 256
// (a page's flat colours kept exactly, the anti-aliased rest mapped to the nearest kept one) and
// written again as an indexed PNG, deflated at level 9. No image library: node's zlib only.
// Deterministic: the same pixels give the same bytes.

import zlib from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** {width, height, rgb: Buffer (3 bytes a pixel)} of a PNG as Playwright writes it. */
export function decodePng(png) {
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  let at = 8;
  let width = 0, height = 0, channels = 0;
  const data = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = { 2: 3, 6: 4 }[colour];
      if (depth !== 8 || !channels || interlace) throw new Error(`a PNG of depth ${depth}, colour type ${colour}, interlace ${interlace}: not read here`);
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[row + x - channels] : 0;
      const b = y ? out[row - stride + x] : 0;
      const c = x >= channels && y ? out[row - stride + x - channels] : 0;
      let v = line[x];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[row + x] = v & 255;
    }
  }
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) out.copy(rgb, i * 3, i * channels, i * channels + 3);
  return { width, height, rgb };
}

function chunk(type, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** The PNG `png` again with at most `colours` colours (an indexed PNG). */
export function smallPng(png, colours = 256) {
  const { width, height, rgb } = decodePng(png);
  const count = new Map();
  for (let i = 0; i < rgb.length; i += 3) {
    const key = (rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2];
    count.set(key, (count.get(key) || 0) + 1);
  }
  // the most frequent colours (ties: the smaller value), each further one mapped to the nearest
  const palette = [...count.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, colours).map(([key]) => key);
  const index = new Map(palette.map((key, i) => [key, i]));
  const nearest = (key) => {
    let best = 0, bestD = Infinity;
    const r = key >> 16, g = (key >> 8) & 255, b = key & 255;
    for (let i = 0; i < palette.length; i++) {
      const p = palette[i];
      const dr = r - (p >> 16), dg = g - ((p >> 8) & 255), db = b - (p & 255);
      const d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      if (d < bestD) { bestD = d; best = i; }
    }
    return best;
  };
  for (const key of count.keys()) if (!index.has(key)) index.set(key, nearest(key));
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[y * (width + 1) + 1 + x] = index.get((rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2]);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((key, i) => plte.set([key >> 16, (key >> 8) & 255, key & 255], i * 3));
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('PLTE', plte), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
