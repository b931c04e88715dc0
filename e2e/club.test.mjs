// The organiser's competition on one phone (issue 22): a season, members,
// a club evening ticked, drawn and its results typed from the paper forms;
// the standings as the Groene Hart reglement gives them (rulings C5-C9),
// kept across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { servedApp, wordsBrokenInside, tab, out, typedHand, phone, launchWithCamera, pngToY4m, linkJson, linkData, seed003, until, ownPhone, killHard, holdStore, tableResult } from './browser.mjs';

const app = servedApp();
const NAMES = ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans', 'Ineke'];

/// A season of `members` with one evening on `date` where `present` came,
/// drawn: the organiser's first steps, as the tests below begin.
async function drawnEvening(page, { season, reglement, members, date, present }, press = (l) => l.tap()) {
  await press(tab(page, 'Competitie'));
  const form = page.locator('form.new-season');
  await form.locator('input[name="season-name"]').fill(season);
  await form.locator('select[name="reglement"]').selectOption(reglement);
  await press(form.getByRole('button', { name: 'Seizoen beginnen' }));
  await press(page.locator('a.members-link'));
  for (const n of members) {
    await page.locator('form.add-member input[name="member"]').fill(n);
    await press(page.locator('form.add-member button'));
  }
  await press(page.locator('a.back'));
  await page.locator('form.new-evening input[name="evening-date"]').fill(date);
  await press(page.locator('form.new-evening button'));
  await page.locator(`h2[data-date="${date}"]`).waitFor();
  for (const n of present) await page.locator(`fieldset.present input[value="${n}"]`).check();
  await press(page.locator('button.draw'));
}

/// An organiser's phone whose camera films `file` (a blank picture until a
/// table's code is put in it), allowed to use it, and a table's phone.
async function cameraPhones(file) {
  const video = path.join(out, file);
  const blank = new PNG({ width: 64, height: 64 });
  blank.data.fill(255);
  await pngToY4m(PNG.sync.write(blank), video);
  const camBrowser = await launchWithCamera(video);
  const organiser = await phone(camBrowser, app.base);
  await organiser.page.context().grantPermissions(['camera']);
  return { video, camBrowser, organiser, table: await app.phone() };
}

