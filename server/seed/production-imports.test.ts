import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['client', 'server', 'shared'];
const SEED = 'server/seed/';

/** Test code and its helpers may seed; everything else is production code. */
function isTestCode(file: string): boolean {
  return (
    /\.test\.tsx?$/.test(file) ||
    file.startsWith('server/test/') ||
    file.includes('/test-support/') ||
    file.endsWith('/test-support.ts')
  );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Every import of the seed in a production file: `file → specifier`, dynamic ones marked. */
function seedImports(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('.')) return [];
    const target = path.posix.join(path.posix.dirname(file), specifier);
    if (!`${target}/`.startsWith(SEED)) return [];
    return [`${file} → ${specifier}${match[0].includes('(') ? ' (dynamic)' : ''}`];
  });
}

describe('the demo seed in production code', () => {
  it('is imported by no production module but once, dynamically, by server/main.ts in demo mode', () => {
    const production = LAYERS.flatMap(sourceFiles).filter((file) => !isTestCode(file) && !file.startsWith(SEED));
    expect(production.length).toBeGreaterThan(100);
    expect(production.flatMap(seedImports)).toEqual(['server/main.ts → ./seed/demo-mode (dynamic)']);
  });
});
