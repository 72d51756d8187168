import { createContext, useContext } from 'react';
import type { TreeNode } from './location-tree';
import type { Expansion } from './tree-expansion';

/** What every node of the rendered tree needs to know, without passing it down each level. */
export interface TreeState {
  readonly expansion: Expansion;
  readonly searching: boolean;
  readonly matches: ReadonlySet<string> | undefined;
  readonly selectedId: string | undefined;
  readonly onToggle: (node: TreeNode) => void;
  readonly onSelect: (node: TreeNode) => void;
}

export const TreeContext = createContext<TreeState | undefined>(undefined);

export function useTreeState(): TreeState {
  const state = useContext(TreeContext);
  if (!state) throw new Error('useTreeState outside of TreeContext');
  return state;
}
