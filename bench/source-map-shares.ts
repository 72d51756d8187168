import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one segment of a source map's `mappings` (base64 VLQ). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`not a base64 digit in a source map: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** A chunk's source map, its sources named as the shares should list them. */
export interface ChunkMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/** For each source of a chunk, the generated code that maps to it; code that maps to none goes to `unmapped`. */
export function codeBySource(code: string, map: ChunkMap, unmapped: string): Map<string, string> {
  const lines = code.split('\n');
  const starts: { offset: number; source: number | undefined }[] = [];
  let offset = 0;
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const values = decodeSegment(segment);
      column += values[0] ?? 0;
      if (values.length > 1) source += values[1] ?? 0;
      starts.push({ offset: offset + column, source: values.length > 1 ? source : undefined });
    }
    offset += (lines[index]?.length ?? 0) + 1;
  });
  const texts = new Map<string, string>();
  const add = (name: string, text: string) => texts.set(name, (texts.get(name) ?? '') + text);
  add(unmapped, code.slice(0, starts[0]?.offset ?? code.length));
  starts.forEach((start, index) => {
    const name = start.source === undefined ? unmapped : (map.sources[start.source] ?? unmapped);
    add(name, code.slice(start.offset, starts[index + 1]?.offset ?? code.length));
  });
  return texts;
}

/** A source as the shares list it: a package by its name, else as named. */
export function sourceGroup(source: string): string {
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return packageName ? `npm:${packageName[1]}` : source;
}

/**
 * A chunk's gzip size shared out over its sources: each source's code compressed on its own,
 * scaled so the shares add up to the chunk's size (compression across sources makes it approximate).
 */
export function gzipShares(code: string, map: ChunkMap, unmapped: string): Map<string, number> {
  const total = gzipSync(code).length;
  const alone = [...codeBySource(code, map, unmapped)]
    .filter(([, text]) => text.length > 0)
    .map(([source, text]) => [sourceGroup(source), gzipSync(text).length] as const);
  const sum = alone.reduce((all, [, bytes]) => all + bytes, 0);
  const shares = new Map<string, number>();
  for (const [group, bytes] of alone) shares.set(group, (shares.get(group) ?? 0) + (bytes * total) / sum);
  return shares;
}
