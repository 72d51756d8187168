import type { SdsExtraction, SdsFinding } from '../../../shared/domain/sds';
import {
  newestSafetyDataSheetDate,
  type StorageClassFinding,
  storageClassFindings,
} from '../../../shared/domain/substances';
import type { DocumentData } from '../../../shared/entities/entity';

/**
 * The sheet's own inconsistencies the review screen shows as flags (issue 17), never fixed
 * silently: numbers whose check digit fails (SDS-10), and hazard statements of the label
 * (section 2) against those of the components (section 3) and the full texts (section 16,
 * SDS-9); when updating a substance, a sheet older than its newest stored one (SDS-33). The label
 * elements against each other are the substance's label hints (SUB-4 … SUB-7), and the storage
 * classes against the statements SDS-32, both shown live from the values being reviewed.
 */
export type DataSheetFlag =
  /** A CAS or EC number of section 3 whose check digit fails, as printed. */
  | { readonly id: 'CHECK_DIGIT'; readonly number: string; readonly finding: SdsFinding }
  /** Label statements whose full text section 16 does not give, though it gives others. */
  | { readonly id: 'MISSING_IN_SECTION_16'; readonly statements: readonly string[] }
  /** Statements of section 3 or 16 the label does not carry: right for a mixture below the limits, else a gap. */
  | { readonly id: 'NOT_ON_LABEL'; readonly statements: readonly string[] }
  /** SDS-33: the sheet's revision date lies before that of the newest sheet stored with the substance. */
  | { readonly id: 'OLDER_THAN_STORED'; readonly revisionDate: string; readonly storedDate: string }
  /** SDS-32: a storage class that does not fit the hazard statements. */
  | StorageClassFinding;

/** The single statements of combinations ("H300+H310" → H300, H310), upper case. */
function parts(codes: readonly string[]): Set<string> {
  return new Set(codes.flatMap((code) => code.split('+')).map((code) => code.toUpperCase()));
}

/** `stored` is the substance being updated; a new substance has none. */
export function dataSheetFlags(extraction: SdsExtraction, stored?: DocumentData): DataSheetFlag[] {
  const flags: DataSheetFlag[] = extraction.invalidIdentifiers.map((finding) => ({
    id: 'CHECK_DIGIT',
    number: finding.value,
    finding,
  }));
  const label = parts(extraction.values.hazardStatements);
  const inSection = (section: number) =>
    parts(extraction.hazardStatementsElsewhere.filter((f) => f.section === section).map((f) => f.value));
  const section16 = inSection(16);
  if (label.size > 0 && section16.size > 0) {
    const missing = [...label].filter((code) => !section16.has(code));
    if (missing.length > 0) flags.push({ id: 'MISSING_IN_SECTION_16', statements: missing });
  }
  if (label.size > 0 || extraction.values.signalWord !== null) {
    const notOnLabel = [...new Set([...inSection(3), ...section16])].filter((code) => !label.has(code)).sort();
    if (notOnLabel.length > 0) flags.push({ id: 'NOT_ON_LABEL', statements: notOnLabel });
  }
  const revisionDate = extraction.values.revisionDate;
  const storedDate = stored && newestSafetyDataSheetDate(stored.safetyDataSheetFiles);
  if (revisionDate && storedDate && revisionDate < storedDate)
    flags.push({ id: 'OLDER_THAN_STORED', revisionDate, storedDate });
  return flags;
}

/** SDS-32 on the values being reviewed: storage classes that do not fit the hazard statements. */
export function storageClassFlags(data: DocumentData): DataSheetFlag[] {
  return storageClassFindings(data);
}
