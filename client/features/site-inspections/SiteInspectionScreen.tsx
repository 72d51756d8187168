import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { documentTitle } from '../../../shared/entities/document-title';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { siteInspection } from '../../../shared/entities/site-inspection';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { DocumentForm } from '../entity-detail/DocumentForm';
import { SidePanel } from '../entity-detail/SidePanel';
import { SiteInspectionPdfButton } from '../pdf/SiteInspectionPdfButton';
import { SCREENS } from '../screens/screens';
import { DocumentProblems } from '../sync-problems/DocumentProblems';
import { FindingsSection } from './FindingsSection';
import '../../styles/entity-form.css';
import '../../styles/site-inspection.css';

/**
 * The header fields in the generic form: everything but the findings, which have their own
 * section. The type stays SITE_INSPECTION, so saving validates the whole document by the registry.
 */
const { findings: _findings, ...headerFields } = siteInspection.fields;
const HEADER: EntityDefinition = { ...siteInspection, fields: headerFields };

type Loaded = { readonly state: 'loading' } | { readonly state: 'done'; readonly doc: ViewDoc | undefined };
const LOADING: Loaded = { state: 'loading' };
const LIST_PATH = SCREENS.siteInspections.path;

/** A site inspection on a tablet: header form, findings with photos, comments and history. */
export function SiteInspectionScreen({ documentId }: { readonly documentId: string }) {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const isNew = documentId === 'new';
  const [created, setCreated] = useState<string | undefined>(undefined);
  const loaded = useLiveQuery(
    async (): Promise<Loaded> => {
      if (isNew || !replica) return { state: 'done', doc: undefined };
      const doc = await replica.db.view.get(documentId);
      return { state: 'done', doc: doc?.type === siteInspection.type ? doc : undefined };
    },
    [replica, documentId, isNew],
    LOADING,
  );
  const doc = loaded.state === 'done' ? loaded.doc : undefined;
  const label = i18n._(siteInspection.label);
  const title = doc ? documentTitle(siteInspection.type, doc.data) : '';
  const heading = isNew ? t`New ${label}` : title ? `${label}: ${title}` : label;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);

  const justCreated = documentId === created;
  let body: ReactNode;
  if (!replica || (loaded.state === 'loading' && !justCreated)) {
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
          <Link to={LIST_PATH}>
            <Trans>Back to the list</Trans>
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <>
        {doc && <DocumentProblems db={replica.db} documentId={doc.id} />}
        {doc && (
          <div className="site-inspection-actions">
            <SiteInspectionPdfButton replica={replica} doc={doc} />
          </div>
        )}
        <div className="entity-detail-layout">
          <div className="site-inspection-main">
            <DocumentForm
              key={isNew || justCreated ? 'new' : documentId}
              db={replica.db}
              entity={HEADER}
              listPath={LIST_PATH}
              detailBase={LIST_PATH}
              initial={undefined}
              saved={doc}
              onCreated={setCreated}
            />
            <FindingsSection db={replica.db} doc={doc} />
          </div>
          <SidePanel db={replica.db} history={replica.history} entity={siteInspection} doc={doc} />
        </div>
      </>
    );
  }
  return (
    <section className="page entity-detail site-inspection" aria-labelledby="page-title">
      <p className="entity-detail-back">
        <Link to={LIST_PATH}>← {i18n._(SCREENS.siteInspections.title)}</Link>
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
