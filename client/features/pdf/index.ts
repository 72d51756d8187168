export { loadPdfFonts } from './load-pdf-fonts';
export { PdfButton } from './PdfButton';
export { PAGE, type PageCursor, type TextStyle } from './page-cursor';
export {
  drawPictogram,
  type PictogramPlace,
  type PictogramRowOptions,
  pictogramRow,
  pictogramWidth,
} from './pdf-pictograms';
export { type SignCell, type TableCell, type TableColumn, table } from './pdf-table';
export { plainParagraphs } from './plain-text';
export {
  type DocumentRevision,
  finishReport,
  type PrintOptions,
  type ReportFrame,
  revisionText,
  startReport,
} from './report-frame';
export { reportLogo } from './report-logo';

/** The PDF engine for builders in other features; jsPDF is loaded with it, never with the app. */
export const loadReportEngine = () => import('./report-engine');
/** What `loadReportEngine()` gives: a builder takes it as an argument and imports only types from here. */
export type ReportEngine = typeof import('./report-engine');
