import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sessionsOf } from '../../../shared/domain/trainings';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { localDay } from '../entity-detail';
import { ProgressBar, SessionStateBadge } from './SessionStateBadge';
import { sessionRows } from './session-rows';
import { dayText, useTrainingData } from './use-training-data';

/**
 * `/instructions/user`: the signed-in employee's trainings only (TRN-7) — each with progress,
 * state and due date, the overdue and earliest due first.
 */
export function UserInstructions() {
  const { t, i18n } = useLingui();
  const data = useTrainingData(useReplica()?.db);
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
            No instructions are assigned to you on this device. Instructions reach this list with the access to the
            instruction overview.
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
