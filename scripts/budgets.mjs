// Prints the app's budgets as numbers (issue 3): wasm + JS gzip size, time
// to a usable first screen and time from a tap to the re-rendered score,
// both at 4x CPU throttle in Debian's Chromium. Run after `trunk build --release`:
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
await browser.close();
server.close();
