import { isOpen } from '../../../shared/domain/measures';
import type { DocumentData } from '../../../shared/entities/entity';

/** A document of the replica as the log reads it. */
export interface LogDoc {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
}

/** One inspection or maintenance of a work equipment or storage, with its result. */
export interface LogEntry {
  readonly id: string;
  readonly type: 'INSPECTION' | 'MAINTENANCE';
  readonly name: string;
  /** The last inspection or maintenance day, empty when none is recorded. */
  readonly lastAt: string;
  readonly nextAt: string;
  /** Whether it found deficiencies; undefined when not recorded. */
  readonly deficiencies: boolean | undefined;
  /** Its measures not yet done (measures naming it as origin, MEA-2). */
  readonly openMeasures: number;
}

function day(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The inspection log of a work equipment or storage (docs/domain/facilities.md FAC-3): its
 * inspections and maintenance with the last and next day, whether deficiencies were found and
 * how many of their measures are open; the most recent first, those never done last.
 */
export function inspectionLog(targetId: string, docs: readonly LogDoc[]): LogEntry[] {
  const open = new Map<string, number>();
  for (const doc of docs) {
    if (doc.type !== 'MEASURE' || typeof doc.data.origin !== 'string' || !isOpen(doc.data)) continue;
    open.set(doc.data.origin, (open.get(doc.data.origin) ?? 0) + 1);
  }
  return docs
    .flatMap((doc): LogEntry[] => {
      if ((doc.type !== 'INSPECTION' && doc.type !== 'MAINTENANCE') || doc.data.storageOrWorkEquipment !== targetId)
        return [];
      const inspection = doc.type === 'INSPECTION';
      const found = doc.data.deficienciesExist;
      return [
        {
          id: doc.id,
          type: doc.type,
          name: typeof doc.data.name === 'string' ? doc.data.name : '',
          lastAt: day(inspection ? doc.data.lastInspectionAt : doc.data.lastMaintenanceAt),
          nextAt: day(inspection ? doc.data.nextInspectionAt : doc.data.nextMaintenanceAt),
          deficiencies: typeof found === 'boolean' ? found : undefined,
          openMeasures: open.get(doc.id) ?? 0,
        },
      ];
    })
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt) || a.name.localeCompare(b.name, 'de'));
}
