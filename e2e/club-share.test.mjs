// Issue 52: two organisers share a season through the club's CouchDB
// (the test server, set up by scripts/club-server.sh as a club would):
// the second phone gets the season by logging in, each sees the other's
// changes within 5 s while both are online, a change made offline waits,
// is said, and goes once the network is back; no document on the server
// holds the season's secret.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { PNG } from 'pngjs';
import { servedApp, tab, until, typedHand, linkJson, linkData, out, phone, launchWithCamera, pngToY4m, offline, tableResult, totals as sheetTotals } from './browser.mjs';
import { clubServer, setUpClub, call, faultyProxy, shareLogIn, addMember, storedClub } from './couch.mjs';

const app = servedApp();
const run = Date.now().toString(36);

const heading = (page) => page.locator('.club h2').first().textContent();
const status = (page) => page.locator('.share-status').first();

/// A new phone with a season (`name`, `reglement`) of `members`, shared
/// with `club` as `login`, and its evening of `date` drawn, on that
/// evening's screen (`on`: that phone instead of a new one).
async function drawnSeason(server, club, login, { name, reglement = 'groene-hart', members, date, on }) {
  const a = on ?? (await app.phone());
  const page = a.page;
  await tab(page, 'Competitie').tap();
  await page.locator('form.new-season input[name="season-name"]').fill(name);
  await page.locator('form.new-season select[name="reglement"]').selectOption(reglement);
  await page.locator('form.new-season button[type="submit"]').tap();
  await page.locator('a.members-link').tap();
  for (const n of members) await addMember(page, n);
  await logIn(page, server, club, login);
  await page.goto(app.base + 'competitie.html#/competitie');
  await page.locator('form.new-evening input[name="evening-date"]').fill(date);
  await page.locator('form.new-evening button').tap();
  await page.locator(`h2[data-date="${date}"]`).waitFor();
  await page.getByRole('button', { name: 'Alle leden' }).tap();
  await page.locator('button.draw').tap();
  await page.locator('li.table-card[data-table="1"]').waitFor();
  return a;
}

/// Logs in under "Delen met de club" and waits until it says "Gedeeld".
const logIn = (page, server, club, login) => shareLogIn(page, app.base, server.url, club, login);

/// The seasons' secrets as this phone keeps them (the store's record).
const secrets = async (page) => (await storedClub(page)).seasons.map((s) => s.season.secret).filter(Boolean);

/// Reads every document of the club's three databases (as the admin)
/// and checks that none holds any of `needles` (a secret, a key); gives
/// how many documents each database has.
async function assertNoDocHolds(server, club, needles) {
  const counts = {};
  for (const db of [club, `${club}-inbox`, `${club}-public`]) {
    const all = await call(`${server.url}/${db}/_all_docs?include_docs=true`, { auth: server.admin });
    counts[db] = all.body.rows.length;
    for (const row of all.body.rows) {
      const text = JSON.stringify(row.doc);
      for (const n of needles) assert.ok(!text.includes(n), `${db}/${row.id} holds a secret or a key`);
    }
  }
  return counts;
}

