import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { effectivenessCheckDue, effectivenessState } from '../../../shared/domain/measures';
import type { FormField } from '../../../shared/entities/derive/form-fields';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import { documentTitle } from '../../../shared/entities/document-title';
import { measure } from '../../../shared/entities/measure';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { InvalidDocumentError, patchDocument } from '../../sync/write-api';
import { FieldInput, FormContext, issuesByPath, localDay } from '../entity-detail';
import { followUpSearch } from './follow-up';

const DESCRIPTION: FormField = {
  path: 'effectivenessDescription',
  label: measure.fields.effectivenessDescription.label,
  field: measure.fields.effectivenessDescription,
  required: false,
  children: [],
};

interface PanelProps {
  readonly db: ReplicaDb;
  readonly doc: ViewDoc | undefined;
}

/**
 * The effectiveness check of a measure (docs/domain/measures.md MEA-6, MEA-7, MEA-10): once the
 * measure is done, when the check is due; the result (effective or not) with a description,
 * stored on the device at once; who and when as the server stamped them; and for "not
 * effective" the follow-up measure.
 */
export function EffectivenessPanel({ db, doc }: PanelProps) {
  const { i18n } = useLingui();
  const { grants } = useSession().employee;
  const today = localDay(new Date());
  if (!doc) return null;
  const state = effectivenessState(doc.data, today);
  const due = effectivenessCheckDue(doc.data);
  const writable = grantsAnywhere(grants, 'UPDATE', measure.resource);
  const dueText = due && i18n.date(`${due}T12:00:00`, { dateStyle: 'long' });
  return (
    <div className="effectiveness-panel" data-testid="effectiveness-panel" data-state={state}>
      {state === 'notDone' && (
        <p className="form-hint">
          <Trans>The effectiveness is checked once the measure is done.</Trans>
        </p>
      )}
      {(state === 'pending' || state === 'overdue') && (
        <>
          {dueText && (
            <p className={state === 'overdue' ? 'notice notice-warning' : 'notice'} data-testid="effectiveness-due">
              {state === 'overdue' ? (
                <Trans>The effectiveness check was due on {dueText}.</Trans>
              ) : (
                <Trans>The effectiveness check is due on {dueText}.</Trans>
              )}
            </p>
          )}
          {writable && <CheckForm db={db} doc={doc} />}
        </>
      )}
      {(state === 'effective' || state === 'notEffective') && <CheckResult db={db} doc={doc} />}
    </div>
  );
}

function CheckForm({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc }) {
  const { t } = useLingui();
  const [effective, setEffective] = useState<boolean | undefined>(undefined);
  const [description, setDescription] = useState<unknown>(undefined);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const context = useMemo(() => ({ issues: issuesByPath(issues), references: new Map() }), [issues]);

  async function record() {
    if (effective === undefined) return;
    setBusy(true);
    setFailed(false);
    try {
      await patchDocument(db, measure.type, doc.id, {
        isEffective: effective,
        ...(typeof description === 'string' && description.trim() !== ''
          ? { effectivenessDescription: description }
          : {}),
      });
    } catch (error) {
      if (error instanceof InvalidDocumentError) setIssues(error.issues);
      else {
        console.error('effectiveness check failed', error);
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormContext.Provider value={context}>
      <fieldset className="effectiveness-choice">
        <legend>
          <Trans>Was the measure effective?</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name={`effective-${doc.id}`}
            checked={effective === true}
            onChange={() => setEffective(true)}
            data-testid="effectiveness-yes"
          />
          {t`Effective`}
        </label>
        <label>
          <input
            type="radio"
            name={`effective-${doc.id}`}
            checked={effective === false}
            onChange={() => setEffective(false)}
            data-testid="effectiveness-no"
          />
          {t`Not effective`}
        </label>
      </fieldset>
      <FieldInput input={DESCRIPTION} prefix="check-" value={description} onChange={setDescription} />
      {issues.length > 0 && (
        <p className="notice notice-error" role="alert">
          <Trans>Inputs are faulty, check and retry.</Trans>
        </p>
      )}
      {failed && (
        <p className="notice notice-error" role="alert">
          <Trans>Could not be saved, please contact support.</Trans>
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || effective === undefined}
          onClick={() => void record()}
          data-testid="effectiveness-record"
        >
          <Trans>Record check</Trans>
        </button>
      </div>
    </FormContext.Provider>
  );
}

function CheckResult({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const effective = doc.data.isEffective === true;
  const checkedBy = typeof doc.data.effectivenessCheckedBy === 'string' ? doc.data.effectivenessCheckedBy : undefined;
  const checkedAt = typeof doc.data.effectivenessCheckedAt === 'string' ? doc.data.effectivenessCheckedAt : undefined;
  const names = useLiveQuery(async () => {
    const [employee] = checkedBy ? await db.view.bulkGet([checkedBy]) : [];
    const followUps = (await db.view.where('refs').equals(doc.id).toArray()).filter(
      (other) => other.type === measure.type && other.data.followUpOf === doc.id,
    );
    return {
      employee: employee ? documentTitle(employee.type, employee.data) : undefined,
      followUps: followUps.map((other) => ({ id: other.id, title: documentTitle(other.type, other.data) })),
    };
  }, [db, checkedBy, doc.id]);
  const when = checkedAt && i18n.date(checkedAt, { dateStyle: 'long', timeStyle: 'short' });
  const who = names?.employee ?? '–';
  const description = typeof doc.data.effectivenessDescription === 'string' ? doc.data.effectivenessDescription : '';
  return (
    <div className="effectiveness-result">
      <p
        className={effective ? 'effectiveness-verdict effective' : 'effectiveness-verdict not-effective'}
        data-testid="effectiveness-verdict"
      >
        {effective ? <Trans>Effective</Trans> : <Trans>Not effective</Trans>}
      </p>
      {doc.pending && !when ? (
        <p className="form-hint" data-testid="effectiveness-waiting">
          <Trans>Recorded on this device; who and when are set when it reaches the server.</Trans>
        </p>
      ) : (
        when && (
          <p className="form-hint" data-testid="effectiveness-stamp">
            <Trans>
              Checked by {who} on {when}
            </Trans>
          </p>
        )
      )}
      {description && <div className="effectiveness-description">{plainText(description)}</div>}
      {!effective && (
        <div className="effectiveness-follow-up">
          {names?.followUps.map((followUp) => (
            <p key={followUp.id}>
              <Link to="/measures/$id" params={{ id: followUp.id }} data-testid="effectiveness-follow-up-link">
                <Trans>Follow-up: {followUp.title}</Trans>
              </Link>
            </p>
          ))}
          <Link
            to="/measures/$id"
            params={{ id: 'new' }}
            search={followUpSearch(doc, i18n)}
            className="button button-primary"
            data-testid="effectiveness-follow-up"
          >
            <Trans>Create follow-up measure</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}

/** The text of a rich-text value, for a short read-only view. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
