import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './figures';

/** The scripts an HTML page loads at once: its module scripts and module preloads, as paths. */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"[^>]*>/g)) {
    const tag = match[0];
    if (tag.startsWith('<script') || /\brel="modulepreload"/.test(tag)) found.add(match[1] ?? '');
  }
  return [...found].filter((src) => src !== '');
}

const CATALOG = /^locales\/[^/]+\/messages\.po\?start$/;

/**
 * The chunks of the start of the interface languages' catalogs, from the build manifest: each is
 * a chunk of its own, and the page loads the active one's at start (client/i18n/i18n.ts); the
 * rest of a catalog comes with the screens after the first (scripts/split-catalogs.ts).
 */
export function catalogScripts(manifest: Record<string, { readonly file: string }>): string[] {
  return Object.entries(manifest)
    .filter(([source]) => CATALOG.test(source))
    .map(([, chunk]) => chunk.file);
}

const gzipBytes = (dir: string, src: string): number =>
  gzipSync(fs.readFileSync(path.join(dir, src.replace(/^\//, '')))).length;

/**
 * The gzip size of what the page at `dir/index.html` loads before it can run (issue 15's
 * budget): its scripts and module preloads, and the larger start of a language catalog, without
 * which nothing renders.
 */
export function firstLoadGzipBytes(dir: string): number {
  return firstLoadFiles(dir).reduce((total, src) => total + gzipBytes(dir, src), 0);
}

/** The files `firstLoadGzipBytes` adds up, as paths in `dir`. */
export function firstLoadFiles(dir: string): string[] {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
  const catalogs = catalogScripts(manifest);
  const largest = catalogs.sort((a, b) => gzipBytes(dir, b) - gzipBytes(dir, a))[0];
  if (!largest) throw new Error('the build manifest names no start of a language catalog');
  return [...firstLoadScripts(html).map((src) => src.replace(/^\//, '')), largest];
}

/** Builds the client with its manifest into a new temporary folder, answered. */
export function buildClient(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-bench-build-'));
  // As `npm run build` builds it: under vitest NODE_ENV is `test`, which Vite would build with.
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', out, '--emptyOutDir'], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return out;
}

/** The budget of the first page load's JavaScript, gzip, in KB (the product's design card). */
export const FIRST_LOAD_BUDGET_KB = 200;

/**
 * Builds the app into a temporary folder and measures the JavaScript of its first page load,
 * gzip, against its budget; e2e/first-load-budget.e2e.test.ts fails `npm test` beyond it.
 */
export function benchFirstLoad(): Figure[] {
  const out = buildClient();
  try {
    const bytes = firstLoadGzipBytes(out);
    return [
      {
        name: 'first page load: JavaScript, gzip',
        value: Math.round(bytes / 100) / 10,
        unit: 'KB',
        limit: FIRST_LOAD_BUDGET_KB,
      },
    ];
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
