import type { GhsSymbol, Phase, StorageClass, WaterHazardClass } from '../../enums/catalogs';
import { components, type SdsComponent } from './components';
import { composition } from './composition';
import type { SdsDocument } from './document';
import { type FlashPoint, flashPoint } from './flash-point';
import {
  ghsSymbols,
  labelBlock,
  labelHazardStatements,
  labelPrecautionaryStatements,
  type SignalWord,
  signalWord,
} from './label-elements';
import { type SdsLanguage, sheetLanguage } from './language';
import {
  type BoilingPoint,
  boilingPoint,
  type PhValue,
  ph,
  physicalState,
  type VapourPressure,
  vapourPressure,
} from './physical-properties';
import { productName } from './product-name';
import { revisionDate } from './revision-date';
import { detectSections, type SdsStructure, sectionOf } from './sections';
import { hazardStatementsIn, type SdsFinding } from './statements';
import { supplier } from './supplier';
import { hazardClass, type PackingGroup, packingGroup, unNumber } from './transport';
import { storageClass, waterHazardClass } from './water-and-storage';
import { type WorkplaceLimit, workplaceLimits } from './workplace-limits';

/** The values the import reads, in the order of the `sds:extract` output (issue 17). */
export const SDS_FIELDS = [
  'language',
  'productName',
  'supplier',
  'revisionDate',
  'signalWord',
  'hazardStatements',
  'precautionaryStatements',
  'ghsSymbols',
  'casNumbers',
  'ecNumbers',
  'unNumber',
  'hazardClass',
  'packingGroup',
  'waterHazardClass',
  'storageClasses',
  'flashPoint',
  'composition',
  'workplaceLimits',
  'phase',
  'boilingPoint',
  'vapourPressure',
  'ph',
] as const;
export type SdsField = (typeof SDS_FIELDS)[number];

export type { PackingGroup, SignalWord };

/** What the sheet says; null or [] where it says nothing the extraction could read. */
export interface SdsValues {
  readonly language: SdsLanguage | null;
  readonly productName: string | null;
  readonly supplier: string | null;
  /** YYYY-MM-DD (SDS-12, SDS-13). */
  readonly revisionDate: string | null;
  readonly signalWord: SignalWord | null;
  readonly hazardStatements: readonly string[];
  readonly precautionaryStatements: readonly string[];
  readonly ghsSymbols: readonly GhsSymbol[];
  readonly casNumbers: readonly string[];
  readonly ecNumbers: readonly string[];
  readonly unNumber: string | null;
  readonly hazardClass: string | null;
  readonly packingGroup: PackingGroup | null;
  readonly waterHazardClass: WaterHazardClass | null;
  readonly storageClasses: readonly StorageClass[];
  readonly flashPoint: FlashPoint | null;
  /** Section 3's components (SDS-31). */
  readonly composition: readonly SdsComponent[];
  /** Section 8's occupational exposure limits (SDS-30). */
  readonly workplaceLimits: readonly WorkplaceLimit[];
  readonly phase: Phase | null;
  readonly boilingPoint: BoilingPoint | null;
  readonly vapourPressure: VapourPressure | null;
  readonly ph: PhValue | null;
}

/** A finding with the section it stands in. */
export interface SdsSectionFinding extends SdsFinding {
  readonly section: number;
}

export interface SdsExtraction {
  readonly values: SdsValues;
  /** Per field, each value read with the lines it was read from (one entry per list item). */
  readonly evidence: Readonly<Record<SdsField, readonly SdsFinding[]>>;
  /** False for a scan: nothing could be read (SDS-2). */
  readonly textLayer: boolean;
  /** The language the text is in, whatever the user chose (SDS-20). */
  readonly detectedLanguage: SdsLanguage | null;
  readonly pages: readonly { readonly width: number; readonly height: number }[];
  /**
   * SDS-9 H/EUH statements printed outside the label elements: the component classifications
   * of section 3 and the full texts of section 16. Not the mixture's statements; the review
   * screen compares them with the label's.
   */
  readonly hazardStatementsElsewhere: readonly SdsSectionFinding[];
  /** CAS and EC numbers of section 3 whose check digit fails (SDS-10). */
  readonly invalidIdentifiers: readonly SdsFinding[];
}

export interface ExtractOptions {
  /** The language the user chose; overrides the detection (SDS-20). */
  readonly language?: SdsLanguage;
}

