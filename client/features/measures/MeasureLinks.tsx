import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { documentPath } from '../../../shared/document-paths';
import { type RegulationItem, regulationItemOf } from '../../../shared/domain/regulations';
import { documentTitle } from '../../../shared/entities/document-title';
import type { DocumentData } from '../../../shared/entities/entity';
import { entityFor } from '../../../shared/entities/registry';
import { STRESS_FACTORS } from '../../../shared/enums/assessment';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { plainExcerpt } from '../../ui/cell-text';
import { enumText } from '../enums';

/** A link to a document of the device: its kind and title; nothing while it is not on this device. */
function DocumentLink({
  id,
  kind,
  testId,
  measureData,
}: {
  readonly id: unknown;
  readonly kind: 'origin' | 'followUpOf';
  readonly testId: string;
  /** The measure, whose origin may name a change or required action of a regulation (RGL-17). */
  readonly measureData?: DocumentData;
}) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const target = useLiveQuery(
    async () => (replica && typeof id === 'string' ? replica.db.view.get(id) : undefined),
    [replica, id],
  );
  const path = target && documentPath(target.type, target.id);
  const entity = target && entityFor(target.type);
  if (!target || !path || !entity) return null;
  const type = i18n._(entity.label);
  const title = documentTitle(target.type, target.data);
  const item = measureData && regulationItemOf(target.data, measureData);
  return (
    <>
      <Link to={path} className="button" data-testid={testId}>
        {kind === 'origin' ? (
          <Trans>
            Origin: {type} “{title}”
          </Trans>
        ) : (
          <Trans>Follow-up of “{title}”</Trans>
        )}
      </Link>
      {item && <RegulationItemLine item={item} />}
    </>
  );
}

/** The change or required action of the origin regulation the measure came from (RGL-17). */
function RegulationItemLine({ item }: { readonly item: RegulationItem }) {
  const { i18n } = useLingui();
  const text = plainExcerpt(item.content, 160);
  if (item.kind === 'change') {
    const day = item.changeAt ? i18n.date(`${item.changeAt}T12:00:00`, { dateStyle: 'medium' }) : '';
    return (
      <p className="form-hint" data-testid="measure-origin-item">
        <Trans>
          From the change of {day}: {text}
        </Trans>
      </p>
    );
  }
  return (
    <p className="form-hint" data-testid="measure-origin-item">
      <Trans>From the required action: {text}</Trans>
    </p>
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The risk of its assessment a measure belongs to (`originRisk`, decision 0037): its name and
 * hazard factor, linking to the assessment with the risk opened; nothing while the assessment is
 * not on this device or no longer has the risk.
 */
function RiskLink({ assessmentId, riskId }: { readonly assessmentId: unknown; readonly riskId: unknown }) {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const assessment = useLiveQuery(
    async () => (replica && typeof assessmentId === 'string' ? replica.db.view.get(assessmentId) : undefined),
    [replica, assessmentId],
  );
  const path = assessment && documentPath(assessment.type, assessment.id);
  const risks = Array.isArray(assessment?.data.risks) ? (assessment.data.risks as Record<string, unknown>[]) : [];
  const risk = typeof riskId === 'string' ? risks.find((item) => item.id === riskId) : undefined;
  if (!path || !risk || typeof riskId !== 'string') return null;
  const name = textOf(risk.name) || textOf(risk.description) || t`Untitled`;
  const factor = typeof risk.stressFactor === 'string' ? enumText(i18n, STRESS_FACTORS, risk.stressFactor) : undefined;
  return (
    <Link to={path} hash={`risk-${riskId}`} className="button" data-testid="measure-origin-risk">
      {factor ? (
        <Trans>
          Risk: “{name}” · {factor}
        </Trans>
      ) : (
        <Trans>Risk: “{name}”</Trans>
      )}
    </Link>
  );
}

/** Below a measure's heading: the document it came from, the risk of it, and the measure it follows up. */
export function MeasureLinks({ doc }: { readonly doc: ViewDoc }) {
  return (
    <>
      <DocumentLink id={doc.data.origin} kind="origin" testId="measure-origin" measureData={doc.data} />
      {doc.data.originRisk !== undefined && <RiskLink assessmentId={doc.data.origin} riskId={doc.data.originRisk} />}
      <DocumentLink id={doc.data.followUpOf} kind="followUpOf" testId="measure-follow-up-of" />
    </>
  );
}
