import type { DocumentData } from '../../../shared/entities/entity';

/** A location or department as the replica holds it. */
export interface OrganisationDoc {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
}

export type NodeKind = 'LOCATION' | 'DEPARTMENT';

export interface TreeNode {
  readonly id: string;
  readonly kind: NodeKind;
  readonly name: string;
  readonly data: DocumentData;
  /** 0 for locations and for the tops of the "without parent" group. */
  readonly depth: number;
  readonly children: readonly TreeNode[];
}

export interface LocationTree {
  /** Locations, sorted by name, with their departments beneath. */
  readonly roots: readonly TreeNode[];
  /** Departments whose parent is missing on this device, or whose parents form a cycle. */
  readonly orphans: readonly TreeNode[];
  /** Every location and department, each exactly once. */
  readonly size: number;
}

interface MutableNode {
  readonly id: string;
  readonly kind: NodeKind;
  readonly name: string;
  readonly data: DocumentData;
  readonly parent: string | undefined;
  depth: number;
  readonly children: MutableNode[];
}

function nodeKind(type: string): NodeKind | undefined {
  return type === 'LOCATION' || type === 'DEPARTMENT' ? type : undefined;
}

function nameOf(data: DocumentData): string {
  return typeof data.name === 'string' ? data.name.trim() : '';
}

/**
 * Places every node once beneath the node it was reached from, starting at `top` (depth 0),
 * following `childrenOf`. Iterative, so a long chain of departments does not exhaust the stack;
 * the `placed` set breaks cycles.
 */
function place(
  top: MutableNode,
  childrenOf: ReadonlyMap<string, readonly MutableNode[]>,
  placed: Set<string>,
): MutableNode {
  placed.add(top.id);
  top.depth = 0;
  const stack: MutableNode[] = [top];
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (const child of childrenOf.get(node.id) ?? []) {
      if (placed.has(child.id)) continue;
      placed.add(child.id);
      child.depth = node.depth + 1;
      node.children.push(child);
      stack.push(child);
    }
  }
  return top;
}

/**
 * The organisation tree of the replica's locations and departments: locations at the top,
 * each department beneath its parent (a location or another department, any depth), siblings
 * sorted by name with the collator. Departments that reach no location (parent missing,
 * unreadable or part of a cycle) form the "without parent" group instead of being lost.
 * O(n log n) for n documents.
 */
export function buildLocationTree(docs: readonly OrganisationDoc[], collator: Intl.Collator): LocationTree {
  const nodes = new Map<string, MutableNode>();
  for (const doc of docs) {
    const kind = nodeKind(doc.type);
    if (!kind || nodes.has(doc.id)) continue;
    const parent = kind === 'DEPARTMENT' && typeof doc.data.parent === 'string' ? doc.data.parent : undefined;
    nodes.set(doc.id, { id: doc.id, kind, name: nameOf(doc.data), data: doc.data, parent, depth: 0, children: [] });
  }
  const byName = (a: MutableNode, b: MutableNode) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1);
  const sorted = [...nodes.values()].sort(byName);

  // Children lists fill in sorted order, so each stays sorted without a sort of its own.
  const childrenOf = new Map<string, MutableNode[]>();
  for (const node of sorted) {
    if (node.parent === undefined || node.parent === node.id || !nodes.has(node.parent)) continue;
    const siblings = childrenOf.get(node.parent);
    if (siblings) siblings.push(node);
    else childrenOf.set(node.parent, [node]);
  }

  const placed = new Set<string>();
  const roots = sorted.filter((node) => node.kind === 'LOCATION').map((node) => place(node, childrenOf, placed));
  const hasParent = (node: MutableNode) =>
    node.parent !== undefined && node.parent !== node.id && nodes.has(node.parent);
  const orphans: MutableNode[] = [];
  // First the departments whose parent is missing, then what a cycle kept from any top.
  for (const node of sorted) {
    if (!placed.has(node.id) && !hasParent(node)) orphans.push(place(node, childrenOf, placed));
  }
  for (const node of sorted) {
    if (!placed.has(node.id)) orphans.push(place(node, childrenOf, placed));
  }
  orphans.sort(byName);
  return { roots, orphans, size: nodes.size };
}

/** Every node of the tree, parents before children. */
export function* walkTree(tops: readonly TreeNode[]): Generator<TreeNode> {
  const stack = [...tops].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    yield node;
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child) stack.push(child);
    }
  }
}
