import { type FlashPoint, SDS_FIELDS, type SdsField, type SdsValues } from '../../shared/domain/sds';
import {
  GHS_SYMBOLS,
  type GhsSymbol,
  STORAGE_CLASSES,
  type StorageClass,
  type WaterHazardClass,
} from '../../shared/enums/catalogs';

/**
 * The reference values of ../shared/reference/sds/expected.json, read into the shape of the
 * extraction's values (docs/domain/sds.md, "Measuring the extraction"). The file records what a
 * careful reader finds as printed ("Achtung", "11/2018", "6.1 D", "Nicht brennbare
 * Flüssigkeiten", "64.00 °F (17.78 °C)"); this maps each to the value the extraction should give.
 * It is written apart from the extraction's own readers so that a mistake in one does not hide
 * in the other.
 */

export interface ExpectedSheet {
  readonly file: string;
  readonly language: string;
  readonly vendor: string | null;
  readonly product_name: string | null;
  readonly signal_word: string | null;
  readonly ghs_pictograms: readonly string[] | null;
  readonly h_statements: readonly string[] | null;
  readonly p_statements: readonly string[] | null;
  readonly cas_numbers: readonly string[] | null;
  readonly ec_numbers: readonly string[] | null;
  readonly un_number: string | null;
  readonly adr_class: string | null;
  readonly packing_group: string | null;
  readonly wgk: string | null;
  readonly storage_class: string | null;
  readonly flash_point: string | null;
  readonly revision_date: string | null;
  readonly text_layer: boolean;
  readonly uncertain_fields: readonly string[];
  readonly notes: string;
}

/**
 * The expected values of one sheet; `uncertain` names the fields its reader marked as uncertain.
 * A field absent from `values` is not counted for the sheet: the fields of own-expected.json
 * (composition, limits, physical properties) are known for the sheets listed there only.
 */
export interface Expected {
  readonly file: string;
  readonly textLayer: boolean;
  readonly values: Partial<SdsValues>;
  readonly uncertain: ReadonlySet<keyof SdsValues>;
}

/** The fields own-expected.json records, since expected.json leaves them out. */
const OWN_FIELDS: readonly SdsField[] = [
  'composition',
  'workplaceLimits',
  'phase',
  'boilingPoint',
  'vapourPressure',
  'ph',
] satisfies readonly (keyof OwnExpectedSheet)[];

/** The fields expected.json records: every field the extraction reads but those of own-expected.json. */
export const REFERENCE_FIELDS: readonly SdsField[] = SDS_FIELDS.filter((field) => !OWN_FIELDS.includes(field));

interface OwnComponent {
  readonly casNumber: string;
  readonly from: number | null;
  readonly to: number | null;
}

interface OwnLimit {
  readonly kind: string;
  readonly value: number;
  readonly unit: 'MG_PER_M3' | 'ML_PER_M3';
  readonly shortTerm: boolean;
}

/** One sheet of own-expected.json: the values as the extraction gives them, compared by the bench's rules. */
export interface OwnExpectedSheet {
  readonly phase?: SdsValues['phase'];
  readonly boilingPoint?: SdsValues['boilingPoint'];
  readonly vapourPressure?: SdsValues['vapourPressure'];
  readonly ph?: SdsValues['ph'];
  readonly composition?: readonly OwnComponent[];
  readonly workplaceLimits?: readonly OwnLimit[];
}

/** The own expectations in the extraction's shapes; components and limits carry only what the bench compares. */
export function ownValues(sheet: OwnExpectedSheet): Partial<SdsValues> {
  const { composition, workplaceLimits, ...rest } = sheet;
  return {
    ...rest,
    ...(composition
      ? {
          composition: composition.map((component) => ({
            name: null,
            casNumber: component.casNumber,
            ecNumber: null,
            proportion: { from: component.from, to: component.to },
          })),
        }
      : {}),
    ...(workplaceLimits ? { workplaceLimits: workplaceLimits.map((limit) => ({ ...limit, agw: false })) } : {}),
  };
}

const UNCERTAIN_FIELDS: Record<string, keyof SdsValues> = {
  h_statements: 'hazardStatements',
  p_statements: 'precautionaryStatements',
  wgk: 'waterHazardClass',
  storage_class: 'storageClasses',
  product_name: 'productName',
  signal_word: 'signalWord',
  cas_numbers: 'casNumbers',
  ec_numbers: 'ecNumbers',
  un_number: 'unNumber',
  adr_class: 'hazardClass',
  packing_group: 'packingGroup',
  flash_point: 'flashPoint',
  revision_date: 'revisionDate',
  ghs_pictograms: 'ghsSymbols',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: string | number, month: string | number, day: string | number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The reference dates as printed. Slash dates with both numbers up to 12 follow the note of the
 * sheet ("US date format" → month first), else day first.
 */
export function expectedDate(text: string | null, notes: string): string | null {
  if (text === null) return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) return isoDate(match[1] ?? '', match[2] ?? '', match[3] ?? '');
  match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (match) return isoDate(match[3] ?? '', match[2] ?? '', match[1] ?? '');
  match = /^(\d{2})\/(\d{4})$/.exec(text);
  if (match) return isoDate(match[2] ?? '', match[1] ?? '', 1);
  match = /^(\d{2})[\s-]([A-Za-z]+)[\s-](\d{4})$/.exec(text);
  if (match)
    return isoDate(match[3] ?? '', MONTHS.indexOf((match[2] ?? '').slice(0, 3).toLowerCase()) + 1, match[1] ?? '');
  match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const monthFirst = second > 12 || (first <= 12 && /US (date )?format/i.test(notes));
    return monthFirst ? isoDate(match[3] ?? '', first, second) : isoDate(match[3] ?? '', second, first);
  }
  throw new Error(`expected.json: a revision date the bench cannot read: ${text}`);
}

