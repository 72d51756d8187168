import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { MAIL_NO_SMTP, type OutboxMailView } from '../../../shared/api/mails';
import { useReplica } from '../../sync/replica-context';
import { loadOutbox } from './mail-api';

/** The last list loaded stays on screen while a reload runs, so the rows do not blink away. */
interface Loaded {
  readonly mails: OutboxMailView[] | null;
  readonly busy: boolean;
  readonly failed: boolean;
}

/** One mail as a table row; its text opens below it. */
function MailRow({ mail }: { mail: OutboxMailView }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const when = (time: number | null) =>
    time === null ? '' : i18n.date(new Date(time), { dateStyle: 'short', timeStyle: 'short' });
  const states: Record<OutboxMailView['state'], string> = {
    pending: t`Waiting`,
    sending: t`Sending`,
    sent: t`Sent`,
    failed: t`Failed`,
  };
  return (
    <>
      <tr data-testid="mail-row" data-state={mail.state}>
        <td>{mail.recipient}</td>
        <td>{mail.subject}</td>
        <td className={`mail-state mail-state-${mail.state}`}>{states[mail.state]}</td>
        <td>{mail.attempts}</td>
        <td className="mail-error" title={mail.lastError ?? undefined}>
          {mail.lastError === MAIL_NO_SMTP ? t`No mail server is set up yet (SMTP_URL)` : mail.lastError}
        </td>
        <td>{when(mail.createdAt)}</td>
        <td>{when(mail.sentAt)}</td>
        <td>
          <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t`Hide text` : t`Show text`}
          </button>
        </td>
      </tr>
      {open && (
        <tr className="mail-text-row">
          <td colSpan={8}>
            <pre className="mail-text">{mail.text}</pre>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * Settings › E-mails: the tenant's outbox for its administrators (docs/decisions/0026-mail-outbox.md),
 * so no mail is lost from sight: waiting ones (also while no SMTP server is configured), sent and failed ones.
 */
export function MailOutbox() {
  const endpoint = useReplica()?.endpoint;
  const [loaded, setLoaded] = useState<Loaded>({ mails: null, busy: true, failed: false });
  const reload = useCallback(() => {
    if (!endpoint) return;
    setLoaded((before) => ({ ...before, busy: true }));
    loadOutbox(endpoint).then(
      (mails) => setLoaded({ mails, busy: false, failed: false }),
      () => setLoaded((before) => ({ ...before, busy: false, failed: true })),
    );
  }, [endpoint]);
  useEffect(reload, [reload]);

  return (
    <section
      className="settings-card"
      aria-labelledby="mail-outbox-title"
      aria-busy={loaded.busy}
      data-testid="mail-outbox"
    >
      <h2 id="mail-outbox-title">
        <Trans>E-mails</Trans>
      </h2>
      <p className="line-muted">
        <Trans>Mails the server sends for this company, such as invitations to new accounts.</Trans>
      </p>
      {loaded.failed && (
        <p role="alert">
          <Trans>The e-mails could not be loaded.</Trans>
        </p>
      )}
      {loaded.mails?.length === 0 && (
        <p>
          <Trans>No e-mails yet.</Trans>
        </p>
      )}
      {loaded.mails && loaded.mails.length > 0 && (
        <div className="mail-outbox-scroll">
          <table className="mail-outbox-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Recipient</Trans>
                </th>
                <th scope="col">
                  <Trans>Subject</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
                <th scope="col">
                  <Trans>Attempts</Trans>
                </th>
                <th scope="col">
                  <Trans>Last error</Trans>
                </th>
                <th scope="col">
                  <Trans>Created</Trans>
                </th>
                <th scope="col">
                  <Trans>Sent</Trans>
                </th>
                <th scope="col">
                  <Trans>Text</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.mails.map((mail) => (
                <MailRow key={mail.id} mail={mail} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="settings-actions">
        <button type="button" className="button" disabled={!endpoint || loaded.busy} onClick={reload}>
          <Trans>Reload</Trans>
        </button>
      </div>
    </section>
  );
}
