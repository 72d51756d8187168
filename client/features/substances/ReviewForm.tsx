import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formFields } from '../../../shared/entities/derive/form-fields';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import { substanceRegisterReview } from '../../../shared/entities/substance-register-review';
import { useSession } from '../../session/session-context';
import type { ReplicaDb } from '../../sync/replica-db';
import { createDocument, InvalidDocumentError } from '../../sync/write-api';
import { showFlash } from '../../ui/flash';
import { FieldInput, FormContext, type FormData, issuesByPath, useReferences, withValue } from '../entity-detail';
import { localDay } from './register-view';

/** The inputs of a review besides its location, which the register line gives. */
const INPUTS = formFields(substanceRegisterReview).filter((input) => input.path !== 'location');

interface ReviewFormProps {
  readonly db: ReplicaDb;
  readonly location: { readonly id: string; readonly name: string };
  readonly onClose: () => void;
}

/**
 * "Record review" for one location's register (REG-8): the day (today unless changed), the
 * reviewer (the signed-in employee unless changed) and notes, saved through the replica's write
 * API, so it works offline and reaches the server with the next sync.
 */
export function ReviewForm({ db, location, onClose }: ReviewFormProps) {
  const { t } = useLingui();
  const { name } = location;
  const { employee } = useSession();
  const [values, setValues] = useState<FormData>(() => ({
    reviewedOn: localDay(new Date()),
    reviewedBy: employee.id,
  }));
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const references = useReferences(db, substanceRegisterReview);
  const context = useMemo(
    () => ({ issues: issuesByPath(issues), references: references.byType }),
    [issues, references],
  );
  const root = useRef<HTMLFormElement>(null);
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  async function save() {
    setBusy(true);
    setFailed(false);
    try {
      await createDocument(db, substanceRegisterReview.type, { ...values, location: location.id });
      showFlash(t`The review of ${name} is recorded.`);
      onClose();
    } catch (error) {
      if (error instanceof InvalidDocumentError) setIssues(error.issues);
      else {
        console.error('recording the review failed', error);
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormContext.Provider value={context}>
      <form
        ref={root}
        className="register-review-form"
        aria-label={t`Record the review of ${name}`}
        data-testid="register-review-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {INPUTS.map((input) => (
          <FieldInput
            key={input.path}
            input={input}
            prefix=""
            value={values[input.path]}
            onChange={(next) => setValues((current) => withValue(current, input.path, next))}
          />
        ))}
        {failed && (
          <p className="notice notice-error" role="alert">
            <Trans>The review could not be saved on this device. Nothing was changed; please try again.</Trans>
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy} data-testid="register-review-save">
            <Trans>Save review</Trans>
          </button>
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </FormContext.Provider>
  );
}