function elsewhere(structure: SdsStructure): SdsSectionFinding[] {
  return [3, 16].flatMap((number) =>
    hazardStatementsIn(sectionOf(structure, number)?.lines ?? []).map((finding) => ({ ...finding, section: number })),
  );
}

/** Reads the values of a safety data sheet from its text (docs/domain/sds.md). */
export function extractSafetyDataSheet(document: SdsDocument, options: ExtractOptions = {}): SdsExtraction {
  const structure = detectSections(document);
  const block = labelBlock(structure);
  const detected = document.textLayer ? sheetLanguage(document, structure) : undefined;
  const chosen = options.language;
  const language = chosen ? (detected?.value === chosen ? detected : { value: chosen, evidence: [] }) : detected;
  const read = document.textLayer;
  const one = <T extends string>(finding: SdsFinding<T> | undefined): SdsFinding<T>[] =>
    read && finding ? [finding] : [];
  const many = <T extends string>(findings: readonly SdsFinding<T>[]): SdsFinding<T>[] => (read ? [...findings] : []);
  const values = <T extends string>(findings: readonly SdsFinding<T>[]): T[] =>
    findings.map((finding) => finding.value);
  const parts = composition(structure);
  const flash = read ? flashPoint(structure, document) : undefined;
  const textLanguage = detected?.value ?? null;
  const parts3 = read ? components(sectionOf(structure, 3)?.lines ?? []) : { components: [], findings: [] };
  const limits = read ? workplaceLimits(structure, textLanguage, parts3.components) : { limits: [], findings: [] };
  const boiling = read ? boilingPoint(structure, document, textLanguage) : undefined;
  const pressure = read ? vapourPressure(structure, document, textLanguage) : undefined;
  const acidity = read ? ph(structure, document) : undefined;
  const found = {
    language: language ? [language] : [],
    productName: one(productName(structure)),
    supplier: one(supplier(structure)),
    revisionDate: one(revisionDate(document)),
    signalWord: one(signalWord(block)),
    hazardStatements: many(labelHazardStatements(block)),
    precautionaryStatements: many(labelPrecautionaryStatements(block)),
    ghsSymbols: many(ghsSymbols(block)),
    casNumbers: many(parts.casNumbers),
    ecNumbers: many(parts.ecNumbers),
    unNumber: one(unNumber(structure)),
    hazardClass: one(hazardClass(structure)),
    packingGroup: one(packingGroup(structure)),
    waterHazardClass: one(waterHazardClass(structure, document)),
    storageClasses: one(storageClass(structure, document)),
    flashPoint: flash ? [flash.finding] : [],
    composition: parts3.findings,
    workplaceLimits: limits.findings,
    phase: one(physicalState(structure, document)),
    boilingPoint: boiling ? [boiling.finding] : [],
    vapourPressure: pressure ? [pressure.finding] : [],
    ph: acidity ? [acidity.finding] : [],
  } satisfies Record<SdsField, readonly SdsFinding[]>;
  return {
    values: {
      language: found.language[0]?.value ?? null,
      productName: found.productName[0]?.value ?? null,
      supplier: found.supplier[0]?.value ?? null,
      revisionDate: found.revisionDate[0]?.value ?? null,
      signalWord: found.signalWord[0]?.value ?? null,
      hazardStatements: values(found.hazardStatements),
      precautionaryStatements: values(found.precautionaryStatements),
      ghsSymbols: values(found.ghsSymbols),
      casNumbers: values(found.casNumbers),
      ecNumbers: values(found.ecNumbers),
      unNumber: found.unNumber[0]?.value ?? null,
      hazardClass: found.hazardClass[0]?.value ?? null,
      packingGroup: found.packingGroup[0]?.value ?? null,
      waterHazardClass: found.waterHazardClass[0]?.value ?? null,
      storageClasses: values(found.storageClasses),
      flashPoint: flash?.point ?? null,
      composition: parts3.components,
      workplaceLimits: limits.limits,
      phase: found.phase[0]?.value ?? null,
      boilingPoint: boiling?.point ?? null,
      vapourPressure: pressure?.pressure ?? null,
      ph: acidity?.value ?? null,
    },
    evidence: found,
    textLayer: document.textLayer,
    detectedLanguage: detected?.value ?? null,
    pages: document.pages.map((page) => ({ width: page.width, height: page.height })),
    hazardStatementsElsewhere: read ? elsewhere(structure) : [],
    invalidIdentifiers: read ? parts.invalid : [],
  };
}
