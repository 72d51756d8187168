import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { DUE_KIND_LABELS, type DueItem, type DueSource, dueItemPath } from '../../../shared/domain/due';
import { documentTitle } from '../../../shared/entities/document-title';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { localDay } from '../entity-detail';
import { useSelectedLocation } from '../locations';
import { dueGroups } from './due-groups';
import { DUE_LOOKAHEADS, type DueParams, dueSearch, parseDueParams } from './due-params';
import { useDueItems } from './use-due-items';
import '../../styles/due.css';

const UNTITLED = msg`Untitled`;

/** A day as the language writes it, read in UTC so it never shifts. */
function dayText(day: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
}

/** DL-15: who a training item is due for, as far as this device knows them; the first three by name. */
function Participants({ item, names }: { item: DueItem; names: ReadonlyMap<string, string> }) {
  const known = item.responsible.flatMap((id) => names.get(id) ?? []);
  if (known.length === 0) return null;
  const shown = known.slice(0, 3).join(', ');
  const more = known.length - 3;
  return (
    <>
      {' · '}
      {more > 0 ? <Plural value={more} one={`${shown} and # more`} other={`${shown} and # more`} /> : shown}
    </>
  );
}

function DueLine({
  item,
  byId,
  names,
}: {
  item: DueItem;
  byId: ReadonlyMap<string, DueSource>;
  names: ReadonlyMap<string, string>;
}) {
  const { i18n } = useLingui();
  const doc = byId.get(item.id);
  const title = (doc && documentTitle(doc.type, doc.data)) || i18n._(UNTITLED);
  const href = dueItemPath(item);
  return (
    <li className="due-item" data-overdue={item.overdue} data-testid="due-item" data-key={item.key}>
      {item.never ? (
        <span className="due-date">
          <Trans>never reviewed</Trans>
        </span>
      ) : (
        <time dateTime={item.due} className="due-date">
          {dayText(item.due, i18n.locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}
        </time>
      )}
      <div className="due-text">
        <p className="due-title">{href ? <Link to={href}>{title}</Link> : title}</p>
        <p className="due-kind">
          {i18n._(DUE_KIND_LABELS[item.kind])}
          {item.kind === 'TRAINING' && <Participants item={item} names={names} />}
          {item.overdue && (
            <>
              {' · '}
              <strong className="due-overdue">
                <Trans>overdue</Trans>
              </strong>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * "Fällig" / "Due" (docs/domain/deadlines.md DL-8 … DL-11): everything due within the chosen
 * look-ahead and everything overdue, across the modules, grouped by week, computed on the device
 * from the replica (works offline; shows only what the user may read).
 */
export function DueScreen() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const replica = useReplica();
  const me = useSession().employee.id;
  const selected = useSelectedLocation().selected?.id;
  const params = parseDueParams(location.search, selected);
  const today = localDay(new Date());
  const data = useDueItems(replica?.db, today, params.days, params.location);
  const items = useMemo(
    () => (data?.items ?? []).filter((item) => !params.mine || item.responsible.includes(me)),
    [data, params.mine, me],
  );
  const groups = useMemo(() => dueGroups(items), [items]);
  const overdue = items.filter((item) => item.overdue).length;
  useEffect(() => {
    document.title = `${t`Due`} · Sorgfalt`;
  }, [t]);
  const choose = (next: Partial<DueParams>) =>
    void navigate({ to: '/due', search: dueSearch({ ...params, ...next }, selected), replace: true });
  return (
    <section className="page due" aria-labelledby="page-title">
      <header className="due-header">
        <div>
          <h1 id="page-title">
            <Trans>Due</Trans>
          </h1>
          <p className="line-muted" aria-live="polite" data-testid="due-summary">
            {data === undefined ? (
              <Trans>Loading…</Trans>
            ) : (
              <>
                <Plural value={items.length} _0="Nothing due" one="# item due" other="# items due" />
                {overdue > 0 && (
                  <>
                    {', '}
                    <Plural value={overdue} one="# overdue" other="# overdue" />
                  </>
                )}
              </>
            )}
          </p>
        </div>
        <div className="due-filters">
          <label className="due-filter">
            <span>
              <Trans>Due within</Trans>
            </span>
            <select
              className="form-control"
              value={params.days}
              onChange={(event) => choose({ days: Number(event.currentTarget.value) })}
              data-testid="due-days"
            >
              {DUE_LOOKAHEADS.map((days) => (
                <option key={days} value={days}>
                  {t`${i18n.number(days)} days`}
                </option>
              ))}
            </select>
          </label>
          <label className="due-filter">
            <span>
              <Trans>Location</Trans>
            </span>
            <select
              className="form-control"
              value={params.location ?? ''}
              onChange={(event) => choose({ location: event.currentTarget.value || undefined })}
              data-testid="due-location"
            >
              <option value="">{t`All locations`}</option>
              {params.location !== undefined && !data?.locations.some((entry) => entry.id === params.location) && (
                <option value={params.location}>{t`Unknown location`}</option>
              )}
              {(data?.locations ?? []).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name || t`Untitled`}
                </option>
              ))}
            </select>
          </label>
          <label className="due-filter due-filter-check">
            <input
              type="checkbox"
              checked={params.mine}
              onChange={(event) => choose({ mine: event.currentTarget.checked })}
              data-testid="due-mine"
            />
            <Trans>Only mine</Trans>
          </label>
        </div>
      </header>
      {data !== undefined && groups.length === 0 && (
        <div className="notice" data-testid="due-empty">
          <p>
            <Trans>Nothing is due within the chosen days, and nothing is overdue.</Trans>
          </p>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.key} className="due-group" data-testid={`due-group-${group.key}`}>
          <h2 className={group.overdue ? 'due-group-overdue' : undefined}>
            {group.week === undefined ? (
              <Trans>Overdue</Trans>
            ) : (
              <Trans>
                Week of {dayText(group.week, i18n.locale, { day: 'numeric', month: 'long', year: 'numeric' })}
              </Trans>
            )}
          </h2>
          <ul className="due-list">
            {group.items.map((item) => (
              <DueLine key={item.key} item={item} byId={data?.byId ?? new Map()} names={data?.names ?? new Map()} />
            ))}
          </ul>
        </section>
      ))}
      <p className="line-muted due-feed-hint">
        <Trans>
          To see these dates in your calendar, create your personal calendar link in{' '}
          <Link to="/settings" hash="calendar-feed">
            Settings
          </Link>
          .
        </Trans>
      </p>
    </section>
  );
}
