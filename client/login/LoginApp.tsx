import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import type { InteractionDetails } from '../../shared/api/interaction';
import type { ErrorCode } from '../../shared/errors';
import { Logo } from '../components/Logo';
import { LanguageSwitcher } from '../features/layout';
import { DemoAccounts } from './DemoAccounts';
import { LoginError } from './LoginError';
import { interactionUid, loadDetails, submitLogin } from './login-api';

/** The embedded identity provider's sign-in page (German and English). */
export function LoginApp() {
  const { t } = useLingui();
  const uid = interactionUid(window.location.pathname);
  const [details, setDetails] = useState<InteractionDetails | undefined>(undefined);
  const [error, setError] = useState<ErrorCode | undefined>(uid ? undefined : 'INTERACTION_EXPIRED');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!uid) return;
    void loadDetails(uid).then((result) => {
      if (typeof result === 'string') setError(result);
      else {
        setDetails(result);
        if (result.loginHint) setEmail(result.loginHint);
      }
    });
  }, [uid]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!uid || busy) return;
    setBusy(true);
    setError(undefined);
    const outcome = await submitLogin(uid, email, password);
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.to);
      return;
    }
    setBusy(false);
    setError(outcome.code);
    if (outcome.code === 'INVALID_CREDENTIALS') setPassword('');
  }

  const expired = !uid || error === 'INTERACTION_EXPIRED';
  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-header">
          <Logo />
          <LanguageSwitcher />
        </div>
        <h1>
          <Trans>Sign in</Trans>
        </h1>
        {error && <LoginError code={error} />}
        {!expired && (
          <form onSubmit={onSubmit} noValidate={false} aria-busy={busy}>
            <label className="field">
              <span>
                <Trans>E-mail</Trans>
              </span>
              <input
                type="email"
                name="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </label>
            <label className="field">
              <span>
                <Trans>Password</Trans>
              </span>
              <input
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
            <button type="submit" className="button button-primary button-block" disabled={busy || !details}>
              {busy ? t`Signing in…` : t`Sign in`}
            </button>
          </form>
        )}
        {expired && (
          <a className="button button-primary button-block" href="/">
            <Trans>Start again</Trans>
          </a>
        )}
        {details?.demo && (
          <DemoAccounts
            demo={details.demo}
            onChoose={(account) => {
              setEmail(account.email);
              setPassword(account.password);
            }}
          />
        )}
      </div>
    </main>
  );
}
