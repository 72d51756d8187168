/**
 * The sheet's matrices, cell by cell (docs/domain/emkg.md EMKG-INH-4, EMKG-SKN-4, EMKG-EYE-2,
 * EMKG-FIR-2, EMKG-STO-4). Source: BAuA EMKG, 7th edition 2025, step 4 "Maßnahmenstufe" of each
 * module, read from the colours of the sheet's picture (M1 green, M2 blue, M3 yellow, M4 orange).
 * Rows are the quantity groups, each with the release groups low · medium · high; a cell the
 * sheet splits into "fest" and "flüssig" holds both.
 */
import type {
  EyeGroup,
  FireGroup,
  InhalationGroup,
  MeasureLevel,
  PhysicalForm,
  QuantityGroup,
  SkinGroup,
  StorageGroup,
  StoredQuantityBand,
} from './types';

export type Split<T> = { readonly SOLID: T; readonly LIQUID: T };
export type Cell<T> = T | Split<T>;
type Row<T> = readonly [low: Cell<T>, medium: Cell<T>, high: Cell<T>];
type Matrix<G extends string, T> = Readonly<Record<G, Readonly<Record<QuantityGroup, Row<T>>>>>;

export function isSplit<T>(cell: Cell<T>): cell is Split<T> {
  return typeof cell === 'object' && cell !== null && 'SOLID' in cell;
}

export function cellFor<T>(cell: Cell<T>, form: PhysicalForm): T {
  return isSplit(cell) ? cell[form] : cell;
}

const s = <T>(SOLID: T, LIQUID: T): Split<T> => ({ SOLID, LIQUID });
const all = <T>(value: T): Readonly<Record<QuantityGroup, Row<T>>> => ({
  SMALL: [value, value, value],
  MEDIUM: [value, value, value],
  LARGE: [value, value, value],
});

/** EMKG-INH-4. */
export const INHALATION_MATRIX: Matrix<InhalationGroup, MeasureLevel> = {
  A: { SMALL: [1, 1, 1], MEDIUM: [1, s(2, 1), 2], LARGE: [1, s(2, 1), 2] },
  B: { SMALL: [1, 1, 1], MEDIUM: [1, 2, 2], LARGE: [1, s(3, 2), 3] },
  C: { SMALL: [1, s(1, 2), 2], MEDIUM: [2, 3, 3], LARGE: [2, 3, 3] },
  D: { SMALL: [2, s(2, 3), 3], MEDIUM: [3, 4, 4], LARGE: [3, 4, 4] },
  E: all(4),
};

/** EMKG-SKN-4: small area short · small long · large short · large long. */
export const SKIN_MATRIX: Readonly<
  Record<SkinGroup, readonly [MeasureLevel, MeasureLevel, MeasureLevel, MeasureLevel]>
> = {
  HA: [1, 1, 1, 2],
  HB: [1, 2, 2, 2],
  HC: [1, 2, 2, 3],
  HD: [2, 2, 2, 3],
  HE: [3, 3, 3, 3],
};

/** An eyes cell: M1, or M2 with spectacles (B, Bügelbrille) or goggles (K, Korbbrille). */
export type EyeCell = 'M1' | 'B' | 'K';

/** EMKG-EYE-2. */
export const EYE_MATRIX: Matrix<EyeGroup, EyeCell> = {
  'Au-A': { SMALL: ['M1', 'M1', 'M1'], MEDIUM: ['M1', 'M1', 'K'], LARGE: ['M1', s('K', 'M1'), 'K'] },
  'Au-B': { SMALL: ['M1', 'M1', 'B'], MEDIUM: ['M1', 'B', 'K'], LARGE: ['B', s('K', 'B'), 'K'] },
  'Au-C': { SMALL: ['B', 'K', 'K'], MEDIUM: ['K', 'K', 'K'], LARGE: ['K', 'K', 'K'] },
};

/** A fire cell: its level, and the asterisk "Bei Feststoffen reichen Brandschutzmaßnahmen aus". */
export interface FireCell {
  readonly level: MeasureLevel;
  readonly solidsFireProtection: boolean;
}

const f = (level: MeasureLevel): FireCell => ({ level, solidsFireProtection: false });
const star = (level: MeasureLevel): FireCell => ({ level, solidsFireProtection: true });

/** EMKG-FIR-2. */
export const FIRE_MATRIX: Matrix<FireGroup, FireCell> = {
  'pc-A': { SMALL: [f(1), f(1), f(1)], MEDIUM: [f(1), f(1), star(2)], LARGE: [f(1), star(2), star(2)] },
  'pc-B': { SMALL: [f(1), f(1), f(1)], MEDIUM: [f(1), star(2), star(2)], LARGE: [star(2), star(2), star(3)] },
  'pc-C': {
    SMALL: [f(1), f(1), s(f(2), f(1))],
    MEDIUM: [star(2), f(2), s(f(3), f(2))],
    LARGE: [star(2), f(3), f(3)],
  },
  'pc-D': all(f(4)),
  'pc-E': all(f(4)),
};

/** EMKG-STO-4: under 50 kg · to 200 kg · to 1000 kg · from 1000 kg. */
export const STORAGE_MATRIX: Readonly<Record<StorageGroup, Readonly<Record<StoredQuantityBand, MeasureLevel>>>> = {
  'La-A': { UNDER_50_KG: 1, UP_TO_200_KG: 1, UP_TO_1000_KG: 3, FROM_1000_KG: 3 },
  'La-B': { UNDER_50_KG: 1, UP_TO_200_KG: 2, UP_TO_1000_KG: 2, FROM_1000_KG: 3 },
  'La-C': { UNDER_50_KG: 1, UP_TO_200_KG: 2, UP_TO_1000_KG: 3, FROM_1000_KG: 3 },
  'La-D': { UNDER_50_KG: 2, UP_TO_200_KG: 2, UP_TO_1000_KG: 3, FROM_1000_KG: 3 },
  'La-E': { UNDER_50_KG: 3, UP_TO_200_KG: 3, UP_TO_1000_KG: 3, FROM_1000_KG: 3 },
  'La-F': { UNDER_50_KG: 4, UP_TO_200_KG: 4, UP_TO_1000_KG: 4, FROM_1000_KG: 4 },
};

export const RELEASE_INDEX = { LOW: 0, MEDIUM: 1, HIGH: 2 } as const;
