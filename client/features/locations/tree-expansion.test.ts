import { describe, expect, it } from 'vitest';
import type { TreeNode } from './location-tree';
import { expandEverything, INITIAL_EXPANSION, isExpanded, toggleNode } from './tree-expansion';

const node = (id: string, depth: number): TreeNode => ({
  id,
  kind: 'DEPARTMENT',
  name: id,
  data: {},
  depth,
  children: [],
});
const top = node('top', 0);
const deep = node('deep', 2);

describe('expanding the tree', () => {
  it('opens the tops by default and everything while searching', () => {
    expect(isExpanded(INITIAL_EXPANSION, top, false)).toBe(true);
    expect(isExpanded(INITIAL_EXPANSION, deep, false)).toBe(false);
    expect(isExpanded(INITIAL_EXPANSION, deep, true)).toBe(true);
  });

  it('a click flips one node and leaves the others', () => {
    const next = toggleNode(toggleNode(INITIAL_EXPANSION, top, false), deep, false);
    expect(isExpanded(next, top, false)).toBe(false);
    expect(isExpanded(next, deep, false)).toBe(true);
    expect(isExpanded(INITIAL_EXPANSION, top, false)).toBe(true);
  });

  it('expand all and collapse all override the defaults and earlier clicks', () => {
    const clicked = toggleNode(INITIAL_EXPANSION, deep, false);
    expect(isExpanded(expandEverything(false), deep, true)).toBe(false);
    expect(isExpanded(expandEverything(false), top, false)).toBe(false);
    expect(isExpanded(expandEverything(true), deep, false)).toBe(true);
    expect(expandEverything(true).explicit.size).toBe(0);
    expect(isExpanded(clicked, deep, false)).toBe(true);
  });
});
