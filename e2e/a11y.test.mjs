// End-to-end: accessibility (issue 12). axe-core (npm) checks every screen
// a player meets at 360x640 (and 640x360): no serious or critical
// violation, and every control has a name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { servedApp, tab, row, newGame, typedHand, seed003 } from './browser.mjs';

const app = servedApp();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/// Runs axe-core on the page as it is; `screen` names it in the message.
async function check(page, screen) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.any.map((c) => c.message).join('; ')}`).join(' | ')}`);
  });
  assert.deepEqual(found, [], `${screen}: ${found.join('\n')}`);
  // Every control has a name a screen reader can say (axe checks the
  // kinds it knows; this catches the rest, such as summary and select).
  const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"]')]
    .filter((e) => e.getClientRects().length > 0)
    .filter((e) => {
      const label = e.getAttribute('aria-label') || e.getAttribute('aria-labelledby') || e.getAttribute('title')
        || (e.labels && e.labels.length > 0) || (e.textContent || '').trim() || (e.type === 'submit' && e.value);
      return !label;
    })
    .map((e) => e.outerHTML.slice(0, 80)));
  assert.deepEqual(unnamed, [], `${screen}: controls without a name`);
}

const phone = (options) => app.phone({ bypassCSP: true, ...options });

test('the calculator: empty, mid-hand, settled, with the winner\'s situation, typed scores and a problem', { timeout: 120000 }, async () => {
  const { page, errors } = await phone();
  await check(page, 'first screen');
  // Issue 35's steps: East complete without a winner ("Volgende"), South
  // before the winning tile, South done ("Volgende" with the situation).
  const steps = {
    'east-asked': 'East asked whether sets lie open (issue 47)',
    'east-tiles': 'East complete, no winner yet',
    'south-tiles': 'South mid-hand, MJ pressed',
    'south-asked': 'South asked how the winning tile came (issue 47)',
    'south-winning': 'South done, the situation below',
  };
  await seed003(page, undefined, async (step) => { if (steps[step]) await check(page, steps[step]); });
  await check(page, 'seed 003 settled, North showing');
  await row(page, 1).locator('button.seat').tap();
  await check(page, 'the winner South with the situation panel');
  // A typed score with a problem beside the field.
  await row(page, 3).locator('button.mode').tap();
  await row(page, 3).locator('input.typed').fill('-8');
  await page.locator('.pad').waitFor();
  await check(page, 'a score being typed, with the number pad');
  // Said once the field is left (issue 47).
  await page.locator('.pad button', { hasText: 'Klaar' }).tap();
  await page.locator('.field-problem').waitFor();
  await check(page, 'a typed score that is refused, with the number pad');
  // Groups on and off the table.
  await row(page, 0).locator('button.seat').tap();
  await check(page, 'East\'s rack with groups');
  assert.deepEqual(errors, []);
});

test('the score sheet: the new-game form, a game with its chart, the editor, sharing, the list and the bin', { timeout: 120000 }, async () => {
  const { page, errors } = await phone();
  await tab(page, 'Scoreblad').tap();
  await check(page, 'new-game form');
  await newGame(page, ['Ans', 'Bep', 'Cor', 'Wilhelmina van Dam']);
  await typedHand(page, [64, 96, 0, 20], 1, [2]);
  await check(page, 'a game with one hand');
  await page.getByRole('button', { name: 'Wijzig Hand 1' }).tap();
  await check(page, 'the hand editor');
  await page.locator('form.editor').getByRole('button', { name: 'Verwijder' }).tap();
  await check(page, 'a deleted hand with its undo notice');
  await page.locator('.sheet-tools').getByRole('button', { name: 'Ongedaan maken' }).tap();
  await page.getByRole('button', { name: 'Delen' }).tap();
  await page.locator('.share svg.qr').waitFor();
  await check(page, 'sharing: link and QR code');
  await page.getByRole('button', { name: 'Alle spellen' }).tap();
  await page.getByRole('button', { name: /^Verwijder: Ans/ }).tap();
  await check(page, 'the games list with the bin');
  // During a game: the banner, and a side calculation.
  await page.getByRole('button', { name: /^Terugzetten: Ans/ }).tap();
  await page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  await check(page, 'the calculator in a game');
  await page.getByRole('button', { name: 'Los rekenen' }).tap();
  await check(page, 'a side calculation');
  // A hand entered with tiles, reopened with them to change it (issue 35).
  await page.getByRole('button', { name: /^Terug naar hand/ }).tap();
  await seed003(page);
  await page.locator('.game-banner button.primary').tap();
  await page.getByRole('button', { name: 'Wijzig Hand 2' }).tap();
  await page.locator('.aside-bar', { hasText: 'Je wijzigt de stenen van hand 2' }).waitFor();
  await check(page, 'a saved hand changed with its tiles');
  assert.deepEqual(errors, []);
});

