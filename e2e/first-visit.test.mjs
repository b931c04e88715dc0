// The first visit (issue 34): the build's first screen is in the served
// page and painted before the module arrives; taps made on it meanwhile
// are applied when the app starts; the app takes over without a jump; and
// where the app will not open on that screen (a kept hand, another
// address) it is not shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { servedApp, out } from './browser.mjs';
import { serve } from './server.mjs';

const app = servedApp();

/// A fresh phone whose wasm download waits until `release()`.
async function heldPhone() {
  // No service worker: every request of the page passes the held route.
  // bypassCSP: axe-core is put in the page to check it.
  const context = await app.browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, serviceWorkers: 'block', bypassCSP: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let release;
  const held = new Promise((r) => { release = r; });
  let asked = 0;
  await page.route(/\.wasm$/, async (route) => { asked++; await held; await route.continue(); });
  return { page, errors, context, release, asked: () => asked };
}
/// Notes every layout shift in `window.shifts`, with what moved, so a
/// failure says what jumped (run in the page, or before it loads).
const watchShifts = () => {
  window.shifts = [];
  const what = (s) => `${s.node?.nodeName}.${s.node?.className?.baseVal ?? s.node?.className} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.shifts.push(`${e.value.toFixed(4)} at ${e.startTime.toFixed(0)} ms: ${e.sources.map(what).join('; ')}`); }).observe({ type: 'layout-shift', buffered: true });
};
// The boxes of what the first screen shows, to compare before and after.
const boxes = (page) => page.evaluate(() => [...document.querySelectorAll('.app .scorebar, .app .rack, .app .table .row, .app .palette [data-tile], .app nav.tabs button, .app header select')]
  .map((e) => { const r = e.getBoundingClientRect(); return `${r.x},${r.y},${r.width},${r.height}`; }));

test('the served page holds the first screen: score bar, rack and palette', async () => {
  const html = await (await fetch(app.base)).text();
  const first = html.slice(html.indexOf('<div id="first-screen"'));
  assert.ok(html.indexOf('<div id="first-screen"') > 0, 'the first screen is in the page');
  for (const part of ['class="scorebar', 'class="rack', 'class="palette', 'data-tile="5s"', 'Rekenen', 'Scoreblad']) {
    assert.ok(first.includes(part), `the first screen has ${part}`);
  }
  // 34 kinds of tile (9 + 9 + 9 + 4 winds + 3 dragons) and the flowers'
  // button make the palette.
  assert.ok((first.match(/data-tile="/g) || []).length >= 34);
});

test('before the wasm arrives the first screen is on screen; taps wait and are applied in order', async () => {
  const p = await heldPhone();
  try {
    await p.page.goto(app.base);
    await p.page.locator('#first-screen .palette [data-tile="5s"]').waitFor();
    assert.ok(p.asked() <= 1, 'the wasm is held back');
    assert.equal(await p.page.locator('.app').count(), 1);
    assert.ok(await p.page.locator('#first-screen .rack').isVisible());
    assert.equal(await p.page.locator('#first-screen-status').textContent(), 'Laden…');
    await p.page.screenshot({ path: path.join(out, 'first-screen-held.png') });
    // The first screen is as accessible as the app's (axe-core: nothing
    // serious), with its "Laden…" status.
    await p.page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const found = await p.page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`));
    assert.deepEqual(found, []);
    // Three tiles and the round wind, chosen while the module downloads.
    for (const t of ['5s', '6s', '7s']) await p.page.locator(`#first-screen .palette [data-tile="${t}"]`).tap();
    await p.page.locator('#first-screen header select').nth(1).selectOption('S');
    assert.equal(await p.page.locator('#first-screen-status').textContent(), 'Laden… 3 stenen wachten');
    p.release();
    await p.page.locator('#first-screen').waitFor({ state: 'detached' });
    // The app's own rack now holds them, as a chow's worth of loose tiles.
    await p.page.locator('.rack button.tile').nth(2).waitFor();
    const rack = await p.page.locator('.rack button.tile').evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label')));
    assert.deepEqual(rack, ['bamboes 5', 'bamboes 6', 'bamboes 7']);
    assert.equal(await p.page.locator('header select').nth(1).inputValue(), 'S');
    // Whatever was tapped first is on screen; nothing is left waiting.
    assert.equal(await p.page.locator('#first-screen-status').count(), 0);
    assert.deepEqual(p.errors, []);
  } finally {
    await p.context.close();
  }
});

test('the app takes over the first screen without a jump', async () => {
  const p = await heldPhone();
  try {
    await p.page.goto(app.base);
    await p.page.locator('#first-screen .palette [data-tile="5s"]').waitFor();
    await p.page.evaluate(watchShifts);
    const before = await boxes(p.page);
    p.release();
    await p.page.locator('#first-screen').waitFor({ state: 'detached' });
    await p.page.locator('.app[data-store="saved"], .app[data-store="loaded"]').first().waitFor().catch(() => {});
    await p.page.waitForTimeout(300);
    const after = await boxes(p.page);
    assert.ok(before.length > 40, `${before.length} boxes`);
    assert.deepEqual(after, before);
    assert.deepEqual(await p.page.evaluate(() => window.shifts), []);
  } finally {
    await p.context.close();
  }
});

test('a page that arrives in parts shows its first screen whole: nothing jumps', async () => {
  // 2 KB every 120 ms, as a slow line brings the page: read in parts,
  // the first screen painted at once would grow its palette up from the
  // bottom and move the score bar's buttons (seen: six layout shifts).
  const server = await serve(app.root, { trickle: { bytes: 2048, ms: 120 } });
  const p = await heldPhone();
  try {
    await p.page.addInitScript(watchShifts);
    await p.page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'commit' });
    await p.page.locator('#first-screen-status').waitFor({ state: 'attached', timeout: 30000 });
    await p.page.locator('#first-screen .palette [data-tile="5s"]').waitFor();
    await p.page.waitForTimeout(500);
    assert.deepEqual(await p.page.evaluate(() => window.shifts), []);
  } finally {
    await p.context.close();
    server.close();
  }
});

test('a kept hand or another address never shows the empty first screen', async () => {
  const p = await heldPhone();
  try {
    p.release();
    await p.page.goto(app.base);
    await p.page.locator('#first-screen').waitFor({ state: 'detached' });
    await p.page.locator('.palette [data-tile="2m"]').tap();
    // Opened bare again (as from the home screen): the app reopens the
    // hand, so the empty table is not painted first; "Laden…" is.
    await p.page.waitForFunction(() => localStorage.getItem('mahjong-rekenhulp.first-screen') === 'no');
    await p.page.route(/\.wasm$/, async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); });
    await p.page.goto(app.base);
    assert.equal(await p.page.evaluate(() => document.documentElement.classList.contains('no-first-screen')), true);
    assert.equal(await p.page.locator('#first-screen .app').isVisible(), false);
    assert.ok(await p.page.locator('#first-screen-status').isVisible());
    await p.page.locator('.rack button.tile[aria-label="tekens 2"]').waitFor();
    // The score sheet's address: not the calculator, so not its picture.
    await p.page.goto(`${app.base}#/blad`);
    await p.page.reload();
    assert.equal(await p.page.evaluate(() => document.documentElement.classList.contains('no-first-screen')), true);
    assert.deepEqual(p.errors, []);
  } finally {
    await p.context.close();
  }
});
