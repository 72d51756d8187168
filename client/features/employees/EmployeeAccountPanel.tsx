import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AccountLink } from '../../../shared/api/accounts';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { type AccountState, createAccountLink, loadAccountState } from './account-api';

type LinkStatus = 'idle' | 'busy' | 'failed' | 'copied';

/** The employee's sign-in account: its state and, in the embedded provider, a one-time password link. */
export function EmployeeAccountPanel({ doc: employee }: { readonly doc: ViewDoc }) {
  const { t, i18n } = useLingui();
  const endpoint = useReplica()?.endpoint;
  const [state, setState] = useState<AccountState | undefined>(undefined);
  const [link, setLink] = useState<AccountLink | undefined>(undefined);
  const [status, setStatus] = useState<LinkStatus>('idle');
  const { id, version } = employee;

  useEffect(() => {
    if (!endpoint || version === 0) return;
    let current = true;
    loadAccountState(endpoint, id).then(
      (loaded) => current && setState(loaded),
      () => current && setState(undefined),
    );
    return () => {
      current = false;
    };
  }, [endpoint, id, version]);

  async function create() {
    if (!endpoint) return;
    setStatus('busy');
    try {
      setLink(await createAccountLink(endpoint, id));
      setState((previous) => previous && { ...previous, linkAvailable: false });
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  async function copy(url: string) {
    await navigator.clipboard.writeText(url).catch(() => undefined);
    setStatus('copied');
  }

  const requested = employee.data.shouldCreateAccount === true || employee.data.shouldDeleteAccount === true;
  return (
    <section className="employee-account" aria-label={t`Sign-in account`} data-testid="employee-account">
      <p className="line-muted" role="status">
        {requested ? (
          <Trans>The account change is carried out when it reaches the server.</Trans>
        ) : employee.data.hasAccount === true ? (
          <Trans>This employee has a sign-in account.</Trans>
        ) : (
          <Trans>This employee has no sign-in account.</Trans>
        )}
      </p>
      {state?.provider === 'external' && (
        <p className="line-muted">
          <Trans>
            Sign-in accounts are provisioned in your organisation's identity provider. An employee with an account is
            linked at their first sign-in through the same verified e-mail address.
          </Trans>
        </p>
      )}
      {state?.linkAvailable && !link && (
        <button
          type="button"
          className="button"
          disabled={status === 'busy'}
          onClick={() => void create()}
          data-testid="create-account-link"
        >
          <Trans>Create a "set your password" link</Trans>
        </button>
      )}
      {status === 'failed' && (
        <p className="notice notice-error" role="alert">
          <Trans>The link could not be created. It needs a connection to the server.</Trans>
        </p>
      )}
      {link && (
        <div className="notice" data-testid="account-link">
          <label className="field">
            <span>
              <Trans>Link for setting the password</Trans>
            </span>
            <input type="text" readOnly value={link.url} onFocus={(event) => event.target.select()} />
          </label>
          <button type="button" className="button" onClick={() => void copy(link.url)}>
            {status === 'copied' ? t`Copied` : t`Copy link`}
          </button>
          <p className="line-muted">
            <Trans>
              This link is shown only once and works until{' '}
              {i18n.date(new Date(link.expiresAt), { dateStyle: 'medium', timeStyle: 'short' })}. Sorgfalt sends no
              e-mail: pass the link on to the employee yourself. They choose their password with it and can then sign
              in.
            </Trans>
          </p>
        </div>
      )}
    </section>
  );
}
