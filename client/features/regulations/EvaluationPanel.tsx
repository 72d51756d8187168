import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { isDelivered } from '../../../shared/entities/entity';
import { regulation } from '../../../shared/entities/regulation';
import { regulationEvaluation } from '../../../shared/entities/regulation-evaluation';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { createDocument, patchDocument } from '../../sync/write-api';
import '../../styles/regulations.css';
import { choiceOf, EVALUATION_CHOICES, type EvaluationChoice, fieldsOf, obligationsOf } from './evaluation-state';
import { ItemMeasures } from './ItemMeasures';

const CUSTOMER_MODULE = 'REGULATION_MANAGEMENT_CUSTOMER';

/** The words of a choice, in the interface language. */
function useChoiceText(): (choice: EvaluationChoice) => string {
  const { t } = useLingui();
  return (choice) => {
    switch (choice) {
      case 'FULFILLED':
        return t`Applies · fulfilled`;
      case 'NOT_FULFILLED':
        return t`Applies · not fulfilled`;
      case 'OPEN':
        return t`Applies · open`;
      case 'DOES_NOT_APPLY':
        return t`Does not apply`;
    }
  };
}

interface RowProps {
  readonly db: ReplicaDb;
  readonly regulationId: string;
  readonly action: string;
  readonly text: string;
  readonly evaluation: ViewDoc | undefined;
  readonly writable: boolean;
}

/** One obligation with its evaluation: the choice, the evidence, who evaluated when (RGL-10, RGL-11). */
function EvaluationRow({ db, regulationId, action, text, evaluation, writable }: RowProps) {
  const { t, i18n } = useLingui();
  const choiceText = useChoiceText();
  const stored = choiceOf(evaluation?.data);
  const storedEvidence = typeof evaluation?.data.evidence === 'string' ? evaluation.data.evidence : '';
  const [choice, setChoice] = useState<EvaluationChoice | ''>(stored ?? '');
  const [evidence, setEvidence] = useState(storedEvidence);
  const [saved, setSaved] = useState(false);
  const evaluator = useLiveQuery(
    async () =>
      typeof evaluation?.data.evaluatedBy === 'string' ? db.view.get(evaluation.data.evaluatedBy) : undefined,
    [db, evaluation?.data.evaluatedBy],
  );
  const evaluatedAt =
    typeof evaluation?.data.evaluatedAt === 'string' ? new Date(evaluation.data.evaluatedAt) : undefined;
  const changed = choice !== (stored ?? '') || evidence !== storedEvidence;
  async function save() {
    if (choice === '') return;
    const values = { ...fieldsOf(choice), evidence: evidence.trim() === '' ? undefined : evidence };
    if (evaluation) {
      await patchDocument(db, regulationEvaluation.type, evaluation.id, values, {
        data: evaluation.data,
        version: evaluation.version,
      });
    } else {
      const data = Object.fromEntries(
        Object.entries({ regulation: regulationId, ...(action ? { requiredAction: action } : {}), ...values }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      await createDocument(db, regulationEvaluation.type, data);
    }
    setSaved(true);
  }
  const label = text || t`The regulation as a whole`;
  return (
    <li className="evaluation-row" data-testid="evaluation-row">
      <p className="evaluation-obligation">{label}</p>
      <fieldset disabled={!writable} className="evaluation-inputs">
        <label>
          <span>
            <Trans>Evaluation</Trans>
          </span>
          <select
            value={choice}
            data-testid="evaluation-choice"
            onChange={(event) => {
              setChoice(event.target.value as EvaluationChoice | '');
              setSaved(false);
            }}
          >
            <option value="">{t`Not evaluated`}</option>
            {EVALUATION_CHOICES.map((option) => (
              <option key={option} value={option}>
                {choiceText(option)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            <Trans>Evidence</Trans>
          </span>
          <textarea
            value={evidence}
            maxLength={4000}
            data-testid="evaluation-evidence"
            onChange={(event) => {
              setEvidence(event.target.value);
              setSaved(false);
            }}
          />
        </label>
        {writable && (
          <button
            type="button"
            className="button"
            disabled={!changed || choice === ''}
            data-testid="evaluation-save"
            onClick={() => void save()}
          >
            <Trans>Save evaluation</Trans>
          </button>
        )}
      </fieldset>
      {stored && (
        <p className="form-hint" data-testid="evaluation-stamp">
          {choiceText(stored)}
          {evaluator && evaluatedAt ? (
            <>
              {' · '}
              <Trans>
                evaluated by {String(evaluator.data.firstName ?? '')} {String(evaluator.data.lastName ?? '')} on{' '}
                {evaluatedAt.toLocaleDateString(i18n.locale)}
              </Trans>
            </>
          ) : null}
        </p>
      )}
      {action && (
        <ItemMeasures db={db} regulationId={regulationId} field="originRequiredAction" itemId={action} text={text} />
      )}
      {saved && !changed && (
        <p className="form-hint" role="status">
          <Trans>Evaluation saved.</Trans>
        </p>
      )}
    </li>
  );
}

/**
 * Below a regulation delivered to this customer, or an individual regulation: the customer's
 * compliance evaluation of each required action, or of the regulation as a whole
 * (docs/domain/regulations.md RGL-10 … RGL-12). The evaluations are this tenant's documents.
 */
export function EvaluationPanel({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const session = useSession();
  const evaluations = useLiveQuery(async () => {
    if (!doc) return [];
    const naming = await db.view.where('refs').equals(doc.id).toArray();
    return naming.filter((found) => found.type === regulationEvaluation.type && found.data.regulation === doc.id);
  }, [db, doc?.id]);
  if (!doc || !session.tenant.subscribedModules.includes(CUSTOMER_MODULE)) return null;
  if (doc.type === regulation.type && !isDelivered(regulation, doc.data)) return null;
  const obligations = obligationsOf(doc.type, doc.data);
  const writable = grantsAnywhere(session.employee.grants, 'CREATE', regulationEvaluation.resource);
  const latest = (action: string) =>
    (evaluations ?? []).filter((found) => String(found.data.requiredAction ?? '') === action).at(-1);
  return (
    <section className="measures-panel" aria-labelledby={`evaluation-of-${doc.id}`} data-testid="evaluation-panel">
      <header className="measures-panel-header">
        <h2 id={`evaluation-of-${doc.id}`}>
          <Trans>Compliance evaluation</Trans>
        </h2>
      </header>
      {obligations.length === 0 ? (
        <p className="form-hint">
          <Trans>No required actions are addressed to your company.</Trans>
        </p>
      ) : evaluations === undefined ? null : (
        <ul className="evaluation-list">
          {obligations.map(({ action, text }) => {
            const evaluation = latest(action);
            return (
              <EvaluationRow
                key={`${action}/${evaluation?.id ?? 'new'}`}
                db={db}
                regulationId={doc.id}
                action={action}
                text={text}
                evaluation={evaluation}
                writable={writable}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
