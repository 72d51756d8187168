import type { TreeNode } from './location-tree';

/** The detail route of a node: `/locations/{id}` or `/locations/departments/{id}`. */
export function nodePath(node: Pick<TreeNode, 'id' | 'kind'>): string {
  const id = encodeURIComponent(node.id);
  return node.kind === 'LOCATION' ? `/locations/${id}` : `/locations/departments/${id}`;
}

/** The create route of a department beneath the node. */
export function newDepartmentPath(parentId: string): string {
  return `/locations/departments/new?${new URLSearchParams({ parent: parentId }).toString()}`;
}
