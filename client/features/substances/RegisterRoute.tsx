import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

// The register, its catalog texts and exports load when the route is first shown.
const RegisterScreen = lazy(() => import('./RegisterScreen').then((module) => ({ default: module.RegisterScreen })));

/** The route's screen: the register, with a loading note while its code arrives. */
export function RegisterRoute() {
  return (
    <Suspense
      fallback={
        <p className="notice" role="status">
          <Trans>Loading…</Trans>
        </p>
      }
    >
      <RegisterScreen />
    </Suspense>
  );
}
