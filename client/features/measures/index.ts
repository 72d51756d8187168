export { measureExtensions } from './extensions';
export { type MeasureRow, MeasureRows } from './MeasureRows';
export { type MeasureSearch, measureSearchFor } from './new-measure';
