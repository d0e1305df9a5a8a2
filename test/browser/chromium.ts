/**
 * Debian's Chromium for the browser tests (/usr/bin/chromium, or CHROMIUM_PATH), driven by playwright-core
 * through its executable path: never a Playwright browser download. Without it the tests are skipped with a
 * note (.ci/run installs it).
 */
import { existsSync } from 'node:fs';
import test from 'ava';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(CHROMIUM);

/** As the machine notes prescribe for this closed network: no background connections, no sandbox as root. */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The serial test function a browser test file uses, and the note its titles carry when skipped. */
export function browserTests(file: string): { browserTest: typeof test.serial; skipNote: string } {
  if (!chromiumAvailable) process.stderr.write(`${file}: SKIPPED, no Chromium at ${CHROMIUM} (apt-get install -y chromium, as .ci/run does)\n`);
  return {
    browserTest: chromiumAvailable ? test.serial : (test.skip as typeof test.serial),
    skipNote: chromiumAvailable ? '' : ` [skipped: no Chromium at ${CHROMIUM}]`,
  };
}
