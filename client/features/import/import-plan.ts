import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withDerived } from '../../../shared/entities/derive/derived-fields';
import { validateDocument } from '../../../shared/entities/derive/schema';
import type { DocumentData, EntityDefinition } from '../../../shared/entities/entity';
import type { Label } from '../../../shared/entities/fields';
import { jsonEqual } from '../../../shared/sync/equal';
import { type ConvertContext, convertCell } from './convert-cell';
import { entityOfCell, fileEntities } from './file-types';
import { type MappedColumn, mapHeaders } from './header-map';
import { indexReferences, type ReferenceCandidate } from './reference-index';
import { isBlankRow, type Sheet, type SheetCell } from './sheet';

export type RowStatus = 'new' | 'update' | 'unchanged' | 'error';

/** A message of a row: at a column of the file, or about a field the file has no column for. */
export interface RowProblem {
  /** The index of the file's column, when the field has one. */
  readonly column: number | undefined;
  /** The field's label when the message is not at a column. */
  readonly field: Label | undefined;
  readonly message: MessageDescriptor;
}

/** A reference cell that names a new row of the same file: that row is written first. */
export interface RowLink {
  readonly column: number;
  /** The line of the row the cell names. */
  readonly line: number;
}

export interface PlannedRow {
  /** The row's number in the file (the header is row 1), as a spreadsheet shows it. */
  readonly line: number;
  readonly cells: readonly SheetCell[];
  /** The entity of the row's document; the screen's unless a "Type" cell names another. */
  readonly type: string;
  readonly status: RowStatus;
  /** The document a row updates, or the id a new row's document is created with. */
  readonly id: string | undefined;
  /** A new document's data, or an update's changed fields (null clears one). */
  readonly data: DocumentData;
  readonly problems: readonly RowProblem[];
  readonly links: readonly RowLink[];
}

export interface ImportPlan {
  readonly columns: readonly MappedColumn[];
  readonly rows: readonly PlannedRow[];
  readonly counts: Readonly<Record<RowStatus, number>>;
}

/** A document of the replica an ID cell may name. */
export interface StoredDocument {
  readonly type: string;
  readonly data: DocumentData;
}

export interface PlanContext extends ConvertContext {
  /** The documents of the file's entities on this device, by id: an ID column updates them. */
  readonly existing: ReadonlyMap<string, StoredDocument>;
  /** The entities whose documents the user may create (the CREATE grant). */
  readonly mayCreate: ReadonlySet<string>;
  /** The entities whose documents the user may change (the UPDATE grant). */
  readonly mayUpdate: ReadonlySet<string>;
  /** The id of a new row's document, chosen while planning so that other rows can name it. */
  readonly newId: () => string;
}

/** A row once its entity and document are known, before its cells are read. */
interface IdentifiedRow {
  readonly line: number;
  readonly cells: readonly SheetCell[];
  readonly entity: EntityDefinition;
  readonly columns: readonly MappedColumn[];
  readonly id: string | undefined;
  readonly stored: DocumentData | undefined;
  readonly problems: readonly RowProblem[];
}

function at(column: number | undefined, message: MessageDescriptor): RowProblem {
  return { column, field: undefined, message };
}

function cellText(cells: readonly SheetCell[], column: number | undefined): string {
  return column === undefined ? '' : String(cells[column] ?? '').trim();
}

function identifyRow(
  entity: EntityDefinition,
  line: number,
  cells: readonly SheetCell[],
  columnsOf: ReadonlyMap<string, readonly MappedColumn[]>,
  context: PlanContext,
): IdentifiedRow | PlannedRow {
  const main = columnsOf.get(entity.type) ?? [];
  const typeColumn = main.find((column) => column.target.kind === 'type')?.index;
  const typeText = cellText(cells, typeColumn);
  const rowEntity = typeText === '' ? entity : entityOfCell(fileEntities(entity), typeText, context.languages);
  if (!rowEntity) {
    const problems = [at(typeColumn, msg`Unknown type “${typeText}”`)];
    return { line, cells, type: '', status: 'error', id: undefined, data: {}, problems, links: [] };
  }
  const columns = columnsOf.get(rowEntity.type) ?? [];
  const idColumn = columns.find((column) => column.target.kind === 'id')?.index;
  const named = cellText(cells, idColumn) || undefined;
  const found = named === undefined ? undefined : context.existing.get(named);
  const stored = found?.type === rowEntity.type ? found.data : undefined;
  const problems: RowProblem[] = [];
  if (named !== undefined && !stored) problems.push(at(idColumn, msg`No document with this ID on this device`));
  else if (stored && !context.mayUpdate.has(rowEntity.type)) {
    problems.push(at(idColumn, msg`You may not change existing documents`));
  } else if (!stored && !context.mayCreate.has(rowEntity.type)) {
    problems.push(at(typeColumn, msg`You may not create documents of this type`));
  }
  const id = stored ? named : named === undefined ? context.newId() : undefined;
  return { line, cells, entity: rowEntity, columns, id, stored, problems };
}

