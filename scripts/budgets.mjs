// Prints the app's budgets as numbers (issue 3): wasm + JS gzip size, time
// to a usable first screen and time from a tap to the re-rendered score,
// both at 4x CPU throttle in Debian's Chromium; and for MCR (issue 6) the
// size of the module loaded on first use and the time to the fans.
// Run after `trunk build --release`:
//   node scripts/budgets.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const p90 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length * 0.9)]; };

let total = 0;
for (const f of fs.readdirSync(root).filter((f) => /\.(wasm|js)$/.test(f))) {
  const raw = fs.readFileSync(path.join(root, f));
  const gz = zlib.gzipSync(raw, { level: 9 }).length;
  total += gz;
  console.log(`size ${f}: ${(raw.length / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip`);
}
console.log(`size wasm + js: ${(total / 1024).toFixed(1)} KB gzip (budget 150 KB)`);
let api = 0;
for (const f of fs.readdirSync(path.join(root, 'api')).filter((f) => /\.(wasm|js)$/.test(f))) {
  api += zlib.gzipSync(fs.readFileSync(path.join(root, 'api', f)), { level: 9 }).length;
}
console.log(`size MCR engine (api/, loaded when MCR is chosen, precached): ${(api / 1024).toFixed(1)} KB gzip`);

const server = await serve(root);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();

async function throttledPage() {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  // Time the first palette tile inside the page: Playwright's own polling
  // under a throttled CPU would add hundreds of milliseconds.
  await context.addInitScript(() => {
    new MutationObserver((_, o) => {
      if (document.querySelector('.palette button.tile')) { window.__firstTile = performance.now(); o.disconnect(); }
    }).observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

// First screen usable: navigation start to the palette (with its click
// handler) in the DOM.
const loads = [];
for (let i = 0; i < 11; i++) {
  const { context, page } = await throttledPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.palette button.tile').first().waitFor();
  loads.push(await page.evaluate(() => window.__firstTile));
  await context.close();
}
console.log(`first screen at 4x throttle: median ${median(loads).toFixed(0)} ms, p90 ${p90(loads).toFixed(0)} ms over ${loads.length} loads ` +
  `(${loads.map((x) => x.toFixed(0)).join(', ')}) (budget 1000 ms)`);

// Tap to re-rendered score: click a palette tile, wait for the DOM to change.
const { page } = await throttledPage();
await page.goto(url);
await page.locator('.palette button.tile').first().waitFor();
const taps = await page.evaluate(async () => {
  // Seed 003 East twice: the rack is cleared between the rounds.
  const tiles = ['2m', '2m', '2m', '5p', '5p', '5p', 'C', 'C', 'C', '6s', '7s', '8s', '9m'];
  const times = [];
  let score = '';
  for (const round of [0, 1]) {
  if (round === 1) {
    score = document.querySelector('.table .row[data-seat="0"] output.score').textContent;
    document.querySelector('.rack .tools button[aria-label="Wissen"]').click();
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const t of tiles) {
    const app = document.querySelector('.app');
    const done = new Promise((resolve) => {
      const mo = new MutationObserver(() => { mo.disconnect(); resolve(performance.now()); });
      mo.observe(app, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const t0 = performance.now();
    document.querySelector(`.palette [data-tile="${t}"]`).click();
    times.push((await done) - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  }
  return { times, score };
});
console.log(`tap to re-render at 4x throttle: median ${median(taps.times).toFixed(1)} ms, p90 ${p90(taps.times).toFixed(1)} ms, max ${Math.max(...taps.times).toFixed(1)} ms ` +
  `over ${taps.times.length} taps [${taps.times.map((x) => x.toFixed(1)).join(", ")}] (budget 16 ms); final score ${taps.score}`);

// MCR: from marking the winning tile to the fans on screen. The first time
// is the first hand after choosing MCR (the API module starts loading when
// MCR is chosen); the second is a changed hand.
const mcrTimes = { first: [], next: [] };
for (let i = 0; i < 5; i++) {
  const { context, page } = await throttledPage();
  await page.goto(url);
  await page.locator('.palette button.tile').first().waitFor();
  await page.locator('header select[name="rules"]').selectOption('mcr');
  await page.locator('.table .row[data-seat="1"] button.win').click();
  await page.locator('.table .row[data-seat="1"] button.seat').click();
  for (const t of ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '2p', '3p', '4p', '5s', '5s']) {
    await page.locator(`.palette [data-tile="${t}"]`).click();
  }
  await page.locator('.rack .loose button.tile').nth(13).click();
  const t = await page.evaluate(async () => {
    const until = (text) => new Promise((resolve) => {
      const check = () => document.querySelector('.breakdown tfoot .total')?.textContent === text;
      const mo = new MutationObserver(() => { if (check()) { mo.disconnect(); resolve(performance.now()); } });
      mo.observe(document.querySelector('.app'), { subtree: true, childList: true, characterData: true });
    });
    let t0 = performance.now();
    let done = until('21');
    document.querySelector('.rack [data-rack="winning"]').click();
    const first = (await done) - t0;
    t0 = performance.now();
    done = until('23');
    [...document.querySelectorAll('.situation button')].find((b) => b.textContent === 'zelf gepakt').click();
    return { first, next: (await done) - t0 };
  });
  mcrTimes.first.push(t.first);
  mcrTimes.next.push(t.next);
  await context.close();
}
console.log(`MCR fans at 4x throttle: first hand after choosing MCR median ${median(mcrTimes.first).toFixed(0)} ms ` +
  `[${mcrTimes.first.map((x) => x.toFixed(0)).join(', ')}]; a changed hand median ${median(mcrTimes.next).toFixed(1)} ms ` +
  `[${mcrTimes.next.map((x) => x.toFixed(1)).join(', ')}]`);
await browser.close();
server.close();
