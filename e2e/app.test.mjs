// End-to-end: a club player at 360x640 taps seed 003's four hands and gets
// the four scores and the four nets of book 003 ("Voorbeeld punten
// berekening": E 64, S 96, W dead, N 20; nets +24 +384 -244 -164), then a
// limit hand and an invalid mahjong. Screenshots go to e2e/out/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { servedApp, out, answer } from './browser.mjs';

const app = servedApp();
const phone = app.phone;

/// Taps tiles on the palette, written in notation: "222m555pCCC".
async function tapTiles(page, text) {
  for (const t of parse(text)) await page.locator(`.palette [data-tile="${t}"]`).tap();
}
function parse(text) {
  const tiles = []; let digits = [];
  for (const c of text) {
    if (/[1-9]/.test(c)) digits.push(c);
    else if ('mps'.includes(c) && digits.length) { for (const d of digits) tiles.push(d + c); digits = []; }
    else tiles.push(c);
  }
  return tiles;
}
const score = (page, seat) => page.locator(`.table .row[data-seat="${seat}"] output.score`);
const seatButton = (page, seat) => page.locator(`.table .row[data-seat="${seat}"] button.seat`);
const winButton = (page, seat) => page.locator(`.table .row[data-seat="${seat}"] button.win`);
const deadButton = (page, seat) => page.locator(`.table .row[data-seat="${seat}"] button.dead`);
const loose = (page, i) => page.locator('.rack .loose button.tile').nth(i);

test('seed 003 by tapping: four scores and four nets', { timeout: 60000 }, async () => {
  const { page, errors } = await phone();
  // East (Oost): 4 + 4 + 8 = 16 points, 2 doublings: 64.
  await tapTiles(page, '222m555pCCC678s9m');
  assert.equal(await score(page, 0).textContent(), '64');
  // Its pungs count concealed: asked, and answered (issue 47).
  await answer(page, 'Nee, alles dicht').tap();
  // South (Zuid) wins on a discarded 3s: 24 x 4 = 96.
  await seatButton(page, 1).tap();
  await winButton(page, 1).tap();
  await tapTiles(page, '234m456p678p567s33s');
  await loose(page, 13).tap();
  await page.getByRole('button', { name: 'Winnende steen' }).tap();
  await answer(page, 'Van tafel').tap();
  assert.equal(await score(page, 1).textContent(), '96');
  await page.screenshot({ path: path.join(out, 'seed003-south.png'), fullPage: true });
  // West: declared the West kong but forgot the replacement tile, so the
  // hand is one tile short; the app says so, and as a dead hand it is 0.
  await seatButton(page, 2).tap();
  await tapTiles(page, 'WWWW');
  for (const i of [0, 1, 2, 3]) await loose(page, i).tap();
  await page.getByRole('button', { name: 'Kong', exact: true }).tap();
  await page.locator('.rack .group .open-toggle').first().tap();
  await tapTiles(page, 'EEE');
  for (const i of [0, 1, 2]) await loose(page, i).tap();
  await page.getByRole('button', { name: 'Pung', exact: true }).tap();
  await page.locator('.rack .group .open-toggle').nth(1).tap();
  await tapTiles(page, '111m99pN');
  // 13 tiles with a kong: one short, the app waits for it.
  assert.equal(await score(page, 2).textContent(), '…');
  assert.match(await page.locator('.breakdown .hint').first().textContent(), /Nog 1 steen invoeren/);
  await deadButton(page, 2).tap();
  assert.equal(await score(page, 2).textContent(), '0');
  // North (Noord): open pung 444s 2 + concealed SSS 8 = 10, schoon: 20.
  await seatButton(page, 3).tap();
  await tapTiles(page, '444s');
  for (const i of [0, 1, 2]) await loose(page, i).tap();
  await page.getByRole('button', { name: 'Pung', exact: true }).tap();
  await page.locator('.rack .group .open-toggle').first().tap();
  await tapTiles(page, 'SSS678s12s99s');
  assert.equal(await score(page, 3).textContent(), '20');
  // Ruling 19: the payout table.
  const nets = await page.locator('.payout .nets td.num').allTextContents();
  assert.deepEqual(nets, ['+24', '+384', '-244', '-164']);
  await page.screenshot({ path: path.join(out, 'seed003-payout.png'), fullPage: true });
  assert.deepEqual(errors, []);
});

