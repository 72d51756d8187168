export { locationExtensions } from './extensions';
export { SelectedLocationBadge } from './SelectedLocationBadge';
export { useSelectedLocation } from './use-selected-location';
