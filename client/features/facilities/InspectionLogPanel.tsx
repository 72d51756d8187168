import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { inspection } from '../../../shared/entities/inspection';
import { maintenance } from '../../../shared/entities/maintenance';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { inspectionLog } from './inspection-log';

/**
 * The inspection log on a work equipment's or storage's screen (docs/domain/facilities.md FAC-3):
 * its inspections and maintenance with their results, from this device's replica.
 */
export function InspectionLogPanel({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { i18n } = useLingui();
  const entries = useLiveQuery(async () => {
    if (!doc) return [];
    const referring = await db.view.where('refs').equals(doc.id).toArray();
    const ids = referring
      .filter((item) => item.type === 'INSPECTION' || item.type === 'MAINTENANCE')
      .map((item) => item.id);
    const measures = ids.length > 0 ? await db.view.where('refs').anyOf(ids).toArray() : [];
    return inspectionLog(doc.id, [...referring, ...measures]);
  }, [db, doc?.id]);
  if (!doc || entries === undefined) return null;
  const date = (value: string) => (value ? i18n.date(`${value}T12:00:00`, { dateStyle: 'medium' }) : '–');
  return (
    <section className="inspection-log" aria-labelledby={`inspection-log-${doc.id}`} data-testid="inspection-log">
      <header className="inspection-log-header">
        <h2 id={`inspection-log-${doc.id}`}>
          <Trans>Inspection log</Trans>
        </h2>
        <span className="inspection-log-new">
          <Link to="/inspections/$id" params={{ id: 'new' }} search={{ for: doc.id }} className="button">
            <Trans>New inspection</Trans>
          </Link>
          <Link to="/maintenances/$id" params={{ id: 'new' }} search={{ for: doc.id }} className="button">
            <Trans>New maintenance</Trans>
          </Link>
        </span>
      </header>
      {entries.length === 0 ? (
        <p className="form-hint">
          <Trans>No inspection or maintenance is recorded for it yet.</Trans>
        </p>
      ) : (
        <div className="inspection-log-scroll">
          <table className="inspection-log-rows" data-testid="inspection-log-rows">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Kind</Trans>
                </th>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Last</Trans>
                </th>
                <th scope="col">
                  <Trans>Result</Trans>
                </th>
                <th scope="col">
                  <Trans>Open measures</Trans>
                </th>
                <th scope="col">
                  <Trans>Next</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{i18n._(entry.type === 'INSPECTION' ? inspection.label : maintenance.label)}</td>
                  <td>
                    <Link
                      to={entry.type === 'INSPECTION' ? '/inspections/$id' : '/maintenances/$id'}
                      params={{ id: entry.id }}
                    >
                      {entry.name || '–'}
                    </Link>
                  </td>
                  <td>{date(entry.lastAt)}</td>
                  <td className={entry.deficiencies ? 'inspection-log-deficient' : undefined}>
                    {entry.deficiencies === undefined ? (
                      '–'
                    ) : entry.deficiencies ? (
                      <Trans>Deficiencies found</Trans>
                    ) : (
                      <Trans>No deficiencies</Trans>
                    )}
                  </td>
                  <td>{entry.openMeasures}</td>
                  <td>{date(entry.nextAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