test('two organisers share a season: the second gets it, each sees the other within 5 s', { timeout: 120000 }, async (t) => {
  const server = clubServer(t);
  if (!server) return;
  const club = `club-${run}`;
  setUpClub(server, club, 'ans:wachtwoord-ans');
  setUpClub(server, club, 'bep:wachtwoord-bep');
  const a = await app.phone();
  await tab(a.page, 'Competitie').tap();
  await a.page.locator('form.new-season input[name="season-name"]').fill('Gedeeld seizoen');
  await a.page.locator('form.new-season button[type="submit"]').tap();
  await a.page.locator('a.members-link').tap();
  await addMember(a.page, 'Ans');
  await addMember(a.page, 'Bep');
  await logIn(a.page, server, club, 'ans:wachtwoord-ans');
  // The second organiser's phone has no season; logging in brings it.
  const b = await app.phone();
  await logIn(b.page, server, club, 'bep:wachtwoord-bep');
  await b.page.goto(app.base + 'competitie.html#/competitie/leden');
  await until(async () => (await heading(b.page)) === 'Leden (2)', 10);
  // A adds Cor: B shows it within 5 s, without a reload.
  await a.page.goto(app.base + 'competitie.html#/competitie/leden');
  const started = Date.now();
  await addMember(a.page, 'Cor');
  await until(async () => (await heading(b.page)) === 'Leden (3)', 5);
  const aToB = Date.now() - started;
  // And back: B adds Dirk, A shows it within 5 s.
  const back = Date.now();
  await addMember(b.page, 'Dirk');
  await until(async () => (await heading(a.page)) === 'Leden (4)', 5);
  const bToA = Date.now() - back;
  console.log(`sync delay: A to B ${aToB} ms, B to A ${bToA} ms`);
  // B's log says the members came from another organiser's phone.
  await b.page.goto(app.base + 'competitie.html#/competitie/wijzigingen');
  await b.page.locator('.club', { hasText: 'Cor' }).waitFor();
  // No document on the server holds a season's secret (every one read).
  const own = await secrets(a.page);
  assert.equal(own.length, 1, 'A has its secret');
  const all = await call(`${server.url}/${club}/_all_docs?include_docs=true`, { auth: server.admin });
  assert.deepEqual(all.body.rows.map((r) => r.doc.settings?.members), [['Ans', 'Bep', 'Cor', 'Dirk']]);
  for (const row of all.body.rows) {
    const text = JSON.stringify(row.doc);
    assert.ok(!text.includes(own[0]), `${row.id} holds the secret`);
    assert.ok(!/"secret"/.test(text), `${row.id} has a secret field`);
  }
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});

test('a change made offline waits, is said, and goes when the network is back', { timeout: 120000 }, async (t) => {
  const server = clubServer(t);
  if (!server) return;
  const club = `offline-${run}`;
  setUpClub(server, club, 'cor:wachtwoord-cor');
  const a = await app.phone();
  await tab(a.page, 'Competitie').tap();
  await a.page.locator('form.new-season input[name="season-name"]').fill('Seizoen');
  await a.page.locator('form.new-season button[type="submit"]').tap();
  await logIn(a.page, server, club, 'cor:wachtwoord-cor');
  await a.page.goto(app.base + 'competitie.html#/competitie/leden');
  await a.context.setOffline(true);
  await addMember(a.page, 'Eef');
  await until(async () => /^Offline · 1 wijziging wacht$/.test(await status(a.page).textContent()), 10);
  // Nothing of Eef on the server yet.
  const before = await call(`${server.url}/${club}/season:${await seasonId(a.page)}`, { auth: server.admin });
  assert.ok(!JSON.stringify(before.body).includes('Eef'));
  await a.context.setOffline(false);
  await until(async () => {
    const now = await call(`${server.url}/${club}/season:${await seasonId(a.page)}`, { auth: server.admin });
    return JSON.stringify(now.body).includes('Eef');
  }, 10);
  await until(async () => (await status(a.page).getAttribute('data-share')) === 'shared', 10);
  assert.deepEqual(a.errors, []);
  await a.context.close();
});

/// The open season's id on this phone.
const seasonId = (page) => page.evaluate(() => new Promise((ok) => {
  const open = indexedDB.open('mahjong-rekenhulp');
  open.onsuccess = () => {
    const get = open.result.transaction('sheet').objectStore('sheet').get('club');
    get.onsuccess = () => {
      const club = typeof get.result === 'string' ? JSON.parse(get.result) : get.result;
      ok(club.current);
    };
  };
}));

