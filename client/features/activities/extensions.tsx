import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { FormAside } from '../entity-detail';
import type { ScreenExtensions } from '../screens';
import { emkgLevelCell } from './EmkgLevelCell';
import { useMissingEmkgFilter } from './use-missing-emkg-filter';

const EmkgPanel = lazy(() => import('./EmkgPanel').then((module) => ({ default: module.EmkgPanel })));

/** Beside the activity's inputs: its EMKG rating, loaded with the activity screen's first show. */
const EmkgAside: FormAside = ({ db, data, jumpToField }) => (
  <Suspense
    fallback={
      <p className="boot-spinner" role="status">
        <Trans>Loading…</Trans>
      </p>
    }
  >
    <EmkgPanel db={db} data={data} jumpToField={jumpToField} />
  </Suspense>
);

/**
 * Activities (issue 18, docs/decisions/0035-emkg-rating-stored.md): the screen shows the EMKG
 * rating as a guide beside the inputs; the list shows the stored inhalation and skin levels in
 * their colours and filters the activities without a complete rating (the dashboard's MISSING_EMKG).
 */
export const activityExtensions: ScreenExtensions = {
  ACTIVITY: {
    detail: { Aside: EmkgAside },
    listCells: { emkgInhalation: emkgLevelCell('emkgInhalation'), emkgSkin: emkgLevelCell('emkgSkin') },
    useListFilter: useMissingEmkgFilter,
  },
};
