import { describe, expect, it } from 'vitest';
import type { Mutation } from './protocol';
import { MAX_VALUE_DEPTH, mutationTooDeep, nestedDeeperThan } from './value-depth';

/** A value nested `levels` deep: arrays around one string ('x' for 0). */
function nested(levels: number, kind: 'array' | 'object' = 'array'): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level++) value = kind === 'array' ? [value] : { inner: value };
  return value;
}

const create = (value: unknown): Mutation => ({
  op: 'create',
  number: 1,
  type: 'CONTACT',
  id: 'c',
  data: { name: value },
});
const patch = (value: unknown, base: unknown): Mutation => ({
  op: 'patch',
  number: 1,
  type: 'CONTACT',
  id: 'c',
  baseVersion: 1,
  fields: { name: { value, base } },
});

describe('value depth (docs/sync-spec.md M10)', () => {
  it('M10: counts a scalar as depth 0 and each array or object around it as one level', () => {
    expect(nestedDeeperThan('x', 0)).toBe(false);
    expect(nestedDeeperThan([], 0)).toBe(true);
    expect(nestedDeeperThan(nested(2, 'object'), 2)).toBe(false);
    expect(nestedDeeperThan(nested(3, 'object'), 2)).toBe(true);
    expect(nestedDeeperThan({ wide: [1, 2, 3], deep: [[[1]]] }, 3)).toBe(true);
  });

  it('M10: a create or patch value nested 32 levels passes, 33 levels is refused, the same for both', () => {
    expect(MAX_VALUE_DEPTH).toBe(32);
    expect(mutationTooDeep(create(nested(32)))).toBe(false);
    expect(mutationTooDeep(create(nested(33)))).toBe(true);
    expect(mutationTooDeep(patch(nested(32), nested(32, 'object')))).toBe(false);
    expect(mutationTooDeep(patch(nested(33), 'x'))).toBe(true);
  });

  it("M10: a patch's base counts as much as its value", () => {
    expect(mutationTooDeep(patch('x', nested(33, 'object')))).toBe(true);
  });

  it('M10: a value nested 100,000 deep is refused without exhausting the stack', () => {
    expect(mutationTooDeep(create(nested(100_000)))).toBe(true);
    expect(mutationTooDeep(patch(nested(100_000, 'object'), nested(100_000)))).toBe(true);
  });

  it('M10: a delete carries no values and is never too deep', () => {
    expect(mutationTooDeep({ op: 'delete', number: 1, type: 'CONTACT', id: 'c', baseVersion: 1 })).toBe(false);
  });
});
