// Counts the taps a club player needs for seed 003's worked example (book
// 003 "Voorbeeld punten berekening": E 64, S 96 wins on a discarded 3s,
// W dead, N 20; nets +24 +384 -244 -164) on a phone at 360x640, by the
// shortest path the app offers, and checks the nets.
//   node scripts/seed003-taps.mjs [dist folder]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/server.mjs';
import { launch, phone } from '../e2e/browser.mjs';

const dist = path.resolve(process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const server = await serve(dist);
const browser = await launch();
const { page } = await phone(browser, `http://127.0.0.1:${server.address().port}/`);
let taps = 0;
const tap = async (locator) => { await locator.tap(); taps += 1; };
const tile = (t) => page.locator(`.palette [data-tile="${t}"]`);
const row = (seat) => page.locator(`.table .row[data-seat="${seat}"]`);
const tiles = async (list) => { for (const t of list.split(' ')) await tap(tile(t)); };
const loose = (i) => page.locator('.rack .loose button.tile').nth(i);

// East: 222m 555p CCC 678s 9m, tapped in.
await tiles('2m 2m 2m 5p 5p 5p C C C 6s 7s 8s 9m');
// South wins: show South's rack, MJ, the tiles, then mark the winning 3s.
await tap(row(1).locator('button.seat'));
await tap(row(1).locator('button.win'));
await tiles('2m 3m 4m 4p 5p 6p 6p 7p 8p 5s 6s 7s 3s 3s');
await tap(loose(13));
await tap(page.getByRole('button', { name: 'Winnende steen', exact: true }));
// West: a dead hand.
await tap(row(2).locator('button.dead'));
// North: the open pung 444s, then the concealed tiles.
await tap(row(3).locator('button.seat'));
await tiles('4s 4s 4s');
for (const i of [0, 1, 2]) await tap(loose(i));
await tap(page.getByRole('button', { name: 'Pung', exact: true }));
await tap(page.locator('.rack .group .open-toggle').first());
await tiles('S S S 6s 7s 8s 1s 2s 9s 9s');
const nets = await page.locator('.payout [data-net] td.num').allTextContents();
console.log(`seed 003 by tapping: ${taps} taps; nets ${nets.join(' ')} (book 003: +24 +384 -244 -164)`);
await browser.close();
server.close();