test('a season begun without a name takes its club year', async () => {
  const { page, errors, context } = await app.phone();
  await tab(page, 'Competitie').tap();
  // August to July: the club year that holds today.
  const now = new Date();
  const start = now.getMonth() + 1 >= 8 ? now.getFullYear() : now.getFullYear() - 1;
  const name = `Competitie ${start}-${start + 1}`;
  const field = page.locator('form.new-season input[name="season-name"]');
  assert.equal(await field.getAttribute('placeholder'), name);
  await page.locator('form.new-season').getByRole('button', { name: 'Seizoen beginnen' }).tap();
  await page.locator('h2.season-name', { hasText: name }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

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
  // After each name the field has the keyboard again, for the next.
  assert.ok(await page.locator('form.add-member input[name="member"]').evaluate((el) => el === document.activeElement), 'the name field keeps the focus');
  await page.locator('a.back').tap();
  await page.locator('form.new-evening input[name="evening-date"]').fill('2026-09-01');
  await page.locator('form.new-evening button').tap();
  await page.locator('h2[data-date="2026-09-01"]').waitFor();
  for (const n of NAMES) await page.locator(`fieldset.present input[value="${n}"]`).check();
  // C13: 9 players make a table of 5 and one of 4.
  await page.locator('.club .hint', { hasText: '2 tafels: 5 + 4' }).waitFor();
  await page.locator('button.draw').tap();
  await page.locator('.club .notice', { hasText: 'Geloot (lotnummer' }).waitFor();
  const cards = page.locator('li.table-card');
  assert.equal(await cards.count(), 2);
  await page.screenshot({ path: path.join(out, 'club-evening-drawn-360.png'), fullPage: true });
  // A player moved by hand from the table of 5 to the table of 4: now 4 + 5.
  const fiveAt = (await cards.nth(0).locator('ul.seats li').count()) === 5 ? 0 : 1;
  const moved = (await cards.nth(fiveAt).locator('ul.seats li').nth(1).textContent()).replace(/^\S+\s*/, '');
  await page.locator('form.move select[name="move-who"]').selectOption(moved);
  await page.locator('form.move select[name="move-to"]').selectOption(String(2 - fiveAt));
  await page.locator('form.move button').tap();
  // The whole name: "Ans" is also in "Hans".
  await cards.nth(1 - fiveAt).locator('ul.seats li', { hasText: new RegExp(`(^|\\s)${moved}$`) }).waitFor();
  assert.equal(await cards.nth(fiveAt).locator('ul.seats li').count(), 4);
  // Every table's card on a page of its own (issue 50), with its QR code (a table of 5
  // plays on a phone under NTS too, C17). Printed, the tables have
  // started (C20): a move is now refused.
  // Asked first whether the tables start now (issue 49).
  // The print dialog counted, not opened: the test prints to PDF itself.
  await page.evaluate(() => { window.printed = 0; window.print = () => { window.printed += 1; }; });
  await page.getByRole('button', { name: 'Tafelkaarten afdrukken' }).tap();
  await page.locator('.print-ask', { hasText: 'Beginnen alle tafels nu?' }).waitFor();
  assert.equal(await page.locator('li.table-card .started').count(), 0);
  await page.getByRole('button', { name: 'Afdrukken, de tafels beginnen' }).tap();
  await page.emulateMedia({ media: 'print' });
  // The cards' links are packed by the browser's own deflater, which
  // answers asynchronously: the print dialog opens once they are there.
  await page.locator('.print-cards .print-card svg.qr').nth(1).waitFor({ state: 'attached' });
  assert.equal(await page.locator('.print-cards .print-card').count(), 2);
  // Each card has the blank paper form: a row per player of the table.
  assert.equal(await page.locator('.print-cards table.paper-form tbody tr').count(), 9);
  // Issue 50: a line per hand (four a player: 20 + 16), a penalty box,
  // the players' signatures; each table on one A4 page of its own.
  assert.equal(await page.locator('.print-cards table.paper-hands tbody tr').count(), 36);
  assert.equal(await page.locator('.print-cards table.paper-signatures tbody tr').count(), 9);
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  assert.equal(pdf.match(/\/Type\s*\/Page[^s]/g).length, 2, 'two tables, two pages');
  assert.equal(await page.locator('.print-cards svg.qr').count(), 2);
  assert.equal(await page.locator('fieldset.present').isVisible(), false);
  await page.screenshot({ path: path.join(out, 'club-table-cards-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await page.locator('li.table-card .started').count(), 2);
  await page.locator('form.move select[name="move-who"]').selectOption(moved);
  await page.locator('form.move select[name="move-to"]').selectOption(String(1 + fiveAt));
  await page.locator('form.move button').tap();
  // Issue 49 (C20): a started table is the organiser's pick, asked first;
  // cancelled, nothing moves; confirmed, the player moves back: 5 + 4.
  await page.locator('form.move p.ask', { hasText: 'is al begonnen. Toch' }).waitFor();
  await page.locator('form.move').getByRole('button', { name: 'Annuleer' }).tap();
  assert.equal(await cards.nth(fiveAt).locator('ul.seats li').count(), 4);
  await page.locator('form.move button[type="submit"]').tap();
  await page.locator('form.move').getByRole('button', { name: 'Toch verplaatsen' }).tap();
  await cards.nth(fiveAt).locator('ul.seats li').nth(4).waitFor();
  assert.equal(await cards.nth(1 - fiveAt).locator('ul.seats li').count(), 4);
  // The paper forms, in the drawn seat order: 300, 100, 0, -100, -300 at
  // the 5-table; 200, 100, -100, -200 at the 4-table.
  const typed = [[300, 100, 0, -100, -300], [200, 100, -100, -200]];
  for (let k = 0; k < 2; k++) {
    const card = cards.nth(k);
    const size = await card.locator('ul.seats li').count();
    const totals = size === 5 ? typed[0] : typed[1];
    await card.getByRole('button', { name: 'Uitslag typen' }).tap();
    if (k === 0) {
      // An Enter after the first total, the rest still empty: no table of
      // equals at 0 is saved, the form names who has no total yet.
      await card.locator('input[name="r0c0"]').fill(String(totals[0]));
      await card.locator('input[name="r0c0"]').press('Enter');
      await card.locator('.message', { hasText: 'Vul de stand van' }).waitFor();
      assert.equal(await card.locator('table.table-result').count(), 0);
    }
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
  // Issue 53 (C23): the club rating beside the standings. One evening
  // from mu 25, sigma 25/3 (Weng-Lin, OpenSkill's BT-full vectors): the
  // 5-table's mus 35.5409, 30.2705, 25, 19.7295, 14.4591 at sigma 7.2025
  // (3 sigma 21.6075) show 13.9, 8.7, 3.4, -1.9, -7.1; the 4-table's
  // 32.9057, 27.6352, 22.3648, 17.0943 at sigma 7.5012 (22.5037) show
  // 10.4, 5.1, -0.1, -5.4; all voorlopig (sigma > 4).
  await page.locator('details.ratings-box summary').tap();
  await page.locator('table.rating-list tbody tr').nth(8).waitFor();
  const ratings = await page.locator('table.rating-list tbody tr td:nth-child(3)').allTextContents();
  assert.deepEqual(ratings, ['13,9', '10,4', '8,7', '5,1', '3,4', '-0,1', '-1,9', '-5,4', '-7,1'].map((r) => `${r} (voorlopig)`));
  await page.screenshot({ path: path.join(out, 'club-rating-360.png'), fullPage: true });
  const best = await page.locator('table.rating-list tbody tr th a').first().textContent();
  await page.locator('table.rating-list tbody tr th a').first().tap();
  await page.locator('h2.player-name', { hasText: best }).waitFor();
  assert.equal(await page.locator('.player-rating').count(), 1);
  assert.equal(await page.locator('.player-rating .rating-value').textContent(), '13,9');
  assert.match(await page.locator('.player-rating p').textContent(), /\(voorlopig\) · 1e van 9 · 1 tafel$/);
  await page.locator('a.back').tap();
  await rows.first().waitFor();
  // The season grid: each player's points per evening, bold where they
  // count, then the total, evenings and the tie-break columns (C9).
  await page.locator('details.season-grid summary').tap();
  await page.locator('table.grid tbody tr').nth(8).waitFor();
  const grid = await page.locator('table.grid tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => [c.textContent, c.className])));
  assert.deepEqual(grid[0].slice(2, 4), [['5', 'num counted'], ['5', 'num total']]);
  assert.deepEqual(grid[8].slice(2, 5).map((c) => c[0]), ['1', '1', '1']);
  assert.equal(grid.length, 9);
  // Deel de stand: the phone's share sheet gets the standings as text (a
  // fake share target here).
  await page.evaluate(() => { navigator.share = (data) => { window.shared = data; return Promise.resolve(); }; });
  await page.getByRole('button', { name: 'Deel de stand' }).tap();
  const shared = await page.evaluate(() => window.shared.text);
  assert.ok(shared.startsWith('Klassement Competitie 2026, na di 1 sep 2026:\n1. '), shared);
  assert.equal(shared.trim().split('\n').length, 10, shared);
  // As a picture: a PNG of the standings to the share sheet (a fake that
  // takes files), 720 px wide, a line per player.
  await page.evaluate(() => { navigator.canShare = (d) => Array.isArray(d.files) || d.files?.length > 0; });
  await page.getByRole('button', { name: 'Als afbeelding' }).tap();
  const picture = await page.evaluate(async () => {
    const f = window.shared.files[0];
    const img = await createImageBitmap(f);
    return [f.name, f.type, img.width, img.height];
  });
  // 120 above the lines, 9 lines of 44, 60 below: 576.
  assert.deepEqual(picture, ['klassement.png', 'image/png', 720, 576]);
  // Printed: the standings without the evenings' list and the forms.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('form.new-evening').isVisible(), false);
  assert.equal(await page.locator('ul.evenings').isVisible(), false);
  assert.equal(await page.locator('table.standings').isVisible(), true);
  await page.screenshot({ path: path.join(out, 'club-standings-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  // The evening winner (C10): both table winners have 5; the 300 of the
  // 5-table beats the 200 of the 4-table.
  await page.locator('ul.evenings a[data-date="2026-09-01"]').tap();
  const fiveCard = page.locator('li.table-card', { has: page.locator('table.table-result tbody tr:nth-child(5)') });
  const winner = await fiveCard.locator('table.table-result tbody tr').first().locator('th').textContent();
  await page.locator('.evening-winner', { hasText: `Avondwinnaar: ${winner}` }).waitFor();
  // The winner's page: 1st at table, 5 points, the evening's star.
  await page.locator('a.back').tap();
  await page.locator('table.standings').getByRole('link', { name: winner, exact: true }).tap();
  await page.locator('h2.player-name', { hasText: winner }).waitFor();
  assert.equal(await page.locator('.player-standing').textContent(), 'Plaats 1 · 5 punten · 1 avond');
  const row = await page.locator('table.player-evenings tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  // Moved there and back (the second move confirmed at a started
  // table): the table of 5 is table fiveAt + 1 again.
  assert.deepEqual(row, [['di 1 sep 2026 ★', String(fiveAt + 1), '1.', '300', '5']]);
  await page.locator('dl.stats dd').first().waitFor();
  assert.equal(await page.locator('dl.stats dd').first().textContent(), '1e: 1×');
  // Issue 49: the statistics say what they count, beside the standings.
  assert.match(await page.locator('.stats-scope').textContent(), /ook op avonden die niet meetellen; het klassement telt alleen/);
  await page.screenshot({ path: path.join(out, 'club-player-360.png'), fullPage: true });
  await page.locator('a.back').tap();
  // Publish: stand.json is the season object, which another phone reads
  // in with the same standings (the organiser's backup is the same file).
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-export="publish"]').tap()]);
  const file = path.join(out, 'stand.json');
  await download.saveAs(file);
  const season = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(season.name, 'Competitie 2026');
  assert.equal(season.reglement, 'groene-hart');
  assert.equal(season.evenings[0].tables.length, 2);
  // stand.html (issue 34): the same standings as a plain page, no script,
  // one A4 when printed.
  const [pageDownload] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-export="publish-page"]').tap()]);
  assert.equal(pageDownload.suggestedFilename(), 'stand.html');
  const standHtml = path.join(out, 'stand.html');
  await pageDownload.saveAs(standHtml);
  {
    const viewer = await app.browser.newContext({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false, colorScheme: 'dark' });
    const plain = await viewer.newPage();
    await plain.goto(`file://${standHtml}`);
    assert.equal(await plain.locator('h1').textContent(), 'Klassement · Competitie 2026');
    assert.equal(await plain.locator('script').count(), 0);
    const rows = await plain.locator('table tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.cells[0].textContent, tr.cells[2].textContent]));
    assert.deepEqual(rows, lines);
    await plain.screenshot({ path: path.join(out, 'stand-html-dark-360.png'), fullPage: true });
    await plain.emulateMedia({ media: 'print' });
    const pdf = await plain.pdf({ format: 'A4' });
    // One page: a PDF says how many it has in its page tree.
    assert.match(pdf.toString('latin1'), /\/Type\s*\/Pages[^>]*\/Count 1\b/);
    await viewer.close();
    // Issue 49: it fits a phone of 320 and 360 px, no sideways scroll, with
    // a club's long names, a "niet gekwalificeerd" and three-digit counts
    // put in its rows; a name breaks between its words, never inside one.
    const long = fs.readFileSync(standHtml, 'utf8')
      .replace(/<th scope="row">[^<]*<\/th><td class="num">[^<]*<\/td>/, '<th scope="row">Marianne van der Leeuwen<span class="nq"> (niet gekwalificeerd)</span></th><td class="num">112,17</td>')
      .replace(/(<tr><td class="num">\d+<\/td>)<th scope="row">[^<]*<\/th>(<td class="num">[^<]*<\/td>)(<td class="num">[^<]*<\/td>){3}/, '$1<th scope="row">Hans Leeuwenhoek-Kampschreur</th>$2<td class="num">10</td><td class="num">104</td><td class="num">113</td>');
    assert.match(long, /Kampschreur.*104/);
    // Issue 51: a script put into the page (by whoever hosts or edits it)
    // does not run: its own policy refuses it.
    {
      const hostile = await app.browser.newContext({ viewport: { width: 360, height: 640 } });
      const p = await hostile.newPage();
      const file = path.join(out, 'stand-hostile.html');
      fs.writeFileSync(file, fs.readFileSync(standHtml, 'utf8').replace('</main>', '<script>document.title = "ran"</script></main>'));
      await p.goto(`file://${file}`);
      assert.match(await p.title(), /^Klassement/, 'the inline script did not run');
      await hostile.close();
    }
    for (const width of [320, 360]) {
      const narrow = await app.browser.newContext({ viewport: { width, height: 640 }, javaScriptEnabled: false });
      const p = await narrow.newPage();
      await p.setContent(long);
      assert.ok(await p.evaluate(() => document.documentElement.scrollWidth) <= width, `stand.html at ${width} px scrolls sideways`);
      const split = await wordsBrokenInside(p, 'tbody th');
      assert.deepEqual(split, [], `names broken inside a word at ${width} px`);
      await p.screenshot({ path: path.join(out, `stand-html-long-${width}.png`), fullPage: true });
      await narrow.close();
    }
    // Accessible: axe-core finds nothing serious on it, light or dark
    // (put in past the page's own policy, issue 51).
    for (const colorScheme of ['light', 'dark']) {
      const checker = await app.browser.newContext({ viewport: { width: 360, height: 640 }, colorScheme, bypassCSP: true });
      const checked = await checker.newPage();
      await checked.goto(`file://${standHtml}`);
      await checked.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
      const found = await checked.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id));
      assert.deepEqual(found, [], `stand.html (${colorScheme})`);
      await checker.close();
    }
  }
  const other = await app.phone();
  await tab(other.page, 'Competitie').tap();
  // No season on the new phone: a new one, or one read in.
  await other.page.locator('form.new-season').waitFor();
  await other.page.locator('input[data-import="season"]').setInputFiles(file);
  await other.page.locator('h2.season-name', { hasText: 'Competitie 2026' }).waitFor();
  const copied = await other.page.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.cells[0].textContent, tr.cells[2].textContent]));
  assert.deepEqual(copied, lines);
  await other.context.close();
  // Kept on the device: after a reload the standings are there again.
  await page.locator('.app[data-club-store="saved"]').waitFor();
  await page.reload();
  await page.locator('table.standings tbody tr').first().waitFor();
  assert.equal(await page.locator('table.standings tbody tr').count(), 9);
  // The club's own reglement, from Groene Hart with 2 bonus points: the
  // table winners 4 + 2 = 6. A bonus that is no number is refused in Dutch.
  await page.locator('a.settings-link').tap();
  await page.locator('form.settings select[name="reglement"]').selectOption('eigen');
  const bonus = page.locator('fieldset.own-reglement label', { hasText: 'Bonus per avond' }).locator('input');
  await bonus.fill('twee');
  await page.getByRole('button', { name: 'Instellingen opslaan' }).tap();
  await page.locator('form.settings .message', { hasText: 'Bonus per avond: vul een heel getal' }).waitFor();
  await bonus.fill('2');
  await page.screenshot({ path: path.join(out, 'club-reglement-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Instellingen opslaan' }).tap();
  await page.locator('.season-rules', { hasText: 'Eigen reglement' }).waitFor();
  assert.equal(await page.locator('table.standings tbody tr td:nth-child(3)').first().textContent(), '6');
  // Deleting the season, then undo: it is all there again.
  await page.locator('a.settings-link').tap();
  await page.getByRole('button', { name: 'Seizoen verwijderen' }).tap();
  await page.locator('.club .notice', { hasText: 'Seizoen Competitie 2026 verwijderd.' }).waitFor();
  await page.locator('form.new-season').waitFor();
  await page.locator('.club .notice').getByRole('button', { name: 'Ongedaan maken' }).tap();
  await page.locator('table.standings tbody tr').first().waitFor();
  assert.equal(await page.locator('table.standings tbody tr').count(), 9);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a season file without a member list: why an evening does not count is the engine\'s', { timeout: 90000 }, async () => {
  // Issue 33: such a file, read in, said "0 leden speelden" where the
  // engine counts the 4 players (C7: without a member list everyone
  // counts; Groene Hart asks 8).
  const season = {
    name: 'Zonder leden', reglement: 'groene-hart',
    evenings: [{ date: '2026-09-01', tables: [{ table: 1, players: ['Ans', 'Bep', 'Cor', 'Dirk'], totals: [300, 100, -100, -300], mahjongs: [3, 2, 1, 0] }] }],
  };
  const { page, errors, context } = await app.phone();
  await tab(page, 'Competitie').tap();
  await page.locator('input[data-import="season"]').setInputFiles({ name: 'stand.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(season)) });
  await page.locator('h2.season-name', { hasText: 'Zonder leden' }).waitFor();
  await page.locator('ul.evenings a[data-date="2026-09-01"]').tap();
  await page.locator('.counts-not', { hasText: 'Deze avond telt niet mee: 4 spelers speelden, het reglement vraagt er minstens 8.' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a table card and its result travel between two phones by link', async () => {
  const organiser = await app.phone();
  const table = await app.phone();
  const page = organiser.page;
  const eight = NAMES.slice(0, 8);
  await drawnEvening(page, { season: 'Seizoen B', reglement: 'keevel', members: eight, date: '2026-09-08', present: eight });
  const card = page.locator('li.table-card').first();
  const east = (await card.locator('ul.seats li').first().textContent()).replace(/^O\s*/, '');
  await card.getByRole('button', { name: 'Tafelkaart' }).tap();
  await card.locator('svg.qr').waitFor();
  const cardLink = await card.locator('input.share-link').inputValue();
  // The table's phone opens the card: the game is on its sheet, East first.
  await table.page.goto(cardLink);
  await table.page.locator('.sheet .club-table', { hasText: 'Seizoen B, speelavond di 8 sep 2026, tafel 1' }).waitFor();
  assert.ok((await table.page.locator('.sheet .totals').textContent()).includes(east));
  // Seed 003's hand (ruling 19): East 64, South 96 wins, West 0, North 20:
  // +24 +384 -244 -164 by seat... typed without the dead hand here:
  // South gets 96 x 2 from East and 96 from W and N = +384; E-W: W pays 64
  // x 2 = 128; E-N: N pays (64-20) x 2 = 88; W-N: W pays 20. E: -192 + 128
  // + 88 = 24; W: -96 - 128 - 20 = -244; N: -96 - 88 + 20 = -164.
  await typedHand(table.page, [64, 96, 0, 20], 1);
  await table.page.getByRole('button', { name: 'Uitslag naar de organisator' }).tap();
  const resultLink = await table.page.locator('.to-organiser input.share-link').inputValue();
  // The organiser opens the result link: the table's result is in.
  await page.goto(resultLink);
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 1 is binnen.' }).waitFor();
  await page.locator('li.table-card[data-table="1"] table.table-result').waitFor();
  // Keevel (C10): the totals + 3000: South 3384 first at the table.
  const first = await page.locator('li.table-card[data-table="1"] table.table-result tbody tr').first().textContent();
  assert.ok(first.includes('384') && first.includes('3384'), first);
  // The same link again changes nothing.
  await page.goto(`${resultLink.split('#')[0]}#/competitie`);
  await page.goto(resultLink);
  await page.locator('.club .notice', { hasText: 'was al binnen' }).waitFor();
  // A result with one score changed by hand is refused: South's 96 as 128
  // (a score a hand makes, so the game still replays) breaks the table's
  // signature (issue 31); so does an impossible 82.
  const data = resultLink.split('/uitslag/')[1];
  const json = linkJson(data);
  assert.ok(json.includes('[64,96,0,20]') && json.includes('"mac":'), json);
  for (const forged of ['[64,128,0,20]', '[64,82,0,20]']) {
    await page.goto(resultLink.replace(data, linkData(json.replace('[64,96,0,20]', forged))));
    await page.locator('.club .message', { hasText: 'is veranderd na het versturen; hij is niet overgenomen. Vraag tafel' }).waitFor();
    await page.goto(`${resultLink.split('#')[0]}#/competitie`);
  }
  await page.screenshot({ path: path.join(out, 'club-result-refused-360.png'), fullPage: true });
  assert.deepEqual(organiser.errors, []);
  assert.deepEqual(table.errors, []);
  await organiser.context.close();
  await table.context.close();
});

test('a result finds its season by id: renamed after the card, and a new season of the old name', { timeout: 120000 }, async () => {
  // Issue 32: a result link went by the season's name, so a result could
  // land in another season of that name while the app said "binnen".
  const organiser = await app.phone();
  const table = await app.phone();
  const page = organiser.page;
  const eight = NAMES.slice(0, 8);
  await drawnEvening(page, { season: 'Najaar', reglement: 'keevel', members: eight, date: '2026-09-08', present: eight });
  const card = page.locator('li.table-card').first();
  await card.getByRole('button', { name: 'Tafelkaart' }).tap();
  const cardLink = await card.locator('input.share-link').inputValue();
  // The season renamed after the card went out, and a new season takes
  // the old name (it is the one open now).
  await page.locator('a.back').tap();
  await page.locator('a.settings-link').tap();
  await page.locator('form.settings input[name="season-name"]').fill('Najaar 2026');
  await page.getByRole('button', { name: 'Instellingen opslaan' }).tap();
  await page.locator('h2.season-name', { hasText: 'Najaar 2026' }).waitFor();
  await page.locator('details.another-season summary').tap();
  await page.locator('details.another-season input[name="season-name"]').fill('Najaar');
  await page.locator('details.another-season').getByRole('button', { name: 'Seizoen beginnen' }).tap();
  await page.locator('h2.season-name', { hasText: /^Najaar$/ }).waitFor();
  // A name two seasons would share is refused.
  await page.locator('details.another-season summary').tap();
  await page.locator('details.another-season input[name="season-name"]').fill('Najaar 2026');
  await page.locator('details.another-season').getByRole('button', { name: 'Seizoen beginnen' }).tap();
  await page.locator('.club .message', { hasText: 'Najaar 2026' }).waitFor();
  // The table plays seed 003's hand and sends its result.
  const resultLink = await tableResult(table, cardLink);
  // It goes into the card's season, now called "Najaar 2026".
  await page.goto(resultLink);
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 1 is binnen.' }).waitFor();
  await page.locator('li.table-card[data-table="1"] table.table-result').waitFor();
  await page.locator('a.back').tap();
  assert.equal(await page.locator('h2.season-name').textContent(), 'Najaar 2026');
  assert.equal((await page.locator('ul.evenings li').first().textContent()).includes('1/2 uitslagen'), true);
  // The new "Najaar" has no evening and no result.
  await page.locator('select[name="season"]').selectOption({ label: 'Najaar' });
  await page.locator('h2.season-name', { hasText: /^Najaar$/ }).waitFor();
  assert.equal(await page.locator('ul.evenings li').count(), 0);
  assert.deepEqual(organiser.errors, []);
  assert.deepEqual(table.errors, []);
  await organiser.context.close();
  await table.context.close();
});

test('a result link opened just before the browser is killed is taken at the next start', { timeout: 180000 }, async () => {
  // Issue 32: a result link opened 22 ms before the browser was killed was
  // gone after the relaunch, and nothing said so. The link is kept in
  // local storage until the seasons holding it are written, and "binnen"
  // is said only once they are.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mj-kill-club-'));
  let { child, browser, page } = await ownPhone(profile, app.base);
  await page.locator('#app > .app .scorebar').waitFor();
  const eight = NAMES.slice(0, 8);
  await drawnEvening(page, { season: 'Najaar', reglement: 'keevel', members: eight, date: '2026-09-08', present: eight }, (l) => l.click());
  const links = [];
  for (const n of [1, 2]) {
    const card = page.locator(`li.table-card[data-table="${n}"]`);
    await card.getByRole('button', { name: 'Tafelkaart' }).click();
    links.push(await card.locator('input.share-link').inputValue());
  }
  const table = await app.phone();
  const results = [];
  for (const cardLink of links) results.push(await tableResult(table, cardLink));
  // Let the drawn evening reach the disk. Table 1's result: the browser
  // is killed 200 ms after the link opens (the seasons' strict write takes
  // about 70 ms here; a kill before it is on disk loses the link on this
  // phone, and the table's phone still has it to send again).
  await new Promise((r) => setTimeout(r, 2000));
  const relaunch = async () => {
    ({ child, browser, page } = await ownPhone(profile, app.base));
    // The app reopens on the screen it was on.
    await tab(page, 'Competitie').click();
    await page.locator('ul.evenings a[data-date="2026-09-08"]').click();
  };
  await page.goto(results[0]);
  await new Promise((r) => setTimeout(r, 200));
  await killHard(child);
  await relaunch();
  await page.locator('li.table-card[data-table="1"] table.table-result').waitFor({ timeout: 15000 });
  // Table 2's result while another tab holds the store (F8): the page says
  // it is not in yet; the link waits in local storage, and the next start
  // takes it in.
  const other = await browser.contexts()[0].newPage();
  // Not bare: a bare address would reopen the organiser's screen.
  await other.goto(`${app.base}#/regels/nts`);
  await holdStore(other, 60000);
  await page.goto(results[1]);
  await page.locator('.club .notice', { hasText: 'tafel 2' }).waitFor();
  assert.equal(await page.locator('.club .notice', { hasText: 'is binnen' }).count(), 0, 'not "binnen" before it is written');
  // Chromium writes local storage to disk within a few seconds.
  await new Promise((r) => setTimeout(r, 5000));
  await killHard(child);
  await relaunch();
  await page.locator('li.table-card[data-table="2"] table.table-result').waitFor({ timeout: 15000 });
  await page.locator('li.table-card[data-table="1"] table.table-result').waitFor();
  await browser.close();
  process.kill(-child.pid, 'SIGKILL');
  await table.context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

test('a result read by the organiser camera from the table phone screen', { timeout: 120000 }, async () => {
  // The organiser's phone has a fake camera that films a file; the
  // table's screen is put in it once its result code is up.
  const { video, camBrowser, organiser, table } = await cameraPhones('camera.y4m');
  const page = organiser.page;
  await tab(page, 'Competitie').tap();
  await page.locator('form.new-season input[name="season-name"]').fill('Seizoen C');
  await page.locator('form.new-season select[name="reglement"]').selectOption('mcr-toernooi');
  await page.locator('form.new-season').getByRole('button', { name: 'Seizoen beginnen' }).tap();
  await page.locator('a.members-link').tap();
  for (const n of NAMES.slice(0, 4)) {
    await page.locator('form.add-member input[name="member"]').fill(n);
    await page.locator('form.add-member button').tap();
  }
  await page.locator('a.back').tap();
  await page.locator('form.new-evening input[name="evening-date"]').fill('2026-09-15');
  await page.locator('form.new-evening button').tap();
  await page.locator('h2[data-date="2026-09-15"]').waitFor();
  for (const n of NAMES.slice(0, 4)) await page.locator(`fieldset.present input[value="${n}"]`).check();
  await page.locator('button.draw').tap();
  const card = page.locator('li.table-card').first();
  await card.getByRole('button', { name: 'Tafelkaart' }).tap();
  await table.page.goto(await card.locator('input.share-link').inputValue());
  await table.page.locator('.sheet .club-table').waitFor();
  // Seed 003's scores by seat (ruling 19), South wins.
  await typedHand(table.page, [64, 96, 0, 20], 1);
  await table.page.getByRole('button', { name: 'Uitslag naar de organisator' }).tap();
  const code = table.page.locator('.to-organiser svg.qr');
  await code.waitFor();
  await pngToY4m(await code.screenshot(), video);
  // The organiser scans: the camera reads the code and the result is in.
  await page.getByRole('button', { name: 'Uitslag scannen' }).tap();
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 1 is binnen.' }).waitFor({ timeout: 30000 });
  // MCR-toernooi (C12): 4, 2, 1, 0 by total: South +384 first with 4.
  const first = await page.locator('li.table-card[data-table="1"] table.table-result tbody tr').first().textContent();
  assert.ok(first.includes('384') && first.endsWith('4'), first);
  // A second scan of the same code changes nothing.
  await page.getByRole('button', { name: 'Uitslag scannen' }).tap();
  await page.locator('.club .notice', { hasText: 'was al binnen' }).waitFor({ timeout: 30000 });
  assert.deepEqual(organiser.errors, []);
  await table.context.close();
  await camBrowser.close();
});

// Issue 31 (rulings C19-C21): the untidy evening. A late arrival after a
// table has started is seated at the organiser's pick; a re-draw moves
// nobody of a started table; a paper form with a typo is refused, then a
// kept result is corrected after a reload; the evening is re-dated.
test('a late arrival, started tables, a corrected result and a re-dated evening', { timeout: 120000 }, async () => {
  const { page, errors } = await app.phone();
  // Eight of the ten members: two tables of 4 (C13).
  await drawnEvening(page, { season: 'Seizoen D', reglement: 'groene-hart', members: [...NAMES, 'Wim'], date: '2026-09-22',
    present: NAMES.slice(0, 8) });
  const cards = page.locator('li.table-card');
  assert.equal(await cards.count(), 2);
  // Table 1's card is shown: it has started (C20).
  await cards.nth(0).getByRole('button', { name: 'Tafelkaart' }).tap();
  await cards.nth(0).locator('.started', { hasText: 'Begonnen' }).waitFor();
  const table1 = await cards.nth(0).locator('ul.seats li').allTextContents();
  // Wim comes late: ticked, he sits at no table, and says so.
  await page.locator('details.present summary').tap();
  await page.locator('fieldset.present input[value="Wim"]').check();
  const late = page.locator('form.seat-problem', { hasText: 'Wim zit aan geen tafel.' });
  await late.waitFor();
  await page.screenshot({ path: path.join(out, 'club-late-arrival-360.png'), fullPage: true });
  // Seated at table 2, the organiser's pick: 4 becomes 5; table 1 unchanged.
  await late.locator('select[name="seat-at"]').selectOption('2');
  await late.getByRole('button', { name: 'Hier plaatsen' }).tap();
  await page.locator('.club .notice', { hasText: 'Wim zit nu aan tafel 2.' }).waitFor();
  assert.equal(await cards.nth(1).locator('ul.seats li').count(), 5);
  assert.deepEqual(await cards.nth(0).locator('ul.seats li').allTextContents(), table1);
  // Undone, and the tables not started drawn again with him instead:
  // table 1 stays as it was, 4 + 5 (C13, C16, C20).
  await page.locator('.club .notice').getByRole('button', { name: 'Ongedaan maken' }).tap();
  await late.waitFor();
  await page.locator('button.draw').tap();
  await page.locator('.club .notice', { hasText: 'Geloot' }).waitFor();
  assert.deepEqual(await cards.nth(0).locator('ul.seats li').allTextContents(), table1);
  assert.equal(await cards.nth(1).locator('ul.seats li').count(), 5);
  assert.equal(await page.locator('form.seat-problem').count(), 0);
  // Table 1's paper form with a typo: 200, 100, -100, -227 sums to -27 (C21).
  const card = cards.nth(0);
  await card.getByRole('button', { name: 'Uitslag typen' }).tap();
  const totals = [200, 100, -100, -227];
  // The last one typed without its minus, then turned by its button.
  for (let i = 0; i < 4; i++) await card.locator(`input[name="r${i}c0"]`).fill(String(Math.abs(totals[i]) === 227 ? 227 : totals[i]));
  await card.locator('.result-form .sum', { hasText: 'Som van de totalen: 427' }).waitFor();
  await card.locator('button.flip-sign').nth(3).tap();
  assert.equal(await card.locator('input[name="r3c0"]').inputValue(), '-227');
  await card.locator('.result-form .sum', { hasText: 'Som van de totalen: -27' }).waitFor();
  await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
  // Said in the form, which stays open with what was typed.
  await card.locator('.result-form .message', { hasText: 'tellen op tot -27, niet tot 0' }).waitFor();
  assert.equal(await card.locator('input[name="r3c0"]').inputValue(), '-227');
  // The same typo made on another line too (sums to 0): kept.
  await card.locator('input[name="r1c0"]').fill('127');
  await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
  await card.locator('table.table-result').waitFor();
  // The next day, after a reload: corrected in place (C19).
  await page.locator('.app[data-club-store="saved"]').waitFor();
  await page.reload();
  await card.getByRole('button', { name: 'Uitslag verbeteren' }).tap();
  assert.equal(await card.locator('input[name="r1c0"]').inputValue(), '127');
  await card.locator('input[name="r1c0"]').fill('100');
  await card.locator('input[name="r3c0"]').fill('-200');
  await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 1 is verbeterd.' }).waitFor();
  const shown = await card.locator('table.table-result td.num').allTextContents();
  assert.ok(shown.includes('-200') && !shown.includes('127'), shown.join());
  assert.equal(await page.locator('p.results-in', { hasText: '1 van 2 uitslagen binnen.' }).count(), 1);
  // The evening was on the wrong date: re-dated, the address follows.
  await page.locator('details.evening-edit summary').tap();
  await page.locator('details.evening-edit input[name="new-date"]').fill('2026-09-23');
  await page.locator('details.evening-edit').getByRole('button', { name: 'Datum wijzigen' }).tap();
  await page.locator('h2[data-date="2026-09-23"]', { hasText: 'Speelavond wo 23 sep 2026' }).waitFor();
  assert.ok(page.url().endsWith('/competitie/avond/2026-09-23'), page.url());
  await page.screenshot({ path: path.join(out, 'club-corrected-360.png'), fullPage: true });
  // The app opened again from the home screen (no address) reopens here.
  await page.goto(page.url().replace(/#.*$/, ''));
  await page.locator('h2[data-date="2026-09-23"]').waitFor();
  // The season's log (C19), newest first: the re-dating, the correction
  // with before and after, each by this phone.
  await page.locator('a.back').tap();
  await page.locator('a.log-link').tap();
  const log = page.locator('ol.log > li');
  await log.first().filter({ hasText: 'Avond di 22 sep 2026 verzet naar wo 23 sep 2026' }).waitFor();
  assert.doesNotMatch(await log.nth(0).locator('.log-when').textContent(), /tafel/);
  assert.match(await log.nth(1).textContent(), /uitslag tafel 1 gewijzigd: .+ \+127 → \+100, .+ -227 → -200/);
  assert.ok((await page.locator('ol.log').textContent()).includes('aanwezig Wim'));
  await page.screenshot({ path: path.join(out, 'club-log-360.png'), fullPage: true });
  // Undone from the log: the evening is back on its first date, and the
  // undo is logged too.
  await page.locator('button.undo-last').tap();
  await log.first().filter({ hasText: 'Ongedaan gemaakt' }).waitFor();
  assert.match(await log.nth(0).textContent(), /Avond wo 23 sep 2026 verzet naar di 22 sep 2026/);
  await page.locator('a.back').tap();
  await page.locator('ul.evenings a[data-date="2026-09-22"]').waitFor();
  // A member added by mistake ("Wiem") is removed, asked first.
  await page.locator('a.members-link').tap();
  await page.locator('form.add-member input[name="member"]').fill('Wiem');
  await page.locator('form.add-member button').tap();
  const wiem = page.locator('li.member', { has: page.getByRole('textbox', { name: 'Hernoem Wiem' }) });
  await wiem.getByRole('button', { name: 'Verwijder Wiem' }).tap();
  await wiem.locator('p.ask', { hasText: 'Wiem uit de ledenlijst verwijderen?' }).waitFor();
  await wiem.locator('button.confirm-delete').tap();
  await page.locator('h2', { hasText: 'Leden (10)' }).waitFor();
  assert.deepEqual(errors, []);
});

// Issue 49, item 1 (C19): an evening's cards name it by an id that a new
// date keeps. The evening moves after its cards went out; the genuine
// results of both tables still go to it, by QR code and by link, and the
// log says the card was of the first date.
test('a re-dated evening takes its tables\' results by QR code and by link', { timeout: 180000 }, async () => {
  const { video, camBrowser, organiser, table } = await cameraPhones('camera-redated.y4m');
  const second = await app.phone();
  const page = organiser.page;
  const eight = NAMES.slice(0, 8);
  await drawnEvening(page, { season: 'Seizoen R', reglement: 'groene-hart', members: eight, date: '2026-11-30', present: eight });
  const cards = page.locator('li.table-card');
  const links = [];
  for (const k of [0, 1]) {
    await cards.nth(k).getByRole('button', { name: 'Tafelkaart' }).tap();
    links.push(await cards.nth(k).locator('input.share-link').inputValue());
  }
  // The evening was on the wrong date: moved to 1 December.
  await page.locator('details.evening-edit summary').tap();
  await page.locator('details.evening-edit input[name="new-date"]').fill('2026-12-01');
  await page.locator('details.evening-edit').getByRole('button', { name: 'Datum wijzigen' }).tap();
  await page.locator('h2[data-date="2026-12-01"]').waitFor();
  // Table 1 plays seed 003's hand on the old card and shows its code.
  await tableResult(table, links[0]);
  const code = table.page.locator('.to-organiser svg.qr');
  await code.waitFor();
  await pngToY4m(await code.screenshot(), video);
  await page.getByRole('button', { name: 'Uitslag scannen' }).tap();
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 1 is binnen.' }).waitFor({ timeout: 30000 });
  await page.locator('h2[data-date="2026-12-01"]').waitFor();
  await page.locator('li.table-card[data-table="1"] table.table-result').waitFor();
  // Table 2 sends a link from its old card: it goes to 1 December too.
  const resultLink = await tableResult(second, links[1]);
  await page.goto(resultLink);
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 2 is binnen.' }).waitFor();
  await page.locator('h2[data-date="2026-12-01"]').waitFor();
  assert.ok(page.url().endsWith('/competitie/avond/2026-12-01'), page.url());
  // Groene Hart: both tables in, the evening is finished.
  await page.locator('li.table-card[data-table="2"] table.table-result').waitFor();
  await page.locator('a.back').tap();
  await page.locator('a.log-link').tap();
  const log = page.locator('ol.log');
  await log.filter({ hasText: 'uitslag tafel 2 kwam met de tafelkaart van ma 30 nov 2026 (de avond is verzet)' }).waitFor();
  await log.filter({ hasText: 'uitslag tafel 1 kwam met de tafelkaart van ma 30 nov 2026 (de avond is verzet)' }).waitFor();
  await page.screenshot({ path: path.join(out, 'club-redated-log-360.png'), fullPage: true });
  assert.deepEqual(organiser.errors, []);
  assert.deepEqual(table.errors, []);
  assert.deepEqual(second.errors, []);
  await table.context.close();
  await second.context.close();
  await camBrowser.close();
});

// Issue 49, item 2 (C20): a player who went home is taken off a started
// table, asked first; the table plays on as 3 and the standings follow.
test('an absent player taken off a started table: 4 becomes 3, the standings follow', { timeout: 120000 }, async () => {
  const { page, errors } = await app.phone();
  await drawnEvening(page, { season: 'Seizoen L', reglement: 'groene-hart', members: NAMES, date: '2026-10-06', present: NAMES });
  const cards = page.locator('li.table-card');
  const fourAt = (await cards.nth(0).locator('ul.seats li').count()) === 4 ? 0 : 1;
  const four = cards.nth(fourAt);
  await four.getByRole('button', { name: 'Tafelkaart' }).tap();
  await four.locator('.started', { hasText: 'Begonnen' }).waitFor();
  const gone = (await four.locator('ul.seats li').first().textContent()).replace(/^\S+\s*/, '');
  await page.locator('details.present summary').tap();
  await page.locator(`fieldset.present input[value="${gone}"]`).uncheck();
  const box = page.locator('.seat-problem.leaver', { hasText: `${gone} is er niet meer, maar zit aan tafel ${fourAt + 1}.` });
  // Asked first: what happens to the table and its card.
  await box.getByRole('button', { name: `Van tafel ${fourAt + 1} halen` }).tap();
  await box.locator('p.ask', { hasText: `Tafel ${fourAt + 1} is al begonnen. ${gone} eraf halen? De tafel speelt dan verder met 3` }).waitFor();
  await page.screenshot({ path: path.join(out, 'club-leaver-asked-360.png'), fullPage: true });
  await box.getByRole('button', { name: `Ja, tafel ${fourAt + 1} speelt met 3` }).tap();
  await page.locator('.seat-problem.leaver').waitFor({ state: 'detached' });
  assert.equal(await four.locator('ul.seats li').count(), 3);
  // The paper forms: 300, 100, 0, -100, -300 at the 5-table; 200, -50,
  // -150 at the 3-table.
  for (const [card, totals] of [[cards.nth(1 - fourAt), [300, 100, 0, -100, -300]], [four, [200, -50, -150]]]) {
    await card.getByRole('button', { name: 'Uitslag typen' }).tap();
    for (let i = 0; i < totals.length; i++) await card.locator(`input[name="r${i}c0"]`).fill(String(totals[i]));
    await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
    await card.locator('table.table-result').waitFor();
  }
  // Groene Hart (C5, C6): table points 4, 2, 1, 0.5, 0 at the 5-table
  // and 4, 2, 0.5 at the 3-table, plus 1 for the evening: 5, 3, 2, 1.5, 1
  // and 5, 3, 1.5. 8 played (C7: at least 8): the evening counts.
  await page.locator('a.back').tap();
  const rows = page.locator('table.standings tbody tr');
  await rows.first().waitFor();
  const lines = await rows.evaluateAll((trs) => trs.map((tr) => [tr.cells[1].textContent, tr.cells[2].textContent]));
  const points = lines.filter(([n]) => n !== gone).map(([, p]) => p);
  assert.deepEqual(points, ['5', '5', '3', '3', '2', '1,5', '1,5', '1']);
  assert.ok(!lines.some(([n, p]) => n === gone && p !== '0'), JSON.stringify(lines));
  // The log tells who left the table.
  await page.locator('a.log-link').tap();
  await page.locator('ol.log', { hasText: `${gone} tafel ${fourAt + 1} → geen tafel` }).waitFor();
  assert.deepEqual(errors, []);
});

// Issue 49, item 3: one result by two routes is one result; its tiles
// are signed as its scores are.
test('the same result by QR code and by link changes nothing; a changed tile is refused', { timeout: 180000 }, async () => {
  const { video, camBrowser, organiser, table } = await cameraPhones('camera-same.y4m');
  const page = organiser.page;
  await drawnEvening(page, { season: 'Seizoen S', reglement: 'keevel', members: NAMES.slice(0, 4), date: '2026-10-20', present: NAMES.slice(0, 4) });
  const card = page.locator('li.table-card').first();
  await card.getByRole('button', { name: 'Tafelkaart' }).tap();
  await table.page.goto(await card.locator('input.share-link').inputValue());
  await table.page.locator('.sheet .club-table').waitFor();
  // Seed 003 tapped on the racks (ruling 19): its tiles go with the link.
  await table.page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  await seed003(table.page);
  await table.page.locator('.game-banner button.primary').tap();
  await table.page.locator('.sheet .totals').waitFor();
  await table.page.getByRole('button', { name: 'Uitslag naar de organisator' }).tap();
  const resultLink = await table.page.locator('.to-organiser input.share-link').inputValue();
  const code = table.page.locator('.to-organiser svg.qr');
  await code.waitFor();
  await pngToY4m(await code.screenshot(), video);
  // By QR code (no tiles) first, then the link (with tiles): the same.
  await page.getByRole('button', { name: 'Uitslag scannen' }).tap();
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 1 is binnen.' }).waitFor({ timeout: 30000 });
  await page.goto(resultLink);
  await page.locator('.club .notice', { hasText: 'was al binnen' }).waitFor();
  assert.equal(await page.locator('.conflict').count(), 0);
  // East's loose 9 characters (a tile that scores nothing) made 9
  // dots: every score stays, the tiles' signature breaks.
  const data = resultLink.split('/uitslag/')[1];
  const json = linkJson(data);
  assert.ok(json.includes('p0=l=222m555pCCC678s9m') && json.includes('"tiles_mac":'), json);
  await page.goto(`${resultLink.split('#')[0]}#/competitie`);
  await page.goto(resultLink.replace(data, linkData(json.replace('p0=l=222m555pCCC678s9m', 'p0=l=222m555pCCC678s9p'))));
  await page.locator('.club .message', { hasText: 'is veranderd na het versturen' }).waitFor();
  assert.deepEqual(organiser.errors, []);
  assert.deepEqual(table.errors, []);
  await table.context.close();
  await camBrowser.close();
});

// Issue 49, item 9: a season begun on paper. The members pasted as a
// list; an evening of last year typed table by table as it sat.
test('a pasted member list and a past evening typed as it was seated', { timeout: 120000 }, async () => {
  const { page, errors } = await app.phone();
  await tab(page, 'Competitie').tap();
  const form = page.locator('form.new-season');
  await form.locator('input[name="season-name"]').fill('Voorjaar');
  await form.locator('select[name="reglement"]').selectOption('keevel');
  await form.getByRole('button', { name: 'Seizoen beginnen' }).tap();
  await page.locator('a.members-link').tap();
  await page.locator('details.paste-members summary').tap();
  const list = ['Ans', 'Bep', '  Cor ', '', 'Dirk', 'Eef', 'ans', 'Wilhelmina van Leeuwen', 'Wilhelmina van Leeuwn'].join('\n');
  await page.locator('textarea[name="member-list"]').fill(list);
  await page.getByRole('button', { name: 'Allemaal toevoegen' }).tap();
  await page.locator('h2', { hasText: 'Leden (6)' }).waitFor();
  await page.locator('.club .notice', { hasText: '6 leden toegevoegd. Niet toegevoegd: ans (is Ans), Wilhelmina van Leeuwn (lijkt op Wilhelmina van Leeuwen' }).waitFor();
  await page.screenshot({ path: path.join(out, 'club-members-pasted-360.png'), fullPage: true });
  await page.locator('a.back').tap();
  // 7 October 2025, on paper: no draw; Jan came as a guest.
  await page.locator('form.new-evening input[name="evening-date"]').fill('2025-10-07');
  await page.locator('form.new-evening button').tap();
  await page.locator('h2[data-date="2025-10-07"]').waitFor();
  await page.locator('form.guest input[name="guest"]').fill('Jan');
  await page.locator('form.guest button').tap();
  const played = page.locator('details.as-played');
  await played.locator('p.hint', { hasText: 'Tafel 1: kies de spelers zoals ze zaten' }).waitFor();
  // Table 1 as it sat: Dirk East, Ans, Cor, Bep; 300, -100, -100, -100.
  const seat = async (tables) => {
    for (const [totals, names] of tables) {
      await played.locator('select[name="as-played-size"]').selectOption(String(names.length));
      for (let i = 0; i < names.length; i++) await played.locator(`select[name="seat${i}"]`).selectOption(names[i]);
      for (let i = 0; i < names.length; i++) await played.locator(`input[name="r${i}c0"]`).fill(String(totals[i]));
      await played.getByRole('button', { name: 'Uitslag opslaan' }).tap();
    }
  };
  await seat([[[300, -100, -100, -100], ['Dirk', 'Ans', 'Cor', 'Bep']]]);
  await page.locator('li.table-card[data-table="1"] table.table-result').waitFor();
  // Table 2, of three: Eef, Wilhelmina, Jan; 50, 0, -50.
  await played.locator('p.hint', { hasText: 'Tafel 2:' }).waitFor();
  await seat([[[50, 0, -50], ['Eef', 'Wilhelmina van Leeuwen', 'Jan']]]);
  await page.locator('li.table-card[data-table="2"] table.table-result').waitFor();
  await page.screenshot({ path: path.join(out, 'club-as-played-360.png'), fullPage: true });
  // Keevel (C10): the table total + 3000: Dirk 3300, Eef 3050,
  // Wilhelmina 3000, Ans, Bep and Cor 2900 (shared); Jan is a guest.
  await page.locator('a.back').tap();
  const rows = page.locator('table.standings tbody tr');
  await rows.first().waitFor();
  const lines = await rows.evaluateAll((trs) => trs.map((tr) => [tr.cells[1].textContent, tr.cells[2].textContent]));
  assert.deepEqual(lines.slice(0, 3), [['Dirk', '3300'], ['Eef', '3050'], ['Wilhelmina van Leeuwen', '3000']]);
  assert.deepEqual(lines.slice(3).map(([, p]) => p), ['2900', '2900', '2900']);
  await page.locator('p.evenings-line', { hasText: '1 speelavond, op di 7 okt 2025.' }).waitFor();
  assert.deepEqual(errors, []);
});

// Issue 49, item 4: the log is the organiser's history. A card print is
// undone from it (the tables no longer started, and logged); an older
// change is undone on its own; the backup carries the log to a second
// phone, where its entries are another phone's.
test('the log: a card print undone, an older change undone on its own, the backup carries it', { timeout: 120000 }, async () => {
  const first = await app.phone();
  const page = first.page;
  await drawnEvening(page, { season: 'Seizoen H', reglement: 'groene-hart', members: NAMES.slice(0, 8), date: '2026-11-03', present: NAMES.slice(0, 8) });
  await page.getByRole('button', { name: 'Tafelkaarten afdrukken' }).tap();
  await page.getByRole('button', { name: 'Afdrukken, de tafels beginnen' }).tap();
  assert.equal(await page.locator('li.table-card .started').count(), 2);
  // Then a guest is added (another change on the evening) and a member.
  await page.locator('form.guest input[name="guest"]').fill('Jan');
  await page.locator('form.guest button').tap();
  await page.locator('a.back').tap();
  await page.locator('a.members-link').tap();
  await page.locator('form.add-member input[name="member"]').fill('Wim');
  await page.locator('form.add-member button').tap();
  await page.locator('h2', { hasText: 'Leden (9)' }).waitFor();
  await page.locator('a.back').tap();
  await page.locator('a.log-link').tap();
  // The card print, under the guest: a later change of the same evening
  // is named, and nothing is taken back.
  await page.locator('details.undo-older summary').tap();
  const steps = page.locator('details.undo-older button.undo-step');
  assert.ok(await steps.count() >= 2);
  // Newest first: the guest's step, then the print's (both the evening's).
  await steps.nth(1).tap();
  await page.locator('.club .message', { hasText: 'Later is hetzelfde weer gewijzigd; maak eerst dat ongedaan' }).waitFor();
  // The guest's step is older than Wim's and of another part: on its own.
  await steps.nth(0).tap();
  await page.locator('ol.log > li').first().filter({ hasText: 'Ongedaan gemaakt' }).waitFor();
  assert.match(await page.locator('ol.log > li').first().textContent(), /niet meer aanwezig Jan/);
  // Now the print: undone, logged, and the tables no longer started.
  if (!(await page.locator('details.undo-older').evaluate((d) => d.open))) await page.locator('details.undo-older summary').tap();
  await page.locator('details.undo-older button.undo-step').first().tap();
  await page.locator('ol.log', { hasText: 'tafelkaart 1, 2 teruggenomen, niet meer begonnen' }).waitFor();
  const members = await page.locator('ol.log').textContent();
  assert.ok(members.includes('Lid toegevoegd: Wim'), members);
  await page.locator('a.back').tap();
  await page.locator('ul.evenings a[data-date="2026-11-03"]').tap();
  await page.locator('li.table-card').first().waitFor();
  assert.equal(await page.locator('li.table-card .started').count(), 0);
  // The backup, read on a second phone: the log came with it.
  await page.locator('a.back').tap();
  const [backup] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-export="backup"]').tap()]);
  const file = path.join(out, 'backup-with-log.json');
  await backup.saveAs(file);
  const second = await app.phone();
  await tab(second.page, 'Competitie').tap();
  await second.page.locator('input[data-import="season"]').setInputFiles(file);
  await second.page.locator('h2.season-name', { hasText: 'Seizoen H' }).waitFor();
  await second.page.locator('a.log-link').tap();
  const log = second.page.locator('ol.log');
  await log.filter({ hasText: 'Lid toegevoegd: Wim' }).waitFor();
  await log.filter({ hasText: 'tafelkaart 1, 2 teruggenomen' }).waitFor();
  assert.ok((await log.locator('.log-when', { hasText: 'andere telefoon (reservekopie)' }).count()) > 3);
  await second.page.screenshot({ path: path.join(out, 'club-log-carried-360.png'), fullPage: true });
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
  await second.context.close();
});

test('a 16-hand game entered with tiles travels as one QR code', { timeout: 300000 }, async () => {
  // Issue 31: a whole NTS game of 16 hands, every hand tapped on the racks
  // (seed 003 each time), read off the table phone's screen by the
  // organiser's camera in one code.
  const { video, camBrowser, organiser, table } = await cameraPhones('camera16.y4m');
  const page = organiser.page;
  await drawnEvening(page, { season: 'Seizoen Q', reglement: 'keevel', members: NAMES.slice(0, 4), date: '2026-09-29', present: NAMES.slice(0, 4) });
  const card = page.locator('li.table-card').first();
  await card.getByRole('button', { name: 'Tafelkaart' }).tap();
  await table.page.goto(await card.locator('input.share-link').inputValue());
  await table.page.locator('.sheet .club-table').waitFor();
  // NTS turns the winds after every hand (ruling 20): in 16 hands each
  // player sits each seat 4 times, so each nets 4 x (24 + 384 - 244 -
  // 164) = 0 (seed 003, ruling 19), and wins 4 (as South).
  for (let h = 1; h <= 16; h++) {
    await table.page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
    await seed003(table.page);
    await table.page.locator('.game-banner button.primary').tap();
    await table.page.locator('.sheet .totals').waitFor();
  }
  await table.page.getByRole('button', { name: 'Uitslag naar de organisator' }).tap();
  const code = table.page.locator('.to-organiser svg.qr');
  await code.waitFor();
  // Issue 49: the whole phone in the camera's view at arm's length, its
  // screen 214 px wide in a 640 x 480 frame (the code about 2.4 px a
  // module): read closer, by cropping and scaling up.
  await code.scrollIntoViewIfNeeded();
  await pngToY4m(await table.page.screenshot(), video, { width: 214 });
  await page.getByRole('button', { name: 'Uitslag scannen' }).tap();
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 1 is binnen.' }).waitFor({ timeout: 60000 });
  // Keevel (C10): each 0 + 3000.
  const rows = await page.locator('li.table-card[data-table="1"] table.table-result tbody tr').allTextContents();
  assert.equal(rows.length, 4);
  assert.ok(rows.every((r) => r.includes('3000')), rows.join(' | '));
  assert.deepEqual(organiser.errors, []);
  assert.deepEqual(table.errors, []);
  await table.context.close();
  await camBrowser.close();
});

test('two tabs type one table\'s result at once: one says "binnen", the other the conflict', { timeout: 120000 }, async () => {
  // Issue 32: both tabs save within a few milliseconds; the store takes
  // the first write, the second tab's change is replayed on it and finds
  // another result there.
  const { page, errors, context } = await app.phone();
  await drawnEvening(page, { season: 'Seizoen T', reglement: 'keevel', members: NAMES.slice(0, 4), date: '2026-10-13', present: NAMES.slice(0, 4) });
  await page.locator('.app[data-club-store="saved"]').waitFor();
  const other = await context.newPage();
  await other.goto(page.url());
  const both = [page, other];
  for (const [k, p] of both.entries()) {
    const card = p.locator('li.table-card[data-table="1"]');
    await card.getByRole('button', { name: 'Uitslag typen' }).tap();
    // Sums to 0 (C21), the two tabs differ in who won.
    const totals = k === 0 ? [300, 100, -100, -300] : [100, 300, -100, -300];
    for (let i = 0; i < 4; i++) await card.locator(`input[name="r${i}c0"]`).fill(String(totals[i]));
  }
  await Promise.all(both.map((p) => p.locator('li.table-card[data-table="1"]').getByRole('button', { name: 'Uitslag opslaan' }).click()));
  for (const p of both) await p.locator('.app[data-club-store="saved"]').waitFor();
  await until(async () => (await Promise.all(both.map((p) => p.locator('.club .notice').count()))).every((n) => n === 1));
  const said = await Promise.all(both.map((p) => p.locator('.club .notice').textContent()));
  const inn = said.filter((t) => t.includes('is binnen')).length;
  const conflict = said.filter((t) => t.includes('had al een andere uitslag')).length;
  assert.deepEqual([inn, conflict], [1, 1], said.join(' | '));
  assert.deepEqual(errors, []);
  await context.close();
});
