// End-to-end: the palette at the table (issue 20, points 1-3), on a phone
// at 360x640 and on its side at 640x360, with both tile sizes: the tiles
// are on the first screen with the rack and the score bar; a tile under
// the finger stays that tile while the rack grows (the palette never
// moves); a complete rack hands over to the player the bar names, and MJ
// brings the winner's rack.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { servedApp, out, row, tapTiles } from './browser.mjs';

const app = servedApp();

/// A fresh phone page, with larger tiles when asked.
async function start(width, height, big) {
  const { page, errors } = await app.phone({ width, height });
  if (big) await page.getByRole('button', { name: 'A+ grotere stenen' }).tap();
  return { page, errors };
}

const inView = (b, width, height) => b && b.x >= 0 && b.y >= 0 && b.x + b.width <= width + 0.5 && b.y + b.height <= height + 0.5;

for (const [width, height] of [[360, 640], [640, 360]]) {
  for (const big of [false, true]) {
    const what = `${width}x${height}${big ? ', larger tiles' : ''}`;

    test(`${what}: the first screen shows the score bar, the rack and every tile`, { timeout: 60000 }, async () => {
      const { page, errors } = await start(width, height, big);
      const box = (sel) => page.locator(sel).first().boundingBox();
      // The score bar and the rack's title: on screen without scrolling.
      assert.ok(inView(await box('.scorebar'), width, height), `score bar ${JSON.stringify(await box('.scorebar'))}`);
      assert.ok(inView(await box('.rack h2'), width, height), `rack ${JSON.stringify(await box('.rack h2'))}`);
      // Every tile of the palette, from 1m to the white dragon.
      for (const t of ['1m', '9m', '1p', '9s', 'E', 'P']) {
        const b = await box(`.palette [data-tile="${t}"]`);
        assert.ok(inView(b, width, height), `${t}: ${JSON.stringify(b)}`);
      }
      // Nothing the palette covers is lost: the rack's title is not under it.
      const [rack, dock] = [await box('.rack h2'), await box('.palette-dock')];
      const overlaps = rack.x < dock.x + dock.width && dock.x < rack.x + rack.width && rack.y < dock.y + dock.height && dock.y < rack.y + rack.height;
      assert.ok(!overlaps, `the rack title is clear of the palette: ${JSON.stringify([rack, dock])}`);
      await page.screenshot({ path: path.join(out, `first-screen-${width}x${height}${big ? '-big' : ''}.png`) });
      assert.deepEqual(errors, []);
    });

    test(`${what}: a tile under the finger stays that tile while the rack grows`, { timeout: 60000 }, async () => {
      for (const scroll of [0, 120]) {
        const { page, errors } = await start(width, height, big);
        await page.evaluate((y) => window.scrollTo(0, y), scroll);
        // The taps: 1s 2s 3s 4s 5s, then three times on the spot
        // where 5p is; the rack starts a new row meanwhile.
        await tapTiles(page, '1s 2s 3s 4s 5s');
        const spot = page.locator('.palette [data-tile="5p"]');
        const before = await spot.boundingBox();
        for (let i = 0; i < 3; i++) {
          await page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
          const now = await spot.boundingBox();
          assert.deepEqual([now.x, now.y], [before.x, before.y], `${what}, scrolled ${scroll}: the palette moved after tap ${i + 1}`);
        }
        // All three taps were 5p: one left of four, and eight tiles on the rack.
        assert.equal((await page.locator('.palette [data-tile="5p"] .left').textContent()).trim(), '1');
        assert.equal(await page.locator('.rack .loose button.tile').count(), 8);
        assert.equal(await page.locator('.palette .left').count(), 6, 'no other tile was tapped');
        assert.deepEqual(errors, []);
        await page.context().close();
      }
    });
  }
}

test('the rack follows the bar: after a complete rack, the player it names; MJ, the winner', { timeout: 60000 }, async () => {
  const { page, errors } = await start(360, 640, false);
  const rack = page.locator('.rack h2');
  const next = page.locator('.scorebar .next-step');
  // East's 13 tiles (ruling 1: 13 for a non-winner, 14 for the winner)
  // and no winner yet: the bar and the rack stay on East (issue 35), and
  // "Volgende" names Zuid.
  await tapTiles(page, '1m 2m 3m 4p 5p 6p 7s 8s 9s 1p 1p E E');
  assert.equal(await next.textContent(), 'Oost: compleet. Mahjong? Tik nog een steen. Anders: Volgende (Zuid).');
  assert.equal(await rack.textContent(), 'Rek: Oost');
  await page.locator('.rack .seat-buttons button.prompt', { hasText: 'Volgende: Zuid' }).tap();
  assert.match(await next.textContent(), /^Zuid: tik de stenen aan/);
  assert.equal(await rack.textContent(), 'Rek: Zuid');
  // The next tile is Zuid's first, not East's fourteenth.
  await tapTiles(page, 'S');
  // East: a pair of the wind that is seat and round wind, 2 + 2 = 4 (ruling 5).
  assert.equal(await page.locator('.scorebar .cell[data-seat="0"] .points').textContent(), '4');
  assert.equal(await page.locator('.rack .loose button.tile').count(), 1);
  // MJ on West's row brings West's rack.
  await row(page, 2).locator('button.win').tap();
  assert.equal(await rack.textContent(), 'Rek: West');
  await page.screenshot({ path: path.join(out, 'rack-follows-360.png') });
  assert.deepEqual(errors, []);
});
