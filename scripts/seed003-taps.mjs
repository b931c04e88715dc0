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
// The same hand typed on the sheet: a game, the hand's scores typed per
// seat (East first), West's dead hand, South's MJ, saved.
const form = page.locator('form.new-game');
await page.locator('nav.tabs :is(button, a)', { hasText: 'Scoreblad' }).tap();
for (const [i, n] of ['Ans', 'Bep', 'Cor', 'Dirk'].entries()) await form.locator(`input[name="name${i}"]`).fill(n);
await form.getByRole('button', { name: 'Begin spel' }).tap();
let typedTaps = 0;
const tap = async (l) => { await l.tap(); typedTaps += 1; };
const pad = (key) => page.locator('.pad button', { hasText: key }).first();
const keys = async (digits) => { for (const d of digits) await tap(pad(d)); };
// On the app's number pad (issue 35): every key is a tap.
await tap(page.getByRole('button', { name: 'Volgende hand invoeren' }));
await tap(page.locator('.rack .seat-buttons button.mode'));
await keys('64');
await tap(pad('Volgende'));
await keys('96');
// West's dead hand first, so "Volgende" goes past West to North.
await tap(page.locator('.table .row[data-seat="2"] button.dead'));
await tap(pad('Volgende'));
await keys('20');
await tap(page.locator('.table .row[data-seat="1"] button.win'));
await tap(page.locator('.game-banner button.primary'));
await page.locator('.sheet .totals').waitFor();
const totals = await page.locator('.sheet .totals td.total').allTextContents();
console.log(`seed 003 typed on the sheet with the number pad: ${typedTaps} taps (keys included); totals ${totals.join(' ')}`);
await browser.close();
server.close();
