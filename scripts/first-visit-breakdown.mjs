// Where the slow first visit's time goes (issue 22's budget miss): per
// load, when the page's files arrive and when the first palette tile is
// usable, over the budget's network (150 ms RTT, 1.6 Mbit/s, gzip) at 4x
// CPU, from a brotli host (or a gzip-only one: `gzip` as argument). After
// `trunk build --release`:  node scripts/first-visit-breakdown.mjs [gzip]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const gzipOnly = process.argv[2] === 'gzip';
const server = await serve(root, gzipOnly ? { precompressed: ['gzip'], gzip: true } : { precompressed: ['br', 'gzip'] });
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    new MutationObserver((_, o) => {
      // The app's own palette, not the build's first screen (issue 34).
      if (document.querySelector('#app > .app .palette button.tile')) { window.__firstTile = performance.now(); o.disconnect(); }
    }).observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
  await page.goto(url);
  await page.locator('#app > .app .palette button.tile').first().waitFor({ timeout: 30000 });
  const t = await page.evaluate(() => ({
    tile: window.__firstTile,
    files: performance.getEntriesByType('resource').map((r) => [r.name.split('/').pop().replace(/-[0-9a-f]{16}/, ''), Math.round(r.startTime), Math.round(r.responseEnd), r.encodedBodySize]),
    dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
  }));
  console.log(`load ${i + 1}: first tile ${t.tile.toFixed(0)} ms; DOMContentLoaded ${t.dcl.toFixed(0)} ms`);
  for (const [name, start, end, bytes] of t.files) console.log(`  ${name}: ${start}-${end} ms, ${(bytes / 1024).toFixed(1)} KB`);
  await context.close();
}
await browser.close();
server.close();
