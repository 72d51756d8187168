import { Trans, useLingui } from '@lingui/react/macro';
import { DASHBOARD_REASONS } from '../../../shared/enums/catalogs';
import type { DashboardModel } from './dashboard-model';
import { COVERAGE_ROWS } from './dashboard-texts';

const BAR_WIDTH = 300;
const ROW_HEIGHT = 34;

/**
 * Existing versus missing per reason (CMP-8) as bars, with the same figures as a table: the
 * chart is drawn for the eye (aria-hidden), the table is its text equivalent.
 */
export function CoverageChart({ coverage }: { readonly coverage: DashboardModel['coverage'] }) {
  const { i18n, t } = useLingui();
  const height = DASHBOARD_REASONS.length * ROW_HEIGHT;
  return (
    <section className="dashboard-card dashboard-coverage" aria-labelledby="dashboard-coverage-title">
      <h2 id="dashboard-coverage-title">
        <Trans>Existing versus missing</Trans>
      </h2>
      <svg
        className="dashboard-chart"
        viewBox={`0 0 ${BAR_WIDTH} ${height}`}
        role="img"
        aria-label={t`Existing versus missing, as in the table below`}
        preserveAspectRatio="none"
      >
        {DASHBOARD_REASONS.map((reason, index) => {
          const { met, missing } = coverage[reason];
          const total = met + missing;
          const metWidth = total === 0 ? 0 : (met / total) * BAR_WIDTH;
          const y = index * ROW_HEIGHT + 8;
          return (
            <g key={reason}>
              <rect x={0} y={y} width={BAR_WIDTH} height={18} className="dashboard-bar-empty" />
              <rect x={0} y={y} width={metWidth} height={18} className="dashboard-bar-met" />
              <rect
                x={metWidth}
                y={y}
                width={total === 0 ? 0 : BAR_WIDTH - metWidth}
                height={18}
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
