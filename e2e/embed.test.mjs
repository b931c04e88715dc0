// Embedding (issue 4): the JS API example scores seed 003; the app in an
// iframe on a club page of another origin under a strict CSP, sized by
// postMessage, with rules, language and theme from the URL.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, wordsBrokenInside } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '..', 'dist');
const out = path.join(here, 'out');
let browser, app, appOrigin;
before(async () => {
  browser = await launch();
  app = await serve(dist);
  appOrigin = `http://127.0.0.1:${app.address().port}`;
});
after(async () => { await browser?.close(); app?.close(); });

test('the JS API example scores seed 003 and settles it', { timeout: 60000 }, async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${appOrigin}/examples/api.html`);
  await page.locator('#net:not(:empty)').waitFor();
  // E 64, S 96, N 20 (seed 003); nets +24 +384 -244 -164 (ruling 19).
  assert.deepEqual(await page.locator('#result td:nth-child(2)').allTextContents(), ['64', '96', '20']);
  assert.equal(await page.locator('#net').textContent(), '[24,384,-244,-164]');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the JS API takes and gives plain objects: mjscore field names and error codes', { timeout: 60000 }, async () => {
  const page = await browser.newPage();
  await page.goto(`${appOrigin}/examples/api.html`);
  await page.locator('#net:not(:empty)').waitFor();
  const r = await page.evaluate(async () => {
    const api = await import('../api/mahjong_api.js');
    await api.default();
    const south = api.score({ rules: 'nts', seat_wind: 'S', concealed: '234m456p678p567s33s', mahjong: true, winning_tile: '3s' });
    return {
      south: { score: south.score, limit: south.limit, first: south.items[0], arrangement: south.arrangement, waits: south.waits },
      text: api.score('{"seat_wind":"E","concealed":"222m555pCCC678s9m"}').score,
      mcr: api.score({ rules: 'mcr', seat_wind: 'S', round_wind: 'W', concealed: '11m33m55p77p99sEECC', mahjong: true, winning_tile: 'C', flowers: 2 }).fan_total,
      mcrSettle: api.settle({ rules: 'mcr', fan: 10, winner: 2, discarder: 0 }).net,
      wrapped: api.settle({ settle: { scores: [64, 96, 0, 20], winner: 1, dead: [2] } }).net,
      errors: [
        api.score({ rules: 'riichi', seat_wind: 'S' }).error.code,
        api.score({ seat_wind: 'S', concealed: '123m', self_draw: true }).error.code,
        api.score('not json').error.code,
        api.score({ seat_wind: 'S', concealed: '123m456p789s11sEEE', mahjong: true, winning_tile: '9p' }).error.code,
        api.settle({ scores: [1, 2, 3], winner: 1 }).error.code,
        api.score(42).error.code,
      ],
    };
  });
  // Seed 003 South (book 003): 24 points x 2^2 = 96, no limit (null, not undefined).
  assert.deepEqual(r.south, {
    score: 96, limit: null, arrangement: '234m 456p 678p 33s* 567s', waits: '3s',
    first: { id: 'mahjong', nl: 'Mahjong', en: 'Mahjong', points: 20, doublings: 0, rule: 'ruling 6' },
  });
  // Seed 003 East as JSON text: 16 x 2^2 = 64.
  assert.equal(r.text, 64);
  // MCR: Seven Pairs 24 + All Types 6 + 2 flowers = 32; 10 fans on a discard: 18 + 8 + 8.
  assert.equal(r.mcr, 32);
  assert.deepEqual(r.mcrSettle, [-18, -8, 34, -8]);
  assert.deepEqual(r.wrapped, [24, 384, -244, -164]);
  assert.deepEqual(r.errors, ['unknown_rules', 'bad_input', 'not_json', 'winning_tile_not_in_hand', 'bad_input', 'bad_input']);
  await page.close();
});

test('embedded on a club page under a strict CSP', { timeout: 60000 }, async () => {
  // The club's page, on another origin, allows only itself and the app's frame.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mj-club-'));
  for (const f of ['embed.js', 'embed.css']) fs.copyFileSync(path.resolve(here, '..', 'examples', f), path.join(root, f));
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; frame-src ${appOrigin}; script-src 'self'; style-src 'self'">
<link rel="stylesheet" href="embed.css"></head><body><h1>Clubsite</h1>
<iframe data-mahjong src="${appOrigin}/?embed=1&amp;rules=nmb&amp;lang=en&amp;theme=light" title="Mahjong rekenhulp" width="360" height="300"></iframe>
<script src="embed.js"></script></body></html>`);
  const club = await serve(root);
  const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
  const violations = [];
  page.on('console', (m) => { if (/Content Security Policy/.test(m.text())) violations.push(m.text()); });
  await page.goto(`http://127.0.0.1:${club.address().port}/`);
  const frame = page.frameLocator('iframe[data-mahjong]');
  await frame.locator('#app > .app .scorebar').waitFor();
  // The parent learns the height and sizes the frame to the content.
  await page.waitForFunction(() => Number(document.querySelector('iframe').height) > 600);
  const before = Number(await page.locator('iframe').getAttribute('height'));
  for (const t of ['E', 'E', 'E']) await frame.locator(`.palette [data-tile="${t}"]`).click();
  await page.waitForFunction((h) => Number(document.querySelector('iframe').height) > h, before);
  // Compact, English, nmb, light, within the 360 px column.
  assert.equal(await frame.locator('h1').isVisible(), false);
  assert.equal(await frame.locator('select[aria-label="Rules"]').inputValue(), 'nmb');
  assert.equal(await frame.locator('.app.light').count(), 1);
  const width = await frame.locator('body').evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `frame content ${width}px wide`);
  assert.deepEqual(violations, []);
  await page.screenshot({ path: path.join(out, 'embedded.png'), fullPage: true });
  await page.close();
  club.close();
});

