import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import type { MeasureFilter } from '../../../shared/domain/measures';
import { entityFor } from '../../../shared/entities/registry';
import { MEASURE_FILTERS, MEASURE_TYPES } from '../../../shared/enums/catalogs';
import { enumText } from '../enums';
import { type MeasureListParams, measureListSearch } from './measure-list-params';

const TAB_LABELS: Readonly<Record<MeasureFilter, MessageDescriptor>> = {
  ALL: msg`All`,
  OPEN: msg`Open`,
  DONE: msg`Done`,
  OVERDUE: msg`Overdue`,
};

const ANY = '';

interface MeasureFilterBarProps {
  readonly params: MeasureListParams;
  readonly counts: Readonly<Record<MeasureFilter, number>>;
  readonly originTypes: readonly string[];
  /** The name of the filtered location; undefined when every location shows. */
  readonly locationName: string | undefined;
}

/** The status tabs with their counts, and the filters by responsible, type, origin kind and location. */
export function MeasureFilterBar({ params, counts, originTypes, locationName }: MeasureFilterBarProps) {
  const { i18n, t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (next: Partial<MeasureListParams>) =>
    void navigate({
      to: location.pathname,
      search: (previous: Record<string, unknown>) => measureListSearch(previous, { ...params, ...next }),
      replace: true,
    });
  return (
    <div className="measure-filters">
      <nav className="measure-tabs" aria-label={t`Status of the measures`}>
        {MEASURE_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={location.pathname}
            search={(previous: Record<string, unknown>) => measureListSearch(previous, { ...params, status: filter })}
            replace
            className={`measure-tab${filter === 'OVERDUE' && counts.OVERDUE > 0 ? ' measure-tab-alert' : ''}`}
            aria-current={params.status === filter ? 'page' : undefined}
            data-testid={`measure-tab-${filter}`}
          >
            {i18n._(TAB_LABELS[filter])} <span className="measure-tab-count">{i18n.number(counts[filter])}</span>
          </Link>
        ))}
      </nav>
      <div className="measure-filter-row">
        <label className="measure-filter measure-filter-check">
          <input
            type="checkbox"
            checked={params.mine}
            onChange={(event) => choose({ mine: event.currentTarget.checked })}
            data-testid="measure-filter-mine"
          />
          <Trans>Only mine</Trans>
        </label>
        <label className="measure-filter">
          <span>
            <Trans>Type</Trans>
          </span>
          <select
            className="form-control"
            value={params.type ?? ANY}
            onChange={(event) => choose({ type: event.currentTarget.value || undefined })}
            data-testid="measure-filter-type"
          >
            <option value={ANY}>{t`All types`}</option>
            {MEASURE_TYPES.map((type) => (
              <option key={type} value={type}>
                {enumText(i18n, MEASURE_TYPES, type)}
              </option>
            ))}
          </select>
        </label>
        <label className="measure-filter">
          <span>
            <Trans>Origin</Trans>
          </span>
          <select
            className="form-control"
            value={params.origin ?? ANY}
            onChange={(event) => choose({ origin: event.currentTarget.value || undefined })}
            data-testid="measure-filter-origin"
          >
            <option value={ANY}>{t`All origins`}</option>
            {[...new Set([...originTypes, ...(params.origin ? [params.origin] : [])])].map((type) => {
              const entity = entityFor(type);
              return (
                <option key={type} value={type}>
                  {entity ? i18n._(entity.label) : type}
                </option>
              );
            })}
          </select>
        </label>
        {locationName !== undefined && (
          <span className="measure-filter-location" data-testid="measure-filter-location">
            <Trans>Location: {locationName}</Trans>
            <button
              type="button"
              className="button button-small"
              onClick={() => choose({ location: undefined })}
              data-testid="measure-filter-all-locations"
            >
              <Trans>All locations</Trans>
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
