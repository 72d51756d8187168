export { transportExtensions } from './extensions';
