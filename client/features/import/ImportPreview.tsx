import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MappedColumn } from './header-map';
import type { ImportPlan, PlannedRow, RowLink, RowProblem, RowStatus } from './import-plan';

const STATUS_TEXT = {
  new: msg`New`,
  update: msg`Update`,
  unchanged: msg`Unchanged`,
  error: msg`Error`,
} as const satisfies Record<RowStatus, unknown>;

const IGNORED_TEXT = {
  unknown: msg`no field of this name`,
  unsupported: msg`cannot be imported from a cell`,
  duplicate: msg`an earlier column feeds the same field`,
} as const;

function Messages({ problems, i18n }: { problems: readonly RowProblem[]; i18n: I18n }) {
  if (problems.length === 0) return null;
  return (
    <ul className="import-problems">
      {problems.map((problem) => (
        <li key={`${problem.field?.id ?? ''}:${problem.message.id}`}>
          {problem.field ? `${i18n._(problem.field)}: ` : ''}
          {i18n._(problem.message)}
        </li>
      ))}
    </ul>
  );
}

/** The new rows of the file a reference cell names: they are created first. */
function Links({ links, i18n }: { links: readonly RowLink[]; i18n: I18n }) {
  if (links.length === 0) return null;
  return (
    <ul className="import-links" data-testid="import-link">
      {links.map(({ line }) => (
        <li key={line}>{i18n._(msg`New in row ${line} of this file`)}</li>
      ))}
    </ul>
  );
}

function PreviewRow({ row, columns }: { row: PlannedRow; columns: readonly MappedColumn[] }) {
  const { i18n } = useLingui();
  const rowProblems = row.problems.filter((problem) => problem.column === undefined);
  return (
    <tr className="import-row" data-status={row.status} data-testid="import-row">
      <th scope="row">{row.line}</th>
      <td>
        <span className={`import-status import-status-${row.status}`}>{i18n._(STATUS_TEXT[row.status])}</span>
        <Messages problems={rowProblems} i18n={i18n} />
      </td>
      {columns.map((column) => {
        const problems = row.problems.filter((problem) => problem.column === column.index);
        const links = row.links.filter((link) => link.column === column.index);
        return (
          <td key={column.index} className={problems.length > 0 ? 'import-cell-error' : undefined}>
            <span className="import-cell-text">{String(row.cells[column.index] ?? '')}</span>
            <Links links={links} i18n={i18n} />
            <Messages problems={problems} i18n={i18n} />
          </td>
        );
      })}
    </tr>
  );
}

/** The columns the file feeds, the ignored ones, and every row with its status and messages at their cells. */
export function ImportPreview({ plan }: { plan: ImportPlan }) {
  const { i18n } = useLingui();
  const used = plan.columns.filter((column) => column.target.kind !== 'ignored');
  const ignored = plan.columns.flatMap((column) =>
    column.target.kind === 'ignored' ? [`${column.header} (${i18n._(IGNORED_TEXT[column.target.reason])})`] : [],
  );
  return (
    <>
      {ignored.length > 0 && (
        <p className="notice" data-testid="import-ignored">
          <Trans>Ignored columns: {ignored.join(', ')}</Trans>
        </p>
      )}
      <div className="import-table-scroll">
        <table className="import-table">
          <caption className="visually-hidden">
            <Trans>Rows of the file and what the import does with them</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Row</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              {used.map((column) => (
                <th scope="col" key={column.index}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.rows.map((row) => (
              <PreviewRow key={row.line} row={row} columns={used} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
