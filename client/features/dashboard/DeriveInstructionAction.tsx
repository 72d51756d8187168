import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { documentPath } from '../../../shared/document-paths';
import { useReplica } from '../../sync/replica-context';

type Failure = 'incomplete' | 'gone' | 'failed';

/**
 * The missing documents' action for a substance or an activity without an operating instruction:
 * derives the instruction from it in the user's language, as the button on its screen does
 * (docs/decisions/0038), and opens it prefilled. The derivation loads with the first click.
 */
export function DeriveInstructionAction({
  sourceId,
  sourcePath,
}: {
  readonly sourceId: string;
  readonly sourcePath: string;
}) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>(undefined);

  async function derive() {
    if (!replica) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { deriveMissingInstruction } = await import('./derive-instruction');
      const outcome = await deriveMissingInstruction(replica.db, sourceId, i18n.locale === 'en' ? 'EN' : 'DE');
      if (outcome.kind === 'created') {
        await navigate({ to: documentPath('SUBSTANCE_INSTRUCTION', outcome.id) ?? '/' });
        return;
      }
      setFailure(outcome.kind);
    } catch (error) {
      console.error('deriving the operating instruction failed', error);
      setFailure('failed');
    }
    setBusy(false);
  }

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void derive()}
        data-action="derive-instruction"
      >
        <Trans>Create operating instruction</Trans>
      </button>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure === 'incomplete' ? (
            <Trans>
              This document is not complete enough to derive an instruction from it.{' '}
              <Link to={sourcePath}>Open it</Link> and fill in the required values.
            </Trans>
          ) : failure === 'gone' ? (
            <Trans>This document is no longer on this device.</Trans>
          ) : (
            <Trans>The operating instruction could not be created. Please try again.</Trans>
          )}
        </p>
      )}
    </>
  );
}
