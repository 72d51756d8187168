/**
 * Measures on the server (docs/domain/measures.md): the day done and the effectiveness check's
 * who and when settled at commit (MEA-9, MEA-10), and the job that generates the occurrences of
 * recurring measures (MEA-11 … MEA-13).
 */
export { generateOccurrences, RECURRENCE_REASON } from './generate-occurrences';
export { measuresDomain } from './measure-hooks';
export { recurringMeasuresGenerate } from './recurrence-job';
