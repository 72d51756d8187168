import type { FormData } from '../entity-detail';

/** The search of `/locations/departments/new`: `?parent=<id>` names the parent to start with. */
export interface DepartmentSearch {
  readonly parent?: string;
}

/** Reads the route's search, ignoring what it cannot use (the router parses `?parent=12` as a number). */
export function parseDepartmentSearch(search: Readonly<Record<string, unknown>>): DepartmentSearch {
  const parent = search.parent;
  if (typeof parent === 'string' && parent.trim() !== '') return { parent: parent.trim() };
  if (typeof parent === 'number' && Number.isFinite(parent)) return { parent: String(parent) };
  return {};
}

/**
 * The initial values of a new department: the parent named in the URL (the tree's "new
 * department" of a node), else the selected location of this device, else nothing.
 */
export function departmentPreset(search: DepartmentSearch, selectedLocation: string | undefined): FormData {
  const parent = search.parent ?? selectedLocation;
  return parent === undefined ? {} : { parent };
}
