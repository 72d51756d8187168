import type { DocumentData } from '../../../shared/entities/entity';
import { matchesTerms, queryTerms, type SearchForms, searchForms } from '../../../shared/text-search';
import type { FileReference } from '../../sync/attachments/store';
import type { SortDirection } from '../../ui/list-params';
import { fileTypeLabel } from './file-display';
import { asFileReference } from './file-reference';

/** The columns of the files list a user can sort by. */
export const FILE_SORT_FIELDS = ['name', 'size', 'type', 'createdAt'] as const;
export type FileSortField = (typeof FILE_SORT_FIELDS)[number];

/** A FILE document as the files list shows it. */
export interface FileRow {
  readonly id: string;
  readonly name: string;
  readonly size: number | undefined;
  /** The format's short name ("PDF"). */
  readonly type: string;
  readonly createdAt: string | undefined;
  /** The blob; absent only in a document another client wrote without one. */
  readonly reference: FileReference | undefined;
  /** Local changes wait to be sent. */
  readonly pending: boolean;
  readonly search: SearchForms;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function fileRow(doc: { id: string; data: DocumentData; pending: boolean }): FileRow {
  const reference = asFileReference(doc.data.file);
  const name = text(doc.data.name) ?? reference?.name ?? '';
  const size = typeof doc.data.size === 'number' ? doc.data.size : reference?.size;
  const type = fileTypeLabel(text(doc.data.type) ?? reference?.type ?? '');
  return {
    id: doc.id,
    name,
    size,
    type,
    createdAt: text(doc.data.createdAt),
    reference,
    pending: doc.pending,
    search: searchForms(`${name}\n${type}`),
  };
}

/** Rows whose name or type contain every term of the query (German-aware, as every list). */
export function filterFileRows(rows: readonly FileRow[], query: string): readonly FileRow[] {
  const terms = queryTerms(query);
  return terms.length === 0 ? rows : rows.filter((row) => matchesTerms(row.search, terms));
}

/** Sorted by one column in the language's collation; missing values last either way. */
export function sortFileRows(
  rows: readonly FileRow[],
  field: FileSortField,
  direction: SortDirection,
  locale: string,
): readonly FileRow[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'asc' ? 1 : -1;
  return rows.toSorted((a, b) => {
    const left = a[field];
    const right = b[field];
    if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    // ISO times compare as text; names and types by the language.
    if (field === 'createdAt') return sign * String(left).localeCompare(String(right));
    return sign * collator.compare(String(left), String(right));
  });
}
