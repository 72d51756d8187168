import { Trans } from '@lingui/react/macro';
import type { DemoLogins } from '../../shared/api/interaction';

interface DemoAccountsProps {
  /** The logins of the running demo mode, as the server names them. */
  readonly demo: DemoLogins;
  readonly onChoose: (login: { readonly email: string; readonly password: string }) => void;
}

/** Demo mode: the demo accounts, each a button that fills in its e-mail and the password. */
export function DemoAccounts({ demo, onChoose }: DemoAccountsProps) {
  if (demo.accounts.length === 0) return null;
  const demoPassword = demo.password;
  return (
    <section className="demo-accounts" aria-labelledby="demo-title">
      <h2 id="demo-title">
        <Trans>Demo accounts</Trans>
      </h2>
      <p className="line-muted">
        <Trans>Password for every demo account: {demoPassword}</Trans>
      </p>
      <ul>
        {demo.accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              className="demo-account"
              onClick={() => onChoose({ email: account.email, password: demoPassword })}
            >
              <span className="line-strong">{account.name}</span>
              <span className="line-muted">
                {account.email} · {account.note}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
