import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { isDone } from '../../../shared/domain/measures';
import { type MeasureType, STOP_ORDER } from '../../../shared/domain/risk-assessments';
import { type ValidationIssue, validateDocument } from '../../../shared/entities/derive/schema';
import { documentTitle } from '../../../shared/entities/document-title';
import { measure } from '../../../shared/entities/measure';
import { INSTRUCTION_KEYS } from '../../../shared/enums/assessment';
import { MEASURE_TYPES } from '../../../shared/enums/catalogs';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { viewOfType } from '../../sync/view-of-type';
import { createDocument, InvalidDocumentError, patchDocument } from '../../sync/write-api';
import { localDay } from '../entity-detail';
import { enumText } from '../enums';
import { MeasureStatus } from '../measures';

interface RiskMeasuresProps {
  readonly db: ReplicaDb;
  readonly assessmentId: string;
  readonly riskId: string;
  /** The risk's measure documents in STOP order (RA-10). */
  readonly measures: readonly ViewDoc[];
  /** Whether adding a measure of this type leaves the risk with personal measures only and no reason (RA-7). */
  readonly needsReason: (type: MeasureType) => boolean;
  /** Saves the reason into the risk; answers its issues. */
  readonly onReason: (reason: string) => Promise<readonly ValidationIssue[]>;
}

interface Draft {
  readonly name: string;
  readonly measureType: MeasureType | '';
  readonly responsible: string;
  readonly deadlineAt: string;
  readonly instructionKey: string;
  readonly reason: string;
}

const EMPTY: Draft = {
  name: '',
  measureType: '',
  responsible: '',
  deadlineAt: '',
  instructionKey: 'measures',
  reason: '',
};

/**
 * The measures of a risk (decision 0037): measure documents in STOP order with responsible,
 * deadline and state, each also in the measures list; "Mark done" for open ones; and a new
 * measure whose type is picked in STOP order (RA-6), asking for the reason when the risk would
 * have personal measures only (RA-7).
 */
