import type { I18n } from '@lingui/core';
import type { EntityDefinition } from '../../../shared/entities/entity';
import type { ReplicaDb } from '../../sync/replica-db';
import { viewOfTypes } from '../../sync/view-of-type';
import { loadStatementCatalog } from '../statements';
import { enumLookups } from './enum-lookup';
import { fileEntities } from './file-types';
import type { PlanContext, StoredDocument } from './import-plan';
import { indexReferences } from './reference-index';

function referenceTypes(entities: readonly EntityDefinition[]): string[] {
  return [
    ...new Set(
      entities.flatMap((entity) =>
        Object.values(entity.fields).flatMap((field) => (field.kind === 'reference' ? field.to : [])),
      ),
    ),
  ];
}

/** What the user may do with the documents of an entity, by its resource's grants (decision 0012). */
export type MayDo = (action: 'CREATE' | 'UPDATE', entity: EntityDefinition) => boolean;

/** What planning needs from the replica, read once when a file is chosen. */
export async function loadPlanContext(
  db: ReplicaDb,
  entity: EntityDefinition,
  languages: readonly I18n[],
  date1904: boolean,
  mayDo: MayDo,
): Promise<PlanContext> {
  const entities = fileEntities(entity);
  const [own, referenced, statements] = await Promise.all([
    viewOfTypes(
      db,
      entities.map((each) => each.type),
    ),
    viewOfTypes(db, referenceTypes(entities)),
    loadStatementCatalog(),
  ]);
  const allowed = (action: 'CREATE' | 'UPDATE') =>
    new Set(entities.filter((each) => mayDo(action, each)).map((each) => each.type));
  return {
    languages,
    enumCodes: enumLookups(languages),
    statements,
    date1904,
    mayCreate: allowed('CREATE'),
    mayUpdate: allowed('UPDATE'),
    newId: () => crypto.randomUUID(),
    references: indexReferences(referenced),
    existing: new Map<string, StoredDocument>(own.map((doc) => [doc.id, { type: doc.type, data: doc.data }])),
  };
}
