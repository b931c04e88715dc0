// End-to-end: the evening's sheet at the table (issue 20, points 4-6) at
// 360x640: a shared game the phone has is opened, not added, and no undo
// loses a game; a new game starts on empty racks; a draw is asked before
// it is saved, said when saved, written "Remise", and its undo brings the
// racks back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { servedApp, out, tab, totals, newGame, saved, tapTiles } from './browser.mjs';

const app = servedApp();

test('a shared game the phone has is opened, and its undo keeps it in the bin', { timeout: 60000 }, async () => {
  const { page, errors } = await app.phone();
  // Seed 003's hand as a shared game link: +24 +384 -244 -164 (ruling 19).
  const line = { rules: 'nts', players: 4, names: ['Ans', 'Bep', 'Cor', 'Dirk'], east: 0, hands: [{ winner: 1, scores: [64, 96, 0, 20], dead: [2] }] };
  const link = `${app.base}#spel=${Buffer.from(JSON.stringify(line)).toString('base64url')}`;
  await page.goto(link);
  await page.locator('.sheet .totals').waitFor();
  await saved(page);
  // Again, later (a new page load): already here, opened, nothing
  // changed, no undo beside it.
  await page.goto('about:blank');
  await page.goto(link);
  const notice = page.locator('.sheet .notice');
  await notice.filter({ hasText: 'staat al op deze telefoon' }).waitFor();
  assert.equal(await notice.locator('.notice-undo').count(), 0);
  assert.deepEqual(await totals(page), [24, 384, -244, -164]);
  // "Ongedaan maken" takes the adoption back: the game goes to the bin.
  await page.locator('.sheet-tools').getByRole('button', { name: 'Ongedaan maken' }).tap();
  await page.getByRole('button', { name: 'Terugzetten: Ans, Bep, Cor, Dirk' }).waitFor();
  await saved(page);
  await page.reload();
  await tab(page, 'Scoreblad').tap();
  await page.getByRole('button', { name: 'Terugzetten: Ans, Bep, Cor, Dirk' }).tap();
  assert.deepEqual(await totals(page), [24, 384, -244, -164]);
  assert.deepEqual(errors, []);
});

test('a new game starts on empty racks; a draw is asked, said, written and undone with its racks', { timeout: 60000 }, async () => {
  const { page, errors } = await app.phone();
  // A free calculation on the table...
  await tapTiles(page, '1m 2m 3m');
  await newGame(page, ['Ans', 'Bep', 'Cor', 'Dirk']);
  await page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  // ...is not hand 1 of the new game.
  const loose = page.locator('.rack .loose button.tile');
  assert.equal(await loose.count(), 0);
  assert.equal(await page.locator('.game-banner button.primary').isDisabled(), true);
  // Two tiles, then "Remise opslaan": asked first, nothing saved yet.
  await tapTiles(page, '5p 5p');
  await page.getByRole('button', { name: 'Remise opslaan' }).tap();
  const ask = page.getByRole('group', { name: 'Remise opslaan' });
  assert.match(await ask.textContent(), /niemand heeft gewonnen/);
  await page.screenshot({ path: path.join(out, 'draw-ask-360.png') });
  await ask.getByRole('button', { name: 'Nee' }).tap();
  assert.equal(await ask.count(), 0);
  assert.equal(await loose.count(), 2);
  await page.getByRole('button', { name: 'Remise opslaan' }).tap();
  await ask.getByRole('button', { name: 'Ja, remise' }).tap();
  // Saved, said, and written as a draw on the sheet (ruling 19: nobody pays).
  await page.locator('.sheet .notice', { hasText: 'Hand 1 opgeslagen als remise.' }).waitFor();
  assert.match(await page.locator('.sheet table.hands tbody tr').first().textContent(), /Remise/);
  assert.deepEqual(await totals(page), [0, 0, 0, 0]);
  await page.screenshot({ path: path.join(out, 'draw-saved-360.png') });
  // Undo: the hand leaves the sheet and the two tiles are back on the rack.
  // Issue 35: the undo says what it undoes.
  await page.locator('.sheet .notice').getByRole('button', { name: 'Opslaan van hand 1 ongedaan maken' }).tap();
  assert.equal(await page.locator('.sheet table.hands').count(), 0);
  await page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  assert.equal(await loose.count(), 2);
  assert.deepEqual(errors, []);
});

