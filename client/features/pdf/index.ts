export { loadPdfFonts } from './load-pdf-fonts';
export { PdfButton } from './PdfButton';
export type { TableColumn } from './pdf-table';
export type { PrintOptions, ReportFrame } from './report-frame';
export { reportLogo } from './report-logo';
export { SiteInspectionPdfButton } from './SiteInspectionPdfButton';
export { TransportDocumentPdfButton } from './TransportDocumentPdfButton';

/** The PDF engine for builders in other features; jsPDF is loaded with it, never with the app. */
export const loadReportEngine = () => import('./report-engine');
/** What `loadReportEngine()` gives: a builder takes it as an argument and imports only types from here. */
export type ReportEngine = typeof import('./report-engine');
