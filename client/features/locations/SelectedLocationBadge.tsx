import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../sync/replica-context';
import { useReplicaQuery } from '../../sync/use-replica-query';
import { Icon } from '../navigation';
import { useSelectedLocation } from './use-selected-location';
import '../../styles/locations.css';

/** The selected location in the layout header: a link to it and a button that clears it. */
export function SelectedLocationBadge() {
  const { t } = useLingui();
  const { selected, select } = useSelectedLocation();
  const db = useReplica()?.db;
  const selectedId = selected?.id;
  // The current name from the replica; the stored one while it loads or when it is gone.
  const liveName = useReplicaQuery(
    db,
    async (replica) => {
      if (!selectedId) return undefined;
      const doc = await replica.view.get(selectedId);
      return doc?.type === 'LOCATION' && typeof doc.data.name === 'string' ? doc.data.name : undefined;
    },
    [selectedId],
    undefined,
  );
  if (!selected) return null;
  const name = liveName ?? (selected.name || t`(no name)`);
  return (
    <div className="selected-location" data-testid="selected-location">
      <Link
        to="/locations/$id"
        params={{ id: selected.id }}
        className="selected-location-link"
        aria-label={t`Selected location: ${name}`}
        title={name}
      >
        <Icon name="location" />
        <span className="selected-location-name">{name}</span>
      </Link>
      <button
        type="button"
        className="icon-button selected-location-clear"
        aria-label={t`Clear the selected location`}
        title={t`Clear the selected location`}
        onClick={() => select(undefined)}
        data-testid="selected-location-clear"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
