import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { isOpen } from '../../../shared/domain/measures';
import { measuresOfRisk, subFactorOf } from '../../../shared/domain/risk-assessments';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import { STRESS_FACTORS } from '../../../shared/enums/assessment';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { enumText } from '../enums';
import { BandCell } from './BandCell';
import { OverviewMatrix } from './OverviewMatrix';
import { RiskSheet } from './RiskSheet';
import { risksOf } from './risks';
import { useAssessmentMeasures } from './use-assessment-measures';
import { useThresholds } from './use-thresholds';
import '../../styles/risk-assessments.css';

type Editing = { readonly id: string; readonly isNew: boolean } | undefined;

/** The start of the address fragment that names a risk: `#risk-<id>`. */
const RISK_HASH = 'risk-';

/**
 * The risks of an assessment: the overview matrix before and after measures, a compact list
 * (hazard factor, before and after as coloured cells with words, open measures), and a risk
 * opened in a side panel (desktop) or a full-screen sheet (tablet) for editing.
 */
export function RisksSection({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { t, i18n } = useLingui();
  const { grants } = useSession().employee;
  const thresholds = useThresholds(db);
  const measures = useAssessmentMeasures(db, doc?.id);
  const [editing, setEditing] = useState<Editing>(undefined);
  const risks = risksOf(doc?.data);
  const canEdit = doc !== undefined && grantsAnywhere(grants, 'UPDATE', riskAssessment.resource);
  const hash = useLocation({ select: (location) => location.hash });
  const openedFor = useRef<string | undefined>(undefined);
  const linked = hash.startsWith(RISK_HASH) ? hash.slice(RISK_HASH.length) : undefined;
  const linkedKnown = linked !== undefined && risks.some((risk) => risk.id === linked);

  // A link to one risk (`#risk-<id>`, from its measure's screen) opens that risk once.
  useEffect(() => {
    if (!linked || !linkedKnown || openedFor.current === linked) return;
    openedFor.current = linked;
    setEditing({ id: linked, isNew: false });
  }, [linked, linkedKnown]);

  return (
    <section className="risks" aria-labelledby="risks-title" data-testid="risks-section">
      <h2 id="risks-title">
        <Trans>Risks</Trans> <span className="findings-count">{risks.length}</span>
      </h2>
      {!doc && (
        <p className="notice" role="status">
          <Trans>Save the risk assessment first; then add its risks.</Trans>
        </p>
      )}
      {doc && risks.length === 0 && (
        <p className="form-hint">
          <Trans>No risks yet.</Trans>
        </p>
      )}
      {risks.length > 0 && <OverviewMatrix risks={risks} thresholds={thresholds} />}
      {risks.length > 0 && doc && (
        <ol className="risk-list" data-testid="risk-list">
          {risks.map((risk, index) => {
            const own = measuresOfRisk(doc.id, risk.id, measures);
            const open = own.filter((found) => isOpen(found.data)).length;
            const all = own.length;
            const factor = risk.stressFactor ? enumText(i18n, STRESS_FACTORS, risk.stressFactor) : t`No hazard factor`;
            const sub = subFactorOf(risk.stressSubFactor);
            return (
              <li key={risk.id} id={`${RISK_HASH}${risk.id}`}>
                <button
                  type="button"
                  className="risk-row"
                  data-testid="risk-row"
                  aria-current={editing?.id === risk.id ? 'true' : undefined}
                  onClick={() => setEditing({ id: risk.id, isNew: false })}
                >
                  <span className="risk-row-number">{index + 1}</span>
                  <span className="risk-row-main">
                    <span className="risk-row-name">{risk.name || t`Untitled`}</span>
                    <span className="risk-row-factor">
                      {factor}
                      {sub ? ` · ${sub.code} ${i18n._(sub.label)}` : ''}
                    </span>
                  </span>
                  <span className="risk-row-cells">
                    <span className="risk-row-cell-label">{t`Before`}</span>
                    <BandCell evaluation={risk.preMeasuresEvaluation} thresholds={thresholds} testId="risk-before" />
                    <span aria-hidden="true">→</span>
                    <span className="risk-row-cell-label">{t`After`}</span>
                    <BandCell evaluation={risk.postMeasuresEvaluation} thresholds={thresholds} testId="risk-after" />
                  </span>
                  <span className="risk-row-measures" data-testid="risk-open-measures">
                    {t`${open} of ${all} measures open`}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {canEdit && (
        <button
          type="button"
          className="button button-primary"
          data-testid="add-risk"
          onClick={() => setEditing({ id: crypto.randomUUID(), isNew: true })}
        >
          <Trans>Add risk</Trans>
        </button>
      )}
      {editing && doc && (
        <RiskSheet
          key={editing.id}
          db={db}
          assessment={doc}
          risk={risks.find((risk) => risk.id === editing.id) ?? { id: editing.id }}
          isNew={editing.isNew && !risks.some((risk) => risk.id === editing.id)}
          measures={measuresOfRisk(doc.id, editing.id, measures)}
          thresholds={thresholds}
          canEdit={canEdit}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
