/**
 * The hazard-group tables of the sheet (docs/domain/emkg.md EMKG-INH-1 … 3, EMKG-SKN-1,
 * EMKG-EYE-1, EMKG-FIR-1, EMKG-STO-1). Source: BAuA EMKG, 7th edition 2025, step 1
 * "Gefährlichkeitsgruppe" of each module, read from the sheet's picture. Each list is the sheet's
 * row; a statement the sheet does not list in a module counts as "Kein H-Satz" there.
 */
import type { EyeGroup, FireGroup, InhalationGroup, PhysicalForm, SkinGroup, StorageGroup } from './types';

export const INHALATION_STATEMENTS: Readonly<Record<InhalationGroup, readonly string[]>> = {
  A: ['H304', 'H335', 'H336', 'EUH201A', 'EUH207', 'EUH211', 'EUH212'],
  B: ['H302', 'H332', 'H371'],
  C: [
    'H301',
    'H314',
    'H331',
    'H334',
    'H341',
    'H351',
    'H361',
    'H361d',
    'H361f',
    'H361fd',
    'H370',
    'H373',
    'EUH029',
    'EUH031',
    'EUH071',
    'EUH380',
    'EUH381',
  ],
  D: ['H300', 'H330', 'H360D', 'H360Df', 'H372', 'EUH032'],
  E: ['H340', 'H350', 'H350i', 'H360', 'H360F', 'H360Fd', 'H360FD'],
};

/** H311 and H314 together are HE; either alone is HD (EMKG-SKN-1). */
export const SKIN_STATEMENTS: Readonly<Record<SkinGroup, readonly string[]>> = {
  HA: ['EUH066', 'EUH203', 'EUH204', 'EUH205', 'EUH208'],
  HB: ['H315'],
  HC: ['H312', 'H317', 'H371', 'H373', 'EUH380', 'EUH381'],
  HD: ['H311', 'H314', 'H341', 'H351', 'H361', 'H361d', 'H361f', 'H361fd', 'H370', 'H372'],
  HE: ['H310', 'H340', 'H350', 'H360', 'H360D', 'H360Df', 'H360F', 'H360Fd', 'H360FD', 'H362'],
};

export const EYE_STATEMENTS: Readonly<Record<EyeGroup, readonly string[]>> = {
  'Au-A': [],
  'Au-B': ['H301', 'H311', 'H315', 'H317', 'H319', 'H331', 'H335', 'H341', 'H351', 'H371'],
  'Au-C': ['EUH070', 'EUH071', 'H300', 'H310', 'H314', 'H318', 'H330', 'H340', 'H350', 'H350i', 'H370'],
};

/** pc-A holds liquids without a listed statement, pc-C solids without one (EMKG-FIR-1). */
export const FIRE_STATEMENTS: Readonly<Record<FireGroup, readonly string[]>> = {
  'pc-A': [],
  'pc-B': ['H226', 'H252', 'H280', 'H281', 'H290', 'EUH206', 'EUH209A'],
  'pc-C': ['H222', 'H223', 'H224', 'H225', 'H228', 'H229', 'H251', 'EUH018', 'EUH209'],
  'pc-D': ['H242', 'H261', 'H270', 'H271', 'H272', 'EUH014', 'EUH044'],
  'pc-E': [
    'H200',
    'H201',
    'H202',
    'H203',
    'H204',
    'H205',
    'H206',
    'H207',
    'H208',
    'H220',
    'H221',
    'H230',
    'H231',
    'H232',
    'H240',
    'H241',
    'H250',
    'H260',
    'EUH001',
    'EUH006',
    'EUH019',
  ],
};

/** H280 or H281 together with H330 or H331 is La-F (the sheet's footnote, EMKG-STO-1). */
export const STORAGE_STATEMENTS: Readonly<Record<StorageGroup, readonly string[]>> = {
  'La-A': ['H228', 'H251', 'H252', 'H260', 'H261'],
  'La-B': ['H226'],
  'La-C': [
    'H242',
    'H272',
    'H300',
    'H301',
    'H310',
    'H311',
    'H330',
    'H331',
    'H340',
    'H350',
    'H350i',
    'H360',
    'H360D',
    'H360F',
    'H360FD',
    'H370',
    'H372',
  ],
  'La-D': ['H224', 'H225'],
  'La-E': ['H220', 'H221', 'H222', 'H223', 'H229', 'H270', 'H280', 'H281'],
  'La-F': ['H200', 'H201', 'H202', 'H203', 'H204', 'H205', 'H206', 'H207', 'H208', 'H240', 'H241', 'H250', 'H271'],
};

/** Every statement the tables name, in the sheet's spelling (H350i, H360Df, H360Fd, H361fd, EUH201A). */
const SPELLINGS: readonly string[] = [
  ...new Set(
    [INHALATION_STATEMENTS, SKIN_STATEMENTS, EYE_STATEMENTS, FIRE_STATEMENTS, STORAGE_STATEMENTS].flatMap((table) =>
      Object.values(table).flat(),
    ),
  ),
];

