// Debian's Chromium, as every browser tool here launches it: the one copy of its path and flags.
// Nothing downloads a browser of its own (scripts/env/ensure-chromium.sh installs this one).

/** Where Debian's `chromium` package puts the browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a machine with no network but loopback and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
