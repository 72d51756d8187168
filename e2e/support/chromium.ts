import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium, or CHROMIUM_PATH; a clear sentence when it is missing. */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  const found = configured ? [configured].filter((p) => fs.existsSync(p)) : CANDIDATES.filter((p) => fs.existsSync(p));
  const path = found[0];
  if (!path) {
    throw new Error(
      "Chromium is missing: the end-to-end tests drive Debian's Chromium. Install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and run npm test again.",
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
