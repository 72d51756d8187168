import type { I18n } from '@lingui/core';
import type { DocumentData, EntityDefinition } from '../../../shared/entities/entity';
import type { ReplicaDb } from '../../sync/replica-db';
import { enumLookups } from './enum-lookup';
import type { PlanContext } from './import-plan';
import { indexReferences } from './reference-index';

function referenceTypes(entity: EntityDefinition): string[] {
  return [...new Set(Object.values(entity.fields).flatMap((field) => (field.kind === 'reference' ? field.to : [])))];
}

/** What planning needs from the replica, read once when a file is chosen. */
export async function loadPlanContext(
  db: ReplicaDb,
  entity: EntityDefinition,
  languages: readonly I18n[],
  date1904: boolean,
  mayUpdate: boolean,
): Promise<PlanContext> {
  const [own, referenced] = await Promise.all([
    db.view.where('type').equals(entity.type).toArray(),
    db.view.where('type').anyOf(referenceTypes(entity)).toArray(),
  ]);
  return {
    languages,
    enumCodes: enumLookups(languages),
    date1904,
    mayUpdate,
    references: indexReferences(referenced),
    existing: new Map<string, DocumentData>(own.map((doc) => [doc.id, doc.data])),
  };
}
