export { measureExtensions } from './extensions';
export { type MeasureRow, MeasureRows } from './MeasureRows';
export { MeasureStatus } from './MeasureStatus';
export { type MeasureSearch, measureSearchFor } from './new-measure';
