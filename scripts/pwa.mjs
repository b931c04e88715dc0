// Trunk post-build hook: makes the built app an offline PWA that runs under
// a strict Content-Security-Policy.
// - draws the app icons itself (192, 512, maskable 512) as PNG;
// - writes manifest.webmanifest;
// - bundles Trunk's start-up script with the crash net, the early-tap
//   keeper, the update offer and wasm-bindgen's glue into one minified
//   module (esbuild), inline at the end of the page, allowed by its hash;
// - adds the CSP meta tag and the manifest link to index.html;
// - writes sw.js, which precaches every built file under a cache named
//   after a hash of all of them, so a new release replaces the old cache.
// Needs Node and esbuild (npm). Usage: node scripts/pwa.mjs [dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR || 'dist';
const scripts = path.dirname(new URL(import.meta.url).pathname);

// The JS API module (for club websites) and the example pages go along with the app.
execFileSync(path.join(scripts, 'build-api.sh'), [dir], { stdio: 'inherit' });

// ---- icons: a tile with the ornate 1-circle, drawn with 4x4 supersampling
function crc32(buf) {
  let c, crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
const BG = [16, 42, 34], TILE = [251, 247, 234], EDGE = [155, 146, 122], GREEN = [29, 122, 58], RED = [192, 38, 45];
// Colour at a point (u, v in 0..1) of the icon; `safe` shrinks the tile for maskable icons.
function shade(u, v, safe, full) {
  const inRoundRect = (x0, y0, x1, y1, r) => {
    const cx = Math.min(Math.max(u, x0 + r), x1 - r), cy = Math.min(Math.max(v, y0 + r), y1 - r);
    return (u - cx) ** 2 + (v - cy) ** 2 <= r * r && u >= x0 && u <= x1 && v >= y0 && v <= y1;
  };
  const s = safe, x0 = 0.5 - 0.36 * s, x1 = 0.5 + 0.36 * s, y0 = 0.5 - 0.46 * s, y1 = 0.5 + 0.46 * s;
  const d = Math.hypot(u - 0.5, v - 0.5) / s;
  if (!inRoundRect(x0, y0, x1, y1, 0.07 * s)) return full || inRoundRect(0.02, 0.02, 0.98, 0.98, 0.18) ? [...BG, 255] : [0, 0, 0, 0];
  if (!inRoundRect(x0 + 0.015 * s, y0 + 0.015 * s, x1 - 0.015 * s, y1 - 0.015 * s, 0.06 * s)) return [...EDGE, 255];
  if (d < 0.07) return [...TILE, 255];
  if (d < 0.17) return [...RED, 255];
  if (d > 0.22 && d < 0.28) return [...GREEN, 255];
  return [...TILE, 255];
}
function icon(size, maskable) {
  const n = 4;
  return png(size, (x, y) => {
    const acc = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      const c = shade((x + (i + 0.5) / n) / size, (y + (j + 0.5) / n) / size, maskable ? 0.78 : 1, maskable);
      for (let k = 0; k < 4; k++) acc[k] += c[k];
    }
    return acc.map((a) => Math.round(a / (n * n)));
  });
}
fs.writeFileSync(path.join(dir, 'icon-192.png'), icon(192, false));
fs.writeFileSync(path.join(dir, 'icon-512.png'), icon(512, false));
fs.writeFileSync(path.join(dir, 'icon-maskable-512.png'), icon(512, true));

