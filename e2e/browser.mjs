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
