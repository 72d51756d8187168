import type { GhsSymbol } from '../../enums/catalogs';

/**
 * The label elements CLP Annex I assigns to each hazard statement: its GHS pictograms and its
 * signal word (docs/domain/substances.md SUB-4 … SUB-7, where what is verified is stated). Used by
 * the plausibility hints only; the statement texts are in shared/catalogs/statement-catalog.ts.
 */

/**
 * The signal word a statement calls for: one of the two, either (the statement belongs to
 * categories with different signal words, e.g. H228 flammable solid 1 "Danger", 2 "Warning"),
 * or none (H362, H411 …).
 */
export type StatementSignalWord = 'DANGER' | 'WARNING' | 'DANGER_OR_WARNING' | 'NONE';

export interface LabelElements {
  /** The pictograms every category with this statement carries. */
  readonly pictograms: readonly GhsSymbol[];
  /** A pictogram only some of its categories carry (H221: flammable gas 1B has the flame, 2 none). */
  readonly optionalPictograms: readonly GhsSymbol[];
  readonly signalWord: StatementSignalWord;
}

const elements = (
  signalWord: StatementSignalWord,
  pictograms: readonly GhsSymbol[],
  optionalPictograms: readonly GhsSymbol[] = [],
): LabelElements => ({ pictograms, optionalPictograms, signalWord });

const DANGER = (...pictograms: GhsSymbol[]) => elements('DANGER', pictograms);
const WARNING = (...pictograms: GhsSymbol[]) => elements('WARNING', pictograms);
const EITHER = (...pictograms: GhsSymbol[]) => elements('DANGER_OR_WARNING', pictograms);
const NONE = (...pictograms: GhsSymbol[]) => elements('NONE', pictograms);

/**
 * By statement code in capitals (H360FD stands for H360FD and H360Fd). Combined statements are
 * read as their parts; EUH statements other than those of Delegated Regulation (EU) 2023/707 carry
 * no label elements of their own and are not listed.
 */
const LABEL_ELEMENTS: Readonly<Record<string, LabelElements>> = {
  // Physical hazards (CLP Annex I Part 2)
  H200: DANGER('GHS01'),
  H201: DANGER('GHS01'),
  H202: DANGER('GHS01'),
  H203: DANGER('GHS01'),
  H204: WARNING('GHS01'),
  H205: DANGER(),
  H206: DANGER('GHS02'),
  H207: EITHER('GHS02'),
  H208: WARNING('GHS02'),
  H220: DANGER('GHS02'),
  H221: elements('DANGER_OR_WARNING', [], ['GHS02']),
  H222: DANGER('GHS02'),
  H223: WARNING('GHS02'),
  H224: DANGER('GHS02'),
  H225: DANGER('GHS02'),
  H226: WARNING('GHS02'),
  H228: EITHER('GHS02'),
  H229: EITHER(),
  H230: NONE(),
  H231: NONE(),
  H232: DANGER('GHS02'),
  H240: DANGER('GHS01'),
  H241: DANGER('GHS01', 'GHS02'),
  H242: EITHER('GHS02'),
  H250: DANGER('GHS02'),
  H251: DANGER('GHS02'),
  H252: WARNING('GHS02'),
  H260: DANGER('GHS02'),
  H261: EITHER('GHS02'),
  H270: DANGER('GHS03'),
  H271: DANGER('GHS03'),
  H272: EITHER('GHS03'),
  H280: WARNING('GHS04'),
  H281: WARNING('GHS04'),
  H290: WARNING('GHS05'),
  // Health hazards (CLP Annex I Part 3)
  H300: DANGER('GHS06'),
  H301: DANGER('GHS06'),
  H302: WARNING('GHS07'),
  H304: DANGER('GHS08'),
  H310: DANGER('GHS06'),
  H311: DANGER('GHS06'),
  H312: WARNING('GHS07'),
  H314: DANGER('GHS05'),
  H315: WARNING('GHS07'),
  H317: WARNING('GHS07'),
  H318: DANGER('GHS05'),
  H319: WARNING('GHS07'),
  H330: DANGER('GHS06'),
  H331: DANGER('GHS06'),
  H332: WARNING('GHS07'),
  H334: DANGER('GHS08'),
  H335: WARNING('GHS07'),
  H336: WARNING('GHS07'),
  H340: DANGER('GHS08'),
  H341: WARNING('GHS08'),
  H350: DANGER('GHS08'),
  H350I: DANGER('GHS08'),
  H351: WARNING('GHS08'),
  H360: DANGER('GHS08'),
  H360F: DANGER('GHS08'),
  H360D: DANGER('GHS08'),
  H360FD: DANGER('GHS08'),
  H360DF: DANGER('GHS08'),
  H361: WARNING('GHS08'),
  H361F: WARNING('GHS08'),
  H361D: WARNING('GHS08'),
  H361FD: WARNING('GHS08'),
  H362: NONE(),
  H370: DANGER('GHS08'),
  H371: WARNING('GHS08'),
  H372: DANGER('GHS08'),
  H373: WARNING('GHS08'),
  // Environmental hazards (CLP Annex I Part 4; H420 Part 5)
  H400: WARNING('GHS09'),
  H410: WARNING('GHS09'),
  H411: NONE('GHS09'),
  H412: NONE(),
  H413: NONE(),
  H420: WARNING('GHS07'),
  // Endocrine disruption, PBT/vPvB, PMT/vPvM (Delegated Regulation (EU) 2023/707): no pictogram
  EUH380: DANGER(),
  EUH381: WARNING(),
  EUH430: DANGER(),
  EUH431: WARNING(),
  EUH440: DANGER(),
  EUH441: DANGER(),
  EUH450: DANGER(),
  EUH451: DANGER(),
};

/** The label elements of one statement (not a combination), any case; undefined for one without. */
export function labelElements(statement: string): LabelElements | undefined {
  const code = statement.replace(/\s/g, '').toUpperCase();
  return Object.hasOwn(LABEL_ELEMENTS, code) ? LABEL_ELEMENTS[code] : undefined;
}

/** The statements a stored code holds: a combination (`H300+H310`) holds its parts. */
export function statementParts(code: string): string[] {
  return code
    .replace(/\s/g, '')
    .split('+')
    .filter((part) => part !== '');
}