test('a limit hand: thirteen orphans is 2000', { timeout: 60000 }, async () => {
  const { page } = await phone();
  await seatButton(page, 1).tap();
  await winButton(page, 1).tap();
  await tapTiles(page, '19m19p19sESWNCFPP');
  await loose(page, 13).tap();
  await page.getByRole('button', { name: 'Winnende steen' }).tap();
  assert.equal(await score(page, 1).textContent(), '2000');
  assert.match(await page.locator('.breakdown').textContent(), /Dertien wezen/);
  await page.screenshot({ path: path.join(out, 'limit-thirteen-orphans.png'), fullPage: true });
});

test('an invalid mahjong says why and shows no score', { timeout: 60000 }, async () => {
  const { page } = await phone();
  // Four chows on a discard, with terminals: 20 + 2 pair = 22 points and
  // only the four-chows doubling: 1, below the 2 needed (ruling 15).
  await winButton(page, 0).tap();
  await tapTiles(page, '123m456m789p234s5s5s');
  await loose(page, 13).tap();
  await page.getByRole('button', { name: 'Winnende steen' }).tap();
  assert.match(await page.locator('.breakdown .message').textContent(), /minstens 2 verdubbelingen nodig, deze hand heeft er 1 \(dood spel\)/);
  assert.equal(await score(page, 0).textContent(), '!');
  await page.screenshot({ path: path.join(out, 'invalid-mahjong.png'), fullPage: true });
});

test('English switch is remembered', { timeout: 60000 }, async () => {
  const { page } = await phone();
  await page.getByRole('button', { name: 'English' }).tap();
  assert.equal(await page.locator('h1').textContent(), 'Mahjong score calculator');
  await page.reload();
  await page.locator('#app > .app .scorebar').waitFor();
  assert.equal(await page.locator('h1').textContent(), 'Mahjong score calculator');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
});

test('landscape and desktop layouts, keyboard entry', { timeout: 60000 }, async () => {
  for (const [name, viewport, mobile] of [['landscape-640x360', { width: 640, height: 360 }, true], ['desktop-1280x800', { width: 1280, height: 800 }, false]]) {
    const context = await app.browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    await page.goto(app.base);
    await page.locator('#app > .app .scorebar').waitFor();
    if (!mobile) {
      // Keyboard: focus a palette tile and press Enter three times.
      await page.locator('.palette [data-tile="E"]').focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
      assert.equal(await page.locator('.rack .loose button.tile').count(), 3);
    }
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px wider than the screen`);
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    await context.close();
  }
});

test('phone: touch targets are at least 44 px and every button has a name', { timeout: 60000 }, async () => {
  const { page } = await phone();
  // The tiles are keys of a keyboard (issue 20: one suit a row on the
  // docked palette, nine to a row on the rack): at least 34 px wide and
  // 44 px tall, as a phone keyboard's keys; every other control 44 px.
  const small = await page.evaluate(() => [...document.querySelectorAll('button, select, input')]
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ el, r }) => r.width > 0 && !el.closest('.group'))
    .filter(({ el, r }) => (el.matches('.palette .tile, .rack .loose .tile') ? r.width < 34 || r.height < 44 : r.width < 44 || r.height < 44))
    .map(({ el, r }) => `${el.className || el.tagName} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`));
  assert.deepEqual(small, []);
  const unnamed = await page.evaluate(() => [...document.querySelectorAll('button')]
    .filter((b) => !(b.getAttribute('aria-label') || b.textContent.trim())).length);
  assert.equal(unnamed, 0);
  await page.screenshot({ path: path.join(out, 'phone-first-screen.png') });
});
