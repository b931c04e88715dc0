// The club's CouchDB for the tests (issue 52): `scripts/test.sh` starts
// pouchdb-server on 127.0.0.1 (`scripts/test-server.sh`) and names it in
// CLUB_SERVER. A test run without it says so and is counted as skipped;
// under CI (CI=true) that fails, as every test whose input is absent.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/// The server's address and admin, or `null` after saying why (the test
/// then returns at once).
export function clubServer(t) {
  const url = process.env.CLUB_SERVER;
  if (url) return { url, admin: process.env.CLUB_SERVER_ADMIN || 'admin:admin' };
  const what = `${t.name}: the test server (CLUB_SERVER, started by scripts/test.sh)`;
  if (process.env.CI === 'true') throw new Error(`${what} is absent, and under CI a test never passes without it`);
  fs.mkdirSync(path.join(root, 'target'), { recursive: true });
  fs.appendFileSync(path.join(root, 'target/skipped-tests.txt'), `${what} is absent\n`);
  t.skip(`${what} is absent`);
  return null;
}

/// Sets up club `club` with organiser `user:password` by the README's
/// script; returns what it printed.
export function setUpClub(server, club, organiser, origin = '*') {
  return execFileSync(path.join(root, 'scripts/club-server.sh'), [server.url, server.admin, club, organiser, origin], { encoding: 'utf8' });
}

/// One request: `{ status, body }` (the body parsed where it is JSON).
/// `auth`: 'name:password' (Basic) or a cookie string.
export async function call(url, { method = 'GET', body, auth, cookie, headers = {} } = {}) {
  const h = { 'content-type': 'application/json', ...headers };
  if (auth) h.authorization = 'Basic ' + Buffer.from(auth).toString('base64');
  if (cookie) h.cookie = cookie;
  const res = await fetch(url, { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body), signal: AbortSignal.timeout(5000) });
  const text = await res.text();
  let parsed = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body: parsed, headers: res.headers };
}

/// A CouchDB session cookie for `name:password`.
export async function session(server, login) {
  const [name, password] = login.split(':');
  const r = await call(`${server.url}/_session`, { method: 'POST', body: { name, password } });
  if (r.status !== 200) throw new Error(`no session for ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.headers.get('set-cookie').split(';')[0];
}

/// A way to the server that can fail on purpose (issue 52's faults): a
/// proxy on 127.0.0.1 passing everything on, except that
/// `faults.writes` writes (`_bulk_docs`) reach the server and then lose
/// their answer (the connection dropped, as a server killed mid-push),
/// and `faults.reads` reads of a changes feed are cut halfway through
/// their answer (the network cut mid-pull). Counts what it did.
export async function faultyProxy(target) {
  const http = await import('node:http');
  const upstream = new URL(target);
  const faults = { writes: 0, reads: 0, killed: 0, cut: 0 };
  const server = http.createServer((req, res) => {
    const isWrite = req.method === 'POST' && req.url.includes('/_bulk_docs');
    const isRead = req.method === 'GET' && req.url.includes('/_changes');
    // Uncompressed from the server, so a read's answer can be looked into.
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const up = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      if (isWrite && faults.writes > 0) {
        faults.writes -= 1;
        faults.killed += 1;
        answer.resume();
        answer.on('end', () => req.socket.destroy());
        return;
      }
      if (isRead && faults.reads > 0) {
        const chunks = [];
        answer.on('data', (c) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          // Only an answer with something in it is cut (an empty long
          // poll's end is no fault to recover from).
          if (faults.reads > 0 && body.includes('"doc"')) {
            faults.reads -= 1;
            faults.cut += 1;
            res.writeHead(answer.statusCode, { ...answer.headers, 'content-length': String(body.length) });
            res.write(body.subarray(0, body.length >> 1));
            setTimeout(() => req.socket.destroy(), 50);
          } else {
            res.writeHead(answer.statusCode, answer.headers);
            res.end(body);
          }
        });
        return;
      }
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => req.socket.destroy());
    req.pipe(up);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}`, faults, close: () => server.close() };
}

/// Logs the app at `base` in under "Delen met de club" (server `url`,
/// `club`, `user:password`) and waits until it says "Gedeeld".
export async function shareLogIn(page, base, url, club, login, timeout = 15000) {
  const [user, password] = login.split(':');
  await page.goto(base + 'competitie.html#/competitie/delen');
  const form = page.locator('form.share-login');
  await form.locator('input[name="url"]').fill(url);
  await form.locator('input[name="club"]').fill(club);
  await form.locator('input[name="user"]').fill(user);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').tap();
  await page.locator('.share-status[data-share="shared"]').waitFor({ timeout });
}

/// Adds member `name` on the members screen (`wait`: until it is listed).
export async function addMember(page, name, { wait = true } = {}) {
  await page.locator('form.add-member input[name="member"]').fill(name);
  await page.locator('form.add-member button').tap();
  if (wait) await page.locator(`ul.members input[name="rename"][aria-label="Hernoem ${name}"]`).waitFor();
}

/// The organiser's record as the phone's store keeps it (IndexedDB).
export const storedClub = (page) => page.evaluate(() => new Promise((ok, bad) => {
  const open = indexedDB.open('mahjong-rekenhulp');
  open.onerror = () => bad(open.error);
  open.onsuccess = () => {
    const get = open.result.transaction('sheet').objectStore('sheet').get('club');
    get.onsuccess = () => ok(typeof get.result === 'string' ? JSON.parse(get.result) : get.result);
  };
}));
