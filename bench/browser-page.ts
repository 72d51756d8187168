import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser', 'entry.ts');
const SCRIPT = 'bench.js';
const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sorgfalt bench</title><script type="module" src="/${SCRIPT}"></script></head>
  <body></body>
</html>
`;

/**
 * Writes the bench page into `directory`, which the bench server serves as its STATIC_DIR
 * (same origin as the API, under the production CSP): index.html and the bundled
 * bench/browser/entry.ts with the real client sync modules.
 */
export async function writeBenchPage(directory: string): Promise<void> {
  await build({
    entryPoints: [ENTRY],
    outfile: path.join(directory, SCRIPT),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(directory, 'index.html'), HTML);
}
