/** Activities on the server: their EMKG rating derived at commit and re-rated when a substance changes (docs/decisions/0035-emkg-rating-stored.md). */
export { activitiesDomain, RATING_REASON } from './emkg-hooks';
