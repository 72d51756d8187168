import { describe, expect, it } from 'vitest';
import type { TreeNode } from './location-tree';
import { INITIAL_EXPANSION } from './tree-expansion';
import { EXPANDED, MATCH, SELECTED, TreeStore, type TreeView } from './tree-store';

const leaf: TreeNode = { id: 'd-2', kind: 'DEPARTMENT', name: 'Labor', data: {}, depth: 1, children: [] };
const werk: TreeNode = { id: 'l-1', kind: 'LOCATION', name: 'Werk', data: {}, depth: 0, children: [leaf] };
const view: TreeView = { expansion: INITIAL_EXPANSION, searching: false, matches: undefined, selectedId: undefined };

describe('the tree store', () => {
  it('gives each node its flags: open with children, selected location, search match', () => {
    const store = new TreeStore({ ...view, selectedId: 'l-1', matches: new Set(['d-2']) });
    expect(store.flags(werk)).toBe(EXPANDED | SELECTED);
    expect(store.flags(leaf)).toBe(MATCH);
  });

  it('a leaf is never open and a department is never the selected location', () => {
    const store = new TreeStore({ ...view, searching: true, selectedId: 'd-2' });
    expect(store.flags(leaf)).toBe(0);
  });

  it('answers with a new view at once and tells its subscribers when it is published, once per change', () => {
    const store = new TreeStore(view);
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.set({ ...view, selectedId: 'l-1' });
    expect(store.flags(werk) & SELECTED).toBe(SELECTED);
    expect(calls).toBe(0);
    store.publish();
    store.publish();
    expect(calls).toBe(1);
    unsubscribe();
    store.set(view);
    store.publish();
    expect(calls).toBe(1);
  });
});
