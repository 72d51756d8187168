import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { byDeadline } from '../../../shared/domain/measures';
import type { DocumentData } from '../../../shared/entities/entity';
import { localDay } from '../entity-detail';
import { MeasureStatus } from './MeasureStatus';

export interface MeasureRow {
  readonly id: string;
  readonly data: DocumentData;
  readonly pending: boolean;
}

/** Measures as a short table: title (a link), deadline and state, earliest deadline first (MEA-5). */
export function MeasureRows({
  measures,
  testId,
}: {
  readonly measures: readonly MeasureRow[];
  readonly testId: string;
}) {
  const { i18n } = useLingui();
  const today = localDay(new Date());
  const sorted = [...measures].sort((a, b) => byDeadline(a.data, b.data));
  return (
    <table className="measure-rows" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Title</Trans>
          </th>
          <th scope="col">
            <Trans>Deadline</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={row.id}>
            <td>
              <Link to="/measures/$id" params={{ id: row.id }}>
                {String(row.data.name ?? '–')}
              </Link>
              {row.pending && (
                <span className="entity-pending">
                  <Trans>not yet sent</Trans>
                </span>
              )}
            </td>
            <td>
              {typeof row.data.deadlineAt === 'string' && row.data.deadlineAt !== ''
                ? i18n.date(`${row.data.deadlineAt}T12:00:00`, { dateStyle: 'medium' })
                : '–'}
            </td>
            <td>
              <MeasureStatus data={row.data} today={today} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