/**
 * The single statements a stored code holds, in the sheet's spelling: a combination
 * (`H301+H311`) gives its parts; the case of the letters after the number is read as the sheet
 * writes it where the code is given otherwise (`H350I` is H350i); where upper case makes two
 * codes alike (H360FD and H360Fd), the stronger H360FD is read.
 */
export function statementCodes(codes: readonly string[]): string[] {
  const parts = codes.flatMap((code) => code.replace(/\s/g, '').split('+')).filter((part) => part !== '');
  return [
    ...new Set(
      parts.map((part) => {
        if (SPELLINGS.includes(part)) return part;
        const upper = part.toUpperCase();
        return (
          SPELLINGS.find((spelling) => spelling.toUpperCase() === upper && spelling === 'H360FD') ??
          SPELLINGS.find((spelling) => spelling.toUpperCase() === upper) ??
          upper
        );
      }),
    ),
  ];
}

/** The groups a table gives each statement it lists, lowest first. */
function groupsOf<G extends string>(table: Readonly<Record<G, readonly string[]>>, statements: readonly string[]) {
  return (Object.keys(table) as G[]).flatMap((group) =>
    table[group].filter((code) => statements.includes(code)).map((code) => ({ code, group })),
  );
}

/** A statement and the group it gives, or `none` with the lowest group when none is listed. */
export interface StatementGroup<G extends string> {
  readonly code: string;
  readonly group: G;
}

/** EMKG-INH-3: each listed statement with its inhalation group. */
export function inhalationStatementGroups(statements: readonly string[]): StatementGroup<InhalationGroup>[] {
  return groupsOf(INHALATION_STATEMENTS, statements);
}

/** EMKG-SKN-1: each listed statement with its skin group, and H311 + H314 together as HE. */
export function skinStatementGroups(statements: readonly string[]): StatementGroup<SkinGroup>[] {
  const groups = groupsOf(SKIN_STATEMENTS, statements);
  return statements.includes('H311') && statements.includes('H314')
    ? [...groups, { code: 'H311+H314', group: 'HE' }]
    : groups;
}

/** EMKG-EYE-1. */
export function eyeStatementGroups(statements: readonly string[]): StatementGroup<EyeGroup>[] {
  return groupsOf(EYE_STATEMENTS, statements);
}

/**
 * EMKG-FIR-1: each listed statement with its fire group. A solid is at least pc-C, the row of
 * solids without a listed statement (our reading: the dust of a solid burns whatever else it
 * carries), a liquid or gas at least pc-A.
 */
export function fireStatementGroups(statements: readonly string[], form: PhysicalForm): StatementGroup<FireGroup>[] {
  const floor: StatementGroup<FireGroup> = {
    code: form === 'SOLID' ? 'SOLID' : 'LIQUID',
    group: form === 'SOLID' ? 'pc-C' : 'pc-A',
  };
  return [floor, ...groupsOf(FIRE_STATEMENTS, statements)];
}

/** EMKG-STO-1: each listed statement with its storage group; H280 or H281 with H330 or H331 is La-F. */
export function storageStatementGroups(statements: readonly string[]): StatementGroup<StorageGroup>[] {
  const groups = groupsOf(STORAGE_STATEMENTS, statements);
  const gas = statements.filter((code) => code === 'H280' || code === 'H281');
  const toxic = statements.filter((code) => code === 'H330' || code === 'H331');
  return gas.length > 0 && toxic.length > 0
    ? [...groups, ...gas.flatMap((g) => toxic.map((t) => ({ code: `${g}+${t}`, group: 'La-F' as const })))]
    : groups;
}

export interface LimitBand {
  readonly group: InhalationGroup;
  readonly table: 'MG_PER_M3' | 'ML_PER_M3';
}

/** The lower end of each band, A to D; below D's end is E. */
const BAND_ENDS: Readonly<Record<'MG_PER_M3' | 'ML_PER_M3', readonly number[]>> = {
  MG_PER_M3: [1, 0.1, 0.01, 0.001],
  ML_PER_M3: [50, 5, 0.5, 0.05],
};

/**
 * EMKG-INH-2: the inhalation group of a TRGS 900 limit (AGW), solids in mg/m³, liquids in ppm
 * (ml/m³). Each band holds its lower end, as the sheet's last row says ("kleiner als 0,001" is
 * E, so 0.001 is D): 10 to 1 mg/m³ A, below 1 to 0.1 B, below 0.1 to 0.01 C, below 0.01 to
 * 0.001 D, below 0.001 E; ppm 500 to 50, 50 to 5, 5 to 0.5, 0.5 to 0.05, below 0.05. A limit
 * above the first band (over 10 mg/m³ or 500 ppm) is A, the lowest group.
 */
export function limitGroup(value: number, table: 'MG_PER_M3' | 'ML_PER_M3'): InhalationGroup {
  const index = BAND_ENDS[table].findIndex((end) => value >= end);
  return (['A', 'B', 'C', 'D'] as const)[index] ?? 'E';
}
