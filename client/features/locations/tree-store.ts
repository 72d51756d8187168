import type { TreeNode } from './location-tree';
import { type Expansion, isExpanded } from './tree-expansion';

/** What the rendered tree shows besides its nodes. */
export interface TreeView {
  readonly expansion: Expansion;
  readonly searching: boolean;
  readonly matches: ReadonlySet<string> | undefined;
  readonly selectedId: string | undefined;
}

export const EXPANDED = 1;
export const SELECTED = 2;
export const MATCH = 4;

/**
 * Holds the tree's view for the rendered nodes. Each node subscribes to its own flags, so a
 * click re-renders the nodes whose state changed, not all of a 2,000-node tree.
 */
export class TreeStore {
  private listeners = new Set<() => void>();
  private published: TreeView;

  constructor(private current: TreeView) {
    this.published = current;
  }

  get view(): TreeView {
    return this.current;
  }

  /** The view for the nodes that render now (called while the screen renders; idempotent). */
  set(view: TreeView): void {
    this.current = view;
  }

  /** Tells the nodes that did not render with the new view (called after the screen committed). */
  publish(): void {
    if (this.published === this.current) return;
    this.published = this.current;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The node's state as bits of EXPANDED, SELECTED and MATCH. */
  flags(node: TreeNode): number {
    const view = this.current;
    let flags = 0;
    if (node.children.length > 0 && isExpanded(view.expansion, node, view.searching)) flags |= EXPANDED;
    if (node.kind === 'LOCATION' && view.selectedId === node.id) flags |= SELECTED;
    if (view.matches?.has(node.id)) flags |= MATCH;
    return flags;
  }
}
