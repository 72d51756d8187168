import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

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
 * bench/browser/entry.ts with the real client modules, built by Vite with the app's Lingui
 * macro transform (the list screen's cell texts use the macros).
 */
export async function writeBenchPage(directory: string): Promise<void> {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      lib: { entry: ENTRY, formats: ['es'], fileName: () => SCRIPT },
      outDir: directory,
      emptyOutDir: false,
      minify: false,
      target: 'chrome120',
    },
  });
  fs.writeFileSync(path.join(directory, 'index.html'), HTML);
}
