export { locationExtensions } from './extensions';
export { SelectedLocationBadge } from './SelectedLocationBadge';
