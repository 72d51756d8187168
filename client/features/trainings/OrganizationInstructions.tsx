import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { instructionAt, instructionCounts } from '../../../shared/domain/trainings';
import { cachedLocations, type PlacedDoc } from '../../../shared/entities/document-places';
import { instruction } from '../../../shared/entities/instruction';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { localDay } from '../entity-detail';
import { locationFromSearch, locationSearchValue, useSelectedLocation } from '../locations';
import { type LocationPlaces, useLocationPlaces } from './use-location-places';
import { dayText, type TrainingData, useTrainingData } from './use-training-data';

/**
 * TRN-11: the instructions with a participant working at the location, each with those
 * participants' sessions alone; every instruction when no location is chosen. Undefined while loading.
 */
function instructionsAt(
  data: TrainingData | undefined,
  places: LocationPlaces | undefined,
  location: string | undefined,
) {
  if (data === undefined) return undefined;
  if (location === undefined) return data.instructions.map((doc) => ({ doc, data: doc.data }));
  if (places === undefined) return undefined;
  const employees = new Map<string, PlacedDoc>(data.employees.map((doc) => [doc.id, doc]));
  const lookup = (id: string) => employees.get(id) ?? places.placeOf(id);
  const locationsOfId = cachedLocations(lookup);
  const works = (employee: string) => locationsOfId(employee).has(location);
  return data.instructions.flatMap((doc) => {
    const at = instructionAt(doc.data, works);
    return at ? [{ doc, data: at }] : [];
  });
}

/**
 * `/instructions/organization`: every training of the tenant with participants, completed and
 * overdue (TRN-5); at one location (the header's selected one unless the URL names one or `all`)
 * those of its employees (TRN-11).
 */
export function OrganizationInstructions() {
  const { t, i18n } = useLingui();
  const db = useReplica()?.db;
  const data = useTrainingData(db);
  const places = useLocationPlaces(db);
  const { grants } = useSession().employee;
  const search = useLocation().search;
  const navigate = useNavigate();
  const location = locationFromSearch(search, useSelectedLocation().selected?.id);
  const today = localDay(new Date());
  useEffect(() => {
    document.title = `${t`Organization instructions`} · Sorgfalt`;
  }, [t]);
  const shown = useMemo(() => instructionsAt(data, places, location), [data, places, location]);
  const rows = (shown ?? [])
    .map((row) => ({ ...row, counts: instructionCounts(row.data, today) }))
    .sort((a, b) => a.doc.title.localeCompare(b.doc.title, 'de'));
  const choose = (next: string | undefined) =>
    void navigate({
      to: '/instructions/organization',
      search: { location: locationSearchValue(next) },
      replace: true,
    });
  return (
    <section className="page trainings" aria-labelledby="page-title">
      <header className="trainings-header">
        <h1 id="page-title">
          <Trans>Organization instructions</Trans>
        </h1>
        {grantsAnywhere(grants, 'CREATE', instruction.resource) && (
          <Link to="/instructions/$id" params={{ id: 'new' }} className="button button-primary">
            <Trans>New instruction</Trans>
          </Link>
        )}
      </header>
      <div className="trainings-filters">
        <label className="trainings-filter">
          <span>
            <Trans>Location</Trans>
          </span>
          <select
            className="form-control"
            value={location ?? ''}
            onChange={(event) => choose(event.currentTarget.value || undefined)}
            data-testid="instructions-location"
          >
            <option value="">{t`All locations`}</option>
            {location !== undefined && places !== undefined && !places.locations.some((l) => l.id === location) && (
              <option value={location}>{t`Unknown location`}</option>
            )}
            {(places?.locations ?? []).map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name || t`Untitled`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown === undefined ? (
        <p className="boot-spinner" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="form-hint">
          {location === undefined ? (
            <Trans>No instructions yet.</Trans>
          ) : (
            <Trans>No instruction has a participant working at this location.</Trans>
          )}
        </p>
      ) : (
        <table className="trainings-table" data-testid="organization-instructions">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className="numeric">
                <Trans>Participants</Trans>
              </th>
              <th scope="col" className="numeric">
                <Trans>Completed</Trans>
              </th>
              <th scope="col" className="numeric">
                <Trans>Overdue</Trans>
              </th>
              <th scope="col">
                <Trans>Next due</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ doc, data: shownData, counts }) => (
              <tr key={doc.id} data-testid={`instruction-row-${doc.id}`}>
                <td>
                  <Link to="/instructions/$id" params={{ id: doc.id }}>
                    {String(doc.data.name ?? '') || t`(no name)`}
                  </Link>
                  {doc.pending && (
                    <span className="entity-pending">
                      <Trans>not yet sent</Trans>
                    </span>
                  )}
                </td>
                <td className="numeric" data-count="participants">
                  {counts.participants}
                </td>
                <td className="numeric" data-count="completed">
                  {counts.completed}
                </td>
                <td className={counts.overdue > 0 ? 'numeric training-alert' : 'numeric'} data-count="overdue">
                  {counts.overdue}
                </td>
                <td>{dayText(i18n, typeof shownData.nextDueDate === 'string' ? shownData.nextDueDate : undefined)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
