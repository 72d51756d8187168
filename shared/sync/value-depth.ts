import type { Mutation } from './protocol';

/** The deepest nesting a value of a mutation may have (docs/sync-spec.md M10). */
export const MAX_VALUE_DEPTH = 32;

/**
 * Whether a value nests deeper than `limit` levels: a scalar has depth 0, `[]` and `{}` 1,
 * `[[1]]` 2. Walks with its own stack and stops at the first object past the limit, so no
 * input can exhaust the caller's stack.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [current, depth] = next;
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The values a mutation carries: a create's field values, a patch's values and bases. */
function valuesOf(mutation: Mutation): unknown[] {
  if (mutation.op === 'create') return Object.values(mutation.data);
  if (mutation.op === 'patch') return Object.values(mutation.fields).flatMap((change) => [change.value, change.base]);
  return [];
}

/** M10: a mutation with a value nested deeper than MAX_VALUE_DEPTH levels, to be refused before any merge. */
export function mutationTooDeep(mutation: Mutation): boolean {
  return valuesOf(mutation).some((value) => nestedDeeperThan(value, MAX_VALUE_DEPTH));
}
