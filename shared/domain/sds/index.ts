/**
 * Safety data sheets (docs/domain/sds.md): the text of a sheet as lines with their positions,
 * its Annex II sections, and the values the import reads from it, each with its evidence.
 */
export { buildSdsDocument, type SdsRawPage } from './build-document';
export type { SdsComponent, SdsProportion } from './components';
export type { SdsBox, SdsCell, SdsDocument, SdsLine, SdsLineRef, SdsPage, SdsTextItem } from './document';
export {
  type ExtractOptions,
  extractSafetyDataSheet,
  type PackingGroup,
  SDS_FIELDS,
  type SdsExtraction,
  type SdsField,
  type SdsSectionFinding,
  type SdsValues,
  type SignalWord,
} from './extract';
export type { FlashPoint } from './flash-point';
export { isValidCasNumber, isValidEcNumber } from './identifiers';
export type { SdsLanguage } from './language';
export type { Comparator } from './numbers';
export type { BoilingPoint, PhValue, PressureUnit, VapourPressure } from './physical-properties';
export { detectSections, type SdsSection, type SdsStructure, type SdsSubsection, sectionOf } from './sections';
export type { SdsFinding } from './statements';
export type { LimitUnit, WorkplaceLimit } from './workplace-limits';
