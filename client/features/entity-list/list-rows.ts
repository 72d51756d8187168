import { type ListColumn, listColumns } from '../../../shared/entities/derive/columns';
import type { DocumentData, EntityDefinition } from '../../../shared/entities/entity';
import type { Field } from '../../../shared/entities/fields';
import { type CellContext, cellText, sortValue } from './cell-text';
import type { SortDirection } from './list-params';
import { matchesTerms, queryTerms, type SearchForms, searchForms } from './search';

/** A registry column with its field definition. */
export interface ColumnSpec {
  readonly column: ListColumn;
  readonly field: Field;
}

/** The document as the replica's view holds it (the part a list reads). */
export interface ListDoc {
  readonly id: string;
  readonly data: DocumentData;
  readonly pending: boolean;
}

/** A document prepared for the list: each column's text and sort value, computed once. */
export interface ListRow {
  readonly id: string;
  readonly pending: boolean;
  readonly data: DocumentData;
  readonly texts: Readonly<Record<string, string>>;
  readonly sortKeys: Readonly<Record<string, string | number | undefined>>;
}

export function columnSpecs(entity: EntityDefinition): ColumnSpec[] {
  return listColumns(entity).flatMap((column) => {
    const field = entity.fields[column.field];
    return field ? [{ column, field }] : [];
  });
}

export function buildRows(docs: readonly ListDoc[], specs: readonly ColumnSpec[], context: CellContext): ListRow[] {
  return docs.map((doc) => {
    const texts: Record<string, string> = {};
    const sortKeys: Record<string, string | number | undefined> = {};
    for (const { column, field } of specs) {
      const value = doc.data[column.field];
      texts[column.field] = cellText(field, value, context);
      if (column.sortable) sortKeys[column.field] = sortValue(field, value, context);
    }
    return { id: doc.id, pending: doc.pending, data: doc.data, texts, sortKeys };
  });
}

/** Each row's visible columns in their searchable forms, computed once per rows and columns. */
export function searchIndex(rows: readonly ListRow[], visible: readonly string[]): readonly SearchForms[] {
  return rows.map((row) => searchForms(visible.map((field) => row.texts[field] ?? '').join('\n')));
}

/** The rows whose visible columns, together, contain every term of the query (German-aware). */
export function filterIndexed(
  rows: readonly ListRow[],
  index: readonly SearchForms[],
  query: string,
): readonly ListRow[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return rows;
  return rows.filter((_row, position) => {
    const forms = index[position];
    return forms !== undefined && matchesTerms(forms, terms);
  });
}

export function filterRows(rows: readonly ListRow[], visible: readonly string[], query: string): readonly ListRow[] {
  return filterIndexed(rows, searchIndex(rows, visible), query);
}

/** Sorted by one column; empty cells last in either direction; ties keep the incoming (title) order. */
export function sortRows(
  rows: readonly ListRow[],
  field: string,
  direction: SortDirection,
  locale: string,
): readonly ListRow[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'asc' ? 1 : -1;
  return rows.toSorted((a, b) => {
    const left = a.sortKeys[field];
    const right = b.sortKeys[field];
    if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return sign * order;
  });
}
