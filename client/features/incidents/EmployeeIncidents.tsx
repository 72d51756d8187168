import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { incidentWithoutReport } from '../../../shared/entities/incident-without-report';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';

/**
 * On an employee's screen, the incidents without report in which they were injured (INC-3), newest
 * first, each opening its entry; and the start of a new entry for them.
 */
export function EmployeeIncidents({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { t, i18n } = useLingui();
  const incidents = useLiveQuery(async () => {
    if (!doc) return [];
    const naming = await db.view.where('refs').equals(doc.id).toArray();
    return naming
      .filter((item) => item.type === incidentWithoutReport.type && item.data.injuredEmployee === doc.id)
      .sort((a, b) => String(b.data.incidentAt ?? '').localeCompare(String(a.data.incidentAt ?? '')));
  }, [db, doc?.id]);
  if (!doc) return null;
  return (
    <section className="employee-incidents" aria-labelledby="employee-incidents" data-testid="employee-incidents">
      <h2 id="employee-incidents">{i18n._(incidentWithoutReport.pluralLabel)}</h2>
      {incidents === undefined ? null : incidents.length === 0 ? (
        <p className="form-hint">
          <Trans>No incidents recorded for this employee.</Trans>
        </p>
      ) : (
        <ul>
          {incidents.map((incident) => (
            <li key={incident.id}>
              <Link to="/incidents/without_report/$id" params={{ id: incident.id }}>
                {typeof incident.data.incidentAt === 'string'
                  ? `${i18n.date(incident.data.incidentAt, { dateStyle: 'medium', timeStyle: 'short' })}: `
                  : ''}
                {String(incident.data.name ?? '') || t`(no name)`}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/incidents/without_report/$id"
        params={{ id: 'new' }}
        search={{ injuredEmployee: doc.id }}
        className="button"
      >
        <Trans>Record an incident for this employee</Trans>
      </Link>
    </section>
  );
}
