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
import { launch } from './browser.mjs';

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
  await frame.locator('.palette button.tile').first().waitFor();
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
