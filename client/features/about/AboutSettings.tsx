import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

const Credits = lazy(() => import('./Credits').then((module) => ({ default: module.Credits })));

/** Settings › About Sorgfalt: the credits and licences, loaded with the card (never in the first load). */
export function AboutSettings() {
  return (
    <section className="settings-card" aria-labelledby="about-title">
      <h2 id="about-title">
        <Trans>About Sorgfalt</Trans>
      </h2>
      <Suspense fallback={null}>
        <Credits />
      </Suspense>
    </section>
  );
}