test('a table phone sends its result to the club inbox: the organiser has it in seconds; a forged one is refused', { timeout: 180000 }, async (t) => {
  const server = clubServer(t);
  if (!server) return;
  const club = `inbox-${run}`;
  setUpClub(server, club, 'dirk:wachtwoord-dirk');
  const a = await drawnSeason(server, club, 'dirk:wachtwoord-dirk', { name: 'Inbox', members: ['Ans', 'Bep', 'Cor', 'Dirk'], date: '2026-10-06' });
  const page = a.page;
  const card = page.locator('li.table-card[data-table="1"]');
  await card.getByRole('button', { name: 'Tafelkaart' }).tap();
  const cardLink = await card.locator('input.share-link').inputValue();
  // The card names the club's inbox.
  const cardJson = JSON.parse(linkJson(cardLink.split('/').pop()));
  assert.equal(cardJson.inbox, `${server.url}/${club}-inbox`);
  assert.ok(cardJson.key, 'the card carries its table key');
  // The table's phone plays seed 003's hand typed (East 64, South 96
  // wins, West 0, North 20: nets +24, +384, -244, -164, ruling 19) and
  // sends its result.
  const table = await app.phone();
  await table.page.goto(cardLink);
  await table.page.locator('.sheet .club-table').waitFor();
  // Before any hand the result is empty: said so, and nothing goes to
  // the inbox (a tryout: it was sent while the screen said to wait).
  const toOrganiser = table.page.getByRole('button', { name: 'Uitslag naar de organisator' });
  await toOrganiser.tap();
  await table.page.locator('.to-organiser .message', { hasText: 'nog geen hand gespeeld' }).waitFor();
  await table.page.waitForTimeout(1500);
  assert.equal(await table.page.locator('.inbox-sent').count(), 0);
  const inbox = await call(`${server.url}/${club}-inbox/_all_docs`, { auth: server.admin });
  assert.deepEqual(inbox.body.rows.map((r) => r.id).filter((id) => !id.startsWith('_design/')), []);
  await toOrganiser.tap();
  await typedHand(table.page, [64, 96, 0, 20], 1);
  const sent = Date.now();
  await table.page.getByRole('button', { name: 'Uitslag naar de organisator' }).tap();
  await table.page.locator('.inbox-sent[data-inbox="Yes"]').waitFor({ timeout: 10000 });
  // The organiser's phone, on the evening, has it without a scan.
  await card.locator('table.table-result').waitFor({ timeout: 10000 });
  console.log(`inbox: sent to taken ${Date.now() - sent} ms`);
  const totals = await card.locator('table.table-result tbody td:nth-child(3)').allTextContents();
  assert.deepEqual(totals.map((x) => Number(x.replace('+', ''))).sort((x, y) => x - y), [-244, -164, 24, 384]);
  // A result changed on the way and put into the inbox by hand: its
  // signature fails; said, and not taken.
  const link = await table.page.locator('.to-organiser input.share-link').inputValue();
  const json = linkJson(decodeURIComponent(link.split('/uitslag/')[1]));
  // South's 96 made 80: still a score a hand makes, so only the table's
  // signature tells (issue 31).
  assert.ok(json.includes('[64,96,0,20]'), json);
  const forged = linkData(json.replace('[64,96,0,20]', '[64,80,0,20]'));
  const put = await call(`${server.url}/${club}-inbox/forged-1`, { method: 'PUT', body: { kind: 'inbox', result: forged } });
  assert.equal(put.status, 201);
  const said = page.locator('.message[data-problem="club"]');
  await said.waitFor({ timeout: 10000 });
  assert.match(await said.textContent(), /veranderd na het versturen/);
  assert.deepEqual(await card.locator('table.table-result tbody td:nth-child(3)').allTextContents(), totals);
  // Every document on the server, in all three databases: neither the
  // season's secret nor the table's key.
  const [secret] = await secrets(page);
  const counts = await assertNoDocHolds(server, club, [secret, cardJson.key]);
  for (const [db, n] of Object.entries(counts)) assert.ok(n > 0, db);
  assert.deepEqual([...a.errors, ...table.errors], []);
  await a.context.close();
  await table.context.close();
});

