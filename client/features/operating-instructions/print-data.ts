import { documentPath } from '../../../shared/document-paths';
import { documentTitle } from '../../../shared/entities/document-title';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { InstructionPrint } from './instruction-pdf';
import type { InstructionKind } from './print-sections';

/** The fields whose documents the printed instruction names. */
const NAMED = [
  'target',
  'substances',
  'activities',
  'storageOrWorkEquipments',
  'workEnvironments',
  'responsible',
] as const;

/** What the print states besides the instruction: who prints it, when, from which app, with which logo. */
export interface PrintFrame {
  readonly company: string;
  readonly createdAt: Date;
  /** The app's origin, for the QR code's link. */
  readonly origin: string;
  readonly logo?: Uint8Array | undefined;
}

function ids(value: unknown): string[] {
  if (typeof value === 'string' && value !== '') return [value];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

/**
 * The instruction at its revision with the names of its substances, activities, equipment, work
 * areas and responsible person, read from the device's replica (so it works offline), and its
 * address in the app for the QR code; what the device does not know prints as a dash.
 */
export async function instructionPrintData(
  db: ReplicaDb,
  doc: ViewDoc & { readonly type: InstructionKind },
  frame: PrintFrame,
): Promise<InstructionPrint> {
  const { data } = doc;
  const referenced = await db.view.bulkGet([...new Set(NAMED.flatMap((field) => ids(data[field])))]);
  const titles = new Map(
    referenced.flatMap((item) => (item ? [[item.id, documentTitle(item.type, item.data) || item.id] as const] : [])),
  );
  return {
    kind: doc.type,
    company: frame.company,
    createdAt: frame.createdAt,
    logo: frame.logo,
    revision: { version: doc.version, pending: doc.pending },
    link: new URL(documentPath(doc.type, doc.id) ?? '/', frame.origin).href,
    data,
    titles,
  };
}
