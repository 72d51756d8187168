import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { nextRevision, revisionOverdue, shownOpenMeasureCount } from '../../../shared/domain/risk-assessments';
import { documentTitle } from '../../../shared/entities/document-title';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import type { ReplicaSession } from '../../sync/replica-session';
import { patchDocument } from '../../sync/write-api';
import { asStrings, localDay } from '../entity-detail';
import { RiskAssessmentPdfButton } from './RiskAssessmentPdfButton';
import { useAssessmentMeasures } from './use-assessment-measures';

/**
 * Below the heading of a saved assessment: its open measures (RA-11), the last and next
 * revision with "Revised" (RA-8, RA-9: the server records who), the assessments linked to it
 * from elsewhere (the other direction of `linkedRiskAssessments`), and the PDF.
 */
function AssessmentFacts({ replica, doc }: { readonly replica: ReplicaSession; readonly doc: ViewDoc }) {
  const { db } = replica;
  const { t, i18n } = useLingui();
  const { grants } = useSession().employee;
  const measures = useAssessmentMeasures(db, doc.id);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const canEdit = grantsAnywhere(grants, 'UPDATE', riskAssessment.resource);
  const open = shownOpenMeasureCount(doc.id, doc.data.undoneNewMeasureCount, measures);
  const overdue = revisionOverdue(doc.data.nextRevisionAt, localDay(new Date()));
  const linking = useLiveQuery(
    async () =>
      (await db.view.where('refs').equals(doc.id).toArray()).filter(
        (found) => found.type === riskAssessment.type && asStrings(found.data.linkedRiskAssessments).includes(doc.id),
      ),
    [db, doc.id],
    [],
  );
  const day = (value: unknown) =>
    typeof value === 'string' && value !== '' ? i18n.date(`${value}T12:00:00`, { dateStyle: 'medium' }) : '–';
  const reviser = useLiveQuery(
    async () => (typeof doc.data.lastRevisedBy === 'string' ? db.view.get(doc.data.lastRevisedBy) : undefined),
    [db, doc.data.lastRevisedBy],
  );

  async function revised() {
    setFailure(undefined);
    const today = localDay(new Date());
    const next = nextRevision(today, doc.data.revisionInterval);
    try {
      await patchDocument(db, riskAssessment.type, doc.id, {
        lastRevisedAt: today,
        ...(next ? { nextRevisionAt: next } : {}),
      });
    } catch (error) {
      console.error('recording the revision failed', error);
      setFailure(t`The revision could not be recorded. Please try again.`);
    }
  }

  return (
    <div className="assessment-actions" data-testid="assessment-actions">
      <dl className="assessment-facts">
        <div>
          <dt>
            <Trans>Open measures</Trans>
          </dt>
          <dd data-testid="assessment-open-measures">{open}</dd>
        </div>
        <div>
          <dt>
            <Trans>Last revised</Trans>
          </dt>
          <dd data-testid="assessment-last-revised">
            {day(doc.data.lastRevisedAt)}
            {reviser ? ` · ${documentTitle('EMPLOYEE', reviser.data) || reviser.title}` : ''}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Next revision</Trans>
          </dt>
          <dd
            data-testid="assessment-next-revision"
            className={overdue ? 'assessment-overdue' : undefined}
            data-overdue={overdue || undefined}
          >
            {day(doc.data.nextRevisionAt)}
            {overdue && (
              <>
                {' '}
                <strong className="assessment-overdue-label">
                  <Trans>overdue</Trans>
                </strong>
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="assessment-buttons">
        {canEdit && (
          <button type="button" className="button" data-testid="assessment-revised" onClick={() => void revised()}>
            <Trans>Mark as revised today</Trans>
          </button>
        )}
        <RiskAssessmentPdfButton replica={replica} doc={doc} />
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {linking.length > 0 && (
        <p className="assessment-linked-from" data-testid="assessment-linked-from">
          <Trans>Linked from:</Trans>{' '}
          {linking.map((found, index) => (
            <span key={found.id}>
              {index > 0 && ', '}
              <Link to="/risk_assessments/$id" params={{ id: found.id }}>
                {documentTitle(found.type, found.data) || found.title}
              </Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** The actions of a saved assessment, once the replica is open. */
export function AssessmentActions({ doc }: { readonly doc: ViewDoc }) {
  const replica = useReplica();
  return replica ? <AssessmentFacts replica={replica} doc={doc} /> : null;
}