test('the README snippet on a club page at 360 px and at desktop width: fits, grows and shrinks; the rules alone have a way back', { timeout: 90000 }, async () => {
  // The README's snippet as a club would paste it (issue 20, point 9).
  const readme = fs.readFileSync(path.resolve(here, '..', 'README.md'), 'utf8');
  const snippet = readme.match(/```html\n([\s\S]*?)```/)[1].replaceAll('/mahjong/examples/', '').replaceAll('/mahjong/', `${appOrigin}/`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mj-club-'));
  for (const f of ['embed.js', 'embed.css']) fs.copyFileSync(path.resolve(here, '..', 'examples', f), path.join(root, f));
  const page = (body) => `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><h1>Clubsite</h1>${body}</body></html>`;
  fs.writeFileSync(path.join(root, 'index.html'), page(snippet));
  fs.writeFileSync(path.join(root, 'rules.html'), page(snippet.replace('?embed=1&amp;rules=nts', '?embed=1&amp;view=regels&amp;rules=nts')));
  const club = await serve(root);
  const base = `http://127.0.0.1:${club.address().port}/`;
  const height = (p) => p.evaluate(() => Number(document.querySelector('iframe').height));
  for (const width of [360, 1280]) {
    const p = await browser.newPage({ viewport: { width, height: 800 } });
    await p.goto(base);
    const frame = p.frameLocator('iframe[data-mahjong]');
    await frame.locator('#app > .app .scorebar').waitFor();
    // Nothing wider than the page.
    const scroll = await p.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= width, `${width}: the club page scrolls sideways (${scroll}px)`);
    // The frame follows the app: taller for the rules, back again after.
    await p.waitForFunction(() => Number(document.querySelector('iframe').height) > 300);
    const calculator = await height(p);
    await frame.locator('nav.tabs button', { hasText: 'Regels' }).click();
    await p.waitForFunction((h) => Number(document.querySelector('iframe').height) > h + 500, calculator);
    await frame.locator('nav.tabs button', { hasText: 'Rekenen' }).click();
    await p.waitForFunction((h) => Number(document.querySelector('iframe').height) < h + 100, calculator);
    if (width === 360) await p.screenshot({ path: path.join(out, 'embedded-readme-360.png') });
    await p.close();
  }
  // The rules alone: an example tried in the calculator has its way back.
  const p = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await p.goto(`${base}rules.html`);
  const frame = p.frameLocator('iframe[data-mahjong]');
  await frame.locator('.rules .entries a').first().click();
  await frame.getByRole('button', { name: /Probeer/ }).first().click();
  await frame.locator('#app > .app .scorebar').waitFor();
  await frame.getByRole('button', { name: '← Terug naar de regels' }).click();
  await frame.locator('.rules .entries a').first().waitFor();
  await p.close();
  club.close();
});

