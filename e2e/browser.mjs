// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { before, after } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/// Where the tests put their screenshots.
export const out = path.join(here, 'out');

// A card's or result's link data (issue 31): `z.` and the raw-deflated
// JSON in base64url; links of before that are plain base64url JSON.
export function linkJson(data) {
  return data.startsWith('z.') ? zlib.inflateRawSync(Buffer.from(data.slice(2), 'base64url')).toString()
    : Buffer.from(data, 'base64url').toString();
}
export function linkData(json) {
  return `z.${zlib.deflateRawSync(Buffer.from(json)).toString('base64url')}`;
}
fs.mkdirSync(out, { recursive: true });

const options = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
};

// Every browser and Chromium process a test opens, closed after the test
// file whatever happened: one left open after a failure keeps node (and so
// CI) waiting forever.
const opened = new Set();
after(async () => {
  for (const o of opened) {
    try {
      if (o.pid) process.kill(-o.pid, 'SIGKILL'); else await o.close();
    } catch { /* already gone */ }
  }
});
const track = (o) => { opened.add(o); return o; };

export async function launch(extraArgs = []) {
  return track(await chromium.launch({ ...options, args: [...options.args, ...extraArgs] }));
}

/// A browser whose camera shows the video file `y4m` (read when a page
/// starts the camera, so the file can change between scans).
export async function launchWithCamera(y4m) {
  return launch(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`]);
}

/// A PNG (a screenshot) as one frame of Y4M video, centred on a white
/// 640x480 picture, for the fake camera; `width`: shrunk to that many
/// pixels wide (issue 49: a whole phone at arm's length).
export async function pngToY4m(png, file, { width } = {}) {
  const { PNG } = await import('pngjs');
  const img = PNG.sync.read(png);
  const W = 640, H = 480;
  const y = Buffer.alloc(W * H, 235), u = Buffer.alloc((W / 2) * (H / 2), 128), v = Buffer.alloc((W / 2) * (H / 2), 128);
  // Each target pixel the average of the source area it covers, as a
  // camera sees a screen: by default an integer shrink (no resampling
  // pattern across the modules).
  const k = width ? img.width / width : Math.max(1, Math.ceil(Math.max(img.width / (W - 40), img.height / (H - 40))));
  const w = Math.floor(img.width / k), h = Math.min(Math.floor(img.height / k), H);
  const ox = Math.floor((W - w) / 2), oy = Math.floor((H - h) / 2);
  const luma = (sx, sy) => {
    const p = (sy * img.width + sx) * 4;
    return 0.299 * img.data[p] + 0.587 * img.data[p + 1] + 0.114 * img.data[p + 2];
  };
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      let sum = 0, n = 0;
      for (let sy = Math.floor(j * k); sy < Math.min(img.height, Math.ceil((j + 1) * k)); sy++) {
        for (let sx = Math.floor(i * k); sx < Math.min(img.width, Math.ceil((i + 1) * k)); sx++) {
          sum += luma(sx, sy);
          n++;
        }
      }
      y[(oy + j) * W + ox + i] = Math.round(16 + ((sum / Math.max(n, 1)) * 219) / 255);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  fs.writeFileSync(file, Buffer.concat([header, y, u, v]));
}

/// A browser with a real profile in `dir` (installability needs one: an
/// incognito context can never install an app).
export async function launchPersistent(dir) {
  return track(await chromium.launchPersistentContext(dir, options));
}

/// A phone at 360x640 (or `width` x `height`) on the app's first screen,
/// with the page's errors collected (the tests expect none). `bypassCSP`
/// lets a test inject a checker script (axe-core) past the app's CSP;
/// `init` ([function, argument]) runs in the page before the app does.
export async function phone(browser, base, { width = 360, height = 640, bypassCSP = false, init } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, acceptDownloads: true, bypassCSP });
  if (init) await context.addInitScript(...init);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base);
  // The app's own first screen (#app > .app), not the build's picture of
  // it (#first-screen, issue 34).
  await page.locator('#app > .app .palette button.tile').first().waitFor();
  return { page, errors, context };
}

/// One test file's app: `dist/` (or `$MJ_DIST`, to run a test against
/// another build) served and one browser, opened before the file's tests
/// and closed after them. Call at the top level of a test file.
export function servedApp() {
  const app = {};
  before(async () => {
    app.root = path.resolve(process.env.MJ_DIST || path.resolve(here, '..', 'dist'));
    app.server = await serve(app.root);
    app.base = `http://127.0.0.1:${app.server.address().port}/`;
    app.browser = await launch();
  });
  after(async () => { await app.browser?.close(); app.server?.close(); });
  app.phone = (options) => phone(app.browser, app.base, options);
  return app;
}

/// Takes a phone offline once its service worker controls the page (so the
/// app and the organiser's page are cached: the worker claims the page
/// only after it has stored every file). Going offline before that is a
/// phone that never had the app offline, on a slow machine.
export async function offline(p) {
  await p.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  await p.context.setOffline(true);
}

