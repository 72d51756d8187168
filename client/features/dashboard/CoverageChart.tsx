import { Trans, useLingui } from '@lingui/react/macro';
import { DASHBOARD_REASONS } from '../../../shared/enums/catalogs';
import type { DashboardModel } from './dashboard-model';
import { COVERAGE_ROWS } from './dashboard-texts';

const WIDTH = 300;
const ROW_HEIGHT = 38;
const BAR_HEIGHT = 14;

/**
 * Existing versus missing per reason (CMP-8) as labelled bars, with the same figures as a table
 * below: the picture's name reads its figures, and the table is its text equivalent.
 */
export function CoverageChart({ coverage }: { readonly coverage: DashboardModel['coverage'] }) {
  const { i18n } = useLingui();
  const rows = DASHBOARD_REASONS.map((reason) => {
    const row = COVERAGE_ROWS[reason];
    const { met, missing } = coverage[reason];
    return {
      reason,
      met,
      missing,
      label: i18n._(row.label),
      text: `${i18n._(row.label)}: ${i18n.number(met)} ${i18n._(row.met)}, ${i18n.number(missing)} ${i18n._(row.missing)}`,
    };
  });
  return (
    <section className="dashboard-card dashboard-coverage" aria-labelledby="dashboard-coverage-title">
      <h2 id="dashboard-coverage-title">
        <Trans>Existing versus missing</Trans>
      </h2>
      <svg
        className="dashboard-chart"
        viewBox={`0 0 ${WIDTH} ${rows.length * ROW_HEIGHT}`}
        role="img"
        aria-label={rows.map((row) => row.text).join('; ')}
      >
        {rows.map(({ reason, met, missing, label }, index) => {
          const total = met + missing;
          const metWidth = total === 0 ? 0 : (met / total) * WIDTH;
          const y = index * ROW_HEIGHT;
          return (
            <g key={reason}>
              <text x={0} y={y + 12} className="dashboard-chart-label">
                {label}
              </text>
              <rect x={0} y={y + 17} width={WIDTH} height={BAR_HEIGHT} className="dashboard-bar-empty" />
              <rect x={0} y={y + 17} width={metWidth} height={BAR_HEIGHT} className="dashboard-bar-met" />
              <rect
                x={metWidth}
                y={y + 17}
                width={total === 0 ? 0 : WIDTH - metWidth}
                height={BAR_HEIGHT}
                className="dashboard-bar-missing"
              />
            </g>
          );
        })}
      </svg>
      <table className="dashboard-table dashboard-coverage-table" data-testid="dashboard-coverage">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Documents</Trans>
            </th>
            <th scope="col">
              <Trans>Existing</Trans>
            </th>
            <th scope="col">
              <Trans>Missing</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {DASHBOARD_REASONS.map((reason) => {
            const row = COVERAGE_ROWS[reason];
            const { met, missing } = coverage[reason];
            return (
              <tr key={reason} data-reason={reason}>
                <th scope="row">
                  <span className="dashboard-swatch" aria-hidden="true" />
                  {i18n._(row.label)}
                </th>
                <td>
                  {i18n.number(met)} {i18n._(row.met)}
                </td>
                <td>
                  {i18n.number(missing)} {i18n._(row.missing)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
