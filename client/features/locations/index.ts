export { locationExtensions } from './extensions';
export { locationFromSearch, locationSearchValue } from './location-param';
export { placesOf } from './places-of';
export { SelectedLocationBadge } from './SelectedLocationBadge';
export { useSelectedLocation } from './use-selected-location';
