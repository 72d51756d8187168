import type { FileReference } from '../../sync/attachments/store';

/** A file field's item when it has the shape the server's schema requires. */
export function asFileReference(value: unknown): FileReference | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { sha256, name, size, type } = value as Record<string, unknown>;
  if (typeof sha256 !== 'string' || typeof name !== 'string' || typeof size !== 'number' || typeof type !== 'string')
    return undefined;
  return { sha256, name, size, type };
}

/** The items of a single or multiple file field's value that are file references. */
export function fileReferences(value: unknown): FileReference[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => asFileReference(item) ?? []);
}
