import { type ListColumn, listColumns } from '../../../shared/entities/derive/columns';
import type { DocumentData, EntityDefinition } from '../../../shared/entities/entity';
import type { Field } from '../../../shared/entities/fields';
import { matchesTerms, queryTerms, type SearchForms, searchForms } from '../../../shared/text-search';
import { type CellContext, cellText, sortValue } from '../../ui/cell-text';
import type { SortDirection } from '../../ui/list-params';

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

/** Each row's place in one column's order; rows whose cells collate equal share a place. */
export type ColumnRanks = ReadonlyMap<string, number>;

const rankCache = new WeakMap<readonly ListRow[], Map<string, ColumnRanks>>();

function compareKeys(collator: Intl.Collator, left: string | number, right: string | number): number {
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : collator.compare(String(left), String(right));
}

/**
 * A string whose plain code-unit order matches the collation's for everyday cells: accents
 * and case dropped, ß as ss, digit runs padded so 9 comes before 10 (the collator's numeric
 * order). Comparing these is many times faster than `Intl.Collator.compare`.
 */
function quickKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(24, '0'));
}

type Keyed = { readonly row: ListRow; readonly value: string | number };

/** Sorted by the quick keys (numbers by value); the caller checks the result with the collator. */
function quickSorted(filled: readonly Keyed[]): Keyed[] {
  if (filled.every((item) => typeof item.value === 'number')) {
    return filled.toSorted((a, b) => (a.value as number) - (b.value as number));
  }
  const keyed = filled.map((item) => ({ item, key: quickKey(String(item.value)) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ item }) => item);
}

/**
 * Ranks of an order, checked pair by pair with the collator: a sequence is in collation order
 * exactly when every neighbour is, so a quick order the collator disagrees with is rejected.
 */
function ranksOf(sorted: readonly Keyed[], collator: Intl.Collator): Map<string, number> | undefined {
  const ranks = new Map<string, number>();
  let rank = 0;
  for (let position = 0; position < sorted.length; position += 1) {
    const item = sorted[position] as Keyed;
    const previous = sorted[position - 1];
    if (previous) {
      const order = compareKeys(collator, previous.value, item.value);
      if (order > 0) return undefined;
      if (order !== 0) rank = position;
    }
    ranks.set(item.row.id, rank);
  }
  return ranks;
}

/**
 * The order of one column over all rows (the language's collation, numbers by value), by row
 * id; rows with an empty cell have none. Sorted by quick keys and checked with the collator,
 * falling back to a collator sort for the rare column they order differently. Computed once
 * per rows, column and language, so changing the direction, typing a search or returning to
 * a column sorts by plain numbers.
 */
export function columnRanks(rows: readonly ListRow[], field: string, locale: string): ColumnRanks {
  const key = `${locale}\u0000${field}`;
  const cached = rankCache.get(rows)?.get(key);
  if (cached) return cached;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const filled: Keyed[] = [];
  for (const row of rows) {
    const value = row.sortKeys[field];
    if (value !== undefined) filled.push({ row, value });
  }
  const ranks =
    ranksOf(quickSorted(filled), collator) ??
    (ranksOf(
      filled.toSorted((a, b) => compareKeys(collator, a.value, b.value)),
      collator,
    ) as Map<string, number>);
  const perRows = rankCache.get(rows) ?? new Map<string, ColumnRanks>();
  perRows.set(key, ranks);
  rankCache.set(rows, perRows);
  return ranks;
}

/** Sorted by a column's ranks; empty cells last in either direction; ties keep the incoming (title) order. */
export function sortRows(rows: readonly ListRow[], ranks: ColumnRanks, direction: SortDirection): readonly ListRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows.toSorted((a, b) => {
    const left = ranks.get(a.id);
    const right = ranks.get(b.id);
    if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
    return sign * (left - right);
  });
}