// ---- manifest
const manifest = {
  name: 'Mahjong rekenhulp', short_name: 'Mahjong', lang: 'nl', dir: 'ltr',
  description: 'Punten en afrekening volgens de Nederlandse mahjongregels',
  start_url: './', scope: './', display: 'standalone', orientation: 'any',
  theme_color: '#102a22', background_color: '#102a22',
  icons: [
    { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));

// ---- index.html: inline start-up script out, CSP and manifest in
const indexPath = path.join(dir, 'index.html');
let html = fs.readFileSync(indexPath, 'utf8');
const inline = html.match(/<script type="module">([\s\S]*?)<\/script>/);
if (!inline) throw new Error('pwa.mjs: no inline start-up script in index.html (already processed?)');
const shell = fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'boot-shell.js'), 'utf8');
// Trunk's script imports from the page's folder; boot.js lives there too.
const start = inline[1].replace(/from '\.?\/?([^']+)'/, "from './$1'").replace(/module_or_path: '\.?\/?([^']+)'/, "module_or_path: './$1'");
// The crash net first, so a trap while the module starts is caught too.
const crashNet = fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'boot-crash.js'), 'utf8');
// The early-tap keeper before the module's imports are awaited.
const early = fs.readFileSync(path.join(scripts, 'boot-early.js'), 'utf8');
// One module, inline at the end of the page (issue 34): on a slow line the
// start-up script and the glue came in their own requests, which shared
// the line with the wasm and held its end back (about 63 ms for their
// 12.6 KB brotli). Inline, they come with the page, while the line waits
// for the wasm's first bytes anyway; at the body's end they keep the
// first screen's markup first. Minified, it is 37 KB instead of 84.
const bundle = async (entry) => {
  const built = await esbuild.build({
    stdin: { contents: entry, resolveDir: dir, sourcefile: 'boot.js' },
    bundle: true, format: 'esm', minify: true, write: false, logLevel: 'error', target: 'es2022',
  });
  const code = built.outputFiles[0].text.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error('pwa.mjs: the start-up module cannot be inline');
  return { code, hash: `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'` };
};
const boot = await bundle(`${crashNet}\n${early}\n${start}\n${shell}`);
const playerJs = start.match(/from '\.\/([^']+\.js)'/)[1];
fs.rmSync(path.join(dir, playerJs));
// The head's one inline script (allowed by its hash), issue 34. The app
// will open on a fresh table (`fresh-table`: main.rs then starts without
// waiting for the games) at the bare address, when the app was left here
// as a fresh table (the app keeps `first-screen` "no" otherwise,
// web/src/store.rs), not on the organiser's page. The build's first screen
// shows only there, and only while the files come over the network: when
// the service worker serves them (a repeat visit) the app is up sooner
// than that screen is laid out and painted, which would hold the module
// back (slow 4G profile, 4x CPU: working palette about 0.8 -> 0.64 s).
// Elsewhere the page says it is loading.
const firstScreenGate = "{let q=location.search,h=location.hash,s=null,p=null,c=false;try{s=localStorage.getItem('mahjong-rekenhulp.first-screen');" +
  "p=localStorage.getItem('mahjong-rekenhulp.page');c=!!navigator.serviceWorker.controller}catch(e){}" +
  "let f=!(q.length>1||!['','#','#/'].includes(h)||s==='no'||p==='organiser'),l=document.documentElement.classList;" +
  "if(f)l.add('fresh-table');if(!f||c)l.add('no-first-screen')}";
// Issue 51: a table's result link on disk before anything else (the
// module takes a second to come): in local storage, and in IndexedDB
// in a strict transaction, where the app looks for it at its start
// (web/src/competition/hooks.rs), under the store's own names.
// The connection is opened with the organiser's page, so the link's
// transaction is made in the link's popstate event, which comes before
// hashchange and whose listeners run in order: this one before the app's
// router, which takes the result in the same task (about 100-200 ms
// here). The transaction commits at once (`commit()`), not when that
// task ends, and ahead of the app's own write of the seasons: queued
// behind them, a kill at 30-120 ms lost the link. Its hashchange right
// after is the same link, not written again. It closes for another tab's
// upgrade.
const pendingKeeper = "{let n='mahjong-rekenhulp.pending-result',p='#/competitie/uitslag/',b=null,o=false,w=[],l=null;" +
  "let put=(d)=>{try{let t=b.transaction('sheet','readwrite',{durability:'strict'});t.objectStore('sheet').put(d,n);if(t.commit)t.commit()}catch(e){}};" +
  "let open=()=>{if(o)return;o=true;try{let r=indexedDB.open('mahjong-rekenhulp');r.onupgradeneeded=()=>r.result.createObjectStore('sheet');" +
  "r.onsuccess=()=>{let x=r.result;x.onversionchange=()=>{x.close();b=null;o=false};if(!x.objectStoreNames.contains('sheet')){x.close();return}b=x;w.splice(0).forEach(put)}}catch(e){}};" +
  "let k=(e)=>{let h=location.hash,y=e&&e.type;if(y==='hashchange'&&h===l){l=null;return}l=y==='popstate'?h:null;if(!h.startsWith(p))return;let d=decodeURIComponent(h.slice(p.length));try{localStorage.setItem(n,d)}catch(e){}if(b)put(d);else{w.push(d);open()}};" +
  "if(location.pathname.endsWith('competitie.html'))open();k();addEventListener('popstate',k);addEventListener('hashchange',k)}";
