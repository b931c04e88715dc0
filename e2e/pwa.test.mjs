// Offline PWA, update, strict CSP and shared links (issue 4), in Debian's
// Chromium driven by playwright-core.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, launchPersistent } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '..', 'dist');
const out = path.join(here, 'out');
fs.mkdirSync(out, { recursive: true });
let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function open(url, context) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(url);
  await page.locator('#app > .app .scorebar').waitFor();
  return { page, problems };
}
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
async function tap(page, tiles) {
  for (const t of tiles) await page.locator(`.palette [data-tile="${t}"]`).tap();
}
const EAST = ['2m', '2m', '2m', '5p', '5p', '5p', 'C', 'C', 'C', '6s', '7s', '8s', '9m'];
const eastScore = (page) => page.locator('.table .row[data-seat="0"] output.score').textContent();

test('after one visit: no request leaves the device, and it works offline', { timeout: 60000 }, async () => {
  const server = await serve(dist);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const { page, problems } = await open(url, context);
  await controlled(page);
  // Every later load comes from the service worker's cache.
  const before = server.hits.length;
  await page.goto(url);
  await page.locator('#app > .app .scorebar').waitFor();
  await tap(page, EAST);
  assert.equal(await eastScore(page), '64');
  assert.deepEqual(server.hits.slice(before), [], 'requests after the first load');
  // No network at all: reload, enter a hand, get the score (seed 003 East, 16 x 2^2).
  await context.setOffline(true);
  // The bare address (the home screen's icon) brings back the hand on the
  // table, kept on the device.
  await page.goto(url);
  await page.locator('#app > .app .scorebar').waitFor();
  assert.equal(await eastScore(page), '64');
  await page.screenshot({ path: path.join(out, 'offline.png') });
  // MCR offline too: its engine (the API module) was precached. East wins
  // on 9m: Three Concealed Pungs 16 + Dragon Pung 2 + Concealed Hand 2 +
  // Single Wait 1 = 21 (004).
  await page.locator('header select[name="rules"]').selectOption('mcr');
  await page.locator('.table .row[data-seat="0"] button.win').tap();
  await tap(page, ['9m']);
  await page.locator('.rack .loose button.tile').nth(13).tap();
  await page.getByRole('button', { name: 'Winnende steen', exact: true }).tap();
  await page.locator('.breakdown tfoot .total').filter({ hasText: '21' }).waitFor();
  // The rules' texts (files beside the app since issue 34) offline too.
  await page.locator('nav.tabs').getByRole('button', { name: 'Regels' }).tap();
  await page.locator('.rules .entries a').first().waitFor();
  assert.equal(await page.locator('[data-loading="rules"], .rules .message').count(), 0);
  assert.deepEqual(await page.evaluate(() => window.__csp), [], 'CSP violations');
  assert.deepEqual(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)), []);
  await context.close();
  server.close();
});

