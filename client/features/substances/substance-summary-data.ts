import { documentTitle } from '../../../shared/entities/document-title';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { ReportFrame } from '../pdf';
import type { SubstanceSummary } from './substance-summary';

function references(rows: unknown, field: string): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const id = typeof row === 'object' && row !== null && field in row ? (row as Record<string, unknown>)[field] : '';
    return typeof id === 'string' && id !== '' ? [id] : [];
  });
}

/**
 * The substance at its revision with the names of its storages, their departments and its
 * components, read from the device's replica (so it works offline); what the device does not
 * know prints as a dash.
 */
export async function substanceSummaryData(
  db: ReplicaDb,
  doc: ViewDoc,
  frame: Omit<ReportFrame, 'title' | 'revision'>,
): Promise<SubstanceSummary> {
  const { data } = doc;
  const storageIds = references(data.storageLocations, 'storage');
  const referenced = await db.view.bulkGet([...storageIds, ...references(data.composition, 'component')]);
  const departments = new Map(
    referenced.flatMap((item) =>
      item?.type === 'STORAGE' && typeof item.data.department === 'string'
        ? [[item.id, item.data.department] as const]
        : [],
    ),
  );
  const known = [...referenced, ...(await db.view.bulkGet([...new Set(departments.values())]))];
  const titles = new Map(
    known.flatMap((item) => (item ? [[item.id, documentTitle(item.type, item.data) || item.id] as const] : [])),
  );
  return {
    ...frame,
    title: documentTitle(doc.type, data),
    revision: { version: doc.version, pending: doc.pending },
    data,
    titles,
    departments,
  };
}
