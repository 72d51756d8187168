import { GHS_SYMBOLS, type GhsSymbol } from '../../enums/catalogs';
import { lineRef, type SdsLine } from './document';
import { findLabelled } from './labels';
import { LABEL_ELEMENTS } from './section-titles';
import { type SdsSection, type SdsStructure, sectionOf, stripMarkers } from './sections';
import { hazardStatementsIn, precautionaryStatementsIn, type SdsFinding } from './statements';

/**
 * SDS-8 The label elements of section 2 (Annex II 2.2; CLP Article 17). The mixture's own
 * hazard and precautionary statements, signal word and pictograms are read from subsection 2.2
 * or the subsections titled "Label elements" / "Kennzeichnungselemente" / "Labelling" (all of
 * them, for sheets that print a CLP and an older label). A sheet without such a subsection is
 * read in its whole section 2. The statements listed for components in section 3 and the full
 * texts of section 16 are never the mixture's: they are kept apart for the cross-check (SDS-9).
 */

export interface LabelBlock {
  readonly section: SdsSection;
  /** The label element lines, or the whole section when the sheet marks no label subsection. */
  readonly lines: readonly SdsLine[];
  readonly marked: boolean;
}

export function labelBlock(structure: SdsStructure): LabelBlock | undefined {
  const section = sectionOf(structure, 2);
  if (!section) return undefined;
  const labelled = section.subsections.filter(
    (subsection) =>
      LABEL_ELEMENTS.test(stripMarkers(subsection.title)) || (section.printed === 2 && subsection.number === '2.2'),
  );
  if (labelled.length === 0) return { section, lines: section.lines, marked: false };
  return { section, lines: labelled.flatMap((subsection) => subsection.lines), marked: true };
}

/**
 * SDS-8a H/EUH statements: those of the label; when the label gives them as text only, the codes
 * of the mixture's classification in the rest of section 2 (2.1), which the label repeats.
 */
export function labelHazardStatements(block: LabelBlock | undefined): SdsFinding[] {
  if (!block) return [];
  const onLabel = hazardStatementsIn(block.lines);
  return onLabel.length > 0 || !block.marked ? onLabel : hazardStatementsIn(block.section.lines);
}

/** SDS-8b P statements: those of the label, or of section 2 when the label has no codes. */
export function labelPrecautionaryStatements(block: LabelBlock | undefined): SdsFinding[] {
  if (!block) return [];
  const onLabel = precautionaryStatementsIn(block.lines);
  return onLabel.length > 0 || !block.marked ? onLabel : precautionaryStatementsIn(block.section.lines);
}

const SIGNAL_WORD_LABEL = /signal\s?(?:worte?|words?|word\(s\))/;
export type SignalWord = 'DANGER' | 'WARNING';

const SIGNAL_WORDS: readonly (readonly [RegExp, SignalWord])[] = [
  [/^(gefahr|danger)\b/i, 'DANGER'],
  [/^(achtung|warning)\b/i, 'WARNING'],
];

function signalWordOf(text: string): SignalWord | undefined {
  return SIGNAL_WORDS.find(([word]) => word.test(text.trim()))?.[1];
}

/**
 * SDS-8c Signal word: the value of the label "Signalwort" / "Signal word" in the label elements
 * (then in section 2): "Gefahr"/"Danger" → DANGER, "Achtung"/"Warning" → WARNING; "keine",
 * "none" or no label → none. Without the label, a line that is nothing but the word counts.
 */
export function signalWord(block: LabelBlock | undefined): SdsFinding<SignalWord> | undefined {
  if (!block) return undefined;
  for (const lines of [block.lines, block.section.lines]) {
    for (const labelled of findLabelled(lines, SIGNAL_WORD_LABEL)) {
      const word = signalWordOf(labelled.firstCell) ?? signalWordOf(labelled.value);
      if (word) return { value: word, evidence: labelled.lines.map(lineRef) };
      return undefined;
    }
    const alone = lines.find((line) => /^(gefahr|danger|achtung|warning)$/i.test(stripMarkers(line.text).trim()));
    const word = alone && signalWordOf(stripMarkers(alone.text));
    if (alone && word) return { value: word, evidence: [lineRef(alone)] };
  }
  return undefined;
}

