/**
 * What a report builder outside this folder draws with: the page frame and tables on jsPDF.
 * Builders reach it through `loadReportEngine()` (index.ts), so jsPDF loads with the first PDF.
 */
export { table } from './pdf-table';
export { finishReport, startReport } from './report-frame';
