import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import {
  needsPersonalReason,
  PERSONAL_REASON_RULE,
  type RiskThresholds,
  STRESS_SUB_FACTORS,
} from '../../../shared/domain/risk-assessments';
import type { FormField } from '../../../shared/entities/derive/form-fields';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import type { KeyedListField } from '../../../shared/entities/fields';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import { STRESS_FACTORS, type StressFactor } from '../../../shared/enums/assessment';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FieldInput, FormContext, issuesByPath, type ReferenceOption } from '../entity-detail';
import { enumText } from '../enums';
import { RiskMatrixPicker } from './RiskMatrixPicker';
import { RiskMeasures } from './RiskMeasures';
import type { RiskItem } from './risks';
import { RISK_PREFIX, removeRisk, saveRisk } from './save-risk';

const RISK_FIELDS = (riskAssessment.fields.risks as KeyedListField).fields;

/** A field of a risk for the generic form's input (its path relative to the risk, `risk.` in issues). */
function riskInput(name: 'description' | 'pictures'): FormField {
  const field = RISK_FIELDS[name];
  if (!field) throw new Error(`a risk has no field ${name}`);
  return { path: name, label: field.label, field, required: field.required === true, children: [] };
}

const NO_REFERENCES = new Map<string, readonly ReferenceOption[]>();
const DESCRIPTION = riskInput('description');
const PICTURES = riskInput('pictures');

interface RiskSheetProps {
  readonly db: ReplicaDb;
  readonly assessment: ViewDoc;
  readonly risk: RiskItem;
  readonly isNew: boolean;
  /** The measure documents of this risk, in STOP order (RA-10). */
  readonly measures: readonly ViewDoc[];
  readonly thresholds: RiskThresholds;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}

/**
 * One risk for editing, in a side panel on a desktop and a full-screen sheet on a tablet (a
 * modal dialog: Escape closes it, focus stays inside): name, description, protection goal,
 * hazard factor and sub-factor from the catalogue, pictures, the matrix before and after measures,
 * and its measures in STOP order with the reason when they are all personal (RA-7).
 */
