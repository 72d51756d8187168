import type { ReactNode } from 'react';
import type { EntityDefinition } from '../../../shared/entities/entity';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { DeriveButton, DerivedFromLink, type DetailExtension, type NewDocumentStart } from '../screens';

/**
 * Below a saved document's heading: its derive actions, the registered actions, and the links
 * back to what it was derived from.
 */
export function DetailActions({
  Actions,
  derive = [],
  sourceFields = [],
  doc,
}: {
  readonly Actions: DetailExtension['Actions'];
  readonly derive?: DetailExtension['derive'];
  readonly sourceFields?: readonly string[] | undefined;
  readonly doc: ViewDoc;
}) {
  const sources = sourceFields.filter((field) => typeof doc.data[field] === 'string');
  return Actions || derive.length > 0 || sources.length > 0 ? (
    <div className="entity-detail-actions">
      {derive.map((action) => (
        <DeriveButton key={action.id} action={action} doc={doc} />
      ))}
      {Actions && <Actions doc={doc} />}
      {sources.map((field) => (
        <DerivedFromLink key={field} sourceId={doc.data[field]} />
      ))}
    </div>
  ) : null;
}

interface DetailMainProps {
  readonly form: ReactNode;
  readonly Section: DetailExtension['Section'];
  readonly Panels?: DetailExtension['Panels'];
  readonly db: ReplicaDb;
  readonly doc: ViewDoc | undefined;
}

/** The main column: the form, below it the registered section that edits a sub-list, then other features' panels. */
export function DetailMain({ form, Section, Panels = [], db, doc }: DetailMainProps) {
  if (!Section && Panels.length === 0) return form;
  return (
    <div className="entity-detail-main">
      {form}
      {Section && <Section db={db} doc={doc} />}
      {Panels.map((Panel, index) => (
        // The panels of a type are fixed at start, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of components
        <Panel key={index} db={db} doc={doc} />
      ))}
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