test('two versions of a shared game side by side, and the undo and redo that name their step (issue 47)', { timeout: 120000 }, async () => {
  const { page, errors } = await phone();
  await newGame(page, ['Ans', 'Bep', 'Cor', 'Dirk']);
  await typedHand(page, [0, 80, 0, 0], 1);
  // The notice's button (the toolbar leaves out the step it offers).
  await page.locator('.sheet .notice .notice-undo').tap();
  await check(page, 'a hand taken back, with its redo');
  await page.locator('.sheet .notice .notice-undo').tap();
  // The same game (its id here) with another hand 1 from a link.
  const id = decodeURIComponent(new URL(page.url()).hash.split('/')[2]);
  const game = { rules: 'nts', players: 4, names: ['Ans', 'Bep', 'Cor', 'Dirk'], east: 0, green_dragon_round: false, hands: [{ winner: 2, scores: [0, 0, 96, 0] }] };
  await page.goto(`${app.base}#/spel/${Buffer.from(JSON.stringify({ id, game })).toString('base64url')}`);
  await page.locator('.conflict').waitFor();
  await check(page, 'two versions of a shared game');
  assert.deepEqual(errors, []);
});

test('the rules: the list, a search, an entry with its example, MCR\'s fans', { timeout: 120000 }, async () => {
  const { page, errors } = await phone();
  await tab(page, 'Regels').tap();
  await page.locator('.rules .entries a').first().waitFor({ timeout: 15000 });
  await check(page, 'the rules list');
  await page.getByRole('searchbox', { name: 'Zoek in de regels' }).fill('slang');
  await check(page, 'a search');
  await page.locator('.rules .entries a').first().tap();
  await page.locator('.rule-entry').waitFor();
  await check(page, 'an entry');
  await page.goto(`${page.url().replace(/#.*$/, '')}#regels/mcr/verborgen-schat`);
  await page.locator('.rule-entry').waitFor();
  await check(page, 'an MCR fan');
  await page.goto(`${page.url().replace(/#.*$/, '')}#regels/nts/afrekenen`);
  await page.locator('.rule-entry .example-settle').waitFor();
  await check(page, 'a settlement example');
  assert.deepEqual(errors, []);
});