/** The texts a row's title is read from, so that other rows can name it like a stored document. */
function candidateOf(row: IdentifiedRow): ReferenceCandidate | undefined {
  if (row.id === undefined) return undefined;
  const data: Record<string, unknown> = {};
  for (const { index, target } of row.columns) {
    if (target.kind === 'field' && target.definition.kind === 'text') data[target.field] = cellText(row.cells, index);
  }
  return { id: row.id, type: row.entity.type, data };
}

/** The registry's validation of the document the row would leave, at the columns of its fields. */
function validationProblems(
  entity: EntityDefinition,
  document: DocumentData,
  columns: readonly MappedColumn[],
  converted: readonly RowProblem[],
): RowProblem[] {
  const result = validateDocument(entity, withDerived(entity, document));
  if (result.ok) return [];
  const failedColumns = new Set(converted.map((problem) => problem.column));
  return result.issues.flatMap((issue): RowProblem[] => {
    const name = issue.path.split('.')[0] ?? '';
    const column = columns.find((c) => c.target.kind === 'field' && c.target.field === name)?.index;
    // A cell that could not be read already says so.
    if (column !== undefined && failedColumns.has(column)) return [];
    const message = { id: issue.message };
    return [{ column, field: column === undefined ? entity.fields[name]?.label : undefined, message }];
  });
}

function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== null));
}

/** The cells that name new rows of the file: each reference value that is the id of one. */
function linksOf(
  columns: readonly MappedColumn[],
  values: Record<string, unknown>,
  newRows: ReadonlyMap<string, number>,
): RowLink[] {
  return columns.flatMap(({ index, target }) => {
    if (target.kind !== 'field' || target.definition.kind !== 'reference') return [];
    const value = values[target.field];
    const ids = Array.isArray(value) ? value : [value];
    return ids.flatMap((id) => {
      const line = typeof id === 'string' ? newRows.get(id) : undefined;
      return line === undefined ? [] : [{ column: index, line }];
    });
  });
}

function planRow(row: IdentifiedRow, context: PlanContext, newRows: ReadonlyMap<string, number>): PlannedRow {
  const { entity, columns, stored } = row;
  const problems = [...row.problems];
  const values: Record<string, unknown> = {};
  for (const { index, target } of columns) {
    if (target.kind !== 'field') continue;
    const converted = convertCell(target.definition, row.cells[index] ?? '', context, stored?.[target.field]);
    if (converted.ok) values[target.field] = converted.value;
    else problems.push(at(index, converted.problem));
  }
  const changes = stored
    ? Object.fromEntries(
        Object.entries(values)
          .filter(([name, value]) => !jsonEqual(stored[name], value))
          .map(([name, value]) => [name, value ?? null]),
      )
    : withoutEmpty(values);
  const document = stored ? withoutEmpty({ ...stored, ...changes }) : changes;
  const all = [...problems, ...validationProblems(entity, document, columns, problems)];
  const status: RowStatus =
    all.length > 0 ? 'error' : !stored ? 'new' : Object.keys(changes).length > 0 ? 'update' : 'unchanged';
  const links = linksOf(columns, values, newRows);
  return {
    line: row.line,
    cells: row.cells,
    type: entity.type,
    status,
    id: row.id,
    data: changes,
    problems: all,
    links,
  };
}

function failed(row: PlannedRow, problem: RowProblem): PlannedRow {
  return { ...row, status: 'error', problems: [...row.problems, problem] };
}

/**
 * Rows that name each other in a circle cannot be created one after the other: each of them,
 * and every row that waits for one, is an error. Found by taking away, again and again, the
 * rows that wait for no row left.
 */
