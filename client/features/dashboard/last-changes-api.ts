/** The last changes' call, loaded with the first answer it gives (not with the dashboard's first paint). */
export { fetchRecentChanges } from '../../sync/history-api';
