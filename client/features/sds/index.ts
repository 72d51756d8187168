/**
 * Safety data sheet import (issue 17): reading a sheet in a Web Worker into values with their
 * evidence. The modal and the review screen build on `readSafetyDataSheet`.
 */

export { type DrawnPage, drawSheetPage } from './page-preview';
export { type ReadOptions, readSafetyDataSheet, SdsReadError } from './read-safety-data-sheet';
export type { SdsReadFailure } from './sds-worker-protocol';
