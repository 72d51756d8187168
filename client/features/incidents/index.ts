export { incidentExtensions } from './extensions';
