import type { Label } from '../entities/fields';

/** Shared enumerations of domain.md §3 "Shared enumerations" and the entity sections. */
export const TOPICS = [
  'OCCUPATIONAL_SAFETY',
  'ENVIRONMENTAL_MANAGEMENT',
  'ENERGY',
  'FIRE_PROTECTION',
  'HYGIENE',
  'INFORMATION_SECURITY',
  'DATA_PROTECTION',
  'PLANT_SAFETY',
] as const;
export type Topic = (typeof TOPICS)[number];

export const TOPIC_LABELS: Readonly<Record<Topic, Label>> = {
  OCCUPATIONAL_SAFETY: /*i18n*/ { id: 'enum.TOPICS.OCCUPATIONAL_SAFETY', message: 'Occupational safety' },
  ENVIRONMENTAL_MANAGEMENT: /*i18n*/ {
    id: 'enum.TOPICS.ENVIRONMENTAL_MANAGEMENT',
    message: 'Environmental management',
  },
  ENERGY: /*i18n*/ { id: 'enum.TOPICS.ENERGY', message: 'Energy' },
  FIRE_PROTECTION: /*i18n*/ { id: 'enum.TOPICS.FIRE_PROTECTION', message: 'Fire protection' },
  HYGIENE: /*i18n*/ { id: 'enum.TOPICS.HYGIENE', message: 'Hygiene' },
  INFORMATION_SECURITY: /*i18n*/ { id: 'enum.TOPICS.INFORMATION_SECURITY', message: 'Information security' },
  DATA_PROTECTION: /*i18n*/ { id: 'enum.TOPICS.DATA_PROTECTION', message: 'Data protection' },
  PLANT_SAFETY: /*i18n*/ { id: 'enum.TOPICS.PLANT_SAFETY', message: 'Plant safety' },
};

export const UNITS = [
  'KG',
  'G',
  'MG',
  'L',
  'ML',
  'M3',
  'T',
  'C',
  'HPA',
  'KPA',
  'MPA',
  'MG_PER_M3',
  'ML_PER_M3',
  'M',
  'H',
  'MIN',
  'PERCENT',
] as const;
export type Unit = (typeof UNITS)[number];

/** Units as their symbols (SI and customary), the same in German and English. */
export const UNIT_SYMBOLS: Readonly<Record<Unit, string>> = {
  KG: 'kg',
  G: 'g',
  MG: 'mg',
  L: 'L',
  ML: 'mL',
  M3: 'm³',
  T: 't',
  C: '°C',
  HPA: 'hPa',
  KPA: 'kPa',
  MPA: 'MPa',
  MG_PER_M3: 'mg/m³',
  ML_PER_M3: 'ml/m³',
  M: 'm',
  H: 'h',
  MIN: 'min',
  PERCENT: '%',
};

/** A unit code's symbol; an unknown code as it is. */
export function unitSymbol(code: string): string {
  const symbols: Readonly<Record<string, string>> = UNIT_SYMBOLS;
  return (Object.hasOwn(symbols, code) ? symbols[code] : undefined) ?? code;
}

/** German storage classes (TRGS 510). */
export const STORAGE_CLASSES = [
  '1',
  '2A',
  '2B',
  '3',
  '4.1A',
  '4.1B',
  '4.2',
  '4.3',
  '5.1A',
  '5.1B',
  '5.1C',
  '5.2',
  '6.1A',
  '6.1B',
  '6.1C',
  '6.1D',
  '6.2',
  '7',
  '8A',
  '8B',
  '10',
  '11',
  '12',
  '13',
] as const;
export type StorageClass = (typeof STORAGE_CLASSES)[number];

export const GHS_SYMBOLS = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'] as const;
export type GhsSymbol = (typeof GHS_SYMBOLS)[number];

/** Safety-sign catalogues: fire protection (F), mandatory (M), prohibition (P), rescue (E), warning (W). */
export const SIGN_CATALOGS = ['F', 'GHS', 'M', 'P', 'E', 'W'] as const;
export type SignCatalog = (typeof SIGN_CATALOGS)[number];

/** The eight arrow variants of a fire-protection sign. */
export const ARROW_DIRECTIONS = [
  'UP',
  'UP_RIGHT',
  'RIGHT',
  'DOWN_RIGHT',
  'DOWN',
  'DOWN_LEFT',
  'LEFT',
  'UP_LEFT',
] as const;
export type ArrowDirection = (typeof ARROW_DIRECTIONS)[number];

const FIRE_SIGN_BASES = ['F001', 'F002', 'F003', 'F004', 'F005', 'F006'] as const;

/** F001–F006, each plain and with its 8 arrow variants (`F001_UP` …). */
export const FIRE_PROTECTION_SIGNS: readonly string[] = /* @__PURE__ */ FIRE_SIGN_BASES.flatMap((base) => [
  base,
  ...ARROW_DIRECTIONS.map((direction) => `${base}_${direction}`),
]);

/** Water hazard classes of the AwSV (Verordnung über Anlagen zum Umgang mit wassergefährdenden Stoffen). */
export const WATER_HAZARD_CLASSES = ['NOT_HAZARDOUS', 'GENERALLY_HAZARDOUS', 'CLASS_1', 'CLASS_2', 'CLASS_3'] as const;
export type WaterHazardClass = (typeof WATER_HAZARD_CLASSES)[number];
export const PHASES = ['SOLID', 'LIQUID', 'GASEOUS'] as const;
export type Phase = (typeof PHASES)[number];
export const DATA_SHEET_LANGUAGES = ['DE', 'EN'] as const;
export type DataSheetLanguage = (typeof DATA_SHEET_LANGUAGES)[number];
export const MEASURE_TYPES = ['SUBSTITUTIONAL', 'TECHNICAL', 'ORGANIZATIONAL', 'PERSONAL'] as const;
export const MEASURE_FILTERS = ['ALL', 'OPEN', 'DONE', 'OVERDUE'] as const;
export const WORK_EQUIPMENT_TYPES = ['TOOL', 'DEVICE', 'MACHINE', 'FACILITY', 'MONITORING_REQUIRED_FACILITY'] as const;
export const MAINTENANCE_TYPES = ['CORRECTIVE', 'PREVENTIVE', 'CONDITIONAL', 'PROACTIVE', 'PREDETERMINED'] as const;
export const CONDITION_TYPES = ['REQUIREMENT', 'ANCILLARY_PROVISION'] as const;
export const GENDERS = ['MALE', 'FEMALE', 'DIVERSE'] as const;
export const NOTIFICATION_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'DUE_SOON', 'OVERDUE', 'ASSIGNED'] as const;
export const DASHBOARD_REASONS = [
  'OVERDUE_MEASURE',
  'MISSING_EMKG',
  'MISSING_RISK_ASSESSMENT',
  'MISSING_OPERATING_INSTRUCTION',
] as const;
