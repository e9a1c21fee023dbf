import { existsSync } from 'node:fs';

/** Chromium as Debian installs it: the full browser (CHROMIUM_FULL_PATH to use another). */
export const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests run in: CHROMIUM_PATH when set, else Chromium's headless shell when it is
 * installed (the same engine without the desktop browser around it: about half the CPU of the
 * full browser, which counts on a two-core machine), else the full browser. Tests that need what
 * only the full browser has (a push service, notifications) launch FULL_CHROMIUM.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
