import type { DocumentData } from '../../entities/entity';
import { GHS_SYMBOLS, type GhsSymbol } from '../../enums/catalogs';
import type { SignalWord } from '../../enums/substances';
import { type LabelElements, labelElements, type StatementSignalWord, statementParts } from './clp-label-elements';

/**
 * Plausibility hints on a substance's label elements (docs/domain/substances.md SUB-4 … SUB-7):
 * hazard statements, GHS pictograms and signal word that do not fit together under CLP. Hints
 * never block saving; they carry an id and parameters, the client words them.
 */
export type LabelHint =
  /** SUB-4: statements call for a pictogram the substance does not have. */
  | { readonly id: 'PICTOGRAM_MISSING'; readonly pictogram: GhsSymbol; readonly statements: readonly string[] }
  /** SUB-5: a pictogram no hazard statement of the substance calls for. */
  | { readonly id: 'PICTOGRAM_WITHOUT_STATEMENT'; readonly pictogram: GhsSymbol }
  /** SUB-6: GHS07 where CLP Art. 26 (1) says it shall not appear beside GHS06, GHS05 or GHS08. */
  | { readonly id: 'PICTOGRAM_SUPERSEDED'; readonly pictogram: 'GHS07'; readonly by: GhsSymbol }
  /** SUB-7: statements call for a signal word and none is set. */
  | { readonly id: 'SIGNAL_WORD_MISSING'; readonly expected: SignalWord; readonly statements: readonly string[] }
  /** SUB-7: "Warning" where statements call for "Danger". */
  | { readonly id: 'SIGNAL_WORD_TOO_WEAK'; readonly statements: readonly string[] }
  /** SUB-7: "Danger" where no statement calls for more than "Warning". */
  | { readonly id: 'SIGNAL_WORD_TOO_STRONG' }
  /** SUB-7: a signal word no hazard statement of the substance calls for. */
  | { readonly id: 'SIGNAL_WORD_WITHOUT_STATEMENT'; readonly signalWord: SignalWord };

export type LabelHintId = LabelHint['id'];

