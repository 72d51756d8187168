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
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
  const scripts = firstLoadScripts(html).reduce((total, src) => total + gzipBytes(dir, src), 0);
  return scripts + Math.max(0, ...catalogScripts(manifest).map((src) => gzipBytes(dir, src)));
}

/**
 * Builds the app into a temporary folder and measures the JavaScript of its first page load,
 * gzip, against the budget of 200 KB (the product's design card).
 */
export function benchFirstLoad(): Figure[] {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-bench-build-'));
  try {
    execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', out, '--emptyOutDir'], { stdio: 'ignore' });
    const bytes = firstLoadGzipBytes(out);
    return [{ name: 'first page load: JavaScript, gzip', value: Math.round(bytes / 100) / 10, unit: 'KB', limit: 200 }];
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
