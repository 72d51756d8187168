import type { DocumentData } from '../entities/entity';
import type { Field, FieldMap } from '../entities/fields';
import { jsonEqual } from './equal';

/** A changed field as a mutation carries it: the new value and the value the user saw. */
export interface FieldChange {
  readonly value: unknown;
  readonly base: unknown;
}

export type FieldChanges = Readonly<Record<string, FieldChange>>;

/** One field (or list item, or item field) both sides changed differently (M3). */
export interface FieldConflict {
  /** `['findings', '<item id>', 'description']`; an item-level conflict ends at the item id. */
  readonly path: readonly string[];
  readonly base: unknown;
  readonly server: unknown;
  readonly client: unknown;
}

export interface MergeResult {
  /** The document data after the merge (server values kept where they conflict). */
  readonly data: DocumentData;
  readonly conflicts: readonly FieldConflict[];
}

type Item = Readonly<Record<string, unknown>> & { readonly id: string };

function items(value: unknown): Item[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Item =>
      typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string',
  );
}

function record(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

interface Merged {
  readonly value: unknown;
  readonly conflicts: FieldConflict[];
}

/** M2 for one value; groups and keyed lists descend (M4). */
function mergeValue(field: Field | undefined, path: string[], base: unknown, server: unknown, client: unknown): Merged {
  if (jsonEqual(server, base)) return { value: client, conflicts: [] };
  if (jsonEqual(server, client) || jsonEqual(client, base)) return { value: server, conflicts: [] };
  if (field?.kind === 'keyedList') return mergeItems(field.fields, path, base, server, client);
  if (field?.kind === 'group') return mergeRecord(field.fields, path, record(base), record(server), record(client));
  return { value: server, conflicts: [{ path, base, server, client }] };
}

function mergeRecord(
  fields: FieldMap,
  path: string[],
  base: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>>,
  client: Readonly<Record<string, unknown>>,
): Merged {
  const result: Record<string, unknown> = { ...server };
  const conflicts: FieldConflict[] = [];
  for (const key of new Set([...Object.keys(base), ...Object.keys(client)])) {
    const merged = mergeValue(fields[key], [...path, key], base[key], server[key], client[key]);
    if (merged.value === undefined) delete result[key];
    else result[key] = merged.value;
    conflicts.push(...merged.conflicts);
  }
  return { value: result, conflicts };
}

/** M4: keyed lists merge item by item by id, and inside an item field by field. */
function mergeItems(fields: FieldMap, path: string[], base: unknown, server: unknown, client: unknown): Merged {
  const byId = (list: Item[]) => new Map(list.map((item) => [item.id, item]));
  const baseItems = byId(items(base));
  const clientItems = byId(items(client));
  const serverList = items(server);
  const serverIds = new Set(serverList.map((item) => item.id));
  const order = [...serverList.map((item) => item.id), ...[...clientItems.keys()].filter((id) => !serverIds.has(id))];
  const serverItems = byId(serverList);
  const result: Item[] = [];
  const conflicts: FieldConflict[] = [];
  for (const id of order) {
    const b = baseItems.get(id);
    const s = serverItems.get(id);
    const c = clientItems.get(id);
    const itemPath = [...path, id];
    if (s && c) {
      const merged = b
        ? mergeRecord(fields, itemPath, b, s, c)
        : jsonEqual(s, c)
          ? { value: s, conflicts: [] }
          : { value: s, conflicts: [{ path: itemPath, base: b, server: s, client: c }] };
      result.push(merged.value as Item);
      conflicts.push(...merged.conflicts);
    } else if (s) {
      const clientRemoved = b !== undefined;
      if (!clientRemoved) result.push(s);
      else if (!jsonEqual(s, b)) {
        result.push(s);
        conflicts.push({ path: itemPath, base: b, server: s, client: undefined });
      }
    } else if (c) {
      const serverRemoved = b !== undefined;
      if (!serverRemoved) result.push(c);
      else if (!jsonEqual(c, b)) conflicts.push({ path: itemPath, base: b, server: undefined, client: c });
    }
  }
  return { value: result, conflicts };
}

/**
 * Three-way merge of a patch into the server's current data (docs/sync-spec.md M1–M4):
 * fields the server did not change since the base take the client's value, fields both
 * changed differently keep the server's value and come back as conflicts.
 */
export function mergePatch(fields: FieldMap, server: DocumentData, changes: FieldChanges): MergeResult {
  const result: Record<string, unknown> = { ...server };
  const conflicts: FieldConflict[] = [];
  for (const [name, change] of Object.entries(changes)) {
    const merged = mergeValue(fields[name], [name], change.base, server[name], change.value);
    if (merged.value === undefined || merged.value === null) delete result[name];
    else result[name] = merged.value;
    conflicts.push(...merged.conflicts);
  }
  return { data: result, conflicts };
}

/** M1: on the current version a patch applies as sent. */
export function applyPatch(server: DocumentData, changes: FieldChanges): DocumentData {
  const result: Record<string, unknown> = { ...server };
  for (const [name, change] of Object.entries(changes)) {
    if (change.value === undefined || change.value === null) delete result[name];
    else result[name] = change.value;
  }
  return result;
}
