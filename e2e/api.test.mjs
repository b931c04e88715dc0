// The JS API for club websites (dist/api/), called as a hostile or careless
// page would (issue 19, point 8): every call answers with a result or an
// error object, never a throw, and the module survives any number of such
// calls. Runs in Node with the built module (after `trunk build`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.MJ_DIST || path.join(here, '..', 'dist'));
const api = await import(path.join(dist, 'api', 'mahjong_api.js'));
const wasm = api.initSync({ module: fs.readFileSync(path.join(dist, 'api', 'mahjong_api_bg.wasm')) });

// Seed 003 South: 24 points x 2^2 = 96 (book 003).
const south = { rules: 'nts', seat_wind: 'S', round_wind: 'E', concealed: '234m456p678p567s33s', mahjong: true, winning_tile: '3s' };
const errorCode = (answer) => answer && answer.valid === false ? answer.error.code : `not an error answer: ${JSON.stringify(answer)}`;

test('a good call, then hostile ones, then a good call again', () => {
  assert.equal(api.score(south).score, 96);
  const throwing = { get seat_wind() { throw new Error('boom'); }, concealed: '234m456p678p567s33s' };
  const cyclic = { ...south };
  cyclic.self = cyclic;
  for (let i = 0; i < 5000; i++) {
    assert.equal(errorCode(api.score(throwing)), 'bad_input', `call ${i}`);
  }
  assert.equal(errorCode(api.score(cyclic)), 'bad_input');
  assert.equal(errorCode(api.score({ ...south, seat_wind: 10n })), 'bad_input');
  assert.equal(errorCode(api.settle({ get scores() { throw 1; } })), 'bad_input');
  assert.equal(errorCode(api.score(new Proxy({}, { ownKeys() { throw 1; } }))), 'bad_input');
  // After all that, the module still answers.
  assert.equal(api.score(south).score, 96);
  // Ruling 19: +24 +384 -244 -164.
  assert.deepEqual(api.settle({ rules: 'nts', scores: [64, 96, 0, 20], winner: 1, east: 0, dead: [2] }).net, [24, 384, -244, -164]);
});

test('inputs are bounded as text inputs are', () => {
  // 100 MB of flowers: refused as a line over 1 MiB would be, without
  // taking the text into the module's memory.
  const huge = { ...south, flowers: 'a'.repeat(100 * 1024 * 1024) };
  assert.equal(errorCode(api.score(huge)), 'line_too_long');
  assert.equal(errorCode(api.score('x'.repeat(1024 * 1024 + 1))), 'line_too_long');
  assert.equal(errorCode(api.settle({ scores: new Array(1e6).fill(0), winner: 1 })), 'line_too_long');
  assert.equal(api.score(south).score, 96);
  // The module's memory never held the 100 MB.
  assert.ok(wasm.memory.buffer.byteLength < 32 * 1024 * 1024, `${wasm.memory.buffer.byteLength} bytes of wasm memory`);
});

test('rules() of anything answers', () => {
  assert.equal(api.rules('mcr').rules, 'mcr');
  for (const bad of [123, null, undefined, {}, 'riichi', 'x'.repeat(1e6)]) {
    assert.equal(errorCode(api.rules(bad)), 'unknown_rules', String(bad).slice(0, 20));
  }
});

test('standings() and draw() take plain objects (issue 21)', () => {
  // Keevel (C10): the table total + 3000; Bep 384 + 3000 = 3384 first.
  const s = api.standings({ reglement: 'keevel', evenings: [{ date: '2026-09-01', tables: [{ players: ['Ans', 'Bep', 'Cor', 'Dirk'], totals: [24, 384, -244, -164], mahjongs: [0, 1, 0, 0] }] }] });
  assert.equal(s.valid, true, JSON.stringify(s));
  assert.deepEqual(s.standings.map((l) => [l.rank, l.player, l.total_text]), [[1, 'Bep', '3384'], [2, 'Ans', '3024'], [3, 'Dirk', '2836'], [4, 'Cor', '2756']]);
  // A club's own reglement, with a mistake: listed in error.errors.
  const bad = api.standings({ reglement: { base: 'groene-hart', qualification: 0, ties: 'dice' }, evenings: [] });
  assert.equal(errorCode(bad), 'bad_input');
  assert.equal(bad.error.errors.length, 2);
  // 16 players in 5 rounds: everyone meets everyone exactly once (C14).
  const players = Array.from({ length: 16 }, (_, i) => `Speler ${i + 1}`);
  const d = api.draw({ players, rounds: 5, seed: 42 });
  assert.equal(d.valid, true, JSON.stringify(d));
  assert.equal(d.method, 'affine plane');
  assert.equal(d.repeats, 0);
  assert.equal(d.rounds.length, 5);
  assert.deepEqual(api.draw({ players, rounds: 5, seed: 42 }), d, 'C15: the same seed');
  // C15 across platforms: seed 7 draws the tables that mjscore and core's
  // own test (competition/draw.rs) draw natively.
  const club = ['Ans', 'Bep', 'Cor', 'Dirk', 'Eef', 'Fer', 'Gijs', 'Hans', 'Ineke'];
  assert.deepEqual(api.draw({ players: club, seed: 7 }).rounds, [[['Hans', 'Gijs', 'Bep', 'Eef', 'Ineke'], ['Fer', 'Dirk', 'Cor', 'Ans']]]);
  assert.equal(errorCode(api.draw({ players: ['A', 'B'] })), 'bad_input');
});
