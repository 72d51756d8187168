/** What every module gives (docs/domain/emkg.md EMKG-MIN-2, EMKG-MIN-3): level, guides, steps, missing. */
import { guidesFor } from './guides';
import type { EmkgField, EmkgGuide, EmkgModule, EmkgStep, MeasureLevel } from './types';

export interface ModuleOutcome {
  readonly level: MeasureLevel;
  readonly possibleLevels: readonly MeasureLevel[];
  readonly minimumStandardsOnly: boolean;
  readonly guides: readonly EmkgGuide[];
  readonly explanation: readonly EmkgStep[];
  readonly missing: readonly EmkgField[];
}

/** Every value a dimension can take: the known one, or all while unknown. */
export function candidates<T>(known: T | undefined, all: readonly T[]): readonly T[] {
  return known === undefined ? all : [known];
}

export function sameField(a: EmkgField, b: EmkgField): boolean {
  return a.document === b.document && a.id === b.id && a.path.join('.') === b.path.join('.');
}

export function uniqueFields(fields: readonly EmkgField[]): EmkgField[] {
  return fields.filter((field, index) => fields.findIndex((other) => sameField(field, other)) === index);
}

function shownField(field: EmkgField): string {
  return field.path.join('.');
}

/**
 * The level of a module from the levels its matrix allows for what is known. One level: the data
 * suffice, even where an input is missing that no cell of the row depends on (EMKG-MIN-3). More:
 * only the minimum standards apply (M1) and the missing inputs are listed (EMKG-MIN-2).
 */
export function outcome(
  module: EmkgModule,
  levels: readonly MeasureLevel[],
  steps: readonly EmkgStep[],
  missing: readonly EmkgField[],
  final: EmkgStep | undefined,
): ModuleOutcome {
  const possibleLevels = [...new Set(levels)].sort();
  const fields = uniqueFields(missing);
  if (possibleLevels.length === 1) {
    const level = possibleLevels[0] as MeasureLevel;
    const unneeded = fields.map(
      (field): EmkgStep => ({ rule: 'EMKG-MIN-3', input: shownField(field), result: `M${level}`, field }),
    );
    return {
      level,
      possibleLevels,
      minimumStandardsOnly: false,
      guides: guidesFor(module, level),
      explanation: [...steps, ...unneeded, ...(final ? [final] : [])],
      missing: [],
    };
  }
  const minimum = fields.map(
    (field): EmkgStep => ({ rule: 'EMKG-MIN-2', input: shownField(field), result: 'M1', field }),
  );
  return {
    level: 1,
    possibleLevels,
    minimumStandardsOnly: true,
    guides: guidesFor(module, 1),
    explanation: [...steps, ...minimum],
    missing: fields,
  };
}
