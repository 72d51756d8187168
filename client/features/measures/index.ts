export { measureExtensions } from './extensions';
export { measureSearchFor } from './new-measure';
