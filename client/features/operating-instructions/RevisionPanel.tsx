import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { documentTitle } from '../../../shared/entities/document-title';
import { entityFor } from '../../../shared/entities/registry';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { patchDocument } from '../../sync/write-api';
import { localDay } from '../entity-detail';

const dayText = (i18n: { date: (value: string, options: Intl.DateTimeFormatOptions) => string }, day: unknown) =>
  typeof day === 'string' ? i18n.date(`${day}T12:00:00`, { dateStyle: 'long' }) : undefined;

/**
 * An instruction's revision (OI-20 … OI-22): when and by whom it was last revised, when the next
 * revision is due (overdue marked), and the "revised" action; who and the day are the server's
 * to settle, the device only says that it was revised.
 */
export function RevisionPanel({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { i18n } = useLingui();
  const { grants } = useSession().employee;
  const [busy, setBusy] = useState(false);
  const revisedBy = doc?.data.revisedBy;
  const employee = useLiveQuery(
    async () => (typeof revisedBy === 'string' ? db.view.get(revisedBy) : undefined),
    [db, revisedBy],
  );
  if (!doc) return null;
  const entity = entityFor(doc.type);
  const writable = entity !== undefined && grantsAnywhere(grants, 'UPDATE', entity.resource);
  const today = localDay(new Date());
  const revised = dayText(i18n, doc.data.revisedAt);
  const due = dayText(i18n, doc.data.nextRevisionAt);
  const overdue = typeof doc.data.nextRevisionAt === 'string' && doc.data.nextRevisionAt < today;
  const who = employee ? documentTitle(employee.type, employee.data) : undefined;
  async function markRevised() {
    if (!doc) return;
    setBusy(true);
    await patchDocument(db, doc.type, doc.id, { revisedAt: today });
    setBusy(false);
  }
  return (
    <div className="revision-panel" data-testid="revision-panel">
      <p data-testid="revision-last">
        {revised ? (
          who ? (
            <Trans>
              Last revised on {revised} by {who}.
            </Trans>
          ) : (
            <Trans>Last revised on {revised}.</Trans>
          )
        ) : (
          <Trans>Not revised yet.</Trans>
        )}
      </p>
      {due ? (
        <p className={overdue ? 'notice notice-warning' : 'notice'} data-testid="revision-due" data-overdue={overdue}>
          {overdue ? <Trans>The revision was due on {due}.</Trans> : <Trans>The next revision is due on {due}.</Trans>}
        </p>
      ) : (
        <p className="form-hint">
          <Trans>With a revision interval the next revision date follows from the last revision.</Trans>
        </p>
      )}
      {writable && (
        <button
          type="button"
          className="button"
          disabled={busy || doc.data.revisedAt === today}
          onClick={() => void markRevised()}
          data-testid="mark-revised"
        >
          <Trans>Revised today</Trans>
        </button>
      )}
    </div>
  );
}
