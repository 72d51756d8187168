import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { hasCompleteRating } from '../../../shared/domain/activities';
import type { FilterDoc, ListFilter } from '../screens';

/** The URL's value of `filter` for the activities without a complete EMKG rating (the dashboard's MISSING_EMKG). */
export const MISSING_EMKG = 'MISSING_EMKG';

const lacksRating = (doc: FilterDoc) => !hasCompleteRating(doc.data);

function searchRecord(search: unknown): Record<string, unknown> {
  return search !== null && typeof search === 'object' ? { ...search } : {};
}

/**
 * The activity list's filter "no complete EMKG rating" (docs/domain/compliance.md CMP-3), a
 * toggle kept in the URL (`?filter=MISSING_EMKG`) beside the list's search and sort.
 */
export function useMissingEmkgFilter(): ListFilter {
  const location = useLocation();
  const navigate = useNavigate();
  const on = searchRecord(location.search).filter === MISSING_EMKG;
  const toggle = () =>
    void navigate({
      to: location.pathname,
      search: (previous: Record<string, unknown>) => {
        const { filter: _filter, ...rest } = searchRecord(previous);
        return on ? rest : { ...rest, filter: MISSING_EMKG };
      },
      replace: true,
    });
  return {
    bar: (
      <div className="entity-list-filters">
        <button
          type="button"
          className="button entity-list-filter"
          aria-pressed={on}
          onClick={toggle}
          data-testid={`entity-list-filter-${MISSING_EMKG}`}
        >
          <Trans>No complete EMKG rating</Trans>
        </button>
      </div>
    ),
    keep: on ? lacksRating : undefined,
  };
}
