// A static file server for dist/ on 127.0.0.1, for the end-to-end tests
// and the budgets.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json' };
// What a host compresses: text and wasm, not PNG.
const COMPRESSED = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.webmanifest']);

/// Serves `root`; `server.hits` lists every path requested. Files are sent
/// with a one-hour cache lifetime, as static hosting does; with `gzip`,
/// compressed when the browser accepts it, as any host does. With
/// `precompressed` (`['br', 'gzip']`, or `['gzip']` for a host without
/// brotli) the build's `.br` / `.gz` beside a file are sent in its place
/// when the browser accepts that encoding, with the file's own type (the
/// wasm as `application/wasm`, so it compiles while it downloads). With
/// `trickle` (`{ bytes, ms }`) an HTML page is sent `bytes` at a time,
/// `ms` apart, as a slow network delivers it.
export function serve(root, { headers = {}, gzip = false, precompressed = [], port = 0, trickle } = {}) {
  const hits = [];
  const packed = new Map();
  const server = http.createServer((req, res) => {
    hits.push(req.url);
    const url = new URL(req.url, 'http://x');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) { res.writeHead(403); res.end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      const ext = path.extname(file);
      const head = { 'content-type': TYPES[ext] || 'application/octet-stream', 'cache-control': 'max-age=3600', ...headers };
      const accepts = (e) => new RegExp(`\\b${e}\\b`).test(req.headers['accept-encoding'] || '');
      const suffix = { br: '.br', gzip: '.gz' };
      const ready = precompressed.find((e) => COMPRESSED.has(ext) && accepts(e) && fs.existsSync(file + suffix[e]));
      if (ready) {
        data = fs.readFileSync(file + suffix[ready]);
        head['content-encoding'] = ready;
        head.vary = 'accept-encoding';
      } else if (gzip && COMPRESSED.has(ext) && accepts('gzip')) {
        if (!packed.has(file)) packed.set(file, zlib.gzipSync(data));
        data = packed.get(file);
        head['content-encoding'] = 'gzip';
        head.vary = 'accept-encoding';
      }
      res.writeHead(200, head);
      if (trickle && ext === '.html') {
        const send = (at) => {
          if (at >= data.length) return res.end();
          res.write(data.subarray(at, at + trickle.bytes));
          setTimeout(() => send(at + trickle.bytes), trickle.ms);
        };
        return send(0);
      }
      res.end(data);
    });
  });
  server.hits = hits;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
