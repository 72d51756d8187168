import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { documentPath } from '../../../shared/document-paths';
import type { DashboardReason } from '../../../shared/domain/compliance';
import { DASHBOARD_REASONS } from '../../../shared/enums/catalogs';
import { DeriveInstructionAction } from './DeriveInstructionAction';
import type { DashboardModel, FindingRow } from './dashboard-model';
import { REASON_LABELS, TYPE_LABELS } from './dashboard-texts';

/** A reason's filter is current only with exactly its search (the router marks the link). */
const EXACT = { exact: true, includeSearch: true } as const;

/** How many rows the table shows before "show all". */
const PAGE = 50;

interface FindingsTableProps {
  readonly findings: DashboardModel['findings'];
  readonly coverage: DashboardModel['coverage'];
  readonly reason: DashboardReason | undefined;
  readonly showAll: boolean;
  readonly creatable: ReadonlySet<string>;
}

/** The row's direct action: what removes the finding. */
function Action({ row, creatable }: { readonly row: FindingRow; readonly creatable: ReadonlySet<string> }) {
  const path = documentPath(row.type, row.id) ?? '/';
  switch (row.reason) {
    case 'OVERDUE_MEASURE':
      return (
        <Link to={path} className="button">
          <Trans>Complete or reschedule</Trans>
        </Link>
      );
    case 'MISSING_EMKG':
      return (
        <Link to={path} className="button">
          <Trans>Complete EMKG inputs</Trans>
        </Link>
      );
    case 'MISSING_RISK_ASSESSMENT':
      return creatable.has('RISK_ASSESSMENT') ? (
        <Link
          to="/risk_assessments/$id"
          params={{ id: 'new' }}
          search={{ for: row.id }}
          className="button"
          data-action="create"
        >
          <Trans>Create risk assessment</Trans>
        </Link>
      ) : null;
    case 'MISSING_OPERATING_INSTRUCTION':
      return creatable.has('SUBSTANCE_INSTRUCTION') ? (
        <DeriveInstructionAction sourceId={row.id} sourcePath={path} />
      ) : null;
  }
}

/**
 * The missing documents (CMP-4): reason, type and name with a link to the document and a direct
 * action, filterable by reason with the count of each.
 */
export function FindingsTable({ findings, coverage, reason, showAll, creatable }: FindingsTableProps) {
  const { i18n, t } = useLingui();
  const shown = reason === undefined ? findings : findings.filter((row) => row.reason === reason);
  const rows = showAll ? shown : shown.slice(0, PAGE);
  return (
    <section className="dashboard-card dashboard-findings" aria-labelledby="dashboard-findings-title">
      <h2 id="dashboard-findings-title">
        <Trans>Missing documents</Trans>
      </h2>
      <nav className="dashboard-reasons" aria-label={t`Filter by reason`}>
        <Link
          to="/"
          search={{}}
          activeOptions={EXACT}
          className="dashboard-reason"
          aria-current={reason === undefined ? 'page' : undefined}
          data-testid="dashboard-reason-ALL"
        >
          <Trans>All</Trans> <span className="dashboard-count">{i18n.number(findings.length)}</span>
        </Link>
        {DASHBOARD_REASONS.map((option) => (
          <Link
            key={option}
            to="/"
            search={{ reason: option }}
            activeOptions={EXACT}
            className="dashboard-reason"
            aria-current={reason === option ? 'page' : undefined}
            data-testid={`dashboard-reason-${option}`}
          >
            {i18n._(REASON_LABELS[option])}{' '}
            <span className="dashboard-count">{i18n.number(coverage[option].missing)}</span>
          </Link>
        ))}
      </nav>
      {shown.length === 0 ? (
        <p data-testid="dashboard-findings-empty">
          <Trans>Nothing missing.</Trans>
        </p>
      ) : (
        <div className="dashboard-table-scroll">
          <table className="dashboard-table" data-testid="dashboard-findings">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Reason</Trans>
                </th>
                <th scope="col">
                  <Trans>Type</Trans>
                </th>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Action</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const typeLabel = TYPE_LABELS[row.type];
                return (
                  <tr key={`${row.reason}-${row.id}`} data-reason={row.reason} data-id={row.id}>
                    <td>{i18n._(REASON_LABELS[row.reason])}</td>
                    <td>{typeLabel ? i18n._(typeLabel) : row.type}</td>
                    <td>
                      <Link to={documentPath(row.type, row.id) ?? '/'}>{row.name || t`(no name)`}</Link>
                    </td>
                    <td>
                      <Action row={row} creatable={creatable} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows.length < shown.length && (
        <Link
          to="/"
          search={{ ...(reason ? { reason } : {}), all: 1 }}
          className="button"
          data-testid="dashboard-findings-all"
        >
          <Trans>Show all {i18n.number(shown.length)}</Trans>
        </Link>
      )}
    </section>
  );
}
