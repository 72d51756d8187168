import type { EntityDefinition } from '../../../shared/entities/entity';
import type { ReplicaDb } from '../../sync/replica-db';
import { createDocument, patchDocument } from '../../sync/write-api';
import type { PlannedRow } from './import-plan';

export interface ImportResult {
  readonly written: number;
  /** Rows the write API refused after the preview (the replica changed meanwhile). */
  readonly failed: readonly number[];
}

/** The rows the confirm button writes: new documents and updates; errors and unchanged rows are skipped. */
export function rowsToWrite(rows: readonly PlannedRow[]): PlannedRow[] {
  return rows.filter((row) => row.status === 'new' || row.status === 'update');
}

/**
 * Writes the planned rows through the write API, one change each: validated again, queued in
 * the outbox and shown in the lists at once, sent when the device is online.
 */
export async function writeImport(
  db: ReplicaDb,
  entity: EntityDefinition,
  rows: readonly PlannedRow[],
): Promise<ImportResult> {
  let written = 0;
  const failed: number[] = [];
  for (const row of rowsToWrite(rows)) {
    try {
      if (row.status === 'update' && row.id !== undefined) await patchDocument(db, entity.type, row.id, row.data);
      else await createDocument(db, entity.type, row.data);
      written++;
    } catch (error) {
      console.error(`import row ${row.line} was not written`, error);
      failed.push(row.line);
    }
  }
  return { written, failed };
}
