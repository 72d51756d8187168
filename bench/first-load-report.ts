/**
 * `npm run bench:first-load`: builds the client and prints what its first page load holds (the
 * figure of `npm run bench`), by package and folder, gzip, shared out through the source maps
 * (bench/source-map-shares.ts). docs/operations.md §10 explains the figure and what is in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildClient, FIRST_LOAD_BUDGET_KB, firstLoadFiles } from './first-load';
import { type ChunkMap, gzipShares } from './source-map-shares';

const root = path.resolve(import.meta.dirname, '..');

/** A package stays whole; a source of the repository is counted with its folder (three levels deep). */
const folder = (group: string): string => (group.startsWith('npm:') ? group : group.split('/').slice(0, 3).join('/'));

const out = buildClient();
try {
  const totals = new Map<string, number>();
  let total = 0;
  for (const file of firstLoadFiles(out)) {
    const code = fs.readFileSync(path.join(out, file), 'utf8');
    const mapFile = path.join(out, `${file}.map`);
    total += gzipSync(code).length;
    const map = fs.existsSync(mapFile)
      ? (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as ChunkMap)
      : { sources: [], mappings: '' };
    // Sources are named relative to the map; the shares name them from the repository's root.
    const sources = map.sources.map((source) => path.relative(root, path.resolve(path.dirname(mapFile), source)));
    const shares = gzipShares(code, { sources, mappings: map.mappings }, `${file} (no source)`);
    for (const [group, bytes] of shares) totals.set(folder(group), (totals.get(folder(group)) ?? 0) + bytes);
  }
  const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);
  console.log(`first page load: ${kb(total)} KB of JavaScript, gzip (budget ${FIRST_LOAD_BUDGET_KB} KB)`);
  for (const [group, bytes] of [...totals].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 300) console.log(`${kb(bytes)}  ${group}`);
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
