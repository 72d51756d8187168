import { Trans } from '@lingui/react/macro';
import type { UserManager } from 'oidc-client-ts';
import type { TenantInfo } from '../../shared/api/info';
import { Logo } from '../components/Logo';
import type { BootFailure } from '../session/bootstrap';
import { signOut, switchTenant } from '../session/sign-out';
import { storeTenant } from '../session/tenant-selection';

export function BootLoadingScreen() {
  return (
    <main className="boot-screen" aria-busy="true">
      <Logo />
      <p className="boot-spinner" role="status">
        <Trans>Loading Sorgfalt…</Trans>
      </p>
    </main>
  );
}

function FailureText({ failure }: { failure: BootFailure }) {
  switch (failure) {
    case 'notAuthenticated':
      return (
        <>
          <h1>
            <Trans>Not authenticated</Trans>
          </h1>
          <p>
            <Trans>Sorgfalt could not sign you in. Please sign in again.</Trans>
          </p>
        </>
      );
    case 'noActiveTenant':
      return (
        <>
          <h1>
            <Trans>No active tenant</Trans>
          </h1>
          <p>
            <Trans>
              Your account is not assigned to this company. Choose another company or ask your administrator.
            </Trans>
          </p>
        </>
      );
    case 'noActiveEmployee':
      return (
        <>
          <h1>
            <Trans>No active employee</Trans>
          </h1>
          <p>
            <Trans>There is no employee with an account for you in this company. Please ask your administrator.</Trans>
          </p>
        </>
      );
    case 'serverUnreachable':
      return (
        <>
          <h1>
            <Trans>Sorgfalt cannot reach the server</Trans>
          </h1>
          <p>
            <Trans>
              Check your connection and try again. After one sign-in online, Sorgfalt also opens without a connection.
            </Trans>
          </p>
        </>
      );
  }
}

interface FailureProps {
  readonly result: { failure: BootFailure; tenants: readonly TenantInfo[]; manager?: UserManager };
}

export function BootFailureScreen({ result }: FailureProps) {
  const { failure, tenants, manager } = result;
  return (
    <main className="boot-screen" data-failure={failure}>
      <Logo />
      <section className="boot-card" role="alert">
        <FailureText failure={failure} />
        {failure === 'noActiveTenant' && tenants.length > 0 && (
          <ul className="boot-tenants">
            {tenants.map((tenant) => (
              <li key={tenant.trimmedName}>
                <button type="button" className="button" onClick={() => switchTenant(tenant.trimmedName, storeTenant)}>
                  {tenant.fullName}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="boot-actions">
          {failure === 'serverUnreachable' ? (
            <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
              <Trans>Try again</Trans>
            </button>
          ) : (
            <button type="button" className="button button-primary" onClick={() => void signOut(manager)}>
              <Trans>Sign out</Trans>
            </button>
          )}
        </div>
      </section>
    </main>
  );
}
