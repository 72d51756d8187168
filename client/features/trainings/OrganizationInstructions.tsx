import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { instructionCounts } from '../../../shared/domain/trainings';
import { instruction } from '../../../shared/entities/instruction';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { localDay } from '../entity-detail';
import { dayText, useTrainingData } from './use-training-data';

/** `/instructions/organization`: every training of the tenant with participants, completed and overdue (TRN-5). */
export function OrganizationInstructions() {
  const { t, i18n } = useLingui();
  const data = useTrainingData(useReplica()?.db);
  const { grants } = useSession().employee;
  const today = localDay(new Date());
  useEffect(() => {
    document.title = `${t`Organization instructions`} · Sorgfalt`;
  }, [t]);
  const rows = (data?.instructions ?? [])
    .map((doc) => ({ doc, counts: instructionCounts(doc.data, today) }))
    .sort((a, b) => a.doc.title.localeCompare(b.doc.title, 'de'));
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
      {data === undefined ? (
        <p className="boot-spinner" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="form-hint">
          <Trans>No instructions yet.</Trans>
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
            {rows.map(({ doc, counts }) => (
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
                <td>{dayText(i18n, typeof doc.data.nextDueDate === 'string' ? doc.data.nextDueDate : undefined)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
