import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../shared/api/accounts';
import type { ErrorCode } from '../../shared/errors';
import { Logo } from '../components/Logo';
import { LanguageSwitcher } from '../features/layout';
import { linkToken, submitPassword } from './set-password-api';

type Outcome = 'done' | 'mismatch' | ErrorCode;

function Message({ outcome }: { outcome: Outcome }) {
  switch (outcome) {
    case 'done':
      return <Trans>Your password is set. You can now sign in with your e-mail address and this password.</Trans>;
    case 'mismatch':
      return <Trans>The two passwords differ.</Trans>;
    case 'NOT_FOUND':
      return <Trans>This link has expired or was already used. Ask your administrator for a new one.</Trans>;
    case 'VALIDATION':
      return <Trans>The password needs at least {MIN_PASSWORD_LENGTH} characters.</Trans>;
    case 'RATE_LIMITED':
      return <Trans>Too many attempts. Please wait a minute and try again.</Trans>;
    default:
      return <Trans>The password could not be set. Please try again.</Trans>;
  }
}

/** The page a "set your password" link opens (docs/decisions/0018-employee-accounts.md). */
export function SetPasswordApp() {
  const { t } = useLingui();
  const token = linkToken(window.location.hash);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(token ? undefined : 'NOT_FOUND');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token || busy) return;
    if (password !== repeated) {
      setOutcome('mismatch');
      return;
    }
    setBusy(true);
    setOutcome((await submitPassword(token, password)) ?? 'done');
    setBusy(false);
  }

  const finished = outcome === 'done' || outcome === 'NOT_FOUND';
  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-header">
          <Logo />
          <LanguageSwitcher />
        </div>
        <h1>
          <Trans>Set your password</Trans>
        </h1>
        {outcome && (
          <div
            className={outcome === 'done' ? 'notice' : 'notice notice-error'}
            role={outcome === 'done' ? 'status' : 'alert'}
            data-outcome={outcome}
          >
            <Message outcome={outcome} />
          </div>
        )}
        {!finished && (
          <form onSubmit={onSubmit} aria-busy={busy}>
            <label className="field">
              <span>
                <Trans>New password</Trans>
              </span>
              <input
                type="password"
                name="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
            <label className="field">
              <span>
                <Trans>Repeat the password</Trans>
              </span>
              <input
                type="password"
                name="repeated"
                autoComplete="new-password"
                required
                value={repeated}
                onChange={(event) => setRepeated(event.target.value)}
              />
            </label>
            <button type="submit" className="button button-primary button-block" disabled={busy}>
              {busy ? t`Saving…` : t`Set password`}
            </button>
          </form>
        )}
        {finished && (
          <a className="button button-primary button-block" href="/">
            <Trans>Go to sign-in</Trans>
          </a>
        )}
      </div>
    </main>
  );
}
