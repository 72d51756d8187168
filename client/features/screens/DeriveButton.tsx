import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { documentPath } from '../../../shared/document-paths';
import { entityFor } from '../../../shared/entities/registry';
import type { DataSheetLanguage } from '../../../shared/enums/catalogs';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { InvalidDocumentError } from '../../sync/write-api';
import { type DeriveAction, deriveDocument } from './derive-action';

type Failure = 'incomplete' | 'failed';

/**
 * On a saved document: makes the document the action derives from it and opens that. Shown to
 * those who may create documents of the target type.
 */
export function DeriveButton({ action, doc }: { readonly action: DeriveAction; readonly doc: ViewDoc }) {
  const { i18n, t } = useLingui();
  const target = entityFor(action.target);
  const grants = useSession().employee.grants;
  const navigate = useNavigate();
  const replica = useReplica();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const [language, setLanguage] = useState<DataSheetLanguage>(i18n.locale === 'en' ? 'EN' : 'DE');

  async function derive() {
    if (!replica) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const id = await deriveDocument(replica.db, action, doc, language);
      await navigate({ to: documentPath(action.target, id) ?? '/' });
    } catch (error) {
      if (!(error instanceof InvalidDocumentError)) console.error('deriving failed', error);
      setFailure(error instanceof InvalidDocumentError ? 'incomplete' : 'failed');
      setBusy(false);
    }
  }

  if (!target || !grantsAnywhere(grants, 'CREATE', target.resource)) return null;
  return (
    <div className="derive-action" data-derive={action.id}>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => void derive()}
        data-testid="derive-document"
      >
        {i18n._(action.label)}
      </button>
      {action.chooseLanguage && (
        <label className="derive-language">
          <Trans>Language</Trans>{' '}
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'EN' ? 'EN' : 'DE')}
            data-testid="derive-language"
          >
            <option value="DE">{t`German`}</option>
            <option value="EN">{t`English`}</option>
          </select>
        </label>
      )}
      {action.hint && <span className="form-hint">{i18n._(action.hint)}</span>}
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure === 'incomplete' ? (
            <Trans>The saved document is not complete. Fill in the required values, save, and try again.</Trans>
          ) : (
            <Trans>The new document could not be created. Please try again.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