const gateHash = `'sha256-${crypto.createHash('sha256').update(firstScreenGate).digest('base64')}'`;
const keeperHash = `'sha256-${crypto.createHash('sha256').update(pendingKeeper).digest('base64')}'`;
// The style sheet inline (issue 34): on a slow network its own request
// shared the line with the module's and held the first paint back by
// about 200-300 ms. Trunk puts it in the page (`rel="inline"` in
// index.html); here it is allowed by its hash and moved last in the head,
// so the module's links above it are read first.
const styleTag = html.match(/<style>([\s\S]*?)<\/style>/);
if (!styleTag) throw new Error('pwa.mjs: no inline style sheet in index.html (rel="inline" type="css")');
const styleHash = `'sha256-${crypto.createHash('sha256').update(styleTag[1]).digest('base64')}'`;
html = html.replace(styleTag[0], '').replace('</head>', () => `${styleTag[0]}</head>`);
const csp = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${gateHash} ${keeperHash} ${boot.hash}; ` + `style-src 'self' ${styleHash}; img-src 'self' data:; ` +
  // A club's own CouchDB (issue 52) is wherever the club runs it: any
  // HTTPS server, or one on this computer (the tests', a club's laptop).
  "connect-src 'self' https: http://127.0.0.1:* http://localhost:*; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'";
html = html.replace(inline[0], '')
  .replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`)
  .replace('</title>', `</title>\n    <script>${pendingKeeper}</script>`)
  .replace('</title>', '</title>\n    <link rel="manifest" href="./manifest.webmanifest" />\n    <link rel="apple-touch-icon" href="./icon-192.png" />');