test('the standings on a club page: a season file hosted beside the app, at 360 px and at desktop width', { timeout: 90000 }, async () => {
  // The app's folder on the club's host, with the organiser's published
  // stand.json beside it (issue 22).
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'mj-site-'));
  fs.cpSync(dist, site, { recursive: true });
  // Keevel (C10): totals + 3000: Bep 3384, Ans 3024, Dirk 2836, Cor 2756.
  const season = { name: 'Competitie 2026', reglement: 'keevel', evenings: [{ date: '2026-09-01', tables: [{ players: ['Ans', 'Bep', 'Cor', 'Dirk'], totals: [24, 384, -244, -164], mahjongs: [0, 1, 0, 0] }] }] };
  fs.writeFileSync(path.join(site, 'stand.json'), JSON.stringify(season));
  const host = await serve(site);
  const hostOrigin = `http://127.0.0.1:${host.address().port}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mj-club-'));
  for (const f of ['embed.js', 'embed.css']) fs.copyFileSync(path.resolve(here, '..', 'examples', f), path.join(root, f));
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="embed.css"></head><body><h1>Clubsite</h1>
<iframe data-mahjong src="${hostOrigin}/?embed=1&amp;view=stand&amp;seizoen=stand.json" title="Klassement" width="360" height="150"></iframe>
<script src="embed.js"></script></body></html>`);
  const club = await serve(root);
  for (const width of [360, 1280]) {
    const p = await browser.newPage({ viewport: { width, height: 800 } });
    const errors = [];
    p.on('pageerror', (e) => errors.push(String(e)));
    await p.goto(`http://127.0.0.1:${club.address().port}/`);
    const frame = p.frameLocator('iframe[data-mahjong]');
    await frame.locator('table.standings tbody tr').first().waitFor();
    const rows = await frame.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.cells[0].textContent, tr.cells[1].textContent, tr.cells[2].textContent]));
    assert.deepEqual(rows, [['1', 'Bep', '3384'], ['2', 'Ans', '3024'], ['3', 'Dirk', '2836'], ['4', 'Cor', '2756']]);
    assert.equal(await frame.locator('nav.tabs').count(), 0);
    // The frame is sized to the standings.
    await p.waitForFunction(() => Number(document.querySelector('iframe').height) > 150);
    const scroll = await p.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= width, `${width}: the club page scrolls sideways (${scroll}px)`);
    if (width === 360) await p.screenshot({ path: path.join(out, 'embedded-standings-360.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await p.close();
  }
  // A season file of another host is not fetched: the page says so. Nor
  // when a blank, tab or newline the URL parser drops stands before "//"
  // (issue 32): nothing is asked of another origin.
  for (const address of ['https://elders.example/stand.json', '%20//elders.example/stand.json', '%09//elders.example/stand.json', '%0A//elders.example/stand.json']) {
    const p = await browser.newPage({ viewport: { width: 360, height: 640 } });
    const elsewhere = [];
    p.on('request', (r) => { if (!r.url().startsWith(hostOrigin)) elsewhere.push(r.url()); });
    await p.goto(`${hostOrigin}/?embed=1&view=stand&seizoen=${address}`);
    await p.locator('.app[data-view="stand"] .message', { hasText: 'Het klassement kon niet worden gelezen.' }).waitFor();
    assert.deepEqual(elsewhere, [], address);
    await p.close();
  }
  // Names of 24 characters without a space, and markup in a name (shown
  // as text), never widen the standings past 360 px (issue 32).
  {
    const names = ['<b>WWWWWWWWWWWWWWWWW</b>', 'Bep', 'W'.repeat(24), 'Dirk'];
    fs.writeFileSync(path.join(site, 'lang.json'), JSON.stringify({ ...season, evenings: [{ ...season.evenings[0], tables: [{ ...season.evenings[0].tables[0], players: names }] }] }));
    const p = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await p.goto(`${hostOrigin}/?embed=1&view=stand&seizoen=lang.json`);
    await p.locator('table.standings tbody tr').nth(3).waitFor();
    assert.equal(await p.locator('table.standings b').count(), 0, 'markup stays text');
    const width = await p.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the standings are ${width} px wide`);
    await p.close();
  }
  // Issue 49: a Groene Hart season's names (long, double, one player not
  // qualified: 1 of 2 evenings, 1 x 4 < 2 x 3, C8) at 320 and 360 px:
  // no sideways scroll, and a name breaks only between its words.
  {
    const t1 = (a) => ({ players: a, totals: [40, 10, -20, -30], mahjongs: [2, 1, 1, 0] });
    const rest = ['Ans', 'Cor', 'Eef', 'Fer'];
    const evenings = [
      { date: '2026-09-01', tables: [t1(['Marianne van der Leeuwen', 'Jan Leeuwenhoek-Kamp', 'Bep', 'Dirk']), t1(rest)] },
      { date: '2026-09-08', tables: [t1(['Jan Leeuwenhoek-Kamp', 'Bep', 'Dirk', 'Gijs']), t1(rest)] },
    ];
    fs.writeFileSync(path.join(site, 'gh.json'), JSON.stringify({ name: 'Groene Hart', reglement: 'groene-hart', evenings }));
    for (const width of [320, 360]) {
      const p = await browser.newPage({ viewport: { width, height: 640 } });
      await p.goto(`${hostOrigin}/?embed=1&view=stand&seizoen=gh.json`);
      await p.locator('table.standings tr.not-qualified').first().waitFor();
      // Both evenings had 8 players (C7): both count, and the line says so.
      assert.equal(await p.locator('.published .hint').first().textContent(), '2 speelavonden, de laatste op di 8 sep 2026.');
      const scroll = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scroll <= width, `${width}: the standings are ${scroll} px wide`);
      assert.deepEqual(await wordsBrokenInside(p, 'table.standings tbody th'), [], `${width}: names broken inside a word`);
      await p.screenshot({ path: path.join(out, `embedded-long-names-${width}.png`), fullPage: true });
      await p.close();
    }
  }
  // A file of 500 MB on the club's own host is read only up to the largest
  // season file (1 MiB) and refused: the page's memory hardly grows.
  const big = path.join(site, 'groot.json');
  fs.closeSync(fs.openSync(big, 'w'));
  fs.truncateSync(big, 500 * 1024 * 1024);
  const p = await browser.newPage({ viewport: { width: 360, height: 640 } });
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Performance.enable');
  await p.goto(`${hostOrigin}/?embed=1&view=stand&seizoen=groot.json`);
  await p.locator('.app[data-view="stand"] .message', { hasText: 'Het klassement kon niet worden gelezen.' }).waitFor();
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapTotalSize').value;
  assert.ok(heap < 100 * 1024 * 1024, `JS heap ${Math.round(heap / 1048576)} MB after a 500 MB file`);
  await p.close();
  fs.rmSync(big);
  club.close();
  host.close();
});
