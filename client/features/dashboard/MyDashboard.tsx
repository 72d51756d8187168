import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { useReplicaQuery } from '../../sync/use-replica-query';
import { viewOfType } from '../../sync/view-of-type';
import { type OwnTraining, ownTrainings } from './own-trainings';

/** How many of the employee's own trainings are shown as due on the dashboard. */
const SHOWN = 5;

function Figure({ count, state, children }: { count: number; state: 'open' | 'overdue'; children: React.ReactNode }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link
        to="/instructions/user"
        className={`dashboard-figure${state === 'overdue' && count > 0 ? ' dashboard-figure-alert' : ''}`}
        data-testid={`my-dashboard-${state}`}
      >
        <span className="dashboard-figure-number">{i18n.number(count)}</span>
        <span>{children}</span>
      </Link>
    </li>
  );
}

/** The employee's own trainings: open and overdue figures and the ones still to complete, earliest due first. */
function MyInstructionsCard({ trainings }: { readonly trainings: readonly OwnTraining[] | undefined }) {
  const { t, i18n } = useLingui();
  const pending = (trainings ?? []).filter((training) => training.state !== 'completed');
  const overdue = pending.filter((training) => training.state === 'overdue').length;
  return (
    <section className="dashboard-card" aria-labelledby="my-dashboard-instructions" data-testid="my-instructions-card">
      <h2 id="my-dashboard-instructions">
        <Trans>User instructions</Trans>
      </h2>
      {trainings === undefined ? (
        <p role="status">
          <Trans>Reading the documents on this device …</Trans>
        </p>
      ) : trainings.length === 0 ? (
        <p data-testid="my-dashboard-none">
          <Trans>No instructions are assigned to you at the moment.</Trans>
        </p>
      ) : (
        <>
          <ul className="dashboard-figures">
            <Figure count={pending.length - overdue} state="open">
              <Trans>open</Trans>
            </Figure>
            <Figure count={overdue} state="overdue">
              <Trans>overdue</Trans>
            </Figure>
          </ul>
          {pending.length === 0 ? (
            <p data-testid="my-dashboard-done">
              <Trans>You have completed all your instructions.</Trans>
            </p>
          ) : (
            <ul className="dashboard-changes" data-testid="my-dashboard-due">
              {pending.slice(0, SHOWN).map((training) => (
                <li key={`${training.instruction}:${training.session}`}>
                  <Link to="/instructions/$id" params={{ id: training.instruction }}>
                    {training.name || t`(no name)`}
                  </Link>
                  <span className={`training-state training-state-${training.state}`} data-state={training.state}>
                    {training.state === 'overdue' ? <Trans>Overdue</Trans> : <Trans>Open</Trans>}
                  </span>
                  {training.dueDate && (
                    <span className="dashboard-change-meta">
                      <Trans>Due on {i18n.date(`${training.dueDate}T12:00:00`, { dateStyle: 'medium' })}</Trans>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p>
        <Link to="/instructions/user" data-testid="my-dashboard-all">
          <Trans>Open my instructions</Trans>
        </Link>
      </p>
    </section>
  );
}

/**
 * The dashboard of a user whose roles read none of what the compliance figures count (decision
 * 0060): instead of an empty score, a word on why, their own trainings and the way to what is due.
 */
export function MyDashboardView({
  instructions,
  trainings,
}: {
  /** Whether the user reads their own trainings at all (the learning module and a role). */
  readonly instructions: boolean;
  readonly trainings: readonly OwnTraining[] | undefined;
}) {
  return (
    <div className="dashboard-personal" data-testid="my-dashboard">
      <p className="notice" data-testid="my-dashboard-note">
        <Trans>
          Your roles do not include hazardous substances, activities or measures, so there is no compliance score for
          you here. If you need it, ask whoever manages the roles in your company.
        </Trans>
      </p>
      {instructions && <MyInstructionsCard trainings={trainings} />}
      <p>
        <Link to="/due" data-testid="my-dashboard-due-link">
          <Trans>See everything due for you</Trans>
        </Link>
      </p>
    </div>
  );
}

/** The personal dashboard with the employee's own trainings from this device's replica, offline too. */
export function MyDashboard({ instructions, today }: { readonly instructions: boolean; readonly today: string }) {
  const replica = useReplica();
  const me = useSession().employee.id;
  const docs = useReplicaQuery(replica?.db, (db) => viewOfType(db, 'INSTRUCTION').toArray(), [], undefined);
  const trainings = useMemo(() => (docs ? ownTrainings(docs, me, today) : undefined), [docs, me, today]);
  return <MyDashboardView instructions={instructions} trainings={trainings} />;
}
