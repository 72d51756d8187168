import type { ReplicaDb } from '../../sync/replica-db';
import { createDocument, patchDocument } from '../../sync/write-api';
import type { PlannedRow } from './import-plan';

export interface ImportResult {
  readonly written: number;
  /** Rows the write API refused after the preview (the replica changed meanwhile). */
  readonly failed: readonly number[];
}

/**
 * The rows the confirm button writes: new documents and updates, each after the new rows its
 * cells name (the plan leaves no circles); errors and unchanged rows are skipped.
 */
export function rowsToWrite(rows: readonly PlannedRow[]): PlannedRow[] {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const ordered: PlannedRow[] = [];
  const placed = new Set<number>();
  const place = (row: PlannedRow | undefined) => {
    if (!row || placed.has(row.line) || (row.status !== 'new' && row.status !== 'update')) return;
    placed.add(row.line);
    for (const link of row.links) place(byLine.get(link.line));
    ordered.push(row);
  };
  for (const row of rows) place(row);
  return ordered;
}

/**
 * Writes the planned rows through the write API, one change each: validated again, queued in
 * the outbox and shown in the lists at once, sent when the device is online. A row whose
 * named row could not be written is not written either.
 */
export async function writeImport(db: ReplicaDb, rows: readonly PlannedRow[]): Promise<ImportResult> {
  let written = 0;
  const failed: number[] = [];
  for (const row of rowsToWrite(rows)) {
    if (row.links.some((link) => failed.includes(link.line))) {
      failed.push(row.line);
      continue;
    }
    try {
      if (row.status === 'update' && row.id !== undefined) await patchDocument(db, row.type, row.id, row.data);
      else await createDocument(db, row.type, row.data, row.id);
      written++;
    } catch (error) {
      console.error(`import row ${row.line} was not written`, error);
      failed.push(row.line);
    }
  }
  return { written, failed };
}