test('English, the light theme, MCR, landscape and larger tiles', { timeout: 120000 }, async () => {
  const { page, errors } = await phone();
  await page.getByRole('button', { name: 'English' }).tap();
  for (const t of ['1m', '1m', '1m', 'E', 'E', 'E']) await page.locator(`.palette [data-tile="${t}"]`).tap();
  await check(page, 'English');
  await page.goto(page.url().replace(/[?#].*$/, '') + '?theme=light');
  await page.locator('#app > .app .scorebar').waitFor();
  for (const t of ['1m', '1m', '1m']) await page.locator(`.palette [data-tile="${t}"]`).tap();
  await check(page, 'light theme');
  await page.locator('header select[name="rules"]').selectOption('mcr');
  await row(page, 0).locator('button.win').tap();
  await check(page, 'MCR with a winner');
  await page.getByRole('button', { name: 'A+ larger tiles' }).tap();
  await check(page, 'larger tiles');
  const land = await phone({ width: 640, height: 360 });
  await check(land.page, 'landscape 640x360');
  assert.deepEqual([...errors, ...land.errors], []);
});

test('the competition: new season, members, an evening drawn with a result form and a card, the standings', { timeout: 120000 }, async () => {
  const { page, errors } = await phone();
  await tab(page, 'Competitie').tap();
  // The organiser's page (issue 33) loads.
  await page.locator('form.new-season').waitFor();
  await check(page, 'new season form');
  await page.locator('form.new-season input[name="season-name"]').fill('Competitie 2026');
  await page.locator('form.new-season button[type="submit"]').tap();
  await page.locator('a.members-link').tap();
  for (const n of ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans']) {
    await page.locator('form.add-member input[name="member"]').fill(n);
    await page.locator('form.add-member button').tap();
  }
  await check(page, 'members');
  await page.locator('a.back').tap();
  await page.locator('form.new-evening input[name="evening-date"]').fill('2026-09-01');
  await page.locator('form.new-evening button').tap();
  await page.locator('h2[data-date="2026-09-01"]').waitFor();
  for (const n of ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans']) await page.locator(`fieldset.present input[value="${n}"]`).check();
  await page.locator('button.draw').tap();
  const card = page.locator('li.table-card').first();
  await card.getByRole('button', { name: 'Tafelkaart' }).tap();
  await card.getByRole('button', { name: 'Uitslag typen' }).tap();
  await check(page, 'an evening drawn, a card and a result form open');
  for (let i = 0; i < 4; i++) await card.locator(`input[name="r${i}c0"]`).fill(String([300, 100, -100, -300][i]));
  await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
  await page.locator('a.back').tap();
  // One table of four is in: below Groene Hart's 8 the evening does not
  // count yet (C7), so the season shows its files and no standings.
  await page.locator('.season-files').waitFor();
  await check(page, 'the season with its files');
  // Both tables of two evenings in: the standings, the course chart, a
  // player's page and the settings with a club's own reglement.
  const evening = async (date, first) => {
    if (!first) {
      await page.locator('form.new-evening input[name="evening-date"]').fill(date);
      await page.locator('form.new-evening button').tap();
      await page.locator(`h2[data-date="${date}"]`).waitFor();
      for (const n of ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans']) await page.locator(`fieldset.present input[value="${n}"]`).check();
      await page.locator('button.draw').tap();
    } else {
      await page.locator(`ul.evenings a[data-date="${date}"]`).tap();
    }
    for (const k of first ? [1] : [0, 1]) {
      const c = page.locator('li.table-card').nth(k);
      await c.getByRole('button', { name: 'Uitslag typen' }).tap();
      for (let i = 0; i < 4; i++) await c.locator(`input[name="r${i}c0"]`).fill(String([200, 100, -100, -200][i]));
      await c.getByRole('button', { name: 'Uitslag opslaan' }).tap();
      await c.locator('table.table-result').waitFor();
    }
    await page.locator('a.back').tap();
  };
  await evening('2026-09-01', true);
  await evening('2026-09-08', false);
  await page.locator('figure.course').waitFor();
  await check(page, 'the standings and the course');
  // Issue 31: the season grid opened, and the log of changes.
  await page.locator('details.season-grid summary').tap();
  await page.locator('table.grid tbody tr').first().waitFor();
  await check(page, 'the season grid');
  await page.locator('a.log-link').tap();
  await page.locator('ol.log > li').first().waitFor();
  await check(page, 'the log of changes');
  await page.locator('a.back').tap();
  await page.locator('table.standings a').first().tap();
  await page.locator('figure.course').waitFor();
  await check(page, 'a player page');
  await page.locator('a.back').tap();
  await page.locator('a.settings-link').tap();
  await page.locator('form.settings select[name="reglement"]').selectOption('eigen');
  await check(page, 'the settings with an own reglement');
  assert.deepEqual(errors, []);
});
