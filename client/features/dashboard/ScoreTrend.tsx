import { Trans, useLingui } from '@lingui/react/macro';
import type { ScorePoint } from '../../../shared/domain/compliance';

const BAR_WIDTH = 28;
const GAP = 12;
const CHART_HEIGHT = 90;
const LABEL_SPACE = 16;

/** The week's number of `2026-W48`. */
function weekNumber(week: string): number {
  return Number(week.slice(week.indexOf('W') + 1));
}

/** The band of a grade for its colour: good (1–2), middling (3–4), poor (5–6). */
function band(grade: number): 'good' | 'fair' | 'poor' {
  return grade <= 2 ? 'good' : grade <= 4 ? 'fair' : 'poor';
}

/**
 * The company's weekly compliance score (docs/domain/compliance.md CMP-9) as small bars of the
 * met share with the grade above each, oldest week first. The picture's name reads every week,
 * and the table below holds the same figures as text.
 */
export function ScoreTrend({
  points,
  atLocation,
}: {
  readonly points: readonly ScorePoint[];
  readonly atLocation: boolean;
}) {
  const { i18n, t } = useLingui();
  if (points.length === 0) return null;
  const percent = (value: number) => i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const weekLabel = (week: string) => {
    const number = weekNumber(week);
    return t`Week ${number}`;
  };
  const described = points.map(({ week, grade, percent: met }) => {
    const label = weekLabel(week);
    const share = percent(met);
    return t`${label}: grade ${grade}, ${share}`;
  });
  const width = points.length * (BAR_WIDTH + GAP) - GAP;
  return (
    <div className="dashboard-trend" data-testid="dashboard-trend">
      <h3>
        <Trans>Weekly trend</Trans>
      </h3>
      <p className="dashboard-note">
        {atLocation ? (
          <Trans>Recorded every Monday for the whole company, all locations together.</Trans>
        ) : (
          <Trans>Recorded every Monday for the whole company.</Trans>
        )}
      </p>
      <svg
        className="dashboard-trend-chart"
        viewBox={`0 0 ${width} ${CHART_HEIGHT + 2 * LABEL_SPACE}`}
        role="img"
        aria-label={`${t`Compliance score by week`}: ${described.join('; ')}`}
      >
        {points.map((point, index) => {
          const x = index * (BAR_WIDTH + GAP);
          const height = Math.max(2, (point.percent / 100) * CHART_HEIGHT);
          const top = LABEL_SPACE + CHART_HEIGHT - height;
          return (
            <g key={point.week} data-week={point.week}>
              <rect x={x} y={LABEL_SPACE} width={BAR_WIDTH} height={CHART_HEIGHT} className="dashboard-bar-empty" />
              <rect
                x={x}
                y={top}
                width={BAR_WIDTH}
                height={height}
                className={`dashboard-trend-bar dashboard-trend-${band(point.grade)}`}
              />
              <text x={x + BAR_WIDTH / 2} y={top - 3} textAnchor="middle" className="dashboard-trend-grade">
                {point.grade}
              </text>
              <text
                x={x + BAR_WIDTH / 2}
                y={LABEL_SPACE + CHART_HEIGHT + LABEL_SPACE - 3}
                textAnchor="middle"
                className="dashboard-chart-label"
              >
                {weekNumber(point.week)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="dashboard-trend-details">
        <summary>
          <Trans>The weeks as a table</Trans>
        </summary>
        <table className="dashboard-table" data-testid="dashboard-trend-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Week</Trans>
              </th>
              <th scope="col">
                <Trans>Grade</Trans>
              </th>
              <th scope="col">
                <Trans>Share met</Trans>
              </th>
              <th scope="col">
                <Trans>Missing</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.week} data-week={point.week}>
                <th scope="row">
                  {weekLabel(point.week)}{' '}
                  <span className="dashboard-change-meta">
                    ({i18n.date(`${point.recordedOn}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })})
                  </span>
                </th>
                <td>{point.grade}</td>
                <td>{percent(point.percent)}</td>
                <td>{i18n.number(point.missing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
