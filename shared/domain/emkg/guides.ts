/**
 * The Schutzleitfäden (protective guides) of the current edition (docs/domain/emkg.md EMKG-MIN-1).
 * Source: BAuA EMKG, 7th edition 2025: the five minimum standards by title, and per module the
 * series of each measure level with the title the sheet's legend gives it. The sheet names no
 * single guide numbers beyond the series; the guides themselves are at EMKG_GUIDES_URL.
 */
import type { EmkgGuide, EmkgModule, MeasureLevel } from './types';

export const EMKG_GUIDES_URL = 'https://www.baua.de/emkg-schutzleitfaeden';

export const MINIMUM_STANDARDS = {
  freeVentilation: {
    id: 'MIN-FREE-VENTILATION',
    series: 1000,
    title: /*i18n*/ { id: 'emkg.guide.freeVentilation', message: 'Free ventilation' },
  },
  hygieneInhalation: {
    id: 'MIN-HYGIENE-INHALATION',
    series: 1000,
    title: /*i18n*/ {
      id: 'emkg.guide.hygieneInhalation',
      message: 'Organisational and hygiene measures "inhalation"',
    },
  },
  hygieneSkin: {
    id: 'MIN-HYGIENE-SKIN',
    series: 1000,
    title: /*i18n*/ { id: 'emkg.guide.hygieneSkin', message: 'Organisational and hygiene measures "skin"' },
  },
  provisionAndStorage: {
    id: 'MIN-PROVISION-STORAGE',
    series: 1000,
    title: /*i18n*/ { id: 'emkg.guide.provisionAndStorage', message: 'Provision and storage' },
  },
  fireProtection: {
    id: 'MIN-FIRE-PROTECTION',
    series: 1000,
    title: /*i18n*/ { id: 'emkg.guide.fireProtection', message: 'Fire protection measures' },
  },
} as const satisfies Readonly<Record<string, EmkgGuide>>;

/** EMKG-MIN-1: the five guides of the minimum standards, in the sheet's order. */
export const MINIMUM_STANDARD_GUIDES: readonly EmkgGuide[] = [
  MINIMUM_STANDARDS.freeVentilation,
  MINIMUM_STANDARDS.hygieneInhalation,
  MINIMUM_STANDARDS.hygieneSkin,
  MINIMUM_STANDARDS.provisionAndStorage,
  MINIMUM_STANDARDS.fireProtection,
];

const MINIMUM_STANDARDS_SERIES: EmkgGuide = {
  id: 'MIN-SERIES',
  series: 1000,
  title: /*i18n*/ { id: 'emkg.guide.minimumStandards', message: 'Minimum standards' },
};
const CLOSED_SYSTEM = /*i18n*/ { id: 'emkg.guide.closedSystem', message: 'Closed system' };
const EXTENDED = /*i18n*/ { id: 'emkg.guide.extendedMeasures', message: 'Extended measures' };
const NO_FURTHER: EmkgGuide = {
  id: 'NO-FURTHER-GUIDES',
  series: null,
  title: /*i18n*/ {
    id: 'emkg.guide.noFurther',
    message: 'No further protective guides: get expert advice (e.g. from the safety specialist)',
  },
};

/** The guides of each module's measure level, as each module's legend names them. */
export const MODULE_GUIDES: Readonly<
  Record<EmkgModule, Readonly<Partial<Record<MeasureLevel, readonly EmkgGuide[]>>>>
> = {
  inhalation: {
    1: [MINIMUM_STANDARDS.freeVentilation, MINIMUM_STANDARDS.hygieneInhalation],
    2: [
      {
        id: 'INHALATION-2000',
        series: 2000,
        title: /*i18n*/ { id: 'emkg.guide.inhalation.emissionReducing', message: 'Emission-reducing measures' },
      },
    ],
    3: [{ id: 'INHALATION-3000', series: 3000, title: CLOSED_SYSTEM }],
    4: [NO_FURTHER],
  },
  skin: {
    1: [MINIMUM_STANDARDS.hygieneSkin],
    2: [{ id: 'SKIN-2000', series: 2000, title: EXTENDED }],
    3: [{ id: 'SKIN-3000', series: 3000, title: CLOSED_SYSTEM }],
  },
  eyes: {
    1: [MINIMUM_STANDARDS_SERIES],
    2: [{ id: 'EYES-2000', series: 2000, title: EXTENDED }],
  },
  fire: {
    1: [MINIMUM_STANDARDS.fireProtection],
    2: [
      {
        id: 'FIRE-2000',
        series: 2000,
        title: /*i18n*/ { id: 'emkg.guide.fire.measures', message: 'Fire and explosion measures' },
      },
    ],
    3: [{ id: 'FIRE-3000', series: 3000, title: CLOSED_SYSTEM }],
    4: [NO_FURTHER],
  },
  storage: {
    1: [MINIMUM_STANDARDS.provisionAndStorage],
    2: [{ id: 'STORAGE-2000', series: 2000, title: /*i18n*/ { id: 'emkg.guide.storage.store', message: 'Store' } }],
    3: [
      {
        id: 'STORAGE-3000',
        series: 3000,
        title: /*i18n*/ { id: 'emkg.guide.storage.specialStore', message: 'Special store' },
      },
    ],
    4: [NO_FURTHER],
  },
};

export function guidesFor(module: EmkgModule, level: MeasureLevel): readonly EmkgGuide[] {
  return MODULE_GUIDES[module][level] ?? [];
}