test('the website follows the published standings live, and keeps them while the server is away', { timeout: 180000 }, async (t) => {
  const server = clubServer(t);
  if (!server) return;
  const club = `web-${run}`;
  setUpClub(server, club, 'eef:wachtwoord-eef');
  const a = await drawnSeason(server, club, 'eef:wachtwoord-eef', { name: 'Live', reglement: 'keevel', members: ['Ans', 'Bep', 'Cor', 'Dirk'], date: '2026-10-06' });
  const page = a.page;
  const id = await seasonId(page);
  // The club's website: the standings embed reading the public database.
  const source = `${server.url}/${club}-public/stand:${id}`;
  await until(async () => (await call(source)).status === 200, 10);
  const web = await app.phone();
  await web.page.goto(`${app.base}competitie.html?embed=1&view=stand&bron=${encodeURIComponent(source)}`);
  await web.page.locator('.published h2', { hasText: 'Live' }).waitFor();
  assert.equal(await web.page.locator('table.standings tbody tr').count(), 0, 'no evening played yet');
  // The organiser types table 1 (Keevel, C10: the table total + 3000
  // for coming: 3030, 3010, 2985, 2975): the website shows it without
  // a reload, within 8 s: the organiser's phone writes the standings at
  // most every 3 s, then the website's long poll answers at once (a
  // busy test machine gets the rest).
  const started = Date.now();
  const card = page.locator('li.table-card[data-table="1"]');
  await card.getByRole('button', { name: 'Uitslag typen' }).tap();
  for (const [i, total] of [30, 10, -15, -25].entries()) await card.locator(`input[name="r${i}c0"]`).fill(String(total));
  await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
  await card.locator('table.table-result').waitFor();
  await until(async () => (await web.page.locator('table.standings tbody tr').count()) === 4, 8);
  console.log(`website: typed to shown ${Date.now() - started} ms`);
  const points = await web.page.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => tr.cells[2].textContent));
  assert.deepEqual(points.map((p) => Number(p.replace(/[^\d-]/g, ''))), [3030, 3010, 2985, 2975]);
  // The server away (the website's network cut): the standings stay.
  await web.context.setOffline(true);
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal(await web.page.locator('table.standings tbody tr').count(), 4);
  // The public document holds no secret.
  const doc = await call(source);
  assert.ok(!JSON.stringify(doc.body).includes('"secret"'));
  assert.deepEqual([...a.errors, ...web.errors], []);
  await a.context.close();
  await web.context.close();
});

/// Two organisers share one drawn evening of 8 members (two tables of 4,
/// C13); returns both phones on the evening, and the evening's address.
async function twoOrganisers(t, name, reglement = 'keevel') {
  const server = clubServer(t);
  if (!server) return null;
  const club = `${name}-${run}`;
  setUpClub(server, club, 'gijs:wachtwoord-gijs');
  setUpClub(server, club, 'hans:wachtwoord-hans');
  const members = ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans'];
  const a = await drawnSeason(server, club, 'gijs:wachtwoord-gijs', { name: 'Twee', reglement, members, date: '2026-10-13' });
  await until(async () => (await status(a.page).getAttribute('data-share')) === 'shared', 10);
  const b = await app.phone();
  await logIn(b.page, server, club, 'hans:wachtwoord-hans');
  const evening = app.base + 'competitie.html#/competitie/avond/2026-10-13';
  await b.page.goto(evening);
  await b.page.locator('li.table-card[data-table="2"]').waitFor({ timeout: 10000 });
  return { server, club, a, b, evening };
}

