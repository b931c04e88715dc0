// The organiser's seasons keep the score sheet's guarantees (issue 22,
// as issue 14 for the games): two tabs see each other's changes and
// neither overwrites the other's; storage full says "niet opgeslagen",
// keeps the change and saves it once there is room; a browser killed
// 0.2 s after a save keeps it; an unreadable stored record is kept aside
// and said; a crafted season file is refused in Dutch and the app goes on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servedApp, tab, ownPhone, killHard, until } from './browser.mjs';

const app = servedApp();

const clubSaved = (page) => page.locator('.app[data-club-store="saved"]').waitFor();

/// A season with one member, on the members screen.
async function season(page, click = false) {
  const go = (l) => (click ? l.click() : l.tap());
  await go(tab(page, 'Competitie'));
  await page.locator('form.new-season input[name="season-name"]').fill('Seizoen');
  await go(page.locator('form.new-season button[type="submit"]'));
  await go(page.locator('a.members-link'));
}

async function addMember(page, name, click = false) {
  await page.locator('form.add-member input[name="member"]').fill(name);
  await (click ? page.locator('form.add-member button').click() : page.locator('form.add-member button').tap());
  await page.locator(`ul.members input[name="rename"][aria-label="Hernoem ${name}"]`).waitFor();
}

/// A member's row on the members screen (the name is in its rename field).
const member = (page, name) => page.locator(`ul.members input[name="rename"][aria-label="Hernoem ${name}"]`);

const heading = (page) => page.locator('.club h2').first().textContent();

test('two tabs: each sees the other\'s members and neither overwrites them', { timeout: 60000 }, async () => {
  const { page: a, errors, context } = await app.phone();
  await season(a);
  await addMember(a, 'Ans');
  await clubSaved(a);
  const b = await context.newPage();
  b.on('pageerror', (e) => errors.push(String(e)));
  await b.goto(app.base + '#/competitie/leden');
  await member(b, 'Ans').waitFor();
  // Tab A adds Bep: tab B shows it without a reload.
  await addMember(a, 'Bep');
  await clubSaved(a);
  await until(async () => (await heading(b)) === 'Leden (2)');
  // Tab B adds Cor on top: tab A shows all three; a reload keeps them.
  await addMember(b, 'Cor');
  await clubSaved(b);
  await until(async () => (await heading(a)) === 'Leden (3)');
  await a.reload();
  await member(a, 'Cor').waitFor();
  assert.equal(await heading(a), 'Leden (3)');
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage full: "niet opgeslagen", the member stays, saved once there is room', { timeout: 60000 }, async () => {
  const { page, errors, context } = await app.phone();
  await season(page);
  await addMember(page, 'Ans');
  await clubSaved(page);
  await page.evaluate(() => {
    window.realPut = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  await addMember(page, 'Bep');
  const unsaved = page.locator('.message[data-problem="club-unsaved"]');
  await unsaved.waitFor();
  assert.match(await unsaved.textContent(), /Niet opgeslagen/);
  assert.equal(await heading(page), 'Leden (2)', 'the member stays');
  await page.evaluate(() => { IDBObjectStore.prototype.put = window.realPut; });
  await unsaved.getByRole('button', { name: 'Opnieuw opslaan' }).tap();
  await clubSaved(page);
  assert.equal(await unsaved.count(), 0);
  await page.reload();
  await member(page, 'Bep').waitFor();
  assert.equal(await heading(page), 'Leden (2)');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a browser killed 0.2 s after the save keeps the season', { timeout: 90000 }, async () => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mj-club-kill-'));
  let { child, browser, page } = await ownPhone(profile, app.base);
  await page.locator('#app > .app .scorebar').waitFor();
  // The profile's own context has no touch: the same steps by click.
  await season(page, true);
  await addMember(page, 'Ans', true);
  await clubSaved(page);
  await new Promise((r) => setTimeout(r, 200));
  await killHard(child);
  ({ child, browser, page } = await ownPhone(profile, app.base + '#/competitie/leden'));
  await member(page, 'Ans').waitFor();
  assert.equal(await heading(page), 'Leden (1)');
  await browser.close();
  process.kill(-child.pid, 'SIGKILL');
  fs.rmSync(profile, { recursive: true, force: true });
});