// The wasm's preload link first in the head, right under the policy: the
// browser asks for the module about 40 ms sooner on a slow phone than when
// it reads it after the head's other lines. The glue's own preload goes:
// the glue is in the page.
const loaders = html.match(/<link rel="modulepreload"[^>]*>\s*<link rel="preload"[^>]*as="fetch"[^>]*>/);
if (!loaders) throw new Error('pwa.mjs: no module preload links in index.html');
const wasmPreload = loaders[0].match(/<link rel="preload"[^>]*>/)[0];
html = html.replace(loaders[0], '').replace(/(<meta http-equiv="Content-Security-Policy"[^>]*>\n)/, (csp) => `${csp}    ${wasmPreload}\n`);
// The first screen (issue 34): the calculator of a fresh visit, rendered
// natively from the app's own components (web/src/bin/first-screen.rs), so the
// browser paints it before the module arrives. The app removes it and
// renders its own (mounting empties #app, page::app_root). Its status line says it is
// loading (boot-early.js keeps the tiles tapped meanwhile). The app mounts
// in #app (Yew empties its root first); the tile faces' sprite stays
// beside it, once, outside the app.
const native = (...args) => execFileSync('cargo', ['run', '-q', '-p', 'mahjong-web', '--features', 'ssr', '--bin', 'first-screen', '--', ...args],
  { cwd: path.join(scripts, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 << 20 });
const firstScreen = native();
if (!firstScreen.includes('class="app')) throw new Error('pwa.mjs: the first screen did not render');
const sprite = native('sprite');
if (!sprite.startsWith('<svg class="sprite"')) throw new Error('pwa.mjs: no tile sprite');

// The rules reference's texts, one file per rule set named by its hash,
// out of the module (issue 34); the pages name them in meta tags, which
// the rules screen reads (web/src/rules.rs).
const rules = JSON.parse(native('rules'));
const ruleMeta = Object.entries(rules).map(([id, reference]) => {
  const text = JSON.stringify(reference);
  const file = `rules-${id}-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`;
  fs.writeFileSync(path.join(dir, file), text);
  return `<meta name="mj-rules-${id}" content="./${file}" />`;
});
html = html.replace('</title>', `</title>\n    ${ruleMeta.join('\n    ')}`);
const status = '<p id="first-screen-status" class="first-screen-status" role="status">Laden…</p>';
fs.writeFileSync(indexPath, html
  .replace('</title>', `</title>\n    <script>${firstScreenGate}</script>`)
  .replace('<body>', `<body>\n    ${sprite}\n    <div id="app"><div id="first-screen" class="first-screen">${firstScreen}${status}</div></div>`)
  .replace('</body>', () => `  <script type="module">${boot.code}</script>\n  </body>`));

// ---- competitie.html: the organiser's page (issue 33), its own module
// beside the player's, the same style, boot and CSP; its own words from
// its source template, competitie.html beside index.html (issue 48).
const template = fs.readFileSync(path.join(scripts, '..', 'competitie.html'), 'utf8');
const own = (re, what) => {
  const found = template.match(re);
  if (!found) throw new Error(`competitie.html has no ${what}`);
  return found[0];
};
execFileSync(path.join(scripts, 'build-club.sh'), [dir], { stdio: 'inherit' });
{
  const built = path.join(dir, 'club-build');
  const name = (f) => `mahjong-club-${crypto.createHash('sha256').update(fs.readFileSync(path.join(built, f))).digest('hex').slice(0, 16)}`;
  const wasmName = `${name('mahjong-club_bg.wasm')}_bg.wasm`;
  let js = fs.readFileSync(path.join(built, 'mahjong-club.js'), 'utf8').replace("'mahjong-club_bg.wasm'", `'${wasmName}'`);
  const jsName = `${name('mahjong-club.js')}.js`;
  fs.copyFileSync(path.join(built, 'mahjong-club_bg.wasm'), path.join(dir, wasmName));
  // Its glue only for the bundle, which the page holds.
  fs.writeFileSync(path.join(dir, jsName), js);
  fs.rmSync(built, { recursive: true, force: true });
  const playerWasm = start.match(/module_or_path: '\.\/([^']+\.wasm)'/)[1];
  const clubBoot = await bundle(`${crashNet}\n${early}\n${start.replace(playerJs, jsName).replace(playerWasm, wasmName)}\n${shell}`);
  fs.rmSync(path.join(dir, jsName));
  const sri = (f) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(path.join(dir, f))).digest('base64')}`;
  const club = html
    .replace(boot.hash, clubBoot.hash)
    .replace('</body>', () => `  <script type="module">${clubBoot.code}</script>\n  </body>`)
    .replace(/<link rel="preload"[^>]*as="fetch"[^>]*>/, `<link rel="preload" href="./${wasmName}" crossorigin="anonymous" integrity="${sri(wasmName)}" as="fetch" type="application/wasm">`)
    .replace(/<title>[^<]*<\/title>/, () => own(/<title>[^<]*<\/title>/, 'a title'))
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => own(/<meta name="description" content="[^"]*"\s*\/?>/, 'a description'))
    .replace(/<noscript>[^<]*<\/noscript>/, () => own(/<noscript>[^<]*<\/noscript>/, 'a noscript text'));
  fs.writeFileSync(path.join(dir, 'competitie.html'), club);
}

// ---- service worker: precache every file of the app; the cache name is
// their hash. The JS API (api/) is for club websites, not the app: a phone
// need not download it.
const files = fs.readdirSync(dir, { recursive: true })
  .filter((f) => f !== 'sw.js' && f.split(path.sep)[0] !== 'api' && fs.statSync(path.join(dir, f)).isFile()).sort();
// The organiser's page and its own module.
const later = (f) => f === 'competitie.html' || f.startsWith('mahjong-club-');
const hash = crypto.createHash('sha256');
for (const f of files) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
const version = hash.digest('hex').slice(0, 16);
const sw = fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'sw-template.js'), 'utf8')
  .replace('__VERSION__', version)
  .replace('__FILES__', JSON.stringify(['./', ...files.filter((f) => !later(f)).map((f) => `./${f}`)]))
  .replace('__LATER__', JSON.stringify(files.filter(later).map((f) => `./${f}`)));
fs.writeFileSync(path.join(dir, 'sw.js'), sw);
console.log(`pwa: ${files.length} files precached as mahjong-${version}; icons, manifest, the start-up module inline (${boot.code.length} bytes)`);

// ---- precompressed files (issue 34): `.br` (quality 11) and `.gz` beside
// every text and wasm file, the JS API's too, for hosts that serve them
// (`scripts/serve.sh` and the tests' server do); a host that does not
// still serves the files themselves. Not precached: the worker asks for
// the files, the host picks the encoding. The `.gz` is zopfli's, any
// gzip reader reads it: 4.6% smaller than zlib's level 9 on the player's
// wasm (377 against 395 KB), about 0.09 s less on a slow line.
const { gzipAsync: zopfliGzip } = createRequire(import.meta.url)('@gfx/zopfli');
const packable = /\.(html|js|wasm|css|svg|json|webmanifest)$/;
let packed = 0;
for (const f of fs.readdirSync(dir, { recursive: true })) {
  const file = path.join(dir, f);
  if (!packable.test(f) || !fs.statSync(file).isFile()) continue;
  const raw = fs.readFileSync(file);
  const text = !f.endsWith('.wasm');
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: text ? zlib.constants.BROTLI_MODE_TEXT : zlib.constants.BROTLI_MODE_GENERIC,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  }));
  const gz = Buffer.from(await zopfliGzip(raw, { numiterations: 15 }));
  if (!zlib.gunzipSync(gz).equals(raw)) throw new Error(`pwa.mjs: the .gz of ${f} does not read back`);
  fs.writeFileSync(`${file}.gz`, gz);
  packed++;
}
console.log(`pwa: ${packed} files precompressed (.br quality 11, .gz by zopfli)`);
