// End-to-end: the rules in the app (issue 13) on a phone at 360x640. The
// reference is core's (names, values, examples); these tests check that a
// player reaches it from the score, finds an entry, keeps it offline and
// embedded, prints it on two pages, and tries an example.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { servedApp, out, tab, row, newGame, tapTiles, launchPersistent, answer } from './browser.mjs';

const app = servedApp();
const phone = app.phone;

/// The rules list is up (the module loads on first use).
const listShown = (page) => page.locator('.rules .entries a').first().waitFor({ timeout: 15000 });

test('from the score to the rule and back to the same hand', { timeout: 90000 }, async () => {
  const { page, errors } = await phone();
  // East, not the winner: 111m 456m 789m 2m EE C is one suit with honours:
  // schoon, 1 doubling (ruling 11); the concealed pung of 1s 8 points
  // (ruling 4) and the pair of East, own wind and round wind, 2 + 2
  // (ruling 5): 12 x 2 = 24.
  await tapTiles(page, '1m 1m 1m 4m 5m 6m 7m 8m 9m 2m E E C');
  // The pung of 1s counts concealed: asked, and answered (issue 47).
  await answer(page, 'Nee, alles dicht').tap();
  // The complete rack handed over to Zuid (issue 20): East's score in the bar shows East's again.
  await page.locator('.scorebar .cell[data-seat="0"]').tap();
  const points = () => page.locator('.scorebar .cell[data-seat="0"] .points').textContent();
  assert.equal(await points(), '24');
  const rack = () => page.locator('.rack .loose button.tile').evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label')));
  const before = await rack();
  const link = page.locator('.breakdown a.rule-link', { hasText: 'Schoon' });
  assert.equal(await link.getAttribute('href'), '#/regels/nts/schoon');
  await link.tap();
  const entry = page.locator('.rule-entry');
  await entry.waitFor({ timeout: 15000 });
  assert.equal(await entry.locator('h2').textContent(), 'Schoon');
  assert.equal(await entry.locator('.rule-value').textContent(), '1 verdubbeling');
  assert.match(await entry.locator('.cite').textContent(), /^NTS 2002 · Bijzondere spelen · Schoon$/);
  assert.doesNotMatch(await entry.textContent(), /uitspraak|ruling/i, 'the book\'s terms, not ruling numbers');
  await page.screenshot({ path: path.join(out, 'rule-entry-360.png'), fullPage: true });
  // The app's own "Terug", there at once.
  await page.locator('.rules button.back').tap();
  await page.locator('.breakdown').waitFor();
  assert.equal(await points(), '24');
  assert.deepEqual(await rack(), before);
  // And the browser's back: the same hand, the same score.
  await link.tap();
  await entry.waitFor();
  await page.goBack();
  await page.locator('.breakdown').waitFor();
  assert.equal(await points(), '24');
  assert.deepEqual(await rack(), before);
  // Rekenen and at once Regels again: the rules show.
  await tab(page, 'Regels').tap();
  await tab(page, 'Rekenen').tap();
  await tab(page, 'Regels').tap();
  await page.locator('.app.rules-view .rules').waitFor();
  assert.equal(await tab(page, 'Regels').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(errors, []);
});

test('search finds as one types, ignoring case and accents', { timeout: 60000 }, async () => {
  const { page, errors } = await phone();
  await tab(page, 'Regels').tap();
  await listShown(page);
  const search = page.getByRole('searchbox', { name: 'Zoek in de regels' });
  await search.fill('slang');
  // Issue 20: Dutch compounds match inside the word, best first: the name
  // with a word starting "slang", then windenslang and drakenslang.
  assert.deepEqual(await page.locator('.rules .entries .name').allTextContents(), ['Kronkelende slang', 'Windenslang', 'Drakenslang']);
  await search.fill('ÉÉN ONTBREKENDE');
  assert.equal(await page.locator('.rules .entries a').count(), 0, 'NTS has no such rule');
  await page.locator('select[name="reference-rules"]').selectOption('mcr');
  await listShown(page);
  await page.getByRole('searchbox', { name: 'Zoek in de regels' }).fill('één ontbrekende');
  assert.deepEqual(await page.locator('.rules .entries .name').allTextContents(), ['Eén ontbrekende kleur']);
  await page.screenshot({ path: path.join(out, 'rules-search-360.png') });
  assert.deepEqual(errors, []);
});

test('a rule\'s link works offline and embedded', { timeout: 120000 }, async () => {
  // Offline: a real profile, so the service worker keeps the app.
  const dir = fs.mkdtempSync(path.join(out, 'profile-'));
  const context = await launchPersistent(dir);
  try {
    const page = context.pages()[0] || await context.newPage();
    await page.setViewportSize({ width: 360, height: 640 });
    const deep = `${app.base}#regels/nts/kronkelende-slang`;
    await page.goto(app.base);
    await page.locator('#app > .app .scorebar').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.goto(deep);
    const entry = page.locator('.rule-entry');
    await entry.waitFor({ timeout: 15000 });
    assert.equal(await entry.locator('h2').textContent(), 'Kronkelende slang');
    // Ruling 18: 1000.
    assert.equal(await entry.locator('.rule-value').textContent(), '1000 punten (limiet)');
    await page.screenshot({ path: path.join(out, 'rule-offline-360.png') });
    await context.setOffline(false);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // Embedded on a club website: only the reference, MCR's.
  const { page, errors } = await phone();
  await page.goto(`${app.base}?embed=1&view=regels&rules=mcr`);
  await listShown(page);
  assert.equal(await page.locator('nav.tabs').count(), 0);
  assert.equal(await page.locator('.palette').count(), 0);
  assert.equal(await page.locator('select[name="reference-rules"]').inputValue(), 'mcr');
  // 81 fans and the minimum and payment (2006 rule book).
  assert.equal(await page.locator('.rules .entries a').count(), 83);
  await page.goto(`${app.base}?embed=1#regels/mcr/verborgen-schat`);
  await page.locator('.rule-entry').waitFor({ timeout: 15000 });
  assert.match(await page.locator('.rule-entry .implies').textContent(), /Zelf gepakt, Verborgen hand/);
  // In a club page's 328 px frame (issue 35): its 13 concealed tiles and
  // the winning tile on one line, nothing wider than the frame.
  await page.setViewportSize({ width: 328, height: 600 });
  await page.goto(`${app.base}?embed=1&view=regels#regels/mcr/verborgen-schat`);
  await page.locator('.rule-entry .example-hand').waitFor({ timeout: 15000 });
  const line = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    tops: [...document.querySelectorAll('.example-hand .tiles-line .mini-tile')].map((t) => Math.round(t.getBoundingClientRect().top)),
    right: Math.max(...[...document.querySelectorAll('.example-hand .mini-tile')].map((t) => t.getBoundingClientRect().right)),
  }));
  assert.equal(line.tops.length, 14);
  assert.equal(new Set(line.tops).size, 1, `one line: ${line.tops}`);
  assert.ok(line.width <= 328 && line.right <= 328, JSON.stringify(line));
  assert.deepEqual(errors, []);
});