/// Types table `k`'s totals on an organiser's evening screen.
async function typeTable(page, k, totals) {
  const card = page.locator(`li.table-card[data-table="${k}"]`);
  await card.getByRole('button', { name: 'Uitslag typen' }).tap();
  for (const [i, total] of totals.entries()) await card.locator(`input[name="r${i}c0"]`).fill(String(total));
  await card.getByRole('button', { name: 'Uitslag opslaan' }).tap();
}

const standingsOf = (page) => page.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.cells[1].textContent, tr.cells[2].textContent]));

test('an evening of 3 tables: inbox, a QR scanned offline, one typed; both organisers and the website end equal to the engine', { timeout: 300000 }, async (t) => {
  const server = clubServer(t);
  if (!server) return;
  const club = `avond-${run}`;
  setUpClub(server, club, 'kees:wachtwoord-kees');
  setUpClub(server, club, 'lies:wachtwoord-lies');
  // Organiser A scans with a camera (a video of the table phone's code).
  const video = path.join(out, 'share-camera.y4m');
  const blank = new PNG({ width: 64, height: 64 });
  blank.data.fill(255);
  await pngToY4m(PNG.sync.write(blank), video);
  const a = await phone(await launchWithCamera(video), app.base);
  await a.context.grantPermissions(['camera']);
  const members = ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans', 'Ina', 'Joop', 'Kees', 'Lies'];
  const date = '2026-11-03';
  await drawnSeason(server, club, 'kees:wachtwoord-kees', { name: 'Avond', reglement: 'keevel', members, date, on: a });
  const page = a.page;
  const id = await seasonId(page);
  const evening = `${app.base}competitie.html#/competitie/avond/${date}`;
  // Organiser B logs in and gets the drawn evening.
  const b = await app.phone();
  await logIn(b.page, server, club, 'lies:wachtwoord-lies');
  await b.page.goto(evening);
  await b.page.locator('li.table-card[data-table="3"]').waitFor({ timeout: 10000 });
  // The club's website follows the public standings.
  const source = `${server.url}/${club}-public/stand:${id}`;
  await until(async () => (await call(source)).status === 200, 10);
  const web = await app.phone();
  await web.page.goto(`${app.base}competitie.html?embed=1&view=stand&bron=${encodeURIComponent(source)}`);
  await web.page.locator('.published h2', { hasText: 'Avond' }).waitFor();
  const seatsOf = async (k) => (await page.locator(`li.table-card[data-table="${k}"] ul.seats li`).allTextContents()).map((x) => x.replace(/^\S+\s*/, ''));
  const cardLink = async (k) => {
    const card = page.locator(`li.table-card[data-table="${k}"]`);
    await card.getByRole('button', { name: 'Tafelkaart' }).tap();
    return card.locator('input.share-link').inputValue();
  };
  // Who sits where, as drawn (the cards show it until a result is in).
  const seats = [];
  for (const k of [1, 2, 3]) seats.push(await seatsOf(k));
  assert.deepEqual(seats.flat().sort(), [...members].sort());
  const tables = [];
  // Table 1 plays on its phone and sends its result to the club's inbox:
  // both organisers have it without a scan.
  const one = await app.phone();
  await tableResult(one, await cardLink(1));
  await one.page.locator('.inbox-sent[data-inbox="Yes"]').waitFor({ timeout: 10000 });
  tables.push({ players: seats[0], totals: await sheetTotals(one.page) });
  for (const p of [a, b]) await p.page.locator('li.table-card[data-table="1"] table.table-result').waitFor({ timeout: 10000 });
  // Table 2's phone and organiser A have no network: A scans its code
  // (South wins 80 alone: South +320, East -160, West and North -80 each,
  // ruling 19), and A's changes wait, said.
  const two = await app.phone();
  const link2 = await cardLink(2);
  await offline(two);
  // A's page is loaded and stays so (the scan and the evening are on
  // it): no service worker is needed to go offline, and waiting for one
  // timed out once in 13 runs on a busy machine.
  await a.context.setOffline(true);
  await two.page.goto(link2);
  await two.page.locator('.sheet .club-table').waitFor();
  await typedHand(two.page, [0, 80, 0, 0], 1);
  await two.page.getByRole('button', { name: 'Uitslag naar de organisator' }).tap();
  const totals2 = await sheetTotals(two.page);
  assert.deepEqual(totals2, [-160, 320, -80, -80]);
  tables.push({ players: seats[1], totals: totals2 });
  const code = two.page.locator('.to-organiser svg.qr');
  await code.waitFor();
  await pngToY4m(await code.screenshot(), video);
  await page.goto(evening);
  await page.getByRole('button', { name: 'Uitslag scannen' }).tap();
  await page.locator('.club .notice', { hasText: 'De uitslag van tafel 2 is binnen.' }).waitFor({ timeout: 30000 });
  await until(async () => (await status(page).getAttribute('data-share')) === 'offline', 10);
  assert.match(await status(page).textContent(), /^Offline · \d+ wijziging(en)? wacht/);
  // Table 3's paper form, typed by organiser B (Keevel, C10: totals
  // only; standings are the totals + 3000 for coming).
  await typeTable(b.page, 3, [40, -10, -10, -20]);
  tables.push({ players: seats[2], totals: [40, -10, -10, -20] });
  // A back online: both phones have all three tables.
  await a.context.setOffline(false);
  for (const p of [a, b]) {
    for (const k of [1, 2, 3]) await p.page.locator(`li.table-card[data-table="${k}"] table.table-result`).waitFor({ timeout: 15000 });
  }
  await until(async () => (await status(page).getAttribute('data-share')) === 'shared', 15);
  // The engine's standings of the same evening (the JS API), and both
  // organisers' and the website's, equal.
  const line = { name: 'Avond', reglement: 'keevel', evenings: [{ date, tables }] };
  const engine = await b.page.evaluate(async (line) => {
    const api = await import('./api/mahjong_api.js');
    await api.default();
    return api.standings(line);
  }, line);
  assert.equal(engine.valid, true, JSON.stringify(engine.error));
  // Each player's points, by name (the tie order also weighs mahjongs,
  // which the line leaves out): the table total + 3000 (C10).
  const byName = (rows) => Object.fromEntries(rows.map(([n, x]) => [n, Number(String(x).replace(/[^\d-]/g, ''))]));
  const expected = byName(engine.standings.map((s) => [s.player, s.total_text]));
  assert.equal(Object.keys(expected).length, 12);
  for (const { players, totals } of tables) players.forEach((n, i) => assert.equal(expected[n], totals[i] + 3000, n));
  const shown = (p) => p.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.cells[0].textContent.trim(), tr.cells[1].textContent.trim(), tr.cells[2].textContent.trim()]));
  const seen = [];
  for (const p of [a, b]) {
    await p.page.goto(app.base + 'competitie.html#/competitie');
    await p.page.locator('table.standings tbody tr').nth(11).waitFor();
    seen.push(await shown(p.page));
  }
  assert.deepEqual(seen[0], seen[1], 'both organisers: the same standings, rank by rank');
  assert.deepEqual(byName(seen[0].map(([, n, x]) => [n, x])), expected);
  await until(async () => JSON.stringify(await shown(web.page)) === JSON.stringify(seen[0]), 15).catch(async (e) => {
    assert.deepEqual(await shown(web.page), seen[0], 'the website');
    throw e;
  });
  assert.deepEqual([...a.errors, ...b.errors, ...one.errors, ...two.errors, ...web.errors], []);
  for (const p of [a, b, one, two, web]) await p.context.close();
});