test('sharing a game: the code comes into view; the phone\'s share sheet, or a copy button', { timeout: 60000 }, async () => {
  // A phone with a share sheet (navigator.share, stubbed to see what it gets).
  const share = () => { Object.defineProperty(navigator, 'share', { value: async (data) => { window.__shared = data; } }); };
  for (const withShare of [true, false]) {
    const { page, errors, context } = await app.phone(withShare ? { init: [share] } : {});
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await newGame(page, ['Ans', 'Bep', 'Cor', 'Dirk']);
    await page.getByRole('button', { name: 'Delen', exact: true }).tap();
    // The code is on the screen without scrolling by hand.
    const qr = await page.locator('.share svg.qr').boundingBox();
    assert.ok(qr.y >= 0 && qr.y + qr.height <= 640, `QR code in view: ${JSON.stringify(qr)}`);
    const link = await page.locator('.share input.share-link').inputValue();
    assert.match(link, /#\/spel\//);
    if (withShare) {
      await page.getByRole('button', { name: 'Delen via…' }).tap();
      assert.equal(await page.evaluate(() => window.__shared?.url), link);
    } else {
      assert.equal(await page.getByRole('button', { name: 'Delen via…' }).count(), 0);
      await page.getByRole('button', { name: 'Kopieer de link' }).tap();
      await page.getByRole('button', { name: 'Link gekopieerd' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
      await page.locator('.share').screenshot({ path: path.join(out, 'share-copy-360.png') });
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('smaller things: the rules\' wording, a typed score clear of its button, messages where they belong', { timeout: 60000 }, async () => {
  const { page, errors } = await app.phone();
  const { row } = await import('./browser.mjs');
  // East 111m 456m 789m 2m EE C: schoon is "1 verdubbeling", as the rules
  // say it, not "x2" (ruling 11).
  await tapTiles(page, '1m 1m 1m 4m 5m 6m 7m 8m 9m 2m E E C');
  await page.locator('.scorebar .cell[data-seat="0"]').tap();
  assert.equal(await page.locator('.breakdown tr[data-item="clean"] td.num').textContent(), '1 verdubbeling');
  // A wide typed score keeps its distance from "Score typen".
  await row(page, 1).locator('button.mode').tap();
  await row(page, 1).locator('input.typed').fill('1984');
  const [field, mode] = [await row(page, 1).locator('input.typed').boundingBox(), await row(page, 1).locator('button.mode').boundingBox()];
  assert.ok(mode.x - (field.x + field.width) >= 6, `gap ${mode.x - (field.x + field.width)}`);
  // The winner's dead hand is refused at the winner's rack.
  await row(page, 2).locator('button.win').tap();
  await page.locator('.scorebar .cell[data-seat="0"]').tap();
  await row(page, 2).locator('button.dead').tap();
  assert.equal(await page.locator('.rack h2').textContent(), 'Rek: West');
  assert.match(await page.locator('.rack').textContent(), /geen dood spel/);
  // The notice after deleting a game is in view, its button inside it.
  await newGame(page, ['Ans', 'Bep', 'Cor', 'Dirk']);
  await page.locator('.sheet-tools').getByRole('button', { name: 'Alle spellen' }).tap();
  await page.getByRole('button', { name: 'Verwijder: Ans, Bep, Cor, Dirk' }).tap();
  const notice = page.locator('.sheet .notice');
  await notice.waitFor();
  const [n, b] = [await notice.boundingBox(), await notice.locator('.notice-undo').boundingBox()];
  assert.ok(n.y >= 0 && n.y + n.height <= 640, `notice in view: ${JSON.stringify(n)}`);
  assert.ok(b.x >= n.x && b.x + b.width <= n.x + n.width && b.y + b.height <= n.y + n.height, `button inside: ${JSON.stringify([n, b])}`);
  assert.deepEqual(errors, []);
});

test('why did South score 96: a hand entered with tiles keeps them on the sheet, and the editor reopens them', { timeout: 90000 }, async () => {
  const { seed003 } = await import('./browser.mjs');
  const { page, errors } = await app.phone();
  await newGame(page, ['Ans', 'Bep', 'Cor', 'Dirk']);
  await page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  // Seed 003 by tapping (book 003): E 64, S 96 wins, W dead, N 20.
  await seed003(page);
  await page.locator('.game-banner button.primary').tap();
  await page.locator('.sheet .totals').waitFor();
  assert.deepEqual(await totals(page), [24, 384, -244, -164]);
  await saved(page);
  // The game line keeps the table with the hand (issue 20)...
  await page.reload();
  await page.locator('.sheet .totals').waitFor();
  await page.getByRole('button', { name: 'Wijzig Hand 1' }).tap();
  // ...and "Wijzig" opens it with its tiles in the calculator (issue 35):
  // South's 96 itemised (24 points, 2 doublings), East's 64, the nets of
  // ruling 19.
  await page.locator('#app > .app .aside-bar', { hasText: 'Je wijzigt de stenen van hand 1' }).waitFor();
  const points = (seat) => page.locator(`.scorebar .cell[data-seat="${seat}"] .points`).textContent();
  assert.deepEqual([await points(0), await points(1), await points(3)], ['64', '96', '20']);
  await page.locator('.scorebar .cell[data-seat="1"]').tap();
  assert.match(await page.locator('.breakdown tfoot th').first().textContent(), /24 punten, 2 keer verdubbeld/);
  await page.screenshot({ path: path.join(out, 'hand-tiles-reopened-360.png') });
  // Changed there: South drew the 3s himself. Ruling 6: +2 points, 26;
  // ruling 12: a fully concealed hand self-drawn doubles twice, 2 + 2 = 4
  // doublings: 26 x 2^4 = 416. Ruling 19: South receives 2 x 416 from
  // East and 416 from West and North, +1664; East gets (64 - 0) x 2 from
  // West and (64 - 20) x 2 from North: -832 + 128 + 88 = -616; West
  // -416 - 128 - 20 = -564; North -416 - 88 + 20 = -484.
  await page.locator('.situation button', { hasText: 'zelf gepakt' }).tap();
  assert.equal(await points(1), '416');
  // "416 +1664" reads on one line of the score bar at 360 px (issue 35).
  const oneLine = await page.locator('.scorebar .cell[data-seat="1"]').evaluate((c) => {
    const [a, b] = [c.querySelector('.points'), c.querySelector('.net')].map((e) => e.getBoundingClientRect());
    return a.top < b.bottom && b.top < a.bottom;
  });
  assert.ok(oneLine, 'the score and its net side by side');
  await page.getByRole('button', { name: 'Opslaan als hand 1' }).tap();
  await page.locator('.sheet .totals').waitFor();
  assert.deepEqual(await totals(page), [-616, 1664, -564, -484]);
  // The notice says what changed (issue 35): Bep's 96 became 416.
  assert.match(await page.locator('.sheet .notice').textContent(), /Hand 1 gewijzigd: Bep 96 → 416\./);
  // The hand being entered waited aside and is back, empty.
  await page.getByRole('button', { name: 'Volgende hand invoeren' }).tap();
  assert.equal(await page.locator('.rack .loose button.tile').count(), 0);
  // The numbers editor is still one tap away from the tiles.
  await tab(page, 'Scoreblad').tap();
  await page.getByRole('button', { name: 'Wijzig Hand 1' }).tap();
  await page.getByRole('button', { name: 'Alleen de getallen' }).tap();
  await page.locator('form.editor').waitFor();
  assert.deepEqual(errors, []);
});
