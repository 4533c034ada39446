// A static server like a course host's: files from one folder, text and wasm sent with
// Content-Encoding: gzip (level 6, what nginx, Apache's mod_deflate and most CDNs use by default)
// when the browser accepts it, the right Content-Type (application/wasm included, which
// WebAssembly.instantiateStreaming needs), Last-Modified / ETag with 304s and a short
// Cache-Control (max-age=600, as GitHub Pages sends), and no CORS headers. `python3 -m
// http.server` (tests/e2e/harness.mjs) compresses nothing, so page weights measured behind it are
// not what a visitor downloads.
//   import { startGzipServer } from './gzip-server.mjs';
//   const server = await startGzipServer('dist'); … server.url … await server.stop();
// Alone: node scripts/bench/gzip-server.mjs [DIR] [PORT] serves until Ctrl-C.

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const GZIP_LEVEL = 6;
export const MAX_AGE = 600;
/** One sentence for reports: how the pages were served. */
export const SERVED = `served by \`scripts/bench/gzip-server.mjs\` (node http; gzip level ${GZIP_LEVEL} for HTML, CSS, JS, ` +
  `JSON, SVG and wasm; \`Cache-Control: max-age=${MAX_AGE}\` with ETag, as a course host sends)`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
/** What a host compresses: text and wasm; images and fonts are compressed already. */
const COMPRESS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.wasm']);

/** Serves `dir` on a free port of 127.0.0.1 (or `port`); resolves {url, stop(), log}. `log` lists
 *  every response: {path, status, type, encoding, bytes (as sent)}. */
export function startGzipServer(dir, port = 0) {
  const root = path.resolve(dir);
  const cache = new Map(); // file → {mtimeMs, raw, gz, etag}
  const log = [];
  const read = (file, stat) => {
    let hit = cache.get(file);
    if (!hit || hit.mtimeMs !== stat.mtimeMs) {
      const raw = fs.readFileSync(file);
      const ext = path.extname(file).toLowerCase();
      const gz = COMPRESS.has(ext) ? zlib.gzipSync(raw, { level: GZIP_LEVEL }) : null;
      hit = { mtimeMs: stat.mtimeMs, raw, gz, etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` };
      cache.set(file, hit);
    }
    return hit;
  };
  const server = http.createServer((req, res) => {
    const send = (status, headers, body) => {
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      log.push({ path: req.url, status, type: headers['Content-Type'] || '', encoding: headers['Content-Encoding'] || '', bytes: body ? body.length : 0 });
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { Allow: 'GET, HEAD' }, null);
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://host').pathname);
    } catch {
      return send(400, { 'Content-Type': 'text/plain' }, Buffer.from('bad request'));
    }
    let file = path.join(root, rel);
    if (file !== root && !file.startsWith(root + path.sep)) return send(403, { 'Content-Type': 'text/plain' }, Buffer.from('forbidden'));
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (!rel.endsWith('/')) return send(301, { Location: `${rel}/` }, null);
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat?.isFile()) return send(404, { 'Content-Type': 'text/plain; charset=utf-8' }, Buffer.from(`${rel}: not found`));
    const { raw, gz, etag } = read(file, stat);
    const ext = path.extname(file).toLowerCase();
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': `max-age=${MAX_AGE}`,
      'Last-Modified': new Date(stat.mtimeMs).toUTCString(),
      ETag: etag,
    };
    if (gz) headers.Vary = 'Accept-Encoding';
    if (req.headers['if-none-match'] === etag) return send(304, headers, null);
    const gzipOk = gz && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    if (gzipOk) headers['Content-Encoding'] = 'gzip';
    const body = gzipOk ? gz : raw;
    headers['Content-Length'] = body.length;
    return send(200, headers, body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        log,
        stop: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = process.argv[2] || path.join(here, '..', '..', 'dist');
  const server = await startGzipServer(dir, Number(process.argv[3] || 0));
  console.log(`serving ${dir} gzipped at ${server.url} (Ctrl-C stops)`);
}
