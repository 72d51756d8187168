export { facilityExtensions } from './extensions';