function withoutCircles(rows: readonly PlannedRow[]): PlannedRow[] {
  const waiting = new Map(rows.filter((row) => row.status !== 'error').map((row) => [row.line, row]));
  for (let settled = true; settled; ) {
    settled = false;
    for (const [line, row] of waiting) {
      if (row.links.every((link) => !waiting.has(link.line))) {
        waiting.delete(line);
        settled = true;
      }
    }
  }
  return rows.map((row) => {
    const link = waiting.has(row.line) ? row.links.find((candidate) => waiting.has(candidate.line)) : undefined;
    if (!link) return row;
    const other = link.line;
    return failed(row, at(link.column, msg`Rows of the file name each other in a circle (row ${other})`));
  });
}

/** A row that names a row with errors is not imported either: it would point at nothing. */
function withoutBrokenLinks(rows: readonly PlannedRow[]): PlannedRow[] {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const row of byLine.values()) {
      if (row.status === 'error') continue;
      const broken = row.links.find((link) => byLine.get(link.line)?.status === 'error');
      if (!broken) continue;
      const other = broken.line;
      byLine.set(row.line, failed(row, at(broken.column, msg`Row ${other} has errors and is not imported`)));
      changed = true;
    }
  }
  return rows.map((row) => byLine.get(row.line) ?? row);
}

/** Two rows must not update one document; new rows have ids of their own. */
function withoutRepeatedIds(
  rows: readonly PlannedRow[],
  idColumns: ReadonlyMap<string, number | undefined>,
): PlannedRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (row.id === undefined) return row;
    const repeated = seen.has(row.id);
    seen.add(row.id);
    return repeated ? failed(row, at(idColumns.get(row.type), msg`An earlier row has the same ID`)) : row;
  });
}

/** The file's columns as the preview shows them: what the screen's entity, else another entity of the file, reads. */
function shownColumns(
  entity: EntityDefinition,
  columnsOf: ReadonlyMap<string, readonly MappedColumn[]>,
  rowTypes: ReadonlySet<string>,
): MappedColumn[] {
  const others = [...columnsOf].filter(([type]) => type !== entity.type && rowTypes.has(type));
  return (columnsOf.get(entity.type) ?? []).map(
    (column) =>
      others
        .map(([, columns]) => columns.find((other) => other.index === column.index))
        .find((other) => column.target.kind === 'ignored' && other && other.target.kind !== 'ignored') ?? column,
  );
}

/**
 * What importing the sheet would do, row by row, before anything is written: each filled
 * row below the header as a new document, an update of the document its ID names, an
 * unchanged one, or an error with its messages. A reference cell may name a new row of the
 * same file by its title, as it names a stored document; that row is written first.
 */
export function planImport(entity: EntityDefinition, sheet: Sheet, context: PlanContext): ImportPlan {
  const headerRow = sheet.rows.findIndex((row) => !isBlankRow(row));
  const headers = sheet.rows[headerRow] ?? [];
  const columnsOf = new Map(
    fileEntities(entity).map((each) => [each.type, mapHeaders(each, headers, context.languages)] as const),
  );
  const identified = sheet.rows.flatMap((cells, index) =>
    index <= headerRow || isBlankRow(cells) ? [] : [identifyRow(entity, index + 1, cells, columnsOf, context)],
  );
  const candidates = identified.flatMap((row) => {
    const candidate = 'entity' in row ? candidateOf(row) : undefined;
    return candidate ? [candidate] : [];
  });
  const newRows = new Map(
    identified.flatMap((row) => ('entity' in row && !row.stored && row.id ? [[row.id, row.line] as const] : [])),
  );
  const references = indexReferences(candidates, context.references);
  const planned = identified.map((row) => ('entity' in row ? planRow(row, { ...context, references }, newRows) : row));
  const idColumns = new Map(
    [...columnsOf].map(([type, columns]) => [type, columns.find((c) => c.target.kind === 'id')?.index] as const),
  );
  const rows = withoutBrokenLinks(withoutCircles(withoutRepeatedIds(planned, idColumns)));
  const counts: Record<RowStatus, number> = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  const columns = shownColumns(entity, columnsOf, new Set(rows.map((row) => row.type)));
  return { columns, rows, counts };
}
