import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';

// The register and the storage panel, with the catalog texts and exports they use, load when
// first shown, not with the screens every route loads.
const RegisterScreen = lazy(() => import('./RegisterScreen').then((module) => ({ default: module.RegisterScreen })));
const StorageSubstances = lazy(() =>
  import('./StorageSubstances').then((module) => ({ default: module.StorageSubstances })),
);

function Loading() {
  return (
    <p className="notice" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** The screen of `/hazardous_substances`: the register. */
export function RegisterRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <RegisterScreen />
    </Suspense>
  );
}

/** Below a storage's form: what it holds and the joint-storage guidance. */
export function StorageSection({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  return (
    <Suspense fallback={null}>
      <StorageSubstances db={db} doc={doc} />
    </Suspense>
  );
}