/// The score sheet's tab, by name.
export const tab = (page, name) => page.locator('nav.tabs :is(button, a)', { hasText: name });
/// A seat row of the calculator (0 East).
export const row = (page, seat) => page.locator(`.table .row[data-seat="${seat}"]`);
/// Waits until the score sheet is on disk (IndexedDB commits a moment
/// after the tap; a reload before that is a reload before the save).
export const saved = (page) => page.locator('.app[data-store="saved"]').waitFor();
/// The running totals on the sheet, by player.
export const totals = async (page) => (await page.locator('.sheet .totals td.total').allTextContents()).map(Number);

/// An answer to the line's question in the score bar (issue 47):
/// "Nee, alles dicht", "Van tafel", "Zelf gepakt", a seat by name.
export const answer = (page, text) => page.locator('.scorebar .ask button', { hasText: text });

/// Starts a game on the sheet with these names (in seating order).
export async function newGame(page, names, { rules = 'nts', players } = {}) {
  await tab(page, 'Scoreblad').tap();
  const form = page.locator('form.new-game');
  // Said in full when the form does not come: where the page is instead.
  await form.waitFor({ timeout: 20000 }).catch(async (e) => {
    const where = await page.evaluate(() => ({ url: location.href, store: document.querySelector('.app')?.dataset.store, text: document.body.innerText.slice(0, 300) }));
    throw new Error(`no new-game form: ${JSON.stringify(where)}; ${e.message}`);
  });
  await form.locator('select[name="rules"]').selectOption(rules);
  if (players) await form.locator('select[name="players"]').selectOption(String(players));
  for (const [i, n] of names.entries()) await form.locator(`input[name="name${i}"]`).fill(n);
  await form.getByRole('button', { name: 'Begin spel' }).tap();
  await page.locator('.sheet .totals').waitFor();
}

/// Opens the next hand of the game and types its scores by seat (East
/// first) and the winner's MJ (a seat), without saving.
export async function enterHand(page, scores, winner) {
  await page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  for (const [seat, s] of scores.entries()) {
    await row(page, seat).locator('button.mode').tap();
    await row(page, seat).locator('input.typed').fill(String(s));
  }
  await row(page, winner).locator('button.win').tap();
}

/// Enters one hand as typed scores by seat (East first); `winner` and
/// `dead` are seats. Saves it to the sheet.
export async function typedHand(page, scores, winner, dead = []) {
  await enterHand(page, scores, winner);
  for (const d of dead) await row(page, d).locator('button.dead').tap();
  await page.locator('.game-banner button.primary').tap();
  await page.locator('.sheet .totals').waitFor();
}

/// Taps tiles on the palette, by notation: `tapTiles(page, '1m 1m C')`.
export async function tapTiles(page, list) {
  for (const t of list.split(' ')) await page.locator(`.palette [data-tile="${t}"]`).tap();
}

/// Seed 003's worked example (book 003 "Voorbeeld punten berekening": E 64,
/// S 96 wins on a discarded 3s, W dead, N 20) by the shortest path the app
/// offers, tapping only what the line under the score bar names (issue
/// 35): the palette's tiles and the buttons on the shown rack's head.
/// `tap` taps a locator (and may count). `pause(step)` runs after each
/// named step, for tests that look in between.
export async function seed003(page, tap = (l) => l.tap(), pause = async () => {}) {
  const tile = (t) => page.locator(`.palette [data-tile="${t}"]`);
  const tiles = async (list) => { for (const t of list.split(' ')) await tap(tile(t)); };
  const loose = (i) => page.locator('.rack .loose button.tile').nth(i);
  const head = (what) => page.locator(`.rack .seat-buttons button.${what}`);
  // East: 222m 555p CCC 678s 9m. Its pungs count concealed, so the line
  // asks whether sets lie open (issue 47): no. No winner yet: East's rack
  // stays for a 14th tile; "Volgende" brings South's.
  await tiles('2m 2m 2m 5p 5p 5p C C C 6s 7s 8s 9m');
  await pause('east-asked');
  await tap(answer(page, 'Nee, alles dicht'));
  await pause('east-tiles');
  await tap(head('prompt'));
  await page.locator('.rack h2', { hasText: 'Zuid' }).waitFor();
  // South wins: MJ, the tiles, then mark the winning 3s.
  await tap(head('win'));
  await tiles('2m 3m 4m 4p 5p 6p 6p 7p 8p 5s 6s 7s 3s 3s');
  await pause('south-tiles');
  await tap(loose(13));
  await tap(page.getByRole('button', { name: 'Winnende steen', exact: true }));
  await pause('south-asked');
  // How it came, asked in the bar (issue 47): from the table ("onbekend"
  // who, in a game: seed 003 does not say).
  await tap(answer(page, /^Van tafel/));
  await pause('south-winning');
  // West: a dead hand; the rack moves on to North.
  await tap(head('prompt'));
  await tap(head('dead'));
  await page.locator('.rack h2', { hasText: 'Noord' }).waitFor();
  // North: the open pung 444s (one of them selected, Pung takes the
  // copies), then the concealed tiles.
  await tiles('4s 4s 4s');
  await tap(loose(0));
  await tap(page.getByRole('button', { name: 'Pung', exact: true }));
  await tap(page.locator('.rack .group .open-toggle').first());
  await tiles('S S S 6s 7s 8s 1s 2s 9s 9s');
}

