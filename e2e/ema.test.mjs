// A tournament the EMA accepts (issue 50), on the director's phone at
// 360x640: an MCR day of 8 players in 2 rounds read from a file, round 1
// with one table still open. The EMA section names what is missing; the
// director fills in the city and country and picks a player's country;
// round 2 started while round 1 is open asks first, as does a result
// typed into it; the round clock survives a reload; the big screen shows
// the clock, the tables still playing and the penalty with its reason,
// and has a way back (link and Esc); reopened, the phone lands on the
// organiser's screen, never the big screen; the two EMA files download
// without a BOM, the tussenvoegsel with the last name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { servedApp, out, openRound as sharedOpenRound, typeTotals } from './browser.mjs';

const app = servedApp();
const DAY = '2026-12-05';
const P = ['Anna Bakker', 'Bert Smit', 'Groot, Ingrid de', 'Dirk Vos', 'Klaus Weber', 'Fenna Dijk', 'Gijs Kok', 'Hans Bos'];
const players = P.map((name, i) => {
  const ema = `080000${String(i + 1).padStart(2, '0')}`;
  if (i === 2) return { name, ema };
  if (i === 4) return { name, ema: '05000001', country: 'GER' };
  return { name, ema, country: 'NED' };
});
const draw = [[[P[0], P[1], P[2], P[3]], [P[4], P[5], P[6], P[7]]], [[P[0], P[4], P[1], P[5]], [P[2], P[6], P[3], P[7]]]];
const line = {
  tournament: {
    name: 'Utrecht MCR', date: DAY, rules: 'mcr', rounds: 2, seed: 3, players, draw,
    results: [{ round: 1, tables: [{ table: 1, players: draw[0][0], totals: [60, 20, -30, -50] }] }],
    penalties: [{ player: P[0], round: 1, points: 10, reason: 'te laat' }],
  },
};

const openRound = (page, r) => sharedOpenRound(page, app.base, DAY, r);
const typeResult = typeTotals;

/// The next dialog's message, answered `accept`.
const dialog = (page, accept) => new Promise((res) => page.once('dialog', async (d) => { res(d.message()); await (accept ? d.accept() : d.dismiss()); }));

async function download(page, selector) {
  const d = page.waitForEvent('download');
  await page.locator(selector).tap();
  const s = await (await d).createReadStream();
  return new Promise((res) => { let t = ''; s.setEncoding('utf8'); s.on('data', (x) => { t += x; }); s.on('end', () => res(t)); });
}

