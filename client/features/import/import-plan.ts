import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { validateDocument } from '../../../shared/entities/derive/schema';
import type { DocumentData, EntityDefinition } from '../../../shared/entities/entity';
import type { Label } from '../../../shared/entities/fields';
import { jsonEqual } from '../../../shared/sync/equal';
import { type ConvertContext, convertCell } from './convert-cell';
import { type MappedColumn, mapHeaders } from './header-map';
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

export interface PlannedRow {
  /** The row's number in the file (the header is row 1), as a spreadsheet shows it. */
  readonly line: number;
  readonly cells: readonly SheetCell[];
  readonly status: RowStatus;
  /** The document a row updates. */
  readonly id: string | undefined;
  /** A new document's data, or an update's changed fields (null clears one). */
  readonly data: DocumentData;
  readonly problems: readonly RowProblem[];
}

export interface ImportPlan {
  readonly columns: readonly MappedColumn[];
  readonly rows: readonly PlannedRow[];
  readonly counts: Readonly<Record<RowStatus, number>>;
}

export interface PlanContext extends ConvertContext {
  /** The entity's documents on this device, by id: an ID column updates them. */
  readonly existing: ReadonlyMap<string, DocumentData>;
  /** Whether the user may change existing documents (the UPDATE grant). */
  readonly mayUpdate: boolean;
}

interface RowInput {
  readonly values: Record<string, unknown>;
  readonly problems: RowProblem[];
  readonly id: string | undefined;
}

function at(column: number, message: MessageDescriptor): RowProblem {
  return { column, field: undefined, message };
}

function readRow(cells: readonly SheetCell[], columns: readonly MappedColumn[], context: PlanContext): RowInput {
  const idColumn = columns.find((column) => column.target.kind === 'id');
  const id = idColumn ? String(cells[idColumn.index] ?? '').trim() || undefined : undefined;
  const existing = id === undefined ? undefined : context.existing.get(id);
  const problems: RowProblem[] = [];
  if (idColumn && id !== undefined && !existing) {
    problems.push(at(idColumn.index, msg`No document with this ID on this device`));
  } else if (idColumn && existing && !context.mayUpdate) {
    problems.push(at(idColumn.index, msg`You may not change existing documents`));
  }
  const values: Record<string, unknown> = {};
  for (const { index, target } of columns) {
    if (target.kind !== 'field') continue;
    const converted = convertCell(target.definition, cells[index] ?? '', context, existing?.[target.field]);
    if (converted.ok) values[target.field] = converted.value;
    else problems.push(at(index, converted.problem));
  }
  return { values, problems, id: existing ? id : undefined };
}

/** The registry's validation of the document the row would leave, at the columns of its fields. */
function validationProblems(
  entity: EntityDefinition,
  document: DocumentData,
  columns: readonly MappedColumn[],
  converted: readonly RowProblem[],
): RowProblem[] {
  const result = validateDocument(entity, { ...document, ...entity.derive?.(document) });
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

function planRow(
  entity: EntityDefinition,
  line: number,
  cells: readonly SheetCell[],
  columns: readonly MappedColumn[],
  context: PlanContext,
): PlannedRow {
  const { values, problems, id } = readRow(cells, columns, context);
  const stored = id === undefined ? undefined : context.existing.get(id);
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
  return { line, cells, status, id, data: changes, problems: all };
}

/**
 * What importing the sheet would do, row by row, before anything is written: each filled
 * row below the header as a new document, an update of the document its ID names, an
 * unchanged one, or an error with its messages.
 */
export function planImport(entity: EntityDefinition, sheet: Sheet, context: PlanContext): ImportPlan {
  const headerRow = sheet.rows.findIndex((row) => !isBlankRow(row));
  const columns = mapHeaders(entity, sheet.rows[headerRow] ?? [], context.languages);
  const counts: Record<RowStatus, number> = { new: 0, update: 0, unchanged: 0, error: 0 };
  const seenIds = new Set<string>();
  const rows: PlannedRow[] = [];
  sheet.rows.forEach((cells, index) => {
    if (index <= headerRow || isBlankRow(cells)) return;
    let row = planRow(entity, index + 1, cells, columns, context);
    if (row.id !== undefined && seenIds.has(row.id)) {
      const idColumn = columns.find((column) => column.target.kind === 'id')?.index;
      const duplicate = { column: idColumn, field: undefined, message: msg`An earlier row has the same ID` };
      row = { ...row, status: 'error', problems: [...row.problems, duplicate] };
    }
    if (row.id !== undefined) seenIds.add(row.id);
    counts[row.status]++;
    rows.push(row);
  });
  return { columns, rows, counts };
}
