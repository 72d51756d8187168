export { SiteInspectionPdfButton } from './SiteInspectionPdfButton';
export { TransportDocumentPdfButton } from './TransportDocumentPdfButton';
