import { describe, expect, it } from 'vitest';
import { rateActivity } from './rate-activity';
import { buildActivity, buildSubstance, cellCase, type Form, type Release, type Size } from './test-builders';

/**
 * Golden tests: every cell of every matrix of the BAuA sheet (7th edition 2025), transcribed here
 * from the picture independently of matrices.ts. "s/l" cells differ for solids and liquids.
 */
const SIZES: readonly Size[] = ['SMALL', 'MEDIUM', 'LARGE'];
const RELEASES: readonly Release[] = ['LOW', 'MEDIUM', 'HIGH'];
const FORMS: readonly Form[] = ['SOLID', 'LIQUID'];
function eachCell(test: (size: Size, row: number, release: Release, column: number, form: Form) => void): void {
  SIZES.forEach((size, row) => {
    RELEASES.forEach((release, column) => {
      for (const form of FORMS) test(size, row, release, column, form);
    });
  });
}

const NAMES = { SMALL: 'small', MEDIUM: 'medium', LARGE: 'large', LOW: 'low', HIGH: 'high' } as const;
const name = (value: Size | Release) => (value === 'MEDIUM' ? 'medium' : NAMES[value]);

/** Rows small · medium · large, each low · medium · high; a string `s<n>l<m>` is a split cell. */
type Golden = readonly (readonly (string | number)[])[];

function expected(cell: string | number, form: Form): string {
  if (typeof cell === 'number') return `M${cell}`;
  const match = /^s(\w+)l(\w+)$/.exec(cell);
  if (!match) return cell;
  const value = form === 'SOLID' ? match[1] : match[2];
  return /^\d$/.test(value ?? '') ? `M${value}` : (value ?? '');
}

// EMKG-INH-4 — group: a statement that gives it (A: none).
const INHALATION: Record<string, { statements: string[]; rows: Golden }> = {
  A: {
    statements: [],
    rows: [
      [1, 1, 1],
      [1, 's2l1', 2],
      [1, 's2l1', 2],
    ],
  },
  B: {
    statements: ['H332'],
    rows: [
      [1, 1, 1],
      [1, 2, 2],
      [1, 's3l2', 3],
    ],
  },
  C: {
    statements: ['H351'],
    rows: [
      [1, 's1l2', 2],
      [2, 3, 3],
      [2, 3, 3],
    ],
  },
  D: {
    statements: ['H330'],
    rows: [
      [2, 's2l3', 3],
      [3, 4, 4],
      [3, 4, 4],
    ],
  },
  E: {
    statements: ['H350'],
    rows: [
      [4, 4, 4],
      [4, 4, 4],
      [4, 4, 4],
    ],
  },
};

describe('EMKG-INH-4 inhalation matrix', () => {
  for (const [group, { statements, rows }] of Object.entries(INHALATION))
    eachCell((size, row, release, column, form) => {
      const want = expected(rows[row]?.[column] ?? 0, form);
      it(`inhalation ${group} × ${name(size)} quantity × ${name(release)} release × ${form.toLowerCase()} → ${want}`, () => {
        const { activity, substance } = cellCase(statements, size, release, form);
        const rating = rateActivity(activity, substance).modules.inhalation;
        expect(rating.hazardGroup).toBe(group);
        expect(`M${rating.level}`).toBe(want);
        expect(rating.minimumStandardsOnly).toBe(false);
      });
    });
});

// EMKG-EYE-2 — "B" spectacles, "K" goggles (both M2), "M1".
const EYES: Record<string, { statements: string[]; rows: Golden }> = {
  'Au-A': {
    statements: [],
    rows: [
      ['M1', 'M1', 'M1'],
      ['M1', 'M1', 'K'],
      ['M1', 'sKlM1', 'K'],
    ],
  },
  'Au-B': {
    statements: ['H319'],
    rows: [
      ['M1', 'M1', 'B'],
      ['M1', 'B', 'K'],
      ['B', 'sKlB', 'K'],
    ],
  },
  'Au-C': {
    statements: ['H318'],
    rows: [
      ['B', 'K', 'K'],
      ['K', 'K', 'K'],
      ['K', 'K', 'K'],
    ],
  },
};

describe('EMKG-EYE-2 eyes matrix', () => {
  for (const [group, { statements, rows }] of Object.entries(EYES))
    eachCell((size, row, release, column, form) => {
      const cell = String(rows[row]?.[column]);
      const split = /^s(\w+?)l(\w+)$/.exec(cell);
      const want = split ? (form === 'SOLID' ? split[1] : split[2]) : cell;
      it(`eyes ${group} × ${name(size)} quantity × ${name(release)} release × ${form.toLowerCase()} → ${want === 'M1' ? 'M1' : `M2 ${want}`}`, () => {
        const { activity, substance } = cellCase(statements, size, release, form);
        const rating = rateActivity(activity, substance).modules.eyes;
        expect(rating.hazardGroup).toBe(group);
        expect(rating.level).toBe(want === 'M1' ? 1 : 2);
        expect(rating.eyeProtection).toBe(want === 'M1' ? null : want === 'B' ? 'SAFETY_SPECTACLES' : 'GOGGLES');
      });
    });
});

