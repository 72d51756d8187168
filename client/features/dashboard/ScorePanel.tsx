import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { documentPath } from '../../../shared/document-paths';
import type { ScorePoint } from '../../../shared/domain/compliance';
import type { DashboardModel } from './dashboard-model';
import { GRADE_WORDS, REASON_LABELS } from './dashboard-texts';

/** The trend is drawn once records are on the device; its code loads then, after the first paint. */
const ScoreTrend = lazy(() => import('./ScoreTrend').then((module) => ({ default: module.ScoreTrend })));

interface ScorePanelProps {
  readonly model: DashboardModel;
  /** The company's weekly scores (CMP-9), oldest first. */
  readonly trend: readonly ScorePoint[];
  /** A location is selected: the score is that location's, the trend still the company's. */
  readonly atLocation: boolean;
}

/**
 * The score 1–6 with its word and share, and beside it why: the three things that improve it
 * most (CMP-6, CMP-7); below, the company's weekly trend (CMP-9).
 */
export function ScorePanel({ model, trend, atLocation }: ScorePanelProps) {
  const { i18n, t } = useLingui();
  const { grade, percent } = model.score;
  const share = i18n.number(percent / 100, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className="dashboard-card dashboard-score" aria-labelledby="dashboard-score-title">
      <h2 id="dashboard-score-title">
        <Trans>Compliance score</Trans>
      </h2>
      {grade === undefined ? (
        <p data-testid="dashboard-score-none">
          <Trans>Nothing to rate yet: there are no substances, activities or measures here.</Trans>
        </p>
      ) : (
        <div className="dashboard-score-body">
          <p className="dashboard-grade" data-grade={grade} data-testid="dashboard-score">
            <span className="dashboard-grade-number">{grade}</span>
            <span className="dashboard-grade-word">{i18n._(GRADE_WORDS[grade])}</span>
            <span className="dashboard-grade-share">
              <Trans>{share} of the weighted duties met</Trans>
            </span>
          </p>
          <div className="dashboard-why">
            <h3>
              <Trans>What would improve it most</Trans>
            </h3>
            {model.improvements.length === 0 ? (
              <p>
                <Trans>Nothing is missing.</Trans>
              </p>
            ) : (
              <ol data-testid="dashboard-improvements">
                {model.improvements.map(({ check, name, points, gradeAfter }) => {
                  const path = documentPath(check.type, check.id) ?? '/';
                  const gain = i18n.number(points, { maximumFractionDigits: 1 });
                  const title = name || t`(no name)`;
                  return (
                    <li key={`${check.reason}-${check.id}`}>
                      <Link to={path}>
                        {i18n._(REASON_LABELS[check.reason])}: {title}
                      </Link>{' '}
                      <span className="dashboard-gain">
                        <Trans>
                          +{gain} points, then grade {gradeAfter}
                        </Trans>
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
            <p className="dashboard-note">
              <Trans>
                Every measure, substance and activity counts, weighted by risk: hazardous substances and their
                activities three times, activities with EMKG level M3 or M4 once more. The table below lists each
                missing point.
              </Trans>
            </p>
          </div>
        </div>
      )}
      {trend.length > 0 && (
        <Suspense fallback={null}>
          <ScoreTrend points={trend} atLocation={atLocation} />
        </Suspense>
      )}
    </section>
  );
}
