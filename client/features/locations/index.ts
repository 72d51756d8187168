export { locationExtensions } from './extensions';
export { placesOf } from './places-of';
export { SelectedLocationBadge } from './SelectedLocationBadge';
export { useSelectedLocation } from './use-selected-location';