/// Debian's Chromium as its own process on a profile, driven over CDP, so
/// the test can kill it the hard way.
export async function ownChromium(profile) {
  const child = spawn(process.env.CHROMIUM || '/usr/bin/chromium', [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank',
  ], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  track(child);
  child.on('exit', () => opened.delete(child));
  const ws = await new Promise((resolve, reject) => {
    let text = '';
    child.stderr.on('data', (d) => { text += d; const m = text.match(/DevTools listening on (ws:\S+)/); if (m) resolve(m[1]); });
    child.on('exit', () => reject(new Error(`chromium exited: ${text}`)));
  });
  const browser = await chromium.connectOverCDP(ws);
  return { child, browser };
}

/// Waits until `check` holds (`seconds` at most, 10 unless said), asking
/// every `every` ms (a script measuring a delay asks more often).
export async function until(check, seconds = 10, every = 100) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`waited ${seconds} s`);
}

/// A 360x640 page of Chromium as its own process on `profile` (see
/// `ownChromium`), at `url`.
export async function ownPhone(profile, url) {
  const { child, browser } = await ownChromium(profile);
  const page = await browser.contexts()[0].newPage();
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(url);
  return { child, browser, page };
}

/// Kills that Chromium the hard way (no chance to write anything) and
/// waits until it is gone.
export async function killHard(child) {
  process.kill(-child.pid, 'SIGKILL');
  await new Promise((r) => child.on('exit', r));
}

/// Holds a write transaction on the app's store for `ms` from `page`
/// (request after request, so it does not commit): a slow store (issue 32,
/// F8), as another tab in the middle of a long write makes it. It ends
/// early on `releaseStore(page)`, so a test that needs the store held until
/// a step is done holds it long and releases it then: a busy machine's slow
/// steps never outlast the hold.
export const holdStore = (page, ms) => page.evaluate((ms) => new Promise((holding) => {
  const open = indexedDB.open('mahjong-rekenhulp');
  open.onsuccess = () => {
    const store = open.result.transaction('sheet', 'readwrite').objectStore('sheet');
    const until = Date.now() + ms;
    window.storeReleased = false;
    // Resolved once the transaction runs: on a busy machine the test must
    // not go on before the store is really held.
    const again = () => { holding(); if (Date.now() < until && !window.storeReleased) store.get('x').onsuccess = again; };
    store.get('x').onsuccess = again;
  };
}), ms);

/// Ends `holdStore` on `page`: its transaction commits after the request
/// in flight.
export const releaseStore = (page) => page.evaluate(() => { window.storeReleased = true; });

/// The words of the names in `selector`'s cells that are broken inside
/// themselves (their boxes on more than one line); a double name may break
/// after its hyphen. Issue 49: names break only between words.
export function wordsBrokenInside(frameOrPage, selector) {
  return frameOrPage.evaluate((sel) => [...document.querySelectorAll(sel)].flatMap((cell) => {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const out = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const m of text.data.matchAll(/[^\s-]+-?/g)) {
        const r = document.createRange();
        r.setStart(text, m.index);
        r.setEnd(text, m.index + m[0].length);
        if (new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size > 1) out.push(m[0]);
      }
    }
    return out;
  }), selector);
}

/// Opens round `r` of the tournament on `day` on the organiser's phone.
export async function openRound(page, base, day, r) {
  await page.goto(`${base}competitie.html#/competitie`);
  await page.locator(`a[data-date="${day}-r0${r}"]`).tap();
  await page.locator(`h2[data-date="${day}-r0${r}"]`).waitFor();
}

/// Types table `k`'s totals from its paper form, in the drawn seat order.
export async function typeTotals(page, k, totals) {
  const card = page.locator(`li.table-card[data-table="${k}"]`);
  await card.getByRole('button', { name: 'Uitslag typen' }).tap();
  for (const [i, t] of totals.entries()) await card.locator(`input[name="r${i}c0"]`).fill(String(t));
  await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
  await card.locator('table.table-result').waitFor();
}

/// A table's phone opens `cardLink`, plays seed 003's hand typed (East 64,
/// South 96 wins, West 0, North 20; or `scores`) and gives its result link.
export async function tableResult(table, cardLink, scores = [64, 96, 0, 20]) {
  await table.page.goto(cardLink);
  await table.page.locator('.sheet .club-table').waitFor();
  await typedHand(table.page, scores, 1);
  await table.page.getByRole('button', { name: 'Uitslag naar de organisator' }).tap();
  return table.page.locator('.to-organiser input.share-link').inputValue();
}