const PICTOGRAM_LABEL =
  /(gefahren)?piktogramm(e)?(\s*\(clp\))?|gefahrenpiktogramme|hazard\s*pictograms?|pictograms?|symbol\(s\)|symbols?|gefahrensymbol(e)?/;

/** CLP Annex V pictogram names in German and English. */
const PICTOGRAM_NAMES: readonly (readonly [RegExp, GhsSymbol])[] = [
  [/^(explodierende bombe|exploding bomb)$/i, 'GHS01'],
  [/^(flamme über einem kreis|flame over circle)$/i, 'GHS03'],
  [/^(flamme|flame)$/i, 'GHS02'],
  [/^(gasflasche|gas cylinder)$/i, 'GHS04'],
  [/^(ätzwirkung|corrosion)$/i, 'GHS05'],
  [/^(totenkopf mit gekreuzten knochen|skull and crossbones)$/i, 'GHS06'],
  [/^(ausrufezeichen|exclamation mark)$/i, 'GHS07'],
  [/^(gesundheitsgefahr|health hazard)$/i, 'GHS08'],
  [/^(umwelt|environment)$/i, 'GHS09'],
];

const GHS_CODE = /(?<![\p{L}\d])GHS\s?0?([1-9])(?![\d])/giu;

function namedPictograms(lines: readonly SdsLine[]): SdsFinding<GhsSymbol>[] {
  const found: SdsFinding<GhsSymbol>[] = [];
  for (const labelled of findLabelled(lines, PICTOGRAM_LABEL)) {
    const names = labelled.value.split(/[,;/]|\s{2,}/).map((name) => name.replace(/[().:]/g, '').trim());
    for (const name of names) {
      const symbol = PICTOGRAM_NAMES.find(([pattern]) => pattern.test(name))?.[1];
      if (symbol) found.push({ value: symbol, evidence: labelled.lines.map(lineRef) });
    }
  }
  return found;
}

function codedPictograms(lines: readonly SdsLine[]): SdsFinding<GhsSymbol>[] {
  return lines.flatMap((line) =>
    [...line.text.matchAll(GHS_CODE)].flatMap((match) => {
      const symbol = GHS_SYMBOLS.find((known) => known === `GHS0${match[1]}`);
      return symbol ? [{ value: symbol, evidence: [lineRef(line)] }] : [];
    }),
  );
}

function merged(findings: readonly SdsFinding<GhsSymbol>[]): SdsFinding<GhsSymbol>[] {
  const byValue = new Map<GhsSymbol, SdsFinding<GhsSymbol>>();
  for (const finding of findings) {
    const known = byValue.get(finding.value);
    byValue.set(
      finding.value,
      known ? { value: known.value, evidence: [...known.evidence, ...finding.evidence] } : finding,
    );
  }
  return [...byValue.values()];
}

/**
 * SDS-8d GHS pictograms named in the text: codes GHS01–GHS09 anywhere in the label elements
 * ("GHS07-GHS09" names two), or the pictogram's CLP name as the value of "Piktogramme" /
 * "Hazard pictograms" ("Flamme", "Ausrufezeichen", "Exclamation mark"). A pictogram printed only
 * as an image is not in the text: the list stays empty and the review screen asks.
 */
export function ghsSymbols(block: LabelBlock | undefined): SdsFinding<GhsSymbol>[] {
  if (!block) return [];
  const onLabel = merged([...codedPictograms(block.lines), ...namedPictograms(block.lines)]);
  return onLabel.length > 0 || !block.marked ? onLabel : merged(codedPictograms(block.section.lines));
}
