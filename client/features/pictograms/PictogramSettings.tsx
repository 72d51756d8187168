import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

const PictogramCatalog = lazy(() =>
  import('./PictogramCatalog').then((module) => ({ default: module.PictogramCatalog })),
);

/** Settings › Safety pictograms: every drawn sign, loaded when asked for. */
export function PictogramSettings() {
  const [shown, setShown] = useState(false);
  return (
    <section className="settings-card" aria-labelledby="pictograms-title">
      <h2 id="pictograms-title">
        <Trans>Safety pictograms</Trans>
      </h2>
      <p>
        <Trans>The GHS pictograms and ISO 7010 safety signs the app draws, with their codes and names.</Trans>
      </p>
      {shown ? (
        <Suspense
          fallback={
            <p>
              <Trans>Loading pictograms…</Trans>
            </p>
          }
        >
          <PictogramCatalog />
        </Suspense>
      ) : (
        <button type="button" className="button" onClick={() => setShown(true)} data-testid="show-pictograms">
          <Trans>Show all pictograms</Trans>
        </button>
      )}
    </section>
  );
}
