// Issue 52's load figures, printed (a measurement, not a test): the club
// sharing one season through CouchDB, on this machine, with the built
// app (dist/) and the tests' server (pouchdb-server in memory).
//
//   node scripts/club-load.mjs [tables=10] [samples=20] [evenings=400]
//
// Prints:
// - inbox: `tables` table phones send their result at once; results taken
//   per second by the organiser's phone (first send to last result shown);
// - sync delay between two organisers: a member added on one phone until
//   the other shows it, `samples` times (median, p95);
// - first sync of a season of `evenings` evenings (two tables of typed
//   results each): read in on one phone, written to the server, and
//   fetched by a second organiser's empty phone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, phone, typedHand, until as untilEvery } from '../e2e/browser.mjs';
import { shareLogIn, addMember, storedClub } from '../e2e/couch.mjs';
import { serve } from '../e2e/server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const [tables = 10, samples = 20, evenings = 400] = process.argv.slice(2).map(Number);
const port = 5992;

const url = execFileSync(path.join(root, 'scripts/test-server.sh'), ['start', String(port)], { encoding: 'utf8' }).trim();
const setUp = (club, login) => execFileSync(path.join(root, 'scripts/club-server.sh'), [url, 'admin:admin', club, login], { encoding: 'utf8' });
const web = await serve(path.join(root, 'dist'));
const base = `http://127.0.0.1:${web.address().port}/`;
const browser = await launch();
// Asked every 20 ms: the delays measured are a few hundred ms.
const until = (check, seconds) => untilEvery(check, seconds, 20);
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

async function organiser(club, login, season) {
  const p = await phone(browser, base);
  if (season) {
    await p.page.goto(base + 'competitie.html#/competitie');
    await p.page.locator('form.new-season input[name="season-name"]').fill(season);
    await p.page.locator('form.new-season select[name="reglement"]').selectOption('keevel');
    await p.page.locator('form.new-season button[type="submit"]').tap();
  }
  await logIn(p.page, club, login);
  return p;
}

const logIn = (page, club, login) => shareLogIn(page, base, url, club, login, 120000);

/// How many evenings the open season has on this phone (its store).
const eveningsOn = async (page) => (await storedClub(page))?.seasons?.[0]?.season?.evenings?.length ?? 0;

try {
  // 1. The inbox: `tables` tables of 4 send at once.
  {
    setUp('last-inbox', 'ans:wachtwoord-ans');
    const a = await organiser('last-inbox', 'ans:wachtwoord-ans', 'Inbox');
    await a.page.goto(base + 'competitie.html#/competitie/leden');
    const names = Array.from({ length: tables * 4 }, (_, i) => `Speler ${i + 1}`);
    for (const n of names) await addMember(a.page, n, { wait: false });
    await a.page.locator('h2', { hasText: `Leden (${names.length})` }).waitFor();
    await a.page.goto(base + 'competitie.html#/competitie');
    await a.page.locator('form.new-evening input[name="evening-date"]').fill('2026-10-06');
    await a.page.locator('form.new-evening button').tap();
    await a.page.getByRole('button', { name: 'Alle leden' }).tap();
    await a.page.locator('button.draw').tap();
    const phones = [];
    for (let k = 1; k <= tables; k++) {
      const card = a.page.locator(`li.table-card[data-table="${k}"]`);
      await card.getByRole('button', { name: 'Tafelkaart' }).tap();
      const link = await card.locator('input.share-link').inputValue();
      const t = await phone(browser, base);
      await t.page.goto(link);
      await t.page.locator('.sheet .club-table').waitFor();
      await typedHand(t.page, [64, 96, 0, 20], 1);
      phones.push(t);
    }
    const started = Date.now();
    await Promise.all(phones.map((t) => t.page.getByRole('button', { name: 'Uitslag naar de organisator' }).tap()));
    await until(async () => (await a.page.locator('li.table-card table.table-result').count()) === tables, 120);
    const s = (Date.now() - started) / 1000;
    console.log(`inbox: ${tables} results from ${tables} table phones at once, all taken in ${s.toFixed(2)} s: ${(tables / s).toFixed(1)} results/s`);
    for (const t of phones) await t.context.close();
    await a.context.close();
  }

  // 2. The delay between two organisers.
  {
    setUp('last-sync', 'bep:wachtwoord-bep');
    setUp('last-sync', 'cor:wachtwoord-cor');
    const a = await organiser('last-sync', 'bep:wachtwoord-bep', 'Sync');
    const b = await organiser('last-sync', 'cor:wachtwoord-cor');
    for (const p of [a, b]) await p.page.goto(base + 'competitie.html#/competitie/leden');
    await b.page.locator('form.add-member').waitFor();
    const delays = [];
    for (let i = 1; i <= samples; i++) {
      const started = Date.now();
      await addMember(a.page, `Lid ${i}`, { wait: false });
      await until(async () => (await b.page.locator('.club h2').first().textContent()) === `Leden (${i})`, 30);
      delays.push(Date.now() - started);
    }
    console.log(`sync delay, organiser to organiser (${samples} changes): median ${percentile(delays, 0.5)} ms, p95 ${percentile(delays, 0.95)} ms, max ${Math.max(...delays)} ms`);
    await a.context.close();
    await b.context.close();
  }

  // 3. A season of `evenings` evenings, first synced.
  {
    setUp('last-season', 'dirk:wachtwoord-dirk');
    setUp('last-season', 'eef:wachtwoord-eef');
    const members = ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans'];
    const day = (k) => new Date(Date.UTC(2020, 0, 1) + k * 86400000).toISOString().slice(0, 10);
    const season = {
      name: 'Lang', reglement: 'keevel', members,
      evenings: Array.from({ length: evenings }, (_, k) => ({
        date: day(k), present: members,
        tables: [
          { table: 1, players: members.slice(0, 4), totals: [30, 10, -15, -25] },
          { table: 2, players: members.slice(4), totals: [40, -10, -10, -20] },
        ],
      })),
    };
    const file = path.join(os.tmpdir(), `season-${evenings}.json`);
    fs.writeFileSync(file, JSON.stringify(season));
    const a = await phone(browser, base);
    await a.page.goto(base + 'competitie.html#/competitie');
    await a.page.locator('input[type="file"]').first().setInputFiles(file);
    await a.page.locator('.club h2', { hasText: 'Lang' }).first().waitFor({ timeout: 60000 }).catch(() => {});
    const started = Date.now();
    await logIn(a.page, 'last-season', 'dirk:wachtwoord-dirk');
    await until(async () => (await a.page.locator('.share-status').getAttribute('data-share')) === 'shared'
      && (await a.page.locator('.share-status').textContent()).startsWith('Gedeeld'), 600);
    const written = Date.now() - started;
    const fetchStart = Date.now();
    const b = await phone(browser, base);
    await logIn(b.page, 'last-season', 'eef:wachtwoord-eef');
    await until(async () => (await eveningsOn(b.page)) === evenings, 600);
    const fetched = Date.now() - fetchStart;
    console.log(`first sync of a ${evenings}-evening season (${evenings * 3 + 1} documents): written by the first phone in ${(written / 1000).toFixed(1)} s, fetched by a second phone in ${(fetched / 1000).toFixed(1)} s`);
    await a.context.close();
    await b.context.close();
  }
} finally {
  await browser.close();
  web.close();
  execFileSync(path.join(root, 'scripts/test-server.sh'), ['stop', String(port)]);
}