test('the cheat sheet of each rule set fits two A4 pages', { timeout: 120000 }, async () => {
  const { page, errors } = await phone();
  for (const rules of ['nts', 'classic', 'nmb', 'mcr']) {
    await page.goto(`${app.base}#regels/${rules}`);
    await listShown(page);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const file = path.join(out, `spiekbrief-${rules}.pdf`);
    fs.writeFileSync(file, pdf);
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
    assert.ok(pages >= 1 && pages <= 2, `${rules}: ${pages} pages`);
    await page.emulateMedia({ media: 'screen' });
  }
  assert.deepEqual(errors, []);
});

test('an example opens in the calculator, aside during a game', { timeout: 90000 }, async () => {
  const { page, errors } = await phone();
  await newGame(page, ['Ans', 'Bep', 'Cor', 'Dirk']);
  await page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  await tapTiles(page, '5p 5p 5p');
  await page.goto(`${page.url().replace(/#.*$/, '')}#regels/nts/kleine-drie-draken`);
  await page.locator('.rule-entry').waitFor({ timeout: 15000 });
  await page.getByRole('button', { name: 'Probeer in de calculator' }).tap();
  // CCC FFF 123m 456s P +P, East wins on a discard: pungs 8 + 8, pair of
  // dragons 2, mahjong 20, the pair completed 2, the only possible tile 2
  // = 42 points; dragon pungs 1 + 1, little three dragons 1: 42 x 2^3 = 336
  // (rulings 4-7, 9, 12).
  await page.locator('.scorebar .cell[data-seat="0"] .points', { hasText: '336' }).waitFor();
  assert.match(await page.locator('.aside-bar').textContent(), /Een voorbeeld uit de regels: het telt niet voor het scoreblad/);
  // The game's hand waits as it was.
  await page.getByRole('button', { name: 'Terug naar hand 1' }).tap();
  assert.deepEqual(await page.locator('.rack .loose button.tile').evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label'))),
    ['kringen 5', 'kringen 5', 'kringen 5']);
  assert.deepEqual(errors, []);
});