test('an MCR tournament: the EMA files, the round clock, the wrong round, the big screen', { timeout: 300000 }, async () => {
  const phone = await app.phone();
  const page = phone.page;
  await page.goto(`${app.base}competitie.html#/competitie`);
  await page.locator('input[data-import="season"]').setInputFiles({ name: 'toernooi.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(line)) });
  await page.locator('h2.season-name', { hasText: 'Utrecht MCR' }).waitFor();

  // What the EMA file still needs, each naming its row.
  const problems = page.locator('section.ema-files ul.ema-problems');
  await problems.waitFor();
  const said = await problems.textContent();
  for (const want of ['Vul de plaats van het toernooi in.', 'Kies het land van het toernooi.', 'Ronde 1: nog 1 tafel(s) zonder uitslag.', 'Groot, Ingrid de: geen land']) {
    assert.ok(said.includes(want), `${want} in ${said}`);
  }
  await page.locator('input[name="ema-city"]').fill('Utrecht');
  await page.locator('select[name="ema-country"]').selectOption('NL');
  await page.locator('form.ema-info').getByRole('button', { name: 'Opslaan' }).tap();
  await page.waitForFunction(() => !document.querySelector('ul.ema-problems')?.textContent.includes('plaats van het toernooi'));

  // Ingrid's country, picked from the list (ISO, Dutch names).
  await page.locator('a.members-link').tap();
  await page.getByRole('button', { name: 'Groot, Ingrid de: Wijzig' }).tap();
  await page.locator('tr.player-edit select[name="country"]').selectOption('NL');
  await page.locator('tr.player-edit').getByRole('button', { name: 'Opslaan' }).tap();
  await page.locator('tr[data-player="Groot, Ingrid de"] td:nth-child(3)', { hasText: 'NL' }).waitFor();
  // Registered "GER" and "NED" read as ISO.
  assert.equal(await page.locator('tr[data-player="Klaus Weber"] td:nth-child(3)').textContent(), 'DE');
  await page.screenshot({ path: path.join(out, 'ema-players-360.png'), fullPage: true });

  // Round 2 while round 1 has a table open: starting it asks first, and
  // so does a result typed into it; "no" changes nothing.
  await openRound(page, 2);
  assert.match(await page.locator('.round-clock').textContent(), /Let op: ronde 1 heeft nog 1 tafel open/);
  let asked = dialog(page, false);
  await page.getByRole('button', { name: 'Start ronde 2' }).tap();
  assert.equal(await asked, 'Ronde 1 heeft nog 1 tafel open. Toch ronde 2?');
  assert.equal(await page.locator('.round-clock .clock').count(), 0);
  asked = dialog(page, false);
  await page.locator('li.table-card[data-table="1"]').getByRole('button', { name: 'Uitslag typen' }).tap();
  assert.equal(await asked, 'Ronde 1 heeft nog 1 tafel open. Toch ronde 2?');
  assert.equal(await page.locator('li.table-card[data-table="1"] input[name="r0c0"]').count(), 0);

  // Round 1's last table typed from paper; round 2 starts without a question.
  await openRound(page, 1);
  await typeResult(page, 2, [40, 10, -20, -30]);
  // Anna's penalty beside her total: 60 typed, 10 off, 50 counts (C1).
  assert.equal(await page.locator('li.table-card[data-table="1"] tr', { hasText: 'Anna Bakker' }).locator('td.num').first().textContent(), '50 (60 − 10)');
  await openRound(page, 2);
  await page.getByRole('button', { name: 'Start ronde 2' }).tap();
  await page.locator('.round-clock .clock').waitFor();
  assert.match(await page.locator('.round-clock .clock').textContent(), /Nog (90|89) min · begonnen \d\d:\d\d, 90 min/);
  // A start time, not a timer: a reload shows it again.
  await page.reload();
  await page.locator('.round-clock .clock').waitFor();
  assert.match(await page.locator('.round-clock .clock').getAttribute('data-left'), /^(90|89)$/);
  await page.screenshot({ path: path.join(out, 'ema-round-clock-360.png'), fullPage: true });

  // The big screen on a TV: the clock, the tables still playing, the
  // penalty beside the line and, a page later, with its reason.
  const big = await phone.context.newPage();
  await big.setViewportSize({ width: 1280, height: 720 });
  await big.goto(`${app.base}competitie.html#/competitie/scherm`);
  await big.locator('.big-screen .clock').waitFor();
  assert.match(await big.locator('.big-screen .round').textContent(), /Ronde 2 van 2/);
  assert.match(await big.locator('.big-screen .playing').textContent(), /Nog 2 tafels spelen: 1, 2/);
  await big.locator('.big-screen table.standings').waitFor();
  assert.match(await big.locator('.big-screen tr', { hasText: 'Anna Bakker' }).textContent(), /−10/);
  // Every text at least 3.5% of the screen's height (25 px of 720).
  const smallest = await big.locator('.big-screen').evaluate((b) => Math.min(...[...b.querySelectorAll('*')].filter((e) => e.childNodes.length && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())).map((e) => parseFloat(getComputedStyle(e).fontSize))));
  assert.ok(smallest >= 25, `${smallest}px`);
  await big.locator('ul.big-penalties', { hasText: 'Ronde 1 · Anna Bakker · 10 strafpunten (te laat)' }).waitFor({ timeout: 30000 });
  await big.screenshot({ path: path.join(out, 'ema-big-screen-1280.png') });
  // A way back: the link, and Esc.
  await big.getByRole('link', { name: '← Terug' }).click();
  await big.waitForURL(/#\/competitie$/);
  await big.goto(`${app.base}competitie.html#/competitie/leden`);
  await big.locator('table.players').waitFor();
  await big.goto(`${app.base}competitie.html#/competitie/scherm`);
  await big.locator('.big-screen').waitFor();
  await big.keyboard.press('Escape');
  await big.waitForURL(/#\/competitie$/);
  // Reopened after the big screen, the phone is on the organiser's last
  // screen (the players), never the big screen.
  await big.goto(`${app.base}competitie.html#/competitie/leden`);
  await big.locator('table.players').waitFor();
  await big.goto(`${app.base}competitie.html#/competitie/scherm`);
  await big.locator('.big-screen').waitFor();
  await big.close();
  const again = await phone.context.newPage();
  await again.goto(`${app.base}competitie.html`);
  await again.locator('table.players').waitFor();
  assert.equal(await again.locator('.big-screen').count(), 0);
  await again.close();

  // Round 2 in: the EMA's two files, UTF-8 without a BOM.
  await typeResult(page, 1, [50, 10, -20, -40]);
  await typeResult(page, 2, [30, 10, 0, -40]);
  await page.goto(`${app.base}competitie.html#/competitie`);
  await page.locator('a[data-export="ema-csv"]').waitFor();
  const results = await download(page, 'a[data-export="ema-csv"]');
  assert.ok(!results.startsWith('\uFEFF'), 'no BOM');
  const rows = results.trim().split('\r\n');
  assert.equal(rows[0], 'Position,EMA number,Last name,First name,Nationality,Table points,Score');
  assert.equal(rows.length, 9);
  assert.ok(rows.some((r) => /^\d+,08000003,de Groot,Ingrid,NL,/.test(r)), rows.join('\n'));
  assert.ok(rows.some((r) => /^\d+,05000001,Weber,Klaus,DE,/.test(r)), rows.join('\n'));
  const tournament = await download(page, 'a[data-export="ema-tournament"]');
  assert.match(tournament, /Tournament,Utrecht MCR\r\nStart date,2026-12-05\r\nEnd date,2026-12-05\r\nCity,Utrecht\r\nCountry,NL\r\nRules,MCR\r\nPlayers,8\r\nCountries,2\r\n/);

  // A finished round's cards print from its folded controls, a table a
  // page (issue 50).
  await openRound(page, 2);
  await page.locator('details.evening-controls > summary').tap();
  // The print dialog counted, not opened: the test prints to PDF itself.
  await page.evaluate(() => { window.printed = 0; window.print = () => { window.printed += 1; }; });
  await page.getByRole('button', { name: 'Tafelkaarten afdrukken' }).tap();
  await page.getByRole('button', { name: 'Alleen afdrukken' }).tap();
  await page.locator('.print-cards .print-card').nth(1).waitFor({ state: 'attached' });
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.locator('.print-cards .print-card').first().isVisible(), 'printed from the folded controls');
  assert.equal(await page.evaluate(() => window.printed), 1);
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  assert.equal(pdf.match(/\/Type\s*\/Page[^s]/g).length, 2, 'two tables, two pages');
  await page.emulateMedia({ media: 'screen' });
  assert.deepEqual(phone.errors, []);
  await phone.context.close();
});
