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
export { table } from './pdf-table';
export { plainParagraphs } from './plain-text';
export {
  type DocumentRevision,
  finishReport,
  type PrintOptions,
  type ReportFrame,
  startReport,
} from './report-frame';
export { reportLogo } from './report-logo';
