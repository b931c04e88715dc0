// Prints how long a tournament's draw takes in the browser at 4x CPU
// throttle (issue 36), through the built JS API (dist/api, the engine the
// organiser's page runs): players x rounds, repeat meetings, the most
// meetings of a pair, milliseconds (median of 3). After a release build:
//   node scripts/tournament-draws.mjs
// The native figures: cargo run --release -p mahjong-core --example tournament-draws
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const server = await serve(root);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(`${base}examples/api.html`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  console.log('players rounds repeats most ms (browser, 4x CPU, median of 3)');
  for (const n of [16, 20, 24, 28, 32, 40, 48, 60, 80, 100]) {
    for (const rounds of [4, 5, 6, 7]) {
      const r = await page.evaluate(async ({ n, rounds }) => {
        const api = await import('../api/mahjong_api.js');
        await api.default();
        const players = Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(3, '0')}`);
        const times = [];
        let out;
        for (let k = 0; k < 3; k++) {
          const t0 = performance.now();
          out = api.tournament({ rounds, seed: 1, players });
          times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        return { ms: times[1], repeats: out.draw.repeats, most: out.draw.max_meetings };
      }, { n, rounds });
      console.log(`${n} ${rounds} ${r.repeats} ${r.most} ${r.ms.toFixed(0)}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
