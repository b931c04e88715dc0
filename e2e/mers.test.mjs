// The MERS list (issue 53, C24) on an organiser's phone at 360x640: the
// phone's own finished tournament and the EMA's two files of another,
// reckoned on a day the organiser picks; each player's calculation
// folded under the name; a lone file and a broken file said in Dutch.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { servedApp, out } from './browser.mjs';

const app = servedApp();

// Open Gouda, on this phone: 8 players, 2 rounds (json::rating's tests):
// Eva van Dam 1st (round 1 shared 1st-2nd, 3 points; round 2 1st, 4).
const P = ['A', 'B', 'C', 'D', 'Eva van Dam', 'F', 'G', 'H'];
const draw = [[['A', 'B', 'C', 'D'], ['Eva van Dam', 'F', 'G', 'H']], [['A', 'Eva van Dam', 'C', 'G'], ['B', 'F', 'D', 'H']]];
const gouda = {
  tournament: {
    name: 'Open Gouda', date: '2026-06-13', rules: 'mcr', rounds: 2, seed: 1, draw,
    players: P.map((name) => (name === 'Eva van Dam' ? { name, ema: '08010045', country: 'NED' } : name)),
    ema: { city: 'Gouda', country: 'NL', days: 2, qualification: true },
    results: [
      { round: 1, tables: [{ table: 1, players: draw[0][0], totals: [40, 10, -20, -30] }, { table: 2, players: draw[0][1], totals: [25, 25, -10, -40] }] },
      { round: 2, tables: [{ table: 1, players: draw[1][0], totals: [-10, 30, 0, -20] }, { table: 2, players: draw[1][1], totals: [50, -30, -10, -10] }] },
    ],
  },
};

// Oude Cup, from the EMA's files: Eva 2nd of 4.
const cupResults = 'Position,EMA number,Last name,First name,Nationality,Table points,Score\r\n'
  + '1,08010001,de Vries,Jan,NL,8,60\r\n2,08010045,van Dam,Eva,NL,6,10\r\n3,,Visser,Els,NL,4,10\r\n4,,Bakker,Ans,NL,2,-80\r\n';
const cupTournament = 'Field,Value\r\nTournament,Oude Cup\r\nStart date,2026-03-01\r\nEnd date,2026-03-01\r\nCity,Leiden\r\n'
  + 'Country,NL\r\nRules,MCR\r\nPlayers,4\r\nCountries,1\r\nDays,1\r\nQualification,no\r\n';
