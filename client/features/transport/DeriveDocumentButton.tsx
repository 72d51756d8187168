import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { InvalidDocumentError } from '../../sync/write-api';
import { deriveTransportDocument } from './derive-document';

type Failure = 'incomplete' | 'failed';

/**
 * On a saved draft: makes the transport document from it and opens that document. Shown to
 * those who may create transport documents.
 */
export function DeriveDocumentButton({ doc: draft }: { readonly doc: ViewDoc }) {
  const mayDerive = grantsAnywhere(useSession().employee.grants, 'CREATE', 'TRANSPORT_DOCUMENTS');
  const navigate = useNavigate();
  const replica = useReplica();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>(undefined);

  async function derive() {
    if (!replica) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const id = await deriveTransportDocument(replica.db, draft);
      await navigate({ to: '/transport/documents/$id', params: { id } });
    } catch (error) {
      if (!(error instanceof InvalidDocumentError)) console.error('deriving failed', error);
      setFailure(error instanceof InvalidDocumentError ? 'incomplete' : 'failed');
      setBusy(false);
    }
  }

  if (!mayDerive) return null;
  return (
    <div className="transport-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => void derive()}
        data-testid="derive-document"
      >
        <Trans>Create transport document</Trans>
      </button>
      <span className="form-hint">
        <Trans>The document takes the saved values of this draft; later changes of the draft do not change it.</Trans>
      </span>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure === 'incomplete' ? (
            <Trans>The saved draft is not complete. Fill in the required values, save, and try again.</Trans>
          ) : (
            <Trans>The transport document could not be created. Please try again.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
