import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { qualificationsDue } from '../../../shared/domain/commissions';
import { commission } from '../../../shared/entities/commission';
import { documentTitle } from '../../../shared/entities/document-title';
import { useReplica } from '../../sync/replica-context';
import { localDay } from '../entity-detail';
import type { FilterDoc } from '../screens';

/** The look-aheads offered, in days; the first is chosen at the start. */
const LOOK_AHEADS = [60, 30, 90, 180] as const;
const { fields } = commission;

/**
 * The employees whose qualification under a commission expires soon (docs/domain/commissions.md
 * COM-1, COM-2), read from the commissions' stored qualification dates on this device.
 */
export function QualificationsDue({ commissions }: { readonly commissions: readonly FilterDoc[] }) {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const [days, setDays] = useState<number>(LOOK_AHEADS[0]);
  const today = localDay(new Date());
  const rows = useMemo(() => qualificationsDue(commissions, today, days), [commissions, today, days]);
  const employeeIds = [...new Set(rows.map((row) => row.employee))];
  const names = useLiveQuery(
    async () => {
      const found = replica ? await replica.db.view.bulkGet(employeeIds) : [];
      return new Map(found.flatMap((doc) => (doc ? [[doc.id, documentTitle(doc.type, doc.data)] as const] : [])));
    },
    [replica, employeeIds.join('\n')],
    new Map<string, string>(),
  );
  const titles = new Map(commissions.map((doc) => [doc.id, typeof doc.data.name === 'string' ? doc.data.name : '']));
  const date = (value: string) => (value ? i18n.date(`${value}T12:00:00`, { dateStyle: 'medium' }) : '–');
  return (
    <section className="qualifications-due" aria-labelledby="qualifications-due-title" data-testid="qualifications-due">
      <header className="qualifications-due-header">
        <h2 id="qualifications-due-title">
          <Trans>Qualifications expiring soon</Trans>
        </h2>
        <label>
          <Trans>Within</Trans>{' '}
          <select
            value={days}
            onChange={(event) => setDays(Number(event.currentTarget.value))}
            aria-label={t`Look ahead`}
            data-testid="qualifications-due-days"
          >
            {[...LOOK_AHEADS]
              .sort((a, b) => a - b)
              .map((option) => (
                <option key={option} value={option}>
                  {t`${option} days`}
                </option>
              ))}
          </select>
        </label>
      </header>
      {rows.length === 0 ? (
        <p className="form-hint">
          <Trans>No qualification expires within this time.</Trans>
        </p>
      ) : (
        <div className="qualifications-due-scroll">
          <table className="qualifications-due-rows" data-testid="qualifications-due-rows">
            <thead>
              <tr>
                <th scope="col">{i18n._(fields.assignments.fields.employee.label)}</th>
                <th scope="col">{i18n._(commission.label)}</th>
                <th scope="col">{i18n._(fields.assignments.fields.commissionAt.label)}</th>
                <th scope="col">
                  <Trans>Qualification expires</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.commission}:${row.employee}`}>
                  <td>
                    <Link to="/employees/$id" params={{ id: row.employee }}>
                      {names.get(row.employee) || row.employee}
                    </Link>
                  </td>
                  <td>
                    <Link to="/commissions/$id" params={{ id: row.commission }}>
                      {titles.get(row.commission) || '–'}
                    </Link>
                  </td>
                  <td>{date(row.commissionAt)}</td>
                  <td>
                    {date(row.dueAt)}
                    {row.pastDue && (
                      <span className="qualification-expired">
                        <Trans>expired</Trans>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