const csv = (name, text) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('the MERS list from an own tournament and EMA files', { timeout: 180000 }, async () => {
  const phone = await app.phone();
  const page = phone.page;
  await page.goto(`${app.base}competitie.html#/competitie`);
  await page.locator('input[data-import="season"]').setInputFiles({ name: 'gouda.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(gouda)) });
  await page.locator('h2.season-name', { hasText: 'Open Gouda' }).waitFor();
  await page.locator('.season-links a.mers-link').tap();
  await page.locator('.mers-screen h2', { hasText: 'MERS-ranglijst' }).waitFor();
  await page.locator('input[name="mers-on"]').fill('2026-12-01');

  // One tournament per player so far: nobody listed.
  assert.match(await page.locator('ul.mers-tournaments li[data-own="counted"]').textContent(), /Open Gouda.*8 spelers · op deze telefoon/);
  await page.locator('[data-mers="empty"]').waitFor();

  // A lone file, then a file that is no EMA file: said, nothing read.
  await page.locator('input[data-import="ema"]').setInputFiles([csv('cup-ema-uitslag.csv', cupResults), csv('leden.csv', 'Naam\nAns\n')]);
  const problems = page.locator('p[data-problem="ema-file"]');
  await problems.nth(1).waitFor();
  assert.deepEqual(await problems.allTextContents(), [
    'leden.csv is geen EMA-bestand (uitslag of toernooi).',
    'Bij cup-ema-uitslag.csv hoort nog het toernooibestand van hetzelfde toernooi: kies ze samen.',
  ]);
  // A broken pair: every problem, by row, in Dutch.
  await page.locator('input[data-import="ema"]').setInputFiles([
    csv('kapot-ema-uitslag.csv', cupResults.replace('\r\n3,', '\r\nx,')),
    csv('kapot-ema-toernooi.csv', cupTournament.replace('Players,4', 'Players,5')),
  ]);
  await page.locator('p[data-problem="ema-file"]', { hasText: 'kapot-ema-uitslag.csv' }).waitFor();
  assert.equal(await problems.textContent(),
    "kapot-ema-uitslag.csv: uitslag, rij 4: positie 'x' is geen plaats van 1 tot 4; het toernooibestand noemt 5 spelers, de uitslag heeft er 4 (horen ze bij hetzelfde toernooi?).");

  // The pair: Eva van Dam (08010045) in both. On 1 December 2026:
  // - Open Gouda: 1st of 8, base rank 1000; weight 2 days + 0 (8 players)
  //   + 0 (1 country) + 1 (qualification) = 3, age 1;
  // - Oude Cup: 2nd of 4, 1000 x 2 / 3 = 666.67 -> 667; weight 1, age 1.
  // Padded with three 0s at weight 1. A (5): (3000 + 667) / 7 = 523.86;
  // B (best 4): 3667 / 6 = 611.17; MERS (523.857 + 611.167) / 2 = 567.51.
  await page.locator('input[data-import="ema"]').setInputFiles([csv('cup-ema-uitslag.csv', cupResults), csv('cup-ema-toernooi.csv', cupTournament)]);
  const eva = page.locator('ol.mers-list li[data-player="Eva van Dam"]');
  await eva.waitFor();
  assert.equal(await problems.count(), 0, 'the last choice read cleanly');
  assert.equal(await page.locator('[data-said="mers"]').textContent(), 'Ingelezen: Oude Cup.');
  // Each weight in its parts (C24): Gouda 2 days + 0 + 0 + 1 qualification.
  assert.match(await page.locator('ul.mers-tournaments li[data-own="counted"] .mers-weight').textContent(),
    /gewicht 3 = dagen 2 \+ spelers 0 \+ landen 0 \+ kwalificatie 1/);
  assert.equal(await page.locator('ol.mers-list > li').count(), 1, 'everyone else played one tournament');
  assert.equal(await eva.locator('.mers-value').textContent(), '567,51');
  await eva.locator('summary').tap();
  assert.match(await eva.locator('p.hint').textContent(), /Deel A, het gewogen gemiddelde \(punten × gewicht opgeteld, gedeeld door de gewichten samen\) van de beste 5 van 5: 523,86 · deel B, van de beste 4: 611,17/);
  const rows = await eva.locator('table.mers-results tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(rows, [
    ['Open Gouda1e van 8', '1000', '3', '✓', '✓'],
    ['Oude Cup2e van 4', '667', '1', '✓', '✓'],
    ['aangevuld tot 5', '0', '1', '✓', '✓'],
    ['aangevuld tot 5', '0', '1', '✓', '✓'],
    ['aangevuld tot 5', '0', '1', '✓', ''],
  ]);
  assert.equal(await page.locator('h3.mers-list-title').textContent(), 'Ranglijst op di 1 dec 2026');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'no sideways scrolling at 360 px');
  await page.screenshot({ path: path.join(out, 'mers-360.png'), fullPage: true });

  // A year on (1 December 2027) both count half: 1.5 and 0.5. A: (1500 +
  // 333.5) / (1.5 + 0.5 + 3) = 366.7; B: 1833.5 / (1.5 + 0.5 + 1 + 1) =
  // 458.375; MERS (366.7 + 458.375) / 2 = 412.54. Two years on, nothing.
  await page.locator('input[name="mers-on"]').fill('2027-12-01');
  await page.locator('ol.mers-list .mers-value', { hasText: '412,54' }).waitFor();
  assert.match(await page.locator('ul.mers-tournaments li[data-read="Oude Cup"]').textContent(), /telt half/);
  await eva.locator('summary').tap();
  assert.equal(await eva.locator('table.mers-results tbody tr').first().locator('td').nth(1).textContent(), '3 × 0,5');
  await page.locator('input[name="mers-on"]').fill('2028-12-01');
  await page.locator('[data-mers="empty"]').waitFor();

  // Kept in the tab: a reload (the language button reloads) keeps the
  // files read and the day. Taken out again: one tournament left.
  await page.locator('input[name="mers-on"]').fill('2026-12-01');
  await page.reload();
  await eva.locator('.mers-value', { hasText: '567,51' }).waitFor();
  await page.locator('ul.mers-tournaments li[data-read="Oude Cup"] button').tap();
  await page.locator('[data-mers="empty"]').waitFor();
  assert.match(await page.locator('[data-said="mers"]').textContent(), /^Oude Cup weggehaald/);
  assert.deepEqual(phone.errors, []);
  await phone.context.close();
});
