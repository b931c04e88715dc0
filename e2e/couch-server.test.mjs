// Issue 52, item 5 and the security tests: `scripts/club-server.sh` sets
// up a club's three databases on the CouchDB-compatible test server, and
// each does what it promises: the season's only for the club's
// organisers, the inbox create-only for anyone (validate_doc_update), the
// public standings readable by anyone and written by organisers only.
// The statuses are CouchDB's documented ones: 401 for no or a wrong
// login, 403 for a write validate_doc_update forbids, 409 for a write
// naming an old revision.
import test from 'node:test';
import assert from 'node:assert/strict';
import { clubServer, setUpClub, call, session } from './couch.mjs';

// Each run its own clubs, so a server kept from an earlier run is no matter.
const run = Date.now().toString(36);

test('club-server.sh sets up the season, inbox and public databases, twice alike', async (t) => {
  const server = clubServer(t);
  if (!server) return;
  const out = setUpClub(server, `de-draak-${run}`, 'bep:wachtwoord-1', 'http://127.0.0.1:8093');
  assert.ok(out.includes(`de-draak-${run}, de-draak-${run}-inbox and de-draak-${run}-public are ready; bep is an organiser`), out);
  // Run again (a second organiser): nothing that is there changes.
  setUpClub(server, `de-draak-${run}`, 'cor:wachtwoord-2', 'http://127.0.0.1:8093');
  const dbs = await call(`${server.url}/_all_dbs`, { auth: server.admin });
  for (const db of ['', '-inbox', '-public'].map((k) => `de-draak-${run}${k}`)) assert.ok(dbs.body.includes(db), db);
  // Both organisers log in, with the club's role.
  for (const login of ['bep:wachtwoord-1', 'cor:wachtwoord-2']) {
    const cookie = await session(server, login);
    const me = await call(`${server.url}/_session`, { cookie });
    assert.deepEqual(me.body.userCtx.roles, [`de-draak-${run}-organiser`]);
  }
  // A wrong password: 401.
  const wrong = await call(`${server.url}/_session`, { method: 'POST', body: { name: 'bep', password: 'raden' } });
  assert.equal(wrong.status, 401);
  // The app's page may call it with the organiser's cookie (CORS).
  const pre = await fetch(`${server.url}/de-draak-${run}/x`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:8093', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });
  assert.equal(pre.headers.get('access-control-allow-origin'), 'http://127.0.0.1:8093');
  assert.equal(pre.headers.get('access-control-allow-credentials'), 'true');
  // Bad arguments: a clear message, nothing made.
  assert.throws(() => setUpClub(server, 'De Draak', 'bep:x'), /CLUB must be lowercase letters/);
});

test('the season database: a table phone without a login cannot read or write it', async (t) => {
  const server = clubServer(t);
  if (!server) return;
  setUpClub(server, `bamboe-${run}`, 'ans:geheim-ans');
  const db = `${server.url}/bamboe-${run}`;
  // No login (a table phone): 401 on reading and on writing.
  assert.equal((await call(`${db}/_all_docs`)).status, 401);
  assert.equal((await call(`${db}/season:s1`, { method: 'PUT', body: { kind: 'season' } })).status, 401);
  // _bulk_docs: CouchDB answers 401; pouchdb-server 201 with each
  // document's own "unauthorized". Either way nothing is written.
  const bulk = await call(`${db}/_bulk_docs`, { method: 'POST', body: { docs: [{ _id: 'x' }] } });
  assert.ok(bulk.status === 401 || bulk.body.every((row) => row.error === 'unauthorized'), JSON.stringify(bulk.body));
  assert.equal((await call(`${db}/x`, { auth: server.admin })).status, 404);
  // Someone who signed up (CouchDB lets anyone) cannot make themselves an
  // organiser (403), and their login does not open the database (401).
  const signUp = (roles) => call(`${server.url}/_users/org.couchdb.user:eva-${run}`, { method: 'PUT', body: { name: `eva-${run}`, password: 'eva', roles, type: 'user' } });
  assert.equal((await signUp([`bamboe-${run}-organiser`])).status, 403);
  assert.equal((await signUp([])).status, 201);
  assert.equal((await call(`${db}/_all_docs`, { auth: `eva-${run}:eva` })).status, 401);
  // The organiser (a session cookie) writes; a write over an old revision is 409.
  const cookie = await session(server, 'ans:geheim-ans');
  const first = await call(`${db}/x`, { method: 'PUT', body: { a: 1 }, cookie });
  assert.equal(first.status, 201);
  assert.equal((await call(`${db}/x`, { method: 'PUT', body: { a: 2 }, cookie })).status, 409);
  assert.equal((await call(`${db}/x`, { method: 'PUT', body: { a: 2, _rev: first.body.rev }, cookie })).status, 201);
  // Nobody but the admin changes who may: _security and design documents.
  assert.equal((await call(`${db}/_security`, { method: 'PUT', body: {}, cookie })).status, 401);
});

test('the inbox: anyone adds a result, nobody changes or deletes one', async (t) => {
  const server = clubServer(t);
  if (!server) return;
  setUpClub(server, `keevel-${run}`, 'dirk:geheim-dirk');
  const inbox = `${server.url}/keevel-${run}-inbox`;
  const result = { kind: 'inbox', result: '{"signed":"..."}' };
  const put = await call(`${inbox}/r1`, { method: 'PUT', body: result });
  assert.equal(put.status, 201);
  // Changed or deleted, even with its revision, even by an organiser: 403.
  const cookie = await session(server, 'dirk:geheim-dirk');
  for (const c of [undefined, cookie]) {
    assert.equal((await call(`${inbox}/r1`, { method: 'PUT', body: { ...result, _rev: put.body.rev, result: 'anders' }, cookie: c })).status, 403);
    assert.equal((await call(`${inbox}/r1?rev=${put.body.rev}`, { method: 'DELETE', cookie: c })).status, 403);
  }
  // Through _bulk_docs too: the document's own 403 ("forbidden").
  const bulk = await call(`${inbox}/_bulk_docs`, { method: 'POST', body: { docs: [{ _id: 'r1', _rev: put.body.rev, ...result, result: 'x' }] } });
  assert.equal(bulk.body[0].error, 'forbidden');
  // Anything but a table's result, or more than 64 KB: 403.
  assert.equal((await call(`${inbox}/r2`, { method: 'PUT', body: { kind: 'season' } })).status, 403);
  assert.equal((await call(`${inbox}/r3`, { method: 'PUT', body: { kind: 'inbox', result: 'x'.repeat(70000) } })).status, 403);
  // Its rules cannot be changed by anyone but the admin: 401.
  assert.equal((await call(`${inbox}/_design/inbox`, { method: 'PUT', body: { validate_doc_update: 'function(){}' } })).status, 401);
  assert.equal((await call(`${inbox}/_security`, { method: 'PUT', body: {} })).status, 401);
  // The result is there as it came.
  const back = await call(`${inbox}/r1`);
  assert.equal(back.body.result, result.result);
});

test('the public standings: anyone reads, only organisers write', async (t) => {
  const server = clubServer(t);
  if (!server) return;
  setUpClub(server, `oost-${run}`, 'eef:geheim-eef');
  const pub = `${server.url}/oost-${run}-public`;
  assert.equal((await call(`${pub}/stand`, { method: 'PUT', body: { kind: 'standings' } })).status, 401);
  const cookie = await session(server, 'eef:geheim-eef');
  assert.equal((await call(`${pub}/stand`, { method: 'PUT', body: { kind: 'standings' }, cookie })).status, 201);
  const read = await call(`${pub}/stand`);
  assert.equal(read.status, 200);
  assert.equal(read.body.kind, 'standings');
  // An organiser of another club is not one of this club's: 401.
  setUpClub(server, `west-${run}`, 'fer:geheim-fer');
  const other = await session(server, 'fer:geheim-fer');
  assert.equal((await call(`${pub}/stand2`, { method: 'PUT', body: { kind: 'standings' }, cookie: other })).status, 401);
  assert.equal((await call(`${server.url}/oost-${run}/_all_docs`, { cookie: other })).status, 401);
});

test('a long poll of the changes feed: CouchDB ends it at its timeout, pouchdb-server at the next change', async (t) => {
  const server = clubServer(t);
  if (!server) return;
  setUpClub(server, `lang-${run}`, 'kim:geheim-kim');
  const db = `${server.url}/lang-${run}`;
  const cookie = await session(server, 'kim:geheim-kim');
  const since = (await call(db, { cookie })).body.update_seq;
  // CouchDB answers `{"results":[]}` after timeout=500 ms; pouchdb-server
  // keeps the poll open until a change comes (so the app ends its own
  // polls, share/net.rs). Both: a change within the poll ends it with
  // that change.
  const started = Date.now();
  const poll = fetch(`${db}/_changes?feed=longpoll&timeout=500&since=${encodeURIComponent(since)}`, { headers: { cookie }, signal: AbortSignal.timeout(10000) }).then((r) => r.json());
  await new Promise((r) => setTimeout(r, 2000));
  const put = await call(`${db}/after-2s`, { method: 'PUT', body: { a: 1 }, cookie });
  assert.equal(put.status, 201);
  const answer = await poll;
  const ids = answer.results.map((r) => r.id);
  if (Date.now() - started < 2000 || ids.length === 0) assert.deepEqual(ids, [], 'CouchDB: empty at the timeout');
  else assert.deepEqual(ids, ['after-2s'], 'pouchdb-server: the change that came');
});
