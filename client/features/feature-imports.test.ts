import { describe, expect, it } from 'vitest';

/** Every source file of the features, by its path from here (`./pdf/page-cursor.ts`). */
const SOURCES: Readonly<Record<string, string>> = import.meta.glob(['./*/**/*.ts', './*/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const IMPORT = /(?:from|import)\s*\(?\s*'([^']+)'/g;

/** `./pdf/page-cursor.ts` imports `../files` → `files`: the feature a relative import lands in, if any. */
function targetFeature(file: string, specifier: string): string | undefined {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts[0] === '.' && parts.length > 1 ? parts[1] : undefined;
}

/** The other features each feature's app code imports, statically or with `import()` (tests left out). */
function featureImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(SOURCES)) {
    const feature = file.split('/')[1] ?? '';
    const targets = graph.get(feature) ?? new Set<string>();
    graph.set(feature, targets);
    if (/\.test\.tsx?$|\/testing\.ts$/.test(file)) continue;
    for (const [, specifier = ''] of source.matchAll(IMPORT)) {
      const target = specifier.startsWith('.') ? targetFeature(file, specifier) : undefined;
      if (target !== undefined && target !== feature) targets.add(target);
    }
  }
  return graph;
}

/** Each cycle once, as the features along it, starting from its first feature in name order. */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const found: string[][] = [];
  const visit = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) found.push([...trail, start]);
      else if (next > start && !trail.includes(next)) visit(start, next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) visit(start, start, [start]);
  return found;
}

describe('the imports between client features', () => {
  it('read every feature', () => {
    expect([...featureImports().keys()]).toEqual(expect.arrayContaining(['pdf', 'pictograms', 'site-inspections']));
  });

  it('lead from the PDF engine and the pictograms back to neither, so both load before the reports that use them', () => {
    const around = cycles(featureImports()).filter((cycle) => cycle.includes('pdf') || cycle.includes('pictograms'));
    expect(around).toEqual([]);
  });

  it('keep the PDF engine free of domain features: it draws the pictograms and imports no other feature', () => {
    expect([...(featureImports().get('pdf') ?? [])].sort()).toEqual(['pictograms']);
  });
});
