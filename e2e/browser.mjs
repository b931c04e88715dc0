// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { chromium } from 'playwright-core';

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
