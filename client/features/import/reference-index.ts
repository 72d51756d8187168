import { documentTitle } from '../../../shared/entities/document-title';
import type { DocumentData } from '../../../shared/entities/entity';
import { entityFor } from '../../../shared/entities/registry';
import { headerKey } from './header-map';

/** A document of the replica a reference cell may name. */
export interface ReferenceCandidate {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
}

export type ReferenceMatch =
  | { readonly found: 'one'; readonly id: string }
  | { readonly found: 'none' }
  | { readonly found: 'several'; readonly count: number };

/** Documents by type and title key, for resolving the titles a spreadsheet names. */
export type ReferenceIndex = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/**
 * Indexes each document under the title a person reads (an employee's full name) and the
 * title field alone (what the list's reference columns show and export, an employee's last
 * name), compared like headers: without case and spaces. Given a `base`, the candidates
 * join its documents (the rows of an import file join the replica's).
 */
export function indexReferences(candidates: Iterable<ReferenceCandidate>, base?: ReferenceIndex): ReferenceIndex {
  const index = new Map<string, Map<string, string[]>>(
    [...(base ?? [])].map(([type, byTitle]) => [type, new Map([...byTitle].map(([key, ids]) => [key, [...ids]]))]),
  );
  for (const doc of candidates) {
    const titleField = entityFor(doc.type)?.titleField;
    const raw = titleField ? doc.data[titleField] : undefined;
    const titles = new Set([documentTitle(doc.type, doc.data), typeof raw === 'string' ? raw : '']);
    const byTitle = index.get(doc.type) ?? new Map<string, string[]>();
    index.set(doc.type, byTitle);
    for (const title of titles) {
      const key = headerKey(title);
      if (key === '') continue;
      byTitle.set(key, [...(byTitle.get(key) ?? []), doc.id]);
    }
  }
  return index;
}

/** The one document of the given types with this title, or why there is none. */
export function resolveReference(index: ReferenceIndex, types: readonly string[], title: string): ReferenceMatch {
  const key = headerKey(title);
  const ids = new Set(types.flatMap((type) => index.get(type)?.get(key) ?? []));
  const [first] = ids;
  if (ids.size === 1 && first !== undefined) return { found: 'one', id: first };
  return ids.size === 0 ? { found: 'none' } : { found: 'several', count: ids.size };
}
