/**
 * Safety data sheets (docs/domain/sds.md): the text of a sheet as lines with their positions,
 * its Annex II sections, and the values the import reads from it, each with its evidence.
 */
export { buildSdsDocument, type SdsRawPage } from './build-document';
export type { SdsBox, SdsCell, SdsDocument, SdsLine, SdsLineRef, SdsPage, SdsTextItem } from './document';
export { detectSections, type SdsSection, type SdsStructure, type SdsSubsection, sectionOf } from './sections';
