import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { documentTitle } from '../../../shared/entities/document-title';
import type { DocumentLookup, EntityDefinition } from '../../../shared/entities/entity';
import type { FieldMap } from '../../../shared/entities/fields';
import { type DocumentType, isDocumentType } from '../../../shared/enums/entity-types';
import type { ReplicaDb } from '../../sync/replica-db';
import { viewOfTypes } from '../../sync/view-of-type';
import type { ReferenceOption } from './form-context';

function referenceTypes(fields: FieldMap, into: Set<DocumentType>): Set<DocumentType> {
  for (const field of Object.values(fields)) {
    if (field.kind === 'reference') for (const type of field.to) into.add(type);
    if (field.kind === 'group' || field.kind === 'keyedList') referenceTypes(field.fields, into);
  }
  return into;
}

export interface References {
  readonly byType: ReadonlyMap<string, readonly ReferenceOption[]>;
  readonly lookup: DocumentLookup;
}

/** The replica's documents every reference field of the entity may point to, live. */
export function useReferences(db: ReplicaDb | undefined, entity: EntityDefinition): References {
  const types = useMemo(() => [...referenceTypes(entity.fields, new Set())].sort(), [entity]);
  const docs = useLiveQuery(async () => (db && types.length > 0 ? viewOfTypes(db, types) : []), [db, types], []);
  return useMemo(() => {
    const byType = new Map<string, ReferenceOption[]>();
    const byId = new Map<string, ReferenceOption>();
    for (const doc of docs) {
      if (!isDocumentType(doc.type)) continue;
      const option: ReferenceOption = {
        id: doc.id,
        type: doc.type,
        title: documentTitle(doc.type, doc.data) || doc.title || doc.id,
        data: doc.data,
      };
      const list = byType.get(doc.type) ?? [];
      list.push(option);
      byType.set(doc.type, list);
      byId.set(doc.id, option);
    }
    for (const list of byType.values()) list.sort((a, b) => a.title.localeCompare(b.title));
    const lookup: DocumentLookup = (id) => byId.get(id);
    return { byType, lookup };
  }, [docs]);
}
