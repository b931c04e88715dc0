// End-to-end: MCR 2006 (issue 6) at 360x640. A player switches the
// calculator to MCR, taps the winner's hand and sees the fans (counted by
// the engine in the app itself), picks the discarder and reads
// the payments; then an MCR game on the score sheet with a penalty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { servedApp, out, answer } from './browser.mjs';

const app = servedApp();
const phone = app.phone;
const row = (page, seat) => page.locator(`.table .row[data-seat="${seat}"]`);
const nets = async (page) => (await page.locator('.payout [data-net] td.num').allTextContents()).map(Number);
const items = async (page) => page.locator('.breakdown [data-item]').evaluateAll((rows) => rows.map((r) => r.dataset.item));

async function tapTiles(page, tiles) {
  for (const t of tiles.split(' ')) await page.locator(`.palette [data-tile="${t}"]`).tap();
}

/// South's hand of the state tests: 123 456 789m 234p 55s, the last 5s
/// the winning tile.
async function southWins(page) {
  await row(page, 1).locator('button.seat').tap();
  await row(page, 1).locator('button.win').tap();
  await tapTiles(page, '1m 2m 3m 4m 5m 6m 7m 8m 9m 2p 3p 4p 5s 5s');
  await page.locator('.rack .loose button.tile').nth(13).tap();
  await page.getByRole('button', { name: 'Winnende steen', exact: true }).tap();
}

test('MCR: fans with their 004 names, the discarder and the payments', { timeout: 60000 }, async () => {
  const { page, errors } = await phone();
  await page.locator('header select[name="rules"]').selectOption('mcr');
  // MCR plays with flowers (1 fan each) and has no East doubling.
  await page.locator('.palette [data-tile="1f"]').waitFor();
  assert.doesNotMatch(await row(page, 0).locator('button.seat').textContent(), /×2/);
  await southWins(page);
  // Pure Straight 16 + All Chows 2 + Concealed Hand 2 + Single Wait 1 = 21.
  await page.locator('.breakdown tfoot .total').filter({ hasText: '21' }).waitFor();
  assert.equal(await row(page, 1).locator('output.score').textContent(), '21');
  assert.deepEqual((await items(page)).sort(), ['all_chows', 'concealed_hand', 'pure_straight', 'single_wait']);
  const text = await page.locator('.breakdown').textContent();
  assert.match(text, /Zuivere straat/);
  assert.match(text, /Pure Straight/);
  // No payout before it is known how the tile came (issue 47: asked in
  // the bar); West discarded: West pays 8 + 21 = 29, East and North 8
  // each: South +45.
  assert.match(await page.locator('.scorebar .next-step').textContent(), /^Zuid: van tafel \(wie gooide\?\) of zelf gepakt\?$/);
  assert.match(await page.locator('.payout').textContent(), /Beantwoord eerst de vraag bovenaan/);
  await row(page, 2).locator('button.dead').tap();
  // Said in full (issue 20), not "Afg.".
  assert.equal(await row(page, 2).locator('button.dead').textContent(), 'Gooide af');
  // Concealed Hand counts that nothing lies open: asked too.
  assert.match(await page.locator('.scorebar .next-step').textContent(), /^Zuid: liggen er sets open\?/);
  await answer(page, 'Nee, alles dicht').tap();
  assert.deepEqual(await nets(page), [-8, 45, -29, -8]);
  await page.screenshot({ path: path.join(out, 'mcr-360.png'), fullPage: true });
  // Self-drawn with one flower: Fully Concealed Hand 4 instead of
  // Concealed Hand 2: 16 + 2 + 4 + 1 = 23, + 1 flower = 24; each pays 32.
  await page.locator('.situation button', { hasText: 'zelf gepakt' }).tap();
  // The hand settles, so the palette gave the screen back (issue 35):
  // "Stenen erbij" brings it for the flower.
  await page.getByRole('button', { name: 'Stenen erbij' }).tap();
  await page.locator('.palette [data-tile="1f"]').tap();
  await page.locator('.breakdown tfoot .total').filter({ hasText: '24' }).waitFor();
  assert.deepEqual(await nets(page), [-32, 96, -32, -32]);
  // "Laatste van zijn soort" is offered for MCR; heaven is not.
  await page.locator('.situation button', { hasText: 'laatste van zijn soort' }).waitFor();
  assert.equal(await page.locator('.situation button', { hasText: 'hemel' }).count(), 0);
  // In English the English name leads and 004's Dutch name follows.
  await page.locator('header button.lang').tap();
  await page.locator('.breakdown h2', { hasText: 'Score: South' }).waitFor();
  const first = page.locator('.breakdown [data-item="pure_straight"] td').first();
  assert.equal(await first.evaluate((td) => td.firstChild.textContent), 'Pure Straight');
  assert.equal(await first.locator('small').textContent(), 'Zuivere straat');
  assert.match(await page.locator('.payout').textContent(), /South pays|pays South/);
  // The link holds the MCR hand: reopening it shows the same fans.
  await page.waitForTimeout(400);
  const url = page.url();
  assert.match(url, /r=mcr/);
  const again = await app.browser.newPage();
  await again.goto(url);
  await again.locator('.breakdown tfoot .total').filter({ hasText: '24' }).waitFor();
  assert.deepEqual(errors, []);
});

