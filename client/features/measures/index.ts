export { measureExtensions } from './extensions';
export { locationsOf, type PlacedDoc } from './measure-places';
export { measureSearchFor } from './new-measure';
