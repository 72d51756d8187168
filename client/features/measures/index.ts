export { measureExtensions } from './extensions';
export { MeasureStatus } from './MeasureStatus';
export { measureSearchFor } from './new-measure';
