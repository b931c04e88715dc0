// End-to-end: handling at the table (issue 12) on a phone at 360x640.
// Each test here failed on the app before issue 12.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { servedApp, out, tab, totals, newGame, typedHand } from './browser.mjs';

const app = servedApp();
const phone = app.phone;

test('nothing lost: deletes can be undone, undo survives a reload, a deleted game comes back', { timeout: 60000 }, async () => {
  const { page, errors } = await phone();
  await newGame(page, ['Ans', 'Bep', 'Cor', 'Dirk']);
  // Seed 003 (book 003): nets +24 +384 -244 -164 (ruling 19).
  await typedHand(page, [64, 96, 0, 20], 1, [2]);
  assert.deepEqual(await totals(page), [24, 384, -244, -164]);
  // Deleting a hand says so, with undo right there.
  await page.getByRole('button', { name: 'Wijzig Hand 1' }).tap();
  await page.locator('form.editor').getByRole('button', { name: 'Verwijder' }).tap();
  assert.match(await page.locator('.sheet .notice').textContent(), /Hand 1 verwijderd/);
  assert.deepEqual(await totals(page), [0, 0, 0, 0]);
  // After a reload, undo still brings the hand back.
  await page.reload();
  await page.locator('.palette button.tile').first().waitFor();
  await tab(page, 'Scoreblad').tap();
  await page.locator('.sheet-tools').getByRole('button', { name: 'Ongedaan maken' }).tap();
  assert.deepEqual(await totals(page), [24, 384, -244, -164]);
  // The game's ✕ in the list: the game goes, the notice offers undo.
  await page.getByRole('button', { name: 'Alle spellen' }).tap();
  await page.getByRole('button', { name: 'Verwijder: Ans, Bep, Cor, Dirk' }).tap();
  assert.match(await page.locator('.sheet .notice').textContent(), /Spel Ans, Bep, Cor, Dirk verwijderd/);
  assert.equal(await page.locator('.games:not(.bin) li').count(), 0);
  await page.locator('.sheet .notice button').tap();
  assert.equal(await page.locator('.games:not(.bin) li').count(), 1);
  // Deleted again and the page reloaded: the bin still has it, whole.
  await page.getByRole('button', { name: 'Verwijder: Ans, Bep, Cor, Dirk' }).tap();
  await page.reload();
  await page.locator('.palette button.tile').first().waitFor();
  await tab(page, 'Scoreblad').tap();
  await page.screenshot({ path: path.join(out, 'sheet-bin-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Terugzetten: Ans, Bep, Cor, Dirk' }).tap();
  assert.deepEqual(await totals(page), [24, 384, -244, -164]);
  assert.deepEqual(errors, []);
});
