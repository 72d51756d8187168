import type { TreeNode } from './location-tree';

/**
 * Which nodes of the tree are open. By default the tops (locations and the tops of the
 * "without parent" group) show their departments and deeper departments are closed; a search
 * opens everything it keeps. "Expand all" and "collapse all" change the default; the user's
 * own clicks override it per node.
 */
export interface Expansion {
  readonly base: 'default' | 'all' | 'none';
  readonly explicit: ReadonlyMap<string, boolean>;
}

export const INITIAL_EXPANSION: Expansion = { base: 'default', explicit: new Map() };

export function isExpanded(expansion: Expansion, node: TreeNode, searching: boolean): boolean {
  const chosen = expansion.explicit.get(node.id);
  if (chosen !== undefined) return chosen;
  if (expansion.base !== 'default') return expansion.base === 'all';
  return searching || node.depth === 0;
}

/** The expansion after a click on the node's toggle. */
export function toggleNode(expansion: Expansion, node: TreeNode, searching: boolean): Expansion {
  const explicit = new Map(expansion.explicit);
  explicit.set(node.id, !isExpanded(expansion, node, searching));
  return { base: expansion.base, explicit };
}

/** Every node open or every node closed, forgetting the clicks before. */
export function expandEverything(open: boolean): Expansion {
  return { base: open ? 'all' : 'none', explicit: new Map() };
}
