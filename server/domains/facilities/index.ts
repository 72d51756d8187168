/**
 * Facilities on the server (docs/domain/facilities.md): the job that turns the embedded measure
 * of older maintenance into a measure document (FAC-5).
 */
export { EMBEDDED_MEASURE_REASON, embeddedMeasureId, moveEmbeddedMeasures } from './embedded-measures';
export { embeddedMeasuresMove } from './embedded-measures-job';
