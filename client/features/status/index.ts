export { RequireUpdateWhenOutdated } from './RequireUpdateWhenOutdated';
export { SyncStatusBadge } from './SyncStatusBadge';
