import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { documentTitle } from '../../../shared/entities/document-title';
import { entityFor } from '../../../shared/entities/registry';
import type { DocumentType } from '../../../shared/enums/entity-types';
import { useReplica } from '../../sync/replica-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { SCREENS, type ScreenKey } from '../screens/screens';
import { DocumentProblems } from '../sync-problems/DocumentProblems';
import { DocumentForm, type FormAddon } from './DocumentForm';
import type { FormData } from './form-values';
import { SidePanel } from './SidePanel';
import '../../styles/entity-form.css';

interface EntityDetailScreenProps {
  readonly screen: ScreenKey;
  readonly type: DocumentType;
  /** The document id, or `new` for the create screen. */
  readonly documentId: string;
  /** The values a new document starts with (a department's parent picked in the tree). */
  readonly initial?: FormData;
  /** Where the screen's documents open, when not beneath the list (`/locations/departments`). */
  readonly detailBase?: string;
  /** Shown in the form below the fields, from the values being edited (a transport's points). */
  readonly formAddon?: FormAddon;
  /** Actions of a saved document, below the heading (derive a transport document). */
  readonly actions?: (doc: ViewDoc) => ReactNode;
  /** Runs once a new document is stored (a measure from a finding joins its inspection). */
  readonly afterCreate?: (db: ReplicaDb, id: string) => Promise<void>;
}

type Loaded = { readonly state: 'loading' } | { readonly state: 'done'; readonly doc: ViewDoc | undefined };

const LOADING: Loaded = { state: 'loading' };

/** The registry-driven detail and create screen of one document. */
export function EntityDetailScreen({
  screen,
  type,
  documentId,
  initial,
  detailBase,
  formAddon,
  actions,
  afterCreate,
}: EntityDetailScreenProps) {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const entity = entityFor(type);
  const isNew = documentId === 'new';
  // A document just created keeps its form (and its "Saved" note) when the URL takes its id.
  const [created, setCreated] = useState<string | undefined>(undefined);
  const loaded = useLiveQuery(
    async (): Promise<Loaded> => {
      if (isNew || !replica) return { state: 'done', doc: undefined };
      const doc = await replica.db.view.get(documentId);
      return { state: 'done', doc: doc && doc.type === type ? doc : undefined };
    },
    [replica, documentId, isNew, type],
    LOADING,
  );
  const doc = loaded.state === 'done' ? loaded.doc : undefined;
  const label = entity ? i18n._(entity.label) : type;
  const title = doc ? documentTitle(type, doc.data) : '';
  const heading = isNew ? t`New ${label}` : title ? `${label}: ${title}` : label;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);
  const listPath: string = SCREENS[screen].path;

  let body: ReactNode;
  const justCreated = documentId === created;
  if (!entity || !replica || (loaded.state === 'loading' && !justCreated)) {
    body = (
      <p className="boot-spinner" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  } else if (!isNew && !doc && !justCreated) {
    body = (
      <div className="notice notice-warning" role="status" data-testid="document-missing">
        <p>
          <Trans>This document does not exist on this device, or it was deleted.</Trans>
        </p>
        <p className="notice-detail">
          <Link to={listPath}>
            <Trans>Back to the list</Trans>
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <>
        {doc && actions && <div className="entity-detail-actions">{actions(doc)}</div>}
        {doc && <DocumentProblems db={replica.db} documentId={doc.id} />}
        <div className="entity-detail-layout">
          <DocumentForm
            key={isNew || justCreated ? 'new' : documentId}
            db={replica.db}
            entity={entity}
            listPath={listPath}
            detailBase={detailBase ?? listPath}
            initial={initial}
            addon={formAddon}
            saved={doc}
            onCreated={setCreated}
            afterCreate={afterCreate && ((id) => afterCreate(replica.db, id))}
          />
          <SidePanel db={replica.db} history={replica.history} entity={entity} doc={doc} />
        </div>
      </>
    );
  }
  return (
    <section className="page entity-detail" aria-labelledby="page-title">
      <p className="entity-detail-back">
        <Link to={listPath}>← {i18n._(SCREENS[screen].title)}</Link>
      </p>
      <h1 id="page-title">
        {heading}
        {doc?.pending && (
          <span className="entity-pending" data-testid="document-pending">
            <Trans>not yet sent</Trans>
          </span>
        )}
      </h1>
      {body}
    </section>
  );
}