test('installable in Chromium: manifest and icons', { timeout: 60000 }, async () => {
  const server = await serve(dist);
  const context = await launchPersistent(fs.mkdtempSync(path.join(os.tmpdir(), 'mj-profile-')));
  const { page } = await open(`http://127.0.0.1:${server.address().port}/`, context);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const manifest = await (await page.request.get(new URL('manifest.webmanifest', page.url()).href)).json();
  assert.equal(manifest.lang, 'nl');
  assert.deepEqual(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`), ['192x192 any', '512x512 any', '512x512 maskable']);
  await context.close();
  server.close();
});

test('a new release replaces the old cache after "Nieuwe versie, herladen"', { timeout: 60000 }, async () => {
  // Serve a copy, so the release can change under the open page.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mj-release-'));
  fs.cpSync(dist, root, { recursive: true });
  const server = await serve(root, { headers: { 'cache-control': 'no-cache' } });
  const context = await browser.newContext();
  const { page } = await open(`http://127.0.0.1:${server.address().port}/`, context);
  await controlled(page);
  const oldCaches = await page.evaluate(() => caches.keys());
  const sw = fs.readFileSync(path.join(root, 'sw.js'), 'utf8').replace(/mahjong-[0-9a-f]+/, 'mahjong-0000000000000001');
  fs.writeFileSync(path.join(root, 'sw.js'), sw);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  const offer = page.locator('#mj-update');
  await offer.waitFor();
  assert.equal(await offer.textContent(), 'Nieuwe versie, herladen');
  await Promise.all([page.waitForEvent('load'), offer.click()]);
  await page.locator('#app > .app .scorebar').waitFor();
  await page.waitForFunction(() => caches.keys().then((k) => k.length === 1 && k[0] === 'mahjong-0000000000000001'));
  assert.equal(oldCaches.length, 1);
  await context.close();
  server.close();
});

test('a shared link restores the exact hand; a mangled one says so', { timeout: 60000 }, async () => {
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const { page } = await open(base, context);
  await page.locator('.table .row[data-seat="1"] button.seat').tap();
  await page.locator('.table .row[data-seat="1"] button.win').tap();
  await tap(page, ['2m', '3m', '4m', '4p', '5p', '6p', '6p', '7p', '8p', '5s', '6s', '7s', '3s', '3s']);
  await page.locator('.rack .loose button.tile').nth(13).tap();
  await page.getByRole('button', { name: 'Winnende steen' }).tap();
  assert.equal(await page.locator('.table .row[data-seat="1"] output.score').textContent(), '96');
  // The address follows the hand shortly after the last tap.
  await page.waitForFunction(() => location.hash.includes('x=3s'));
  const link = page.url();
  assert.match(link, /#\/hand\/v1;/);
  // A friend opens the link in a fresh browser.
  const friend = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const { page: p2 } = await open(link, friend);
  assert.equal(await p2.locator('.table .row[data-seat="1"] output.score').textContent(), '96');
  assert.equal(await p2.locator('.rack h2').textContent(), 'Rek: Zuid');
  assert.equal(p2.url(), link);
  // A mangled or hostile link: a message, an empty table, no markup injected.
  const { page: p3 } = await open(`${base}#v1;p0=l=%3Cimg%20src=x%20onerror=alert(1)%3E`, friend);
  assert.match(await p3.locator('.message').first().textContent(), /beschadigd/);
  assert.equal(await p3.locator('img').count(), 0);
  await p3.screenshot({ path: path.join(out, 'mangled-link.png') });
  await friend.close();
  await context.close();
  server.close();
});

// Issue 34: the build's precompressed files, served in place of the file
// with its own type; the worker registers after the page loaded and
// stores the organiser's page after the player's files.
test('precompressed files, a worker after load, the organiser\'s page stored last', { timeout: 60000 }, async () => {
  const wasm = fs.readdirSync(dist).find((f) => /^mahjong-web-.*_bg\.wasm$/.test(f));
  const raw = fs.readFileSync(path.join(dist, wasm));
  for (const ext of ['.br', '.gz']) assert.ok(fs.existsSync(path.join(dist, wasm + ext)), `${wasm}${ext}`);
  const server = await serve(dist, { precompressed: ['br', 'gzip'] });
  const url = `http://127.0.0.1:${server.address().port}/`;
  for (const [accept, encoding, unpack] of [['br', 'br', zlib.brotliDecompressSync], ['gzip', 'gzip', zlib.gunzipSync]]) {
    const res = await fetch(url + wasm, { headers: { 'accept-encoding': accept } });
    assert.equal(res.headers.get('content-type'), 'application/wasm');
    assert.equal(res.headers.get('content-encoding'), encoding);
    // fetch() unpacks a response it asked for; the body is the wasm itself.
    const body = Buffer.from(await res.arrayBuffer());
    assert.ok(body.equals(raw) || unpack(body).equals(raw), `${accept}: the wasm`);
  }
  // The worker's lists: no .br or .gz; the organiser's page in the later one.
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const list = (name) => JSON.parse(sw.match(new RegExp(`const ${name} = (\\[.*?\\]);`))[1]);
  const [first, later] = [list('FILES'), list('LATER')];
  assert.ok(![...first, ...later].some((f) => /\.(br|gz)$/.test(f)), 'no precompressed file precached');
  assert.ok(later.includes('./competitie.html') && later.some((f) => /mahjong-club-.*_bg\.wasm$/.test(f)), 'the organiser\'s page later');
  assert.ok(first.some((f) => f === `./${wasm}`) && !first.includes('./competitie.html'), 'the player\'s files first');
  // No worker before the page's load event.
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    window.__order = [];
    window.addEventListener('load', () => window.__order.push('load'));
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...a) => { window.__order.push('register'); return register(...a); };
  });
  const { page } = await open(url, context);
  await controlled(page);
  assert.deepEqual(await page.evaluate(() => window.__order), ['load', 'register']);
  await context.close();
  server.close();
});
