import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { documentPath } from '../../../shared/document-paths';
import { sessionsOf } from '../../../shared/domain/trainings';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { localDay } from '../entity-detail';
import { ProgressBar, SessionStateBadge } from './SessionStateBadge';
import { sessionRows } from './session-rows';
import { dayText, useTrainingData } from './use-training-data';

const contentIds = (doc: ViewDoc): string[] =>
  Array.isArray(doc.data.content) ? doc.data.content.filter((id): id is string => typeof id === 'string') : [];

/** The operating instructions on this device by id: what the employee's instructions teach (TRN-8). */
function useTaught(db: ReplicaDb | undefined, ids: readonly string[]): ReadonlyMap<string, ViewDoc> | undefined {
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(async () => {
    if (!db || key === '') return new Map<string, ViewDoc>();
    const found = await db.view.bulkGet(key.split(','));
    return new Map(found.filter((doc): doc is ViewDoc => doc !== undefined).map((doc) => [doc.id, doc]));
  }, [db, key]);
}

/**
 * `/instructions/user`: the signed-in employee's trainings only (TRN-7, TRN-8) — each with progress,
 * state and due date, the overdue and earliest due first, and the operating instructions it teaches
 * to read, on this device also offline.
 */
export function UserInstructions() {
  const { t, i18n } = useLingui();
  const db = useReplica()?.db;
  const data = useTrainingData(db);
  const me = useSession().employee.id;
  const today = localDay(new Date());
  useEffect(() => {
    document.title = `${t`User instructions`} · Sorgfalt`;
  }, [t]);
  const mine = (data?.instructions ?? [])
    .filter((doc) => sessionsOf(doc.data).some((session) => session.employee === me))
    .flatMap((doc) => {
      const own = { ...doc.data, sessions: sessionsOf(doc.data).filter((session) => session.employee === me) };
      return sessionRows(own, () => undefined, today).map((row) => ({ doc, row }));
    })
    .sort((a, b) => (a.row.dueDate ?? '9999').localeCompare(b.row.dueDate ?? '9999'));
  const taught = useTaught(
    db,
    mine.flatMap(({ doc }) => contentIds(doc)),
  );
  return (
    <section className="page trainings" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>User instructions</Trans>
      </h1>
      {data === undefined ? (
        <p className="boot-spinner" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : mine.length === 0 ? (
        <p className="form-hint" data-testid="no-user-instructions">
          <Trans>
            No instructions are assigned to you. When you are assigned to one, it appears here with the operating
            instructions to read, also without a connection.
          </Trans>
        </p>
      ) : (
        <ul className="training-cards" data-testid="user-instructions">
          {mine.map(({ doc, row }) => (
            <li key={`${doc.id}:${row.id}`} className="training-card" data-state={row.state}>
              <Link to="/instructions/$id" params={{ id: doc.id }} className="training-card-title">
                {String(doc.data.name ?? '') || t`(no name)`}
              </Link>
              <ProgressBar percent={row.progress} />
              <SessionStateBadge state={row.state} />
              <TaughtLinks ids={contentIds(doc)} taught={taught} />
              <span>
                {row.completedDay && (
                  <>
                    <Trans>Completed on {dayText(i18n, row.completedDay)}</Trans>{' '}
                  </>
                )}
                {row.dueDate && <Trans>Due on {dayText(i18n, row.dueDate)}</Trans>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The operating instructions an instruction teaches, each a link to read it; those not on this device are left out. */
function TaughtLinks({
  ids,
  taught,
}: {
  readonly ids: readonly string[];
  readonly taught: ReadonlyMap<string, ViewDoc> | undefined;
}) {
  const { t } = useLingui();
  const links = ids.flatMap((id) => {
    const doc = taught?.get(id);
    const path = doc && documentPath(doc.type, doc.id);
    return doc && path ? [{ id, path, title: String(doc.data.name ?? '') || t`(no name)` }] : [];
  });
  if (links.length === 0) return null;
  return (
    <p className="training-card-content" data-testid="taught">
      <Trans>To read:</Trans>{' '}
      {links.map((link, index) => (
        <span key={link.id}>
          {index > 0 && ', '}
          <Link to={link.path}>{link.title}</Link>
        </span>
      ))}
    </p>
  );
}
