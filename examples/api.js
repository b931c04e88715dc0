// Example for club webmasters: the rules engine as an ES module.
// score() and settle() take and give the same JSON as the mjscore CLI.
import init, { score, settle } from '../api/mahjong_api.js';

await init();

// Seed 003: East, South (wins on a discarded 3s), North; West is dead.
const hands = {
  Oost: { seat_wind: 'E', concealed: '222m555pCCC678s9m' },
  Zuid: { seat_wind: 'S', concealed: '234m456p678p567s33s', mahjong: true, winning_tile: '3s' },
  Noord: { seat_wind: 'N', melds: [{ tiles: '444s', open: true }], concealed: 'SSS678s12s99s' },
};
const scores = { Oost: 0, Zuid: 0, West: 0, Noord: 0 };
const body = document.querySelector('#result tbody');
for (const [name, hand] of Object.entries(hands)) {
  const r = score({ rules: 'nts', round_wind: 'E', ...hand });
  scores[name] = r.valid ? r.score : 0;
  const row = document.createElement('tr');
  for (const text of [name, r.valid ? String(r.score) : r.error.message]) {
    const cell = document.createElement('td');
    cell.textContent = text; // never markup
    row.append(cell);
  }
  row.dataset.player = name;
  body.append(row);
}
const s = settle({ rules: 'nts', scores: [scores.Oost, scores.Zuid, 0, scores.Noord], winner: 1, east: 0, dead: [2] });
document.querySelector('#net').textContent = JSON.stringify(s.net);