export function expectedSignalWord(text: string | null): SdsValues['signalWord'] {
  if (text === null) return null;
  if (/^(gefahr|danger)$/i.test(text)) return 'DANGER';
  if (/^(achtung|warning)$/i.test(text)) return 'WARNING';
  throw new Error(`expected.json: an unknown signal word: ${text}`);
}

const WATER_CLASSES: Record<string, WaterHazardClass> = {
  '1': 'CLASS_1',
  '2': 'CLASS_2',
  '3': 'CLASS_3',
  nwg: 'NOT_HAZARDOUS',
  awg: 'GENERALLY_HAZARDOUS',
};

export function expectedWaterHazardClass(text: string | null): WaterHazardClass | null {
  if (text === null) return null;
  const value = WATER_CLASSES[text];
  if (!value) throw new Error(`expected.json: an unknown WGK: ${text}`);
  return value;
}

/** TRGS 510 Annex 4 names the classes 12 and 13 "Nicht brennbare Flüssigkeiten/Feststoffe". */
const STORAGE_CLASS_NAMES: Record<string, StorageClass> = {
  'nicht brennbare flüssigkeiten': '12',
  'non-combustible liquids': '12',
  'nicht brennbare feststoffe': '13',
  'non-combustible solids': '13',
};

export function expectedStorageClasses(text: string | null): StorageClass[] {
  if (text === null) return [];
  const named = STORAGE_CLASS_NAMES[text.toLowerCase()];
  if (named) return [named];
  const code = text.replace(/\s/g, '').toUpperCase();
  const known = STORAGE_CLASSES.find((storageClass) => storageClass === code);
  if (!known) throw new Error(`expected.json: an unknown storage class: ${text}`);
  return [known];
}

/** The °C value when the text has one, else the °F value; "n.a." and the like are none. */
export function expectedFlashPoint(text: string | null): FlashPoint | null {
  if (text === null) return null;
  const temperatures = [...text.matchAll(/([<>])?\s*=?\s*(-?\d+(?:\.\d+)?)\s*°\s*([CF])/g)];
  const chosen = temperatures.find((match) => match[3] === 'C') ?? temperatures[0];
  if (!chosen) return null;
  const point = { value: Number(chosen[2]), unit: chosen[3] === 'F' ? ('F' as const) : ('C' as const) };
  return chosen[1] === '<' || chosen[1] === '>' ? { ...point, comparator: chosen[1] } : point;
}

function list(values: readonly string[] | null): string[] {
  return values === null ? [] : [...values];
}

export function expectedValues(sheet: ExpectedSheet): Expected {
  return {
    file: sheet.file,
    textLayer: sheet.text_layer,
    uncertain: new Set(
      sheet.uncertain_fields.map((field) => UNCERTAIN_FIELDS[field]).filter((field) => field !== undefined),
    ),
    values: {
      language: sheet.language === 'de' || sheet.language === 'en' ? sheet.language : null,
      productName: sheet.product_name,
      supplier: sheet.vendor,
      revisionDate: expectedDate(sheet.revision_date, sheet.notes),
      signalWord: expectedSignalWord(sheet.signal_word),
      hazardStatements: list(sheet.h_statements),
      precautionaryStatements: list(sheet.p_statements),
      ghsSymbols: list(sheet.ghs_pictograms).flatMap((code): GhsSymbol[] =>
        GHS_SYMBOLS.filter((symbol) => symbol === code),
      ),
      casNumbers: list(sheet.cas_numbers),
      ecNumbers: list(sheet.ec_numbers),
      unNumber: sheet.un_number,
      hazardClass: sheet.adr_class,
      packingGroup:
        sheet.packing_group === 'I' || sheet.packing_group === 'II' || sheet.packing_group === 'III'
          ? sheet.packing_group
          : null,
      waterHazardClass: expectedWaterHazardClass(sheet.wgk),
      storageClasses: expectedStorageClasses(sheet.storage_class),
      flashPoint: expectedFlashPoint(sheet.flash_point),
    },
  };
}
