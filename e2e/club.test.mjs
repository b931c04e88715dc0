// The organiser's competition on one phone (issue 22): a season, members,
// a club evening ticked, drawn and its results typed from the paper forms;
// the standings as the Groene Hart reglement gives them (rulings C5-C9),
// kept across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { servedApp, tab, out } from './browser.mjs';

const app = servedApp();
const NAMES = ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans', 'Ineke'];

test('a club evening: tick, draw, type the results, the standings', async () => {
  const { page, errors, context } = await app.phone();
  await tab(page, 'Competitie').tap();
  const form = page.locator('form.new-season');
  await form.locator('input[name="season-name"]').fill('Competitie 2026');
  await form.locator('select[name="reglement"]').selectOption('groene-hart');
  await form.getByRole('button', { name: 'Seizoen beginnen' }).tap();
  await page.locator('h2.season-name', { hasText: 'Competitie 2026' }).waitFor();
  await page.locator('a.members-link').tap();
  for (const n of NAMES) {
    await page.locator('form.add-member input[name="member"]').fill(n);
    await page.locator('form.add-member button').tap();
  }
  await page.locator('h2', { hasText: 'Leden (9)' }).waitFor();
  await page.locator('a.back').tap();
  await page.locator('form.new-evening input[name="evening-date"]').fill('2026-09-01');
  await page.locator('form.new-evening button').tap();
  await page.locator('ul.evenings a', { hasText: '2026-09-01' }).tap();
  for (const n of NAMES) await page.locator(`fieldset.present input[value="${n}"]`).check();
  // C13: 9 players make a table of 5 and one of 4.
  await page.locator('.club .hint', { hasText: '2 tafels: 5 + 4' }).waitFor();
  await page.locator('button.draw').tap();
  await page.locator('.club .notice', { hasText: 'Geloot (lotnummer' }).waitFor();
  const cards = page.locator('li.table-card');
  assert.equal(await cards.count(), 2);
  await page.screenshot({ path: path.join(out, 'club-evening-drawn-360.png'), fullPage: true });
  // The paper forms, in the drawn seat order: 300, 100, 0, -100, -300 at
  // the 5-table; 200, 100, -100, -200 at the 4-table.
  const typed = [[300, 100, 0, -100, -300], [200, 100, -100, -200]];
  for (let k = 0; k < 2; k++) {
    const card = cards.nth(k);
    const size = await card.locator('ul.seats li').count();
    const totals = size === 5 ? typed[0] : typed[1];
    await card.getByRole('button', { name: 'Uitslag typen' }).tap();
    for (let i = 0; i < size; i++) await card.locator(`input[name="r${i}c0"]`).fill(String(totals[i]));
    await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
    await card.locator('table.table-result').waitFor();
  }
  // C5 + C6: table points 4, 2, 1, 0.5 (0 at a 5-table's last) plus 1:
  // the two table winners 5, the seconds 3, the thirds 2, the fourths
  // 1.5 and the 5-table's last 1. No mahjongs typed: equal players share
  // the rank (C9). 9 players >= 8: the evening counts (C7).
  await page.locator('a.back').tap();
  const rows = page.locator('table.standings tbody tr');
  await rows.first().waitFor();
  const lines = await rows.evaluateAll((trs) => trs.map((tr) => [tr.cells[0].textContent, tr.cells[2].textContent]));
  assert.deepEqual(lines, [['1', '5'], ['1', '5'], ['3', '3'], ['3', '3'], ['5', '2'], ['5', '2'], ['7', '1,5'], ['7', '1,5'], ['9', '1']]);
  await page.screenshot({ path: path.join(out, 'club-standings-360.png'), fullPage: true });
  // Kept on the device: after a reload the standings are there again.
  await page.locator('.app[data-club-store="saved"]').waitFor();
  await page.reload();
  await page.locator('table.standings tbody tr').first().waitFor();
  assert.equal(await page.locator('table.standings tbody tr').count(), 9);
  assert.deepEqual(errors, []);
  await context.close();
});
