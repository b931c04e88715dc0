// Fuzzing the JS API's object entry points (issue 19, point 8): the
// native fuzz targets reach the text path only, so this harness builds
// hostile JS values from a seeded generator (getters and proxy traps that
// throw, toJSON that throws or returns junk, cycles, BigInts, symbols,
// deep nesting, long strings, valid hands with one field mutated) and
// calls score, settle, standings, draw and rules with each. Every call must answer with a
// result or an error object, never throw; the module must keep answering
// (seed 003's South scores 96 after every 1,000 calls) and its memory
// stay bounded. `MJ_API_FUZZ_RUNS` sets the calls (default 20,000;
// `scripts/fuzz.sh` runs 1,000,000) and `MJ_API_FUZZ_SEED` the seed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.MJ_DIST || path.join(here, '..', 'dist'));
const api = await import(path.join(dist, 'api', 'mahjong_api.js'));
const wasm = api.initSync({ module: fs.readFileSync(path.join(dist, 'api', 'mahjong_api_bg.wasm')) });

const runs = Number(process.env.MJ_API_FUZZ_RUNS || 20000);
const seed = Number(process.env.MJ_API_FUZZ_SEED || 19);

// Seed 003 South: 24 points x 2^2 = 96 (book 003).
const south = { rules: 'nts', seat_wind: 'S', round_wind: 'E', concealed: '234m456p678p567s33s', mahjong: true, winning_tile: '3s' };
const seed003 = { rules: 'nts', scores: [64, 96, 0, 20], winner: 1, east: 0, dead: [2] };

/// mulberry32: small, seeded, the same sequence on every machine.
function rng(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = rng(seed);
const int = (n) => Math.floor(random() * n);
const pick = (list) => list[int(list.length)];
const FIELDS = ['rules', 'options', 'seat_wind', 'round_wind', 'melds', 'concealed', 'mahjong', 'winning_tile', 'self_drawn',
  'last_tile_of_wall', 'replacement_tile', 'kong_on_kong', 'robbing_kong', 'heaven', 'earth', 'flowers', 'scores', 'winner',
  'east', 'dead', 'fan', 'discarder', 'game', 'settle', 'players', 'hands', 'names', 'limit', 'round_to_tens', 'season',
  'reglement', 'evenings', 'tables', 'totals', 'mahjongs', 'caused', 'draw', 'rounds', 'seed', 'history', 'prefer'];

/// A value that misbehaves when read.
function hostile(depth = 0) {
  switch (int(depth > 3 ? 12 : 16)) {
    case 0: return { get [pick(FIELDS)]() { throw new Error('getter'); } };
    case 1: return new Proxy({}, { [pick(['get', 'ownKeys', 'getOwnPropertyDescriptor', 'has'])]() { throw 1; } });
    case 2: return { toJSON() { throw new TypeError('toJSON'); } };
    case 3: return { toJSON() { return pick([undefined, () => 1, Symbol('s'), 10n, 'x'.repeat(int(70000))]); } };
    case 4: { const o = { ...south }; o[pick(FIELDS)] = o; return o; }
    case 5: return BigInt(int(1e9));
    case 6: return Symbol('s');
    case 7: return () => 'fn';
    case 8: return pick([null, undefined, NaN, Infinity, -0, -1, 2 ** 53, 1e308, true, '', '{', '[]', '{"settle":']);
    case 9: return 'x'.repeat(pick([0, 1, 65535, 65536, 65537, 200000]));
    case 10: { let v = []; for (let i = 0; i < pick([10, 1000, 20000]); i++) v = [v]; return v; }
    case 11: return new Array(pick([0, 4, 70000])).fill(pick([0, 96, -1, 'a', null]));
    case 12: return mutate({ ...south }, depth + 1);
    case 13: return mutate({ ...seed003 }, depth + 1);
    case 14: return { settle: mutate({ ...seed003 }, depth + 1) };
    default: return Object.defineProperty({ ...south }, pick(FIELDS), { enumerable: true, get() { throw int(2) ? 1 : new RangeError('r'); } });
  }
}

/// A valid call with one to three fields replaced by something odd.
function mutate(o, depth) {
  for (let k = 0; k <= int(3); k++) {
    const field = pick(FIELDS);
    o[field] = int(2) ? hostile(depth + 1) : pick([0, 1, 4, 96, 82, 1996, 336, 337, 'E', 'F', '1f', '123m', [], {}, [0, 80, 0, 0]]);
  }
  return o;
}

const ANSWER = /^(not_json|line_too_long|bad_input|unknown_rules|unknown_tile|missing_suit|invalid_meld|concealed_meld_not_kong|too_many_melds|too_many_copies|invalid_flower|flowers_not_played|invalid_round_wind|wrong_tile_count|missing_winning_tile|winning_tile_without_mahjong|winning_tile_not_in_hand|circumstance_without_mahjong|contradictory_circumstances|three_players|impossible_game|below_minimum|not_complete|no_valid_mahjong)$/;

/// One call: an answer object, valid or with a known error code.
function check(name, value) {
  let answer;
  try {
    answer = api[name](value);
  } catch (e) {
    assert.fail(`${name} threw ${e}`);
  }
  assert.equal(typeof answer, 'object', `${name} gave ${typeof answer}`);
  assert.notEqual(answer, null, `${name} gave null`);
  if (name === 'rules' && answer.rules) return 'valid';
  assert.equal(typeof answer.valid, 'boolean', `${name}: no valid flag`);
  if (!answer.valid) {
    assert.match(answer.error?.code ?? '', ANSWER, `${name}: ${JSON.stringify(answer).slice(0, 200)}`);
    return answer.error.code;
  }
  return 'valid';
}

test(`${runs} hostile calls to score, settle and rules: each answered, the module alive`, () => {
  const seen = new Map();
  for (let i = 1; i <= runs; i++) {
    const name = pick(['score', 'score', 'settle', 'settle', 'standings', 'draw', 'rules']);
    const code = check(name, hostile());
    seen.set(code, (seen.get(code) || 0) + 1);
    if (i % 1000 === 0) {
      assert.equal(api.score(south).score, 96, `after ${i} calls`);
      assert.deepEqual(api.settle(seed003).net, [24, 384, -244, -164], `after ${i} calls`);
    }
  }
  // The module's memory stays small: nothing hostile was kept.
  const mb = wasm.memory.buffer.byteLength / 1024 / 1024;
  assert.ok(mb < 64, `${mb} MB of wasm memory`);
  // The generator reaches both answers and errors (a harness that only
  // ever made errors would test nothing of the engine).
  assert.ok((seen.get('valid') || 0) > 0 && (seen.get('bad_input') || 0) > 0, JSON.stringify([...seen]));
  console.log(`api fuzz: ${runs} calls (seed ${seed}), ${mb.toFixed(1)} MB wasm memory; answers ${JSON.stringify(Object.fromEntries(seen))}`);
});