// EMKG-FIR-2 — "*" cells: for solids fire protection suffices (M1, EMKG-FIR-3). pc-A/pc-B/pc-D/pc-E
// from statements valid for both forms; pc-C from H228 (a solid) and H225 (a liquid).
const FIRE: Record<string, { statements: Record<Form, string[]>; rows: Golden }> = {
  'pc-A': {
    statements: { SOLID: [], LIQUID: [] },
    rows: [
      [1, 1, 1],
      [1, 1, '2*'],
      [1, '2*', '2*'],
    ],
  },
  'pc-B': {
    statements: { SOLID: ['H290'], LIQUID: ['H226'] },
    rows: [
      [1, 1, 1],
      [1, '2*', '2*'],
      ['2*', '2*', '3*'],
    ],
  },
  'pc-C': {
    statements: { SOLID: ['H228'], LIQUID: ['H225'] },
    rows: [
      [1, 1, 's2l1'],
      ['2*', 2, 's3l2'],
      ['2*', 3, 3],
    ],
  },
  'pc-D': {
    statements: { SOLID: ['H261'], LIQUID: ['H261'] },
    rows: [
      [4, 4, 4],
      [4, 4, 4],
      [4, 4, 4],
    ],
  },
  'pc-E': {
    statements: { SOLID: ['H250'], LIQUID: ['H250'] },
    rows: [
      [4, 4, 4],
      [4, 4, 4],
      [4, 4, 4],
    ],
  },
};

describe('EMKG-FIR-2 fire and explosion matrix', () => {
  for (const [group, { statements, rows }] of Object.entries(FIRE))
    eachCell((size, row, release, column, form) => {
      const cell = String(rows[row]?.[column]);
      const starred = cell.endsWith('*');
      const base = expected(starred ? Number(cell.slice(0, -1)) : /^\d$/.test(cell) ? Number(cell) : cell, form);
      // A solid is at least pc-C (EMKG-FIR-1): pc-A and pc-B cells are for liquids only.
      if (form === 'SOLID' && (group === 'pc-A' || group === 'pc-B')) return;
      const want = starred && form === 'SOLID' ? 'M1' : base;
      it(`fire ${group} × ${name(size)} quantity × ${name(release)} release × ${form.toLowerCase()} → ${want}${starred ? ' (*)' : ''}`, () => {
        const { activity, substance } = cellCase(statements[form], size, release, form);
        const rating = rateActivity(activity, substance).modules.fire;
        expect(rating.hazardGroup).toBe(group);
        expect(`M${rating.level}`).toBe(want);
        expect(rating.fireProtectionSufficesForSolids).toBe(starred);
      });
    });
});

// EMKG-SKN-4 — small short · small long · large short · large long.
const SKIN: Record<string, { statements: string[]; levels: number[] }> = {
  HA: { statements: [], levels: [1, 1, 1, 2] },
  HB: { statements: ['H315'], levels: [1, 2, 2, 2] },
  HC: { statements: ['H317'], levels: [1, 2, 2, 3] },
  HD: { statements: ['H314'], levels: [2, 2, 2, 3] },
  HE: { statements: ['H310'], levels: [3, 3, 3, 3] },
};

describe('EMKG-SKN-4 skin matrix', () => {
  for (const [group, { statements, levels }] of Object.entries(SKIN)) {
    const cases = [
      ['SMALL', 5, 'short'],
      ['SMALL', 30, 'long'],
      ['LARGE', 5, 'short'],
      ['LARGE', 30, 'long'],
    ] as const;
    cases.forEach(([area, minutes, duration], index) => {
      it(`skin ${group} × ${area.toLowerCase()} area × ${duration} contact → M${levels[index]}`, () => {
        const activity = buildActivity({
          dermalHazard: { effectArea: area, effectDuration: { value: minutes, unit: 'MIN' } },
        });
        const rating = rateActivity(activity, buildSubstance({ hazardStatements: statements })).modules.skin;
        expect(rating.hazardGroup).toBe(group);
        expect(rating.level).toBe(levels[index]);
      });
    });
  }
});

// EMKG-STO-4 — under 50 kg · to 200 kg · to 1000 kg · from 1000 kg.
const STORAGE: Record<string, { statements: string[]; levels: number[] }> = {
  'La-A': { statements: [], levels: [1, 1, 3, 3] },
  'La-B': { statements: ['H226'], levels: [1, 2, 2, 3] },
  'La-C': { statements: ['H301'], levels: [1, 2, 3, 3] },
  'La-D': { statements: ['H225'], levels: [2, 2, 3, 3] },
  'La-E': { statements: ['H220'], levels: [3, 3, 3, 3] },
  'La-F': { statements: ['H240'], levels: [4, 4, 4, 4] },
};

describe('EMKG-STO-4 storage matrix', () => {
  const bands = [
    [10, 'under 50 kg'],
    [150, 'to 200 kg'],
    [500, 'to 1000 kg'],
    [2000, 'from 1000 kg'],
  ] as const;
  for (const [group, { statements, levels }] of Object.entries(STORAGE))
    bands.forEach(([kg, band], index) => {
      it(`storage ${group} × ${band} → M${levels[index]}`, () => {
        const substance = buildSubstance({
          hazardStatements: statements,
          storageLocations: [{ storage: 'store-1', quantity: { value: kg, unit: 'KG' } }],
        });
        const rating = rateActivity(buildActivity(), substance).modules.storage;
        expect(rating.hazardGroup).toBe(group);
        expect(rating.level).toBe(levels[index]);
      });
    });
});
