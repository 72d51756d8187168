import type { ReactNode } from 'react';
import type { EntityDefinition } from '../../../shared/entities/entity';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { DetailExtension, NewDocumentStart } from '../screens';

/** The registered actions of a saved document, below its heading. */
export function DetailActions({
  Actions,
  doc,
}: {
  readonly Actions: DetailExtension['Actions'];
  readonly doc: ViewDoc;
}) {
  return Actions ? (
    <div className="entity-detail-actions">
      <Actions doc={doc} />
    </div>
  ) : null;
}

interface DetailMainProps {
  readonly form: ReactNode;
  readonly Section: DetailExtension['Section'];
  readonly db: ReplicaDb;
  readonly doc: ViewDoc | undefined;
}

/** The main column: the form, and below it the registered section that edits a sub-list. */
export function DetailMain({ form, Section, db, doc }: DetailMainProps) {
  if (!Section) return form;
  return (
    <div className="entity-detail-main">
      {form}
      <Section db={db} doc={doc} />
    </div>
  );
}

/** The entity as the form edits it: without the fields a registered section edits. */
export function withoutFields(entity: EntityDefinition, fields: readonly string[] | undefined): EntityDefinition {
  if (!fields?.length) return entity;
  return {
    ...entity,
    fields: Object.fromEntries(Object.entries(entity.fields).filter(([name]) => !fields.includes(name))),
  };
}

const NO_START: NewDocumentStart = {};

/** How a new document starts when no extension says otherwise: empty. */
export function useNoStart(): NewDocumentStart {
  return NO_START;
}
