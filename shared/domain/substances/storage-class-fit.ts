import type { DocumentData } from '../../entities/entity';
import type { StorageClass } from '../../enums/catalogs';
import { statementParts } from './clp-label-elements';

/**
 * Whether a substance's TRGS 510 storage classes fit its hazard statements (docs/domain/sds.md
 * SDS-32). The classes are assigned by the CLP hazards in a fixed order, the first that applies
 * wins (a flammable liquid that is also corrosive is class 3, not 8). What the statements cannot
 * tell — combustible or not (6.1A/6.1B, 8A/8B, 10–13), the type of a peroxide, ammonium nitrate
 * (5.1C) — is not checked, and where the order is not certain both classes are accepted. Findings
 * are hints for the user, never corrections.
 */

interface Hazard {
  /** Statements that call for the classes; the first rank with one of them decides. */
  readonly calling: readonly string[];
  /** Statements that allow the classes without calling for them (a class may rest on them). */
  readonly allowing?: readonly string[];
  readonly classes: readonly StorageClass[];
}

/** Reproductive toxicity 1A/1B in every spelling of CLP Annex III, upper case (H360Fd → H360FD). */
const REPRODUCTIVE_1 = ['H360', 'H360F', 'H360D', 'H360FD', 'H360DF'];

/**
 * The hazards in the order of the assignment; hazards of one rank are of uncertain order among
 * themselves, so each of their classes is accepted.
 */
const RANKS: readonly (readonly Hazard[])[] = [
  [{ calling: ['H200', 'H201', 'H202', 'H203', 'H204', 'H205'], classes: ['1'] }],
  [{ calling: ['H220', 'H221', 'H270', 'H280', 'H281'], classes: ['2A'] }],
  [{ calling: ['H222', 'H223', 'H229'], classes: ['2B'] }],
  [{ calling: ['H240', 'H241', 'H242'], classes: ['1', '4.1A', '5.2'] }],
  [{ calling: ['H250', 'H251', 'H252'], classes: ['4.2'] }],
  [{ calling: ['H260', 'H261'], classes: ['4.3'] }],
  [
    { calling: ['H271'], classes: ['5.1A'] },
    { calling: ['H272'], classes: ['5.1B', '5.1C'] },
  ],
  [{ calling: ['H206', 'H207', 'H208', 'H228'], classes: ['4.1A', '4.1B'] }],
  [
    { calling: ['H224', 'H225', 'H226'], classes: ['3'] },
    { calling: ['H300', 'H310', 'H330'], classes: ['6.1A', '6.1B'] },
  ],
  [
    {
      calling: ['H301', 'H311', 'H331', 'H340', 'H350', 'H350I', ...REPRODUCTIVE_1],
      allowing: ['H370', 'H372'],
      classes: ['6.1C', '6.1D'],
    },
  ],
  [{ calling: ['H314'], allowing: ['H290', 'H318'], classes: ['8A', '8B'] }],
];

const HAZARDS = RANKS.flat();

/** Classes the statements can never tell (infectious, radioactive, ammonium nitrate, the general 10–13). */
const UNCHECKED: ReadonlySet<string> = new Set(['5.1C', '6.2', '7', '10', '11', '12', '13']);

export type StorageClassFinding =
  /** A class for a hazard none of the statements names ("3" without H224, H225 or H226). */
  | { readonly id: 'CLASS_WITHOUT_HAZARD'; readonly storageClass: string; readonly statements: readonly string[] }
  /** The statements call for other classes than those given ("12" with H225: 3). */
  | {
      readonly id: 'HAZARD_WITHOUT_CLASS';
      readonly expected: readonly StorageClass[];
      readonly statements: readonly string[];
    };

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The single statements of the substance, upper case ("H300+H310" → H300, H310). */
function statementsOf(data: DocumentData): string[] {
  return [...new Set(strings(data.hazardStatements).flatMap((code) => statementParts(code.toUpperCase())))];
}

/**
 * SDS-32: the storage classes of `data` against its hazard statements. Without statements or
 * without classes there is nothing to compare.
 */
export function storageClassFindings(data: DocumentData): StorageClassFinding[] {
  const statements = statementsOf(data);
  const classes = strings(data.storageClasses);
  if (statements.length === 0 || classes.length === 0) return [];
  const findings: StorageClassFinding[] = [];
  for (const storageClass of classes) {
    if (UNCHECKED.has(storageClass)) continue;
    const hazards = HAZARDS.filter((hazard) => hazard.classes.includes(storageClass as StorageClass));
    if (hazards.length === 0) continue;
    const named = hazards.some((hazard) =>
      [...hazard.calling, ...(hazard.allowing ?? [])].some((code) => statements.includes(code)),
    );
    if (!named) {
      const expected = [...new Set(hazards.flatMap((hazard) => hazard.calling))];
      findings.push({ id: 'CLASS_WITHOUT_HAZARD', storageClass, statements: expected });
    }
  }
  for (const rank of RANKS) {
    const called = rank.filter((hazard) => hazard.calling.some((code) => statements.includes(code)));
    if (called.length === 0) continue;
    const expected = [...new Set(called.flatMap((hazard) => hazard.classes))];
    if (!classes.some((storageClass) => expected.includes(storageClass as StorageClass))) {
      const calling = statements.filter((code) => called.some((hazard) => hazard.calling.includes(code)));
      findings.push({ id: 'HAZARD_WITHOUT_CLASS', expected, statements: calling });
    }
    break;
  }
  return findings;
}
