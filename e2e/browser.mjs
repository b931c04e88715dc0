// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { before, after } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/// Where the tests put their screenshots.
export const out = path.join(here, 'out');
fs.mkdirSync(out, { recursive: true });

const options = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
};

export async function launch() {
  return chromium.launch(options);
}

/// A browser with a real profile in `dir` (installability needs one: an
/// incognito context can never install an app).
export async function launchPersistent(dir) {
  return chromium.launchPersistentContext(dir, options);
}

/// A phone at 360x640 on the app's first screen, with the page's errors
/// collected (the tests expect none).
export async function phone(browser, base) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base);
  await page.locator('.palette button.tile').first().waitFor();
  return { page, errors };
}

/// One test file's app: `dist/` served and one browser, opened before the
/// file's tests and closed after them. Call at the top level of a test file.
export function servedApp() {
  const app = {};
  before(async () => {
    app.server = await serve(path.resolve(here, '..', 'dist'));
    app.base = `http://127.0.0.1:${app.server.address().port}/`;
    app.browser = await launch();
  });
  after(async () => { await app.browser?.close(); app.server?.close(); });
  app.phone = () => phone(app.browser, app.base);
  return app;
}
