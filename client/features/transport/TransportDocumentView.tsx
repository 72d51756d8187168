import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { cargoLines } from '../../../shared/domain/transport';
import { transportDocument } from '../../../shared/entities/transport-document';
import { cargoFields } from '../../../shared/entities/transport-fields';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { deleteDocument } from '../../sync/write-api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { addressText, cellText } from '../../ui/cell-text';
import { showFlash } from '../../ui/flash';
import { DocumentProblems } from '../sync-problems';
import { CargoHeading } from './CargoHeading';
import { PointsPanel } from './PointsPanel';
import { TransportDocumentPdfButton } from './TransportDocumentPdfButton';
import '../../styles/transport.css';
import { DerivedFromLink } from '../screens';
import { transportDocumentFromDraft } from './derive-document';

const PARTIES = ['consignor', 'consignee', 'transporter'] as const;
const LIST = '/transport/documents';

type Loaded = { readonly state: 'loading' } | { readonly state: 'done'; readonly doc: ViewDoc | undefined };

function useTransportDocument(db: ReplicaDb | undefined, id: string): Loaded {
  return useLiveQuery(
    async (): Promise<Loaded> => {
      if (!db) return { state: 'loading' };
      const doc = await db.view.get(id);
      return { state: 'done', doc: doc?.type === 'ADR_TRANSPORT_DOCUMENT' ? doc : undefined };
    },
    [db, id],
    { state: 'loading' },
  );
}

/**
 * A transport document as the driver reads it in the cab (phone first): the parties, each
 * cargo line with what the ADR transport document states, and the 1.1.3.6 points with the
 * verdict. Documents are not edited; they are derived again from their draft.
 */
export function TransportDocumentView({ documentId }: { documentId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const replica = useReplica();
  const { grants } = useSession().employee;
  const loaded = useTransportDocument(replica?.db, documentId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const doc = loaded.state === 'done' ? loaded.doc : undefined;
  const label = i18n._(transportDocument.label);
  const name = typeof doc?.data.name === 'string' ? doc.data.name : '';
  const heading = name ? `${label}: ${name}` : label;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);

  async function remove() {
    if (!replica || !doc) return;
    setBusy(true);
    try {
      await deleteDocument(replica.db, 'ADR_TRANSPORT_DOCUMENT', doc.id);
      showFlash(t`Document deleted`);
      await navigate({ to: LIST });
    } catch (error) {
      console.error('deleting failed', error);
      setConfirmDelete(false);
      setDeleteFailed(true);
      setBusy(false);
    }
  }

  const context = { i18n, titles: new Map<string, string>() };
  return (
    <section className="page transport-view" aria-labelledby="page-title">
      <p className="entity-detail-back">
        <Link to={LIST}>← {i18n._(transportDocument.pluralLabel)}</Link>
      </p>
      <h1 id="page-title">{heading}</h1>
      {loaded.state === 'loading' ? (
        <p className="boot-spinner" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : !doc ? (
        <div className="notice notice-warning" role="status" data-testid="document-missing">
          <Trans>This document does not exist on this device, or it was deleted.</Trans>
        </div>
      ) : (
        <>
          {replica && <DocumentProblems db={replica.db} documentId={doc.id} />}
          <div className="transport-actions">
            <button type="button" className="button" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </button>
            <TransportDocumentPdfButton doc={doc} />
            {grantsAnywhere(grants, 'DELETE', transportDocument.resource) && (
              <button
                type="button"
                className="button button-danger-outline"
                disabled={busy}
                onClick={() => setConfirmDelete(true)}
              >
                <Trans>Delete</Trans>
              </button>
            )}
            <DerivedFromLink sourceId={doc.data[transportDocumentFromDraft.sourceField]} />
          </div>
          {deleteFailed && (
            <p className="notice notice-error" role="alert">
              <Trans>The document could not be deleted. Please contact support.</Trans>
            </p>
          )}
          <div className="transport-parties">
            {PARTIES.map((party) => {
              const field = transportDocument.fields[party];
              return (
                <div key={party} className="transport-party" data-testid={`party-${party}`}>
                  <h3>{i18n._(field.label)}</h3>
                  <p>{addressText(field, doc.data[party]).split(', ').join('\n') || '—'}</p>
                </div>
              );
            })}
          </div>
          <h2>
            <Trans>Cargo</Trans>
          </h2>
          <ol className="transport-cargo">
            {cargoLines(doc.data).map((line, index) => {
              const item = (Array.isArray(doc.data.cargo) ? doc.data.cargo[index] : undefined) as
                | Readonly<Record<string, unknown>>
                | undefined;
              return (
                <li key={line.id} className="transport-cargo-item" data-testid="cargo-item">
                  <CargoHeading item={item ?? {}} />
                  <dl>
                    {Object.entries(cargoFields).flatMap(([fieldName, field]) => {
                      if (fieldName === 'name' || fieldName === 'unNumber') return [];
                      const text = cellText(field, item?.[fieldName], context);
                      if (!text) return [];
                      return [
                        <div key={fieldName} className="transport-cargo-pair">
                          <dt>{i18n._(field.label)}</dt>
                          <dd>{text}</dd>
                        </div>,
                      ];
                    })}
                  </dl>
                </li>
              );
            })}
          </ol>
          <PointsPanel data={doc.data} />
        </>
      )}
      {confirmDelete && (
        <ConfirmDialog
          title={t`Delete transport document?`}
          text={t`The deletion is permanent and cannot be undone.`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </section>
  );
}
