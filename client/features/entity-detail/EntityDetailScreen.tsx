import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { documentTitle } from '../../../shared/entities/document-title';
import { entityFor } from '../../../shared/entities/registry';
import type { DocumentType } from '../../../shared/enums/entity-types';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import type { DetailExtension } from '../screens';
import { SCREENS, type ScreenKey } from '../screens';
import { DocumentProblems } from '../sync-problems';
import { DocumentForm } from './DocumentForm';
import { DetailActions, DetailMain, useNoStart, withoutFields } from './extension-slots';
import { SidePanel } from './SidePanel';
import '../../styles/entity-form.css';

interface EntityDetailScreenProps {
  readonly screen: ScreenKey;
  readonly type: DocumentType;
  /** The document id, or `new` for the create screen. */
  readonly documentId: string;
  /** What the document type adds to the screen (screens/screen-extensions.ts). */
  readonly extension?: DetailExtension | undefined;
  /** The fields that name the document's sources, when derive actions make documents of its type. */
  readonly sourceFields?: readonly string[];
}

type Loaded = { readonly state: 'loading' } | { readonly state: 'done'; readonly doc: ViewDoc | undefined };

const LOADING: Loaded = { state: 'loading' };

/** The registry-driven detail and create screen of one document. */
export function EntityDetailScreen({ screen, type, documentId, extension, sourceFields }: EntityDetailScreenProps) {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const entity = entityFor(type);
  const isNew = documentId === 'new';
  const useNewDocument = extension?.useNewDocument ?? useNoStart;
  const start = useNewDocument();
  const newKey = `new:${start.formKey ?? ''}`;
  // A document just created keeps its form (and its "Saved" note) when the URL takes its id.
  const [created, setCreated] = useState<{ readonly id: string; readonly formKey: string } | undefined>(undefined);
  const formEntity = useMemo(() => entity && withoutFields(entity, extension?.sectionFields), [entity, extension]);
  const loaded = useLiveQuery(
    async (): Promise<Loaded> => {
      if (isNew || !replica) return { state: 'done', doc: undefined };
      const doc = await replica.db.view.get(documentId);
      return { state: 'done', doc: doc && doc.type === type ? doc : undefined };
    },
    [replica, documentId, isNew, type],
    LOADING,
  );
  // Until the query of a new route answers, the live query still holds the previous document:
  // a create screen opened from a document (a follow-up measure) must not start with its values.
  const doc = loaded.state === 'done' && !isNew && loaded.doc?.id === documentId ? loaded.doc : undefined;
  const label = entity ? i18n._(entity.label) : type;
  const title = doc ? documentTitle(type, doc.data) : '';
  const heading = isNew ? t`New ${label}` : title ? `${label}: ${title}` : label;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);
  const listPath: string = SCREENS[screen].path;

  let body: ReactNode;
  const justCreated = documentId === created?.id;
  const afterCreate = start.afterCreate;
  if (!entity || !formEntity || !replica || (loaded.state === 'loading' && !justCreated)) {
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
    const form = (
      <DocumentForm
        key={justCreated && created ? created.formKey : isNew ? newKey : documentId}
        db={replica.db}
        entity={formEntity}
        listPath={listPath}
        detailBase={extension?.detailBase ?? listPath}
        initial={start.initial}
        addon={extension?.formAddon}
        sectionPanels={extension?.sectionPanels}
        Aside={extension?.Aside}
        saved={doc}
        onCreated={(id) => setCreated({ id, formKey: newKey })}
        afterCreate={afterCreate && ((id) => afterCreate(replica.db, id))}
        saveChecks={extension?.saveChecks}
      />
    );
    body = (
      <>
        {doc && (
          <DetailActions
            Actions={extension?.Actions}
            derive={extension?.derive}
            sourceFields={sourceFields}
            doc={doc}
          />
        )}
        {doc && <DocumentProblems db={replica.db} documentId={doc.id} />}
        <div className={extension?.Aside ? 'entity-detail-layout entity-detail-layout-guided' : 'entity-detail-layout'}>
          <DetailMain form={form} Section={extension?.Section} Panels={extension?.Panels} db={replica.db} doc={doc} />
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