export function RiskSheet({ db, assessment, risk, isNew, measures, thresholds, canEdit, onClose }: RiskSheetProps) {
  const { t, i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [values, setValues] = useState<RiskItem>(risk);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(!isNew);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const set = (changes: Partial<RiskItem>) => setValues((current) => ({ ...current, ...changes }));
  const types = measures.map((found) => found.data.measureType);
  const reasonNeeded = needsPersonalReason(types);
  const reasonMissing = reasonNeeded && !values.personalMeasuresReason?.trim();
  const subFactors = values.stressFactor ? (STRESS_SUB_FACTORS[values.stressFactor as StressFactor] ?? []) : [];
  const issueAt = (name: string) => issues.filter((issue) => issue.path === RISK_PREFIX + name);
  const otherIssues = issues.filter((issue) => !issue.path.startsWith(RISK_PREFIX));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function save(close: boolean) {
    if (reasonMissing) {
      setIssues([{ path: `${RISK_PREFIX}personalMeasuresReason`, message: PERSONAL_REASON_RULE.id }]);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const found = await saveRisk(db, assessment.id, values);
      setIssues(found);
      if (found.length === 0) {
        setSaved(true);
        if (close) onClose();
      }
    } catch (error) {
      console.error('saving the risk failed', error);
      setFailure(t`The risk could not be saved. Please try again.`);
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
    <dialog
      ref={dialog}
      className="risk-sheet"
      aria-labelledby={titleId}
      data-testid="risk-sheet"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="risk-sheet-header">
        <h2 id={titleId}>{isNew && !saved ? t`New risk` : values.name || t`Risk`}</h2>
        <button type="button" className="button" onClick={onClose} data-testid="risk-sheet-close">
          <Trans>Close</Trans>
        </button>
      </header>
      <FormContext.Provider value={{ issues: issuesByPath(issues), references: NO_REFERENCES }}>
        <fieldset className="risk-sheet-fields" disabled={!canEdit}>
          <label className="field">
            <span className="field-label">
              <Trans>Name</Trans> <span aria-hidden="true">*</span>
            </span>
            <input
              value={values.name ?? ''}
              onChange={(event) => set({ name: event.target.value })}
              aria-invalid={issueAt('name').length > 0}
              required
              data-testid="risk-name"
            />
            {messages(issueAt('name'))}
          </label>
          <FieldInput
            input={DESCRIPTION}
            prefix={RISK_PREFIX}
            value={values.description}
            onChange={(value) => set({ description: typeof value === 'string' ? value : undefined })}
          />
          <label className="field">
            <span className="field-label">
              <Trans>Protection goal</Trans>
            </span>
            <textarea
              value={values.protectionTarget ?? ''}
              rows={2}
              onChange={(event) => set({ protectionTarget: event.target.value })}
            />
          </label>
          <div className="risk-sheet-pair">
            <label className="field">
              <span className="field-label">
                <Trans>Hazard factor</Trans>
              </span>
              <select
                value={values.stressFactor ?? ''}
                data-testid="risk-factor"
                onChange={(event) => set({ stressFactor: event.target.value || undefined, stressSubFactor: undefined })}
              >
                <option value="">{t`– choose –`}</option>
                {STRESS_FACTORS.map((factor) => (
                  <option key={factor} value={factor}>
                    {enumText(i18n, STRESS_FACTORS, factor)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field-label">
                <Trans>Sub-factor</Trans>
              </span>
              <select
                value={values.stressSubFactor ?? ''}
                disabled={subFactors.length === 0}
                data-testid="risk-sub-factor"
                onChange={(event) => set({ stressSubFactor: event.target.value || undefined })}
              >
                <option value="">{t`– choose –`}</option>
                {subFactors.map((sub) => (
                  <option key={sub.code} value={sub.code}>
                    {sub.code} {i18n._(sub.label)}
                  </option>
                ))}
              </select>
              {messages(issues.filter((issue) => issue.message === 'rule.riskAssessment.subFactorOfFactor'))}
            </label>
          </div>
          <FieldInput
            input={PICTURES}
            prefix={RISK_PREFIX}
            value={values.pictures}
            onChange={(value) => set({ pictures: Array.isArray(value) ? value : undefined })}
          />
          <div className="risk-sheet-matrices">
            <div>
              <h3>
                <Trans>Before measures</Trans>
              </h3>
              <RiskMatrixPicker
                label={t`Risk before measures`}
                value={values.preMeasuresEvaluation}
                thresholds={thresholds}
                onChange={(rating) => set({ preMeasuresEvaluation: rating })}
                testId="matrix-before"
              />
            </div>
            <div>
              <h3>
                <Trans>After measures</Trans>
              </h3>
              <RiskMatrixPicker
                label={t`Risk after measures`}
                value={values.postMeasuresEvaluation}
                thresholds={thresholds}
                onChange={(rating) => set({ postMeasuresEvaluation: rating })}
                testId="matrix-after"
              />
            </div>
          </div>
          {(reasonNeeded || values.personalMeasuresReason) && (
            <label className="field">
              <span className="field-label">
                <Trans>Why substitution, technical and organisational measures are not enough</Trans>
                {reasonNeeded && <span aria-hidden="true"> *</span>}
              </span>
              <textarea
                value={values.personalMeasuresReason ?? ''}
                rows={2}
                maxLength={1000}
                data-testid="risk-personal-reason"
                aria-invalid={issueAt('personalMeasuresReason').length > 0}
                onChange={(event) => set({ personalMeasuresReason: event.target.value })}
              />
              {messages(issueAt('personalMeasuresReason'))}
            </label>
          )}
        </fieldset>
      </FormContext.Provider>
      {messages(otherIssues)}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {canEdit && (
        <div className="dialog-actions risk-sheet-actions">
          {saved && (
            <button type="button" className="button button-danger" onClick={() => setRemoving(true)}>
              <Trans>Remove risk</Trans>
            </button>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            data-testid="risk-save"
            onClick={() => void save(saved)}
          >
            {saved ? <Trans>Save and close</Trans> : <Trans>Save risk</Trans>}
          </button>
        </div>
      )}
      {saved ? (
        <RiskMeasures
          db={db}
          assessmentId={assessment.id}
          riskId={values.id}
          measures={measures}
          needsReason={(type) => needsPersonalReason([...types, type]) && !values.personalMeasuresReason?.trim()}
          onReason={async (reason) => {
            const next = { ...values, personalMeasuresReason: reason };
            setValues(next);
            return saveRisk(db, assessment.id, next);
          }}
        />
      ) : (
        <p className="form-hint">
          <Trans>Save the risk to add its measures.</Trans>
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title={t`Remove risk?`}
          text={t`The risk is removed from this assessment. Its measures stay in the measures list.`}
          confirmLabel={t`Remove`}
          cancelLabel={t`Cancel`}
          danger
          onConfirm={() => {
            void removeRisk(db, assessment.id, values.id).finally(onClose);
          }}
          onCancel={() => setRemoving(false)}
        />
      )}
    </dialog>
  );
}