test('MCR game on the sheet: seats change per round, penalty points by hand', { timeout: 60000 }, async () => {
  const { page, errors } = await phone();
  await page.locator('nav.tabs button', { hasText: 'Scoreblad' }).tap();
  const form = page.locator('form.new-game');
  await form.locator('select[name="rules"]').selectOption('mcr');
  await form.locator('.mcr-only').waitFor();
  for (const [i, n] of ['Ans', 'Bep', 'Cor', 'Dirk'].entries()) await form.locator(`input[name="name${i}"]`).fill(n);
  await form.getByRole('button', { name: 'Begin spel' }).tap();
  await page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  assert.match(await row(page, 1).locator('button.seat').textContent(), /Zuid Bep/);
  // Bep wins 21 fans on Cor's discard: Cor -29, Ans and Dirk -8, Bep +45.
  await southWins(page);
  await page.locator('.breakdown tfoot .total').filter({ hasText: '21' }).waitFor();
  await answer(page, 'Cor').tap();
  await answer(page, 'Nee, alles dicht').tap();
  await page.locator('.game-banner button.primary').tap();
  const totals = async () => (await page.locator('.sheet .totals td.total').allTextContents()).map(Number);
  assert.deepEqual(await totals(), [-8, 45, -29, -8]);
  // Hand 2: the winds pass, Bep deals.
  // MCR counts its hands: four rounds of four (issue 35).
  assert.match(await page.locator('.sheet .status').textContent(), /Hand 2 van 16 · ronde Oost · Oost: Bep/);
  // Dirk gets 10 penalty points in hand 1, entered in the editor: -18.
  // Hand 1 was entered with tiles: it opens with them (issue 35); the
  // penalties are in the numbers.
  await page.getByRole('button', { name: 'Wijzig Hand 1' }).tap();
  await page.getByRole('button', { name: 'Alleen de getallen' }).tap();
  await page.locator('form.editor input[name="pen3"]').fill('10');
  await page.locator('form.editor').screenshot({ path: path.join(out, 'mcr-editor-360.png') });
  await page.locator('form.editor button[type="submit"]').tap();
  assert.deepEqual(await totals(), [-8, 45, -29, -18]);
  assert.match(await page.locator('.sheet table.hands').textContent(), /21 fan/);
  await page.screenshot({ path: path.join(out, 'mcr-sheet-360.png'), fullPage: true });
  // The JSON export is an mjscore MCR game line.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-export="json"]').tap()]);
  const json = fs.readFileSync(await download.path(), 'utf8');
  assert.match(json, /"rules":"mcr".*"hands":\[\{"winner":1,"fan":21,"discarder":2,"penalties":\[0,0,0,10\]\}\]/);
  assert.deepEqual(errors, []);
});
