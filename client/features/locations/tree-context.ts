import { createContext, useContext } from 'react';
import type { TreeNode } from './location-tree';
import type { TreeStore } from './tree-store';

/** What every node of the rendered tree needs; stable for the life of the screen. */
export interface TreeActions {
  readonly store: TreeStore;
  readonly onToggle: (node: TreeNode) => void;
  readonly onSelect: (node: TreeNode) => void;
  /** Client-side navigation for the tree's plain links. */
  readonly open: (href: string) => void;
}

export const TreeContext = createContext<TreeActions | undefined>(undefined);

export function useTreeActions(): TreeActions {
  const actions = useContext(TreeContext);
  if (!actions) throw new Error('useTreeActions outside of TreeContext');
  return actions;
}
