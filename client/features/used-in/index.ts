export { usedInExtensions } from './extensions';