test('an unreadable stored season is kept aside and said; the organiser goes on', { timeout: 60000 }, async () => {
  const { page, errors, context } = await app.phone();
  await season(page);
  await addMember(page, 'Ans');
  await clubSaved(page);
  // Damaged on disk (or by another program): not the app's shape.
  const damaged = '{"schema":1,"seasons":[{"id":"s1","season":{"reglement":"groene-hart","evenings":"kapot"}}]}';
  await page.evaluate((v) => new Promise((resolve, reject) => {
    const open = indexedDB.open('mahjong-rekenhulp');
    open.onsuccess = () => {
      const tx = open.result.transaction('sheet', 'readwrite');
      tx.objectStore('sheet').put(v, 'club');
      tx.oncomplete = () => { open.result.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), damaged);
  await page.reload();
  await tab(page, 'Competitie').tap();
  const said = page.locator('.message[data-problem="club-unreadable"]');
  await said.waitFor();
  const key = (await said.textContent()).match(/'(club\.unreadable-\d+)'/)[1];
  // Kept aside exactly, and a new season can be started.
  const kept = await page.evaluate((k) => new Promise((resolve) => {
    const open = indexedDB.open('mahjong-rekenhulp');
    open.onsuccess = () => {
      const get = open.result.transaction('sheet').objectStore('sheet').get(k);
      get.onsuccess = () => { open.result.close(); resolve(get.result); };
    };
  }), key);
  assert.equal(kept, damaged);
  await page.locator('form.new-season input[name="season-name"]').fill('Nieuw');
  await page.locator('form.new-season button[type="submit"]').tap();
  await page.locator('h2.season-name', { hasText: 'Nieuw' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('crafted season files are refused in Dutch and the seasons stay as they were', { timeout: 60000 }, async () => {
  const { page, errors, context } = await app.phone();
  await tab(page, 'Competitie').tap();
  const evening = (i) => `{"date":"2026-09-${String((i % 28) + 1).padStart(2, '0')}","tables":[]}`;
  const files = [
    'geen json',
    '{"reglement":"groene-hart","evenings":"kapot"}',
    // 401 evenings: more than a season holds (MAX_EVENINGS).
    `{"reglement":"groene-hart","evenings":[${Array.from({ length: 401 }, (_, i) => evening(i)).join(',')}]}`,
    // A table of a billion players' totals, and a reglement of nonsense.
    '{"reglement":"groene-hart","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B","C","D"],"totals":[1e300,0,0,0]}]}]}',
    '{"reglement":{"table_points":{"three":[1],"four":[],"five":[]},"qualification":150},"evenings":[]}',
    // Nested a million deep.
    '['.repeat(1000000),
  ];
  for (const text of files) {
    await page.locator('input[data-import="season"]').setInputFiles({ name: 'seizoen.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    const said = page.locator('.message[data-problem="club"]');
    await said.waitFor();
    assert.ok((await said.textContent()).length > 10, text.slice(0, 40));
    assert.equal(await page.locator('h2.season-name').count(), 0, `no season from ${text.slice(0, 40)}`);
  }
  // A file larger than any season file is not read at all.
  await page.locator('input[data-import="season"]').setInputFiles({ name: 'groot.json', mimeType: 'application/json', buffer: Buffer.alloc(2 * 1024 * 1024, 32) });
  await page.locator('.message[data-problem="club"]', { hasText: 'Dit bestand is 2,0 MB; een seizoen is nooit groter dan 1,0 MB.' }).waitFor();
  // Still working: a season starts.
  await page.locator('form.new-season input[name="season-name"]').fill('Seizoen');
  await page.locator('form.new-season button[type="submit"]').tap();
  await page.locator('h2.season-name', { hasText: 'Seizoen' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