test('a second organiser takes the season\'s key by its code: the same table keys, never on the server', { timeout: 180000 }, async (t) => {
  const server = clubServer(t);
  if (!server) return;
  const club = `sleutel-${run}`;
  setUpClub(server, club, 'mien:wachtwoord-mien');
  setUpClub(server, club, 'noor:wachtwoord-noor');
  const date = '2026-11-10';
  const a = await drawnSeason(server, club, 'mien:wachtwoord-mien', { name: 'Sleutel', reglement: 'keevel', members: ['Ans', 'Bep', 'Cor', 'Dirk'], date });
  const [secret] = await secrets(a.page);
  const b = await app.phone();
  // A field left empty is said in the app's words, not the browser's.
  await b.page.goto(app.base + 'competitie.html#/competitie/delen');
  await b.page.locator('form.share-login input[name="club"]').fill(club);
  await b.page.locator('form.share-login button[type="submit"]').tap();
  assert.equal(await b.page.locator('.message[data-problem="share-login"]').textContent(), 'Vul nog in: het adres, de naam, het wachtwoord.');
  await logIn(b.page, server, club, 'noor:wachtwoord-noor');
  const evening = `${app.base}competitie.html#/competitie/avond/${date}`;
  await b.page.goto(evening);
  await b.page.locator('li.table-card[data-table="1"]').waitFor({ timeout: 10000 });
  assert.deepEqual(await secrets(b.page), [], 'the season came without its key');
  // B's phone says so where its cards are made, and on the share screen.
  await b.page.locator('.no-season-key', { hasText: 'heeft de sleutel van dit seizoen niet' }).waitFor();
  await b.page.goto(app.base + 'competitie.html#/competitie/delen');
  await b.page.locator('.share-keyless', { hasText: 'Zonder sleutel op deze telefoon: Sleutel.' }).waitFor();
  // A shows the key's code; B's camera opens its link.
  await a.page.goto(app.base + 'competitie.html#/competitie/delen');
  await a.page.locator('.season-key button.key-button', { hasText: "Sleutel van 'Sleutel'" }).tap();
  const link = await a.page.locator('.season-key input.share-link').inputValue();
  assert.ok(link.includes('#/competitie/sleutel/'), link);
  await a.page.screenshot({ path: path.join(out, 'share-key-360.png'), fullPage: true });
  await b.page.goto(link);
  await b.page.locator('.club .notice', { hasText: "De sleutel van seizoen 'Sleutel' staat op deze telefoon" }).waitFor();
  // The key is not left in the address (nor in the history).
  await until(async () => b.page.url().endsWith('#/competitie/delen'), 5);
  await b.page.screenshot({ path: path.join(out, 'share-key-taken-360.png') });
  assert.deepEqual(await secrets(b.page), [secret]);
  assert.equal(await b.page.locator('.share-keyless').count(), 0);
  // B's card for table 1 carries the same table key as A's.
  const keyOf = async (page) => {
    await page.goto(evening);
    const card = page.locator('li.table-card[data-table="1"]');
    await card.getByRole('button', { name: 'Tafelkaart' }).tap();
    return JSON.parse(linkJson((await card.locator('input.share-link').inputValue()).split('/').pop())).key;
  };
  const [ka, kb] = [await keyOf(a.page), await keyOf(b.page)];
  assert.ok(ka);
  assert.equal(kb, ka);
  assert.equal(await b.page.locator('.no-season-key').count(), 0);
  // Another key for the season never replaces B's: said.
  await b.page.goto(link.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAA'));
  await b.page.locator('.club .message', { hasText: 'heeft op deze telefoon al een eigen sleutel' }).waitFor();
  assert.deepEqual(await secrets(b.page), [secret]);
  // Nothing on the server holds the key.
  await assertNoDocHolds(server, club, [secret]);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});

test('fault: two organisers offline enter different tables, then both have both', { timeout: 180000 }, async (t) => {
  const both = await twoOrganisers(t, 'apart');
  if (!both) return;
  const { a, b, evening } = both;
  await a.page.goto(evening);
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  // Keevel (C10): the table total + 3000 for coming.
  await typeTable(a.page, 1, [30, 10, -15, -25]);
  await typeTable(b.page, 2, [40, -10, -10, -20]);
  await a.context.setOffline(false);
  await b.context.setOffline(false);
  for (const p of [a, b]) {
    for (const k of [1, 2]) await p.page.locator(`li.table-card[data-table="${k}"] table.table-result`).waitFor({ timeout: 15000 });
  }
  // Equal standings on both: the eight totals + 3000 (30, 10, -15, -25
  // at table 1; 40, -10, -10, -20 at table 2).
  for (const p of [a, b]) await p.page.goto(app.base + 'competitie.html#/competitie');
  const [sa, sb] = [await standingsOf(a.page), await standingsOf(b.page)];
  assert.deepEqual(sa, sb);
  const points = sa.map(([, p]) => Number(p.replace(/[^\d-]/g, ''))).sort((x, y) => y - x);
  assert.deepEqual(points, [3040, 3030, 3010, 2990, 2990, 2985, 2980, 2975]);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});

test('fault: the same table typed differently by two organisers is a conflict on both, both kept', { timeout: 180000 }, async (t) => {
  const both = await twoOrganisers(t, 'twist');
  if (!both) return;
  const { a, b, evening } = both;
  await a.page.goto(evening);
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await typeTable(a.page, 1, [30, 10, -15, -25]);
  await typeTable(b.page, 1, [20, 20, -15, -25]);
  await a.context.setOffline(false);
  await b.context.setOffline(false);
  // Each phone shows the pair side by side, waiting for the organiser.
  for (const p of [a, b]) {
    const conflict = p.page.locator('.conflict[aria-label="Tafel 1"]');
    await conflict.waitFor({ timeout: 15000 });
    const text = await conflict.textContent();
    for (const total of ['30', '20']) assert.ok(text.includes(total), `${total} in ${text}`);
  }
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});

test('fault: the server drops the answer to a write, and a read is cut halfway: nothing lost', { timeout: 180000 }, async (t) => {
  const server = clubServer(t);
  if (!server) return;
  const club = `fout-${run}`;
  setUpClub(server, club, 'ineke:wachtwoord-ineke');
  setUpClub(server, club, 'joop:wachtwoord-joop');
  const proxy = await faultyProxy(server.url);
  const via = { ...server, url: proxy.url };
  const a = await app.phone();
  await tab(a.page, 'Competitie').tap();
  await a.page.locator('form.new-season input[name="season-name"]').fill('Fouten');
  await a.page.locator('form.new-season button[type="submit"]').tap();
  await logIn(a.page, via, club, 'ineke:wachtwoord-ineke');
  const b = await app.phone();
  await logIn(b.page, via, club, 'joop:wachtwoord-joop');
  for (const p of [a, b]) await p.page.goto(app.base + 'competitie.html#/competitie/leden');
  // A's next write reaches the server but its answer is lost: A tries
  // again, meets its own write (409), merges and is done.
  proxy.faults.writes = 1;
  await addMember(a.page, 'Kees');
  await until(async () => proxy.faults.killed === 1, 10);
  await until(async () => (await status(a.page).getAttribute('data-share')) === 'shared' && (await status(a.page).textContent()).startsWith('Gedeeld'), 15);
  await until(async () => (await heading(b.page)) === 'Leden (1)', 10);
  // B's next read is cut halfway: B reads again from its checkpoint.
  proxy.faults.reads = 1;
  await addMember(a.page, 'Lies');
  await until(async () => proxy.faults.cut === 1, 15);
  await until(async () => (await heading(b.page)) === 'Leden (2)', 15);
  // The server has both, once.
  const docs = await call(`${server.url}/${club}/_all_docs?include_docs=true`, { auth: server.admin });
  assert.deepEqual(docs.body.rows.map((r) => r.doc.settings?.members), [['Kees', 'Lies']]);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
  proxy.close();
});