export function RiskMeasures({ db, assessmentId, riskId, measures, needsReason, onReason }: RiskMeasuresProps) {
  const { t, i18n } = useLingui();
  const { employee } = useSession();
  const canCreate = grantsAnywhere(employee.grants, 'CREATE', measure.resource);
  const canUpdate = grantsAnywhere(employee.grants, 'UPDATE', measure.resource);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [adding, setAdding] = useState(false);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const today = localDay(new Date());
  const employees = useLiveQuery(
    async () =>
      (await viewOfType(db, 'EMPLOYEE').toArray())
        .map((doc) => ({ id: doc.id, title: documentTitle('EMPLOYEE', doc.data) || doc.title || doc.id }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [db],
    [],
  );
  const nameOf = (id: unknown) => employees.find((found) => found.id === id)?.title ?? '–';
  const reasonAsked = draft.measureType !== '' && needsReason(draft.measureType);
  const issuesAt = (path: string) => issues.filter((issue) => issue.path === path);
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  async function add(event: FormEvent) {
    event.preventDefault();
    if (reasonAsked && draft.reason.trim() === '') {
      setIssues([{ path: 'reason', message: 'validation.required' }]);
      return;
    }
    setBusy(true);
    try {
      const data = {
        name: draft.name.trim(),
        origin: assessmentId,
        originRisk: riskId,
        instructionKey: draft.instructionKey,
        ...(draft.measureType ? { measureType: draft.measureType } : {}),
        ...(draft.responsible ? { responsible: draft.responsible } : {}),
        ...(draft.deadlineAt ? { deadlineAt: draft.deadlineAt } : {}),
        isActionNeeded: true,
        isDone: false,
        isRecurring: false,
        createdBy: employee.id,
      };
      const checked = validateDocument(measure, data);
      if (!checked.ok) {
        setIssues(checked.issues);
        return;
      }
      if (reasonAsked) {
        const found = await onReason(draft.reason.trim());
        if (found.length > 0) {
          setIssues(found.map((issue) => ({ ...issue, path: 'reason' })));
          return;
        }
      }
      await createDocument(db, measure.type, data);
      setDraft(EMPTY);
      setIssues([]);
      setAdding(false);
    } catch (error) {
      if (error instanceof InvalidDocumentError) setIssues(error.issues);
      else throw error;
    } finally {
      setBusy(false);
    }
  }

  const messages = (list: readonly ValidationIssue[]) =>
    list.length > 0 && (
      <ul className="field-issues" role="alert">
        {list.map((issue) => (
          <li key={issue.message}>{i18n._(issue.message)}</li>
        ))}
      </ul>
    );

  return (
    <section className="risk-measures" aria-labelledby={`risk-measures-${riskId}`} data-testid="risk-measures">
      <h3 id={`risk-measures-${riskId}`}>
        <Trans>Measures (STOP)</Trans>
      </h3>
      {measures.length === 0 ? (
        <p className="form-hint">
          <Trans>No measures yet.</Trans>
        </p>
      ) : (
        <ul className="risk-measure-list">
          {measures.map((found) => (
            <li key={found.id} className="risk-measure" data-testid="risk-measure">
              <span className={`risk-measure-type risk-measure-type-${String(found.data.measureType)}`}>
                {enumText(i18n, MEASURE_TYPES, String(found.data.measureType ?? ''))}
              </span>
              <Link to="/measures/$id" params={{ id: found.id }} className="risk-measure-name">
                {String(found.data.name ?? '–')}
              </Link>
              <span className="risk-measure-meta">
                {nameOf(found.data.responsible)}
                {typeof found.data.deadlineAt === 'string'
                  ? ` · ${i18n.date(`${found.data.deadlineAt}T12:00:00`, { dateStyle: 'medium' })}`
                  : ''}
              </span>
              <MeasureStatus data={found.data} today={today} />
              {canUpdate && !isDone(found.data) && (
                <button
                  type="button"
                  className="button button-small"
                  data-testid="risk-measure-done"
                  onClick={() => void patchDocument(db, measure.type, found.id, { isDone: true })}
                >
                  <Trans>Mark done</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canCreate && !adding && (
        <button type="button" className="button" data-testid="risk-measure-add" onClick={() => setAdding(true)}>
          <Trans>Add measure</Trans>
        </button>
      )}
      {canCreate && adding && (
        <form className="risk-measure-form" onSubmit={(event) => void add(event)} noValidate>
          <fieldset className="risk-measure-types">
            <legend>
              <Trans>Type of measure, in STOP order</Trans> <span aria-hidden="true">*</span>
            </legend>
            {STOP_ORDER.map((type) => (
              <label key={type} className="risk-measure-type-choice">
                <input
                  type="radio"
                  name="measureType"
                  value={type}
                  checked={draft.measureType === type}
                  onChange={() => set({ measureType: type })}
                  data-testid={`risk-measure-type-${type}`}
                />
                {enumText(i18n, MEASURE_TYPES, type)}
              </label>
            ))}
            {messages(issuesAt('measureType'))}
          </fieldset>
          <label className="field">
            <span className="field-label">
              <Trans>Title</Trans> <span aria-hidden="true">*</span>
            </span>
            <input
              value={draft.name}
              maxLength={500}
              onChange={(event) => set({ name: event.target.value })}
              aria-invalid={issuesAt('name').length > 0}
              data-testid="risk-measure-name"
            />
            {messages(issuesAt('name'))}
          </label>
          <div className="risk-sheet-pair">
            <label className="field">
              <span className="field-label">
                <Trans>Responsible</Trans> <span aria-hidden="true">*</span>
              </span>
              <select
                value={draft.responsible}
                onChange={(event) => set({ responsible: event.target.value })}
                aria-invalid={issuesAt('responsible').length > 0}
                data-testid="risk-measure-responsible"
              >
                <option value="">{t`– choose –`}</option>
                {employees.map((found) => (
                  <option key={found.id} value={found.id}>
                    {found.title}
                  </option>
                ))}
              </select>
              {messages(issuesAt('responsible'))}
            </label>
            <label className="field">
              <span className="field-label">
                <Trans>Deadline</Trans>
              </span>
              <input
                type="date"
                value={draft.deadlineAt}
                onChange={(event) => set({ deadlineAt: event.target.value })}
                data-testid="risk-measure-deadline"
              />
            </label>
          </div>
          <label className="field">
            <span className="field-label">
              <Trans>Section of the operating instruction</Trans>
            </span>
            <select
              value={draft.instructionKey}
              onChange={(event) => set({ instructionKey: event.target.value })}
              data-testid="risk-measure-section"
            >
              {INSTRUCTION_KEYS.map((key) => (
                <option key={key} value={key}>
                  {enumText(i18n, INSTRUCTION_KEYS, key)}
                </option>
              ))}
            </select>
          </label>
          {reasonAsked && (
            <label className="field">
              <span className="field-label">
                <Trans>
                  Only personal measures: why are substitution, technical and organisational measures not enough?
                </Trans>{' '}
                <span aria-hidden="true">*</span>
              </span>
              <textarea
                value={draft.reason}
                rows={2}
                maxLength={1000}
                onChange={(event) => set({ reason: event.target.value })}
                aria-invalid={issuesAt('reason').length > 0}
                data-testid="risk-measure-reason"
              />
              {messages(issuesAt('reason'))}
            </label>
          )}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => setAdding(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button button-primary" disabled={busy} data-testid="risk-measure-submit">
              <Trans>Add measure</Trans>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
