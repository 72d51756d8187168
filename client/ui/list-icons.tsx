/** Small inline icons of the list (decorative; the text next to them names the action). */
export function ListIcon({ path }: { path: string }) {
  return (
    <svg className="entity-list-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export const ICONS = {
  plus: 'M12 5v14M5 12h14',
  columns: 'M4 4h16v16H4zM10 4v16M16 4v16',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  upload: 'M12 15V4M7 9l5-5 5 5M5 20h14',
  pending: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  ascending: 'M12 19V5M6 11l6-6 6 6',
  descending: 'M12 5v14M6 13l6 6 6-6',
  unsorted: 'M8 9l4-4 4 4M8 15l4 4 4-4',
} as const;

/** The marker of a document whose local edits wait to be sent. */
export function PendingMarker({ label }: { label: string }) {
  return (
    <span className="entity-list-pending" title={label} data-testid="pending-marker">
      <ListIcon path={ICONS.pending} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