interface Statement {
  /** The code as stored (a combination as a whole). */
  readonly code: string;
  /** Its part (the code itself for a single statement) and that part's label elements. */
  readonly part: string;
  readonly elements: LabelElements;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function statementsOf(data: DocumentData): Statement[] {
  return strings(data.hazardStatements).flatMap((code) =>
    statementParts(code).flatMap((part) => {
      const elements = labelElements(part);
      return elements ? [{ code, part: part.toUpperCase(), elements }] : [];
    }),
  );
}

const unique = (codes: readonly string[]) => [...new Set(codes)];

/** CLP Art. 26 (1) (c), (d): the statements for which GHS05 or GHS08 (H334) take the place of GHS07. */
const IRRITATION = ['H315', 'H319'];
const SENSITISATION_OR_IRRITATION = ['H315', 'H317', 'H319'];

/**
 * The pictogram that takes the place of `pictogram` for this statement (CLP Art. 26 (1)), given
 * the pictograms the classification calls for: GHS01 makes GHS02 and GHS03 optional (a); GHS06
 * replaces GHS07 (b); GHS05 replaces it for skin and eye irritation (c); GHS08 for respiratory
 * sensitisation (H334) replaces it for skin sensitisation and skin and eye irritation (d).
 */
function replacedBy(
  pictogram: GhsSymbol,
  part: string,
  called: ReadonlySet<GhsSymbol>,
  parts: ReadonlySet<string>,
): GhsSymbol | undefined {
  if ((pictogram === 'GHS02' || pictogram === 'GHS03') && called.has('GHS01')) return 'GHS01';
  if (pictogram !== 'GHS07') return undefined;
  if (called.has('GHS06')) return 'GHS06';
  if (called.has('GHS05') && IRRITATION.includes(part)) return 'GHS05';
  if (parts.has('H334') && SENSITISATION_OR_IRRITATION.includes(part)) return 'GHS08';
  return undefined;
}

/** SUB-6: the pictogram that replaces GHS07 for every statement calling for GHS07, if one does. */
function supersedingGhs07(
  statements: readonly Statement[],
  called: ReadonlySet<GhsSymbol>,
  parts: ReadonlySet<string>,
): GhsSymbol | undefined {
  const replacements = statements
    .filter((statement) => statement.elements.pictograms.includes('GHS07'))
    .map((statement) => replacedBy('GHS07', statement.part, called, parts));
  const [first] = replacements;
  return replacements.every((replacement) => replacement !== undefined) ? first : undefined;
}

function pictogramHints(statements: readonly Statement[], present: ReadonlySet<string>): LabelHint[] {
  const called = new Set(statements.flatMap((statement) => statement.elements.pictograms));
  const parts = new Set(statements.map((statement) => statement.part));
  const hints: LabelHint[] = [];
  for (const pictogram of GHS_SYMBOLS) {
    const needing = statements.filter(
      (statement) =>
        statement.elements.pictograms.includes(pictogram) && !replacedBy(pictogram, statement.part, called, parts),
    );
    if (!present.has(pictogram) && needing.length > 0) {
      hints.push({ id: 'PICTOGRAM_MISSING', pictogram, statements: unique(needing.map((s) => s.code)) });
    }
  }
  for (const pictogram of GHS_SYMBOLS) {
    if (!present.has(pictogram)) continue;
    const matching = statements.filter(
      (statement) =>
        statement.elements.pictograms.includes(pictogram) || statement.elements.optionalPictograms.includes(pictogram),
    );
    if (matching.length === 0) hints.push({ id: 'PICTOGRAM_WITHOUT_STATEMENT', pictogram });
  }
  const superseding = supersedingGhs07(statements, called, parts);
  if (present.has('GHS07') && superseding)
    hints.push({ id: 'PICTOGRAM_SUPERSEDED', pictogram: 'GHS07', by: superseding });
  return hints;
}

/** The weakest and the strongest signal word a statement allows, as ranks: none 0, "Warning" 1, "Danger" 2. */
const LEAST: Readonly<Record<StatementSignalWord, number>> = { NONE: 0, WARNING: 1, DANGER_OR_WARNING: 1, DANGER: 2 };
const MOST: Readonly<Record<StatementSignalWord, number>> = { NONE: 0, WARNING: 1, DANGER_OR_WARNING: 2, DANGER: 2 };
const RANK: Readonly<Record<SignalWord, number>> = { WARNING: 1, DANGER: 2 };

/** CLP Art. 20: one signal word, "Danger" where any statement calls for it, else "Warning" where one does. */
function signalWordHints(statements: readonly Statement[], signalWord: SignalWord | undefined): LabelHint[] {
  const minimum = Math.max(0, ...statements.map((statement) => LEAST[statement.elements.signalWord]));
  const maximum = Math.max(0, ...statements.map((statement) => MOST[statement.elements.signalWord]));
  const actual = signalWord ? RANK[signalWord] : 0;
  const calling = (rank: number) =>
    unique(statements.filter((statement) => LEAST[statement.elements.signalWord] === rank).map((s) => s.code));
  if (actual < minimum) {
    return actual === 0
      ? [{ id: 'SIGNAL_WORD_MISSING', expected: minimum === 2 ? 'DANGER' : 'WARNING', statements: calling(minimum) }]
      : [{ id: 'SIGNAL_WORD_TOO_WEAK', statements: calling(2) }];
  }
  if (signalWord && actual > maximum) {
    return maximum === 0 ? [{ id: 'SIGNAL_WORD_WITHOUT_STATEMENT', signalWord }] : [{ id: 'SIGNAL_WORD_TOO_STRONG' }];
  }
  return [];
}

function signalWordOf(data: DocumentData): SignalWord | undefined {
  return data.signalWord === 'DANGER' || data.signalWord === 'WARNING' ? data.signalWord : undefined;
}

/**
 * The hints on a substance's hazard statements, GHS pictograms and signal word, as entered (a
 * half-filled form too): missing pictograms first, then pictograms without statement or that shall
 * not appear, then the signal word. Statements CLP Annex I gives no label elements (most EUH, an
 * unknown code) take no part.
 */
export function labelHints(data: DocumentData): LabelHint[] {
  const statements = statementsOf(data);
  const present = new Set(strings(data.ghsSymbols));
  return [...pictogramHints(statements, present), ...signalWordHints(statements, signalWordOf(data))];
}
