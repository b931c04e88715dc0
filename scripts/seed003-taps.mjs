// Counts the taps a club player needs for seed 003's worked example (book
// 003 "Voorbeeld punten berekening": E 64, S 96 wins on a discarded 3s,
// W dead, N 20; nets +24 +384 -244 -164) on a phone at 360x640, by the
// shortest path the app offers (e2e/browser.mjs `seed003`), and the nets.
//   node scripts/seed003-taps.mjs [dist folder]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/server.mjs';
import { launch, phone, seed003 } from '../e2e/browser.mjs';

const dist = path.resolve(process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const server = await serve(dist);
const browser = await launch();
const { page } = await phone(browser, `http://127.0.0.1:${server.address().port}/`);
let taps = 0;
await seed003(page, async (locator) => { await locator.tap(); taps += 1; });
const nets = await page.locator('.payout [data-net] td.num').allTextContents();
console.log(`seed 003 by tapping: ${taps} taps; nets ${nets.join(' ')} (book 003: +24 +384 -244 -164)`);
await browser.close();
server.close();
