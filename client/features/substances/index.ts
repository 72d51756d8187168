export { substanceExtensions } from './extensions';
