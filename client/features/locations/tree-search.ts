import { location } from '../../../shared/entities/location';
import { matchesTerms, queryTerms, type SearchForms, searchForms } from '../../../shared/text-search';
import { addressText } from '../../ui/cell-text';
import { type LocationTree, type TreeNode, walkTree } from './location-tree';

/** The searchable forms of each node: its name and address. */
export type TreeSearchIndex = ReadonlyMap<string, SearchForms>;

export function treeSearchIndex(tree: LocationTree): TreeSearchIndex {
  const index = new Map<string, SearchForms>();
  for (const node of walkTree([...tree.roots, ...tree.orphans])) {
    index.set(node.id, searchForms(`${node.name} ${addressText(location.fields.address, node.data.address)}`));
  }
  return index;
}

export interface FilteredTree {
  readonly tree: LocationTree;
  /** The nodes that match the query themselves (their ancestors are kept for the path). */
  readonly matches: ReadonlySet<string>;
}

/**
 * The part of the tree a German-aware query finds: the matching nodes and their ancestors,
 * so each match keeps its path. Undefined for a blank query (nothing is filtered).
 */
export function filterTree(tree: LocationTree, index: TreeSearchIndex, query: string): FilteredTree | undefined {
  const terms = queryTerms(query);
  if (terms.length === 0) return undefined;
  const matches = new Set<string>();
  const kept = new Map<string, TreeNode>();
  const order = [...walkTree([...tree.roots, ...tree.orphans])];
  // Children before parents, so a parent knows which of its children stay.
  for (let position = order.length - 1; position >= 0; position -= 1) {
    const node = order[position];
    if (!node) continue;
    const forms = index.get(node.id);
    const matched = forms !== undefined && matchesTerms(forms, terms);
    if (matched) matches.add(node.id);
    const children = node.children.flatMap((child) => kept.get(child.id) ?? []);
    if (matched || children.length > 0) kept.set(node.id, { ...node, children });
  }
  const keep = (tops: readonly TreeNode[]) => tops.flatMap((node) => kept.get(node.id) ?? []);
  return { tree: { roots: keep(tree.roots), orphans: keep(tree.orphans), size: kept.size }, matches };
}
