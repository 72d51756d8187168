export { locationExtensions } from './extensions';
