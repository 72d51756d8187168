import { lineRef, type SdsLine } from './document';
import { findLabelled, type Labelled } from './labels';
import { type SdsStructure, type SdsSubsection, sectionOf, stripMarkers } from './sections';
import type { SdsFinding } from './statements';

/**
 * SDS-14 Product name (Annex II 1.1, the product identifier). In section 1, in this order:
 * 1. the value of the first name label: "Handelsname", "Produktname", "Produktbezeichnung",
 *    "Bezeichnung", "Identifikation des Stoffs", "Stoffname", "Product name", "Trade name",
 *    "Material name", "Name of product", "Identification of the substance", "Substance name",
 *    "Chemical name", "Product identifier:", also combined ("Trade name/designation", "label
 *    designation/Name of product"); a label standing alone takes the next line, and the next
 *    lines set close below, indented under the label and no labels themselves, continue it
 *    ("NAGTAG DIFE 15 – RODENTIZIDER …" / "PASTENKÖDER …");
 * 2. a description label ("Product description", "Produktbeschreibung");
 * 3. the first line under the 1.1 heading that is neither a label nor a code ("552969 T").
 * Values that name a kind instead of a product ("Gemisch", "Mixture", "Not available") are not
 * names. Without section 1, the lines before it (the title block) are read the same way.
 */

const NAME_LABEL =
  /(?:[\p{L} ]*\/\s*)?(?:handelsname|handelsbezeichnung|produktname|produktbezeichnung|produktidentifikator|bezeichnung(?: des (?:stoff|gemisch|produkt)\w*)?|identifikation des (?:stoff|gemisch)\w*|stoffname|name des stoffes|product\s*name|trade\s*name|material\s*name|commercial\s*name|name of (?:the )?(?:product|substance|mixture)|product\s*identifier|identification of the (?:substance|mixture)|substance\s*name|chemical\s*name)(?:\s*\/\s*[\p{L} ]+)?/iu;
const DESCRIPTION_LABEL = /(?:product\s*description|produktbeschreibung)/i;
const ANY_LABEL = /^[\p{L}][\p{L}\s./()-]{1,50}\s*[:：]/u;
/** "1.2", "1.1.1": an item number starts a new item. */
const ITEM = /^\d+(\.\d+)*\.?\s/;
/** "Prod-Nr. 910", "Art.-Nr. 4711", "Cat. No. 42": an abbreviated label. */
const ABBREVIATED_LABEL = /^[\p{L}][\p{L}.-]{1,12}\.\s/u;
const NOT_A_NAME =
  /^(gemisch|mixture|stoff|substance|zubereitung|preparation|not available|nicht verfügbar|keine|none|n\.?\s?a\.?|-+)\.?$/i;
const CODE = /^[\d\s./-]*[\dA-Z]?$|^[A-Z]{0,3}[\d][\d\s./-]{3,}[A-Z]?$/;

function isName(text: string): boolean {
  const value = text.trim();
  return value.length > 1 && !NOT_A_NAME.test(value) && !CODE.test(value);
}

function isLabelLine(text: string): boolean {
  const plain = stripMarkers(text);
  return ANY_LABEL.test(plain) || NAME_LABEL.test(plain) || ITEM.test(plain) || ABBREVIATED_LABEL.test(plain);
}

/**
 * Lines that continue a value: the next lines on the page, set closer than a line's height,
 * indented under the label line, of one cell and no label themselves.
 */
function continuation(lines: readonly SdsLine[], labelled: Labelled): SdsLine[] {
  const label = labelled.lines[0] as SdsLine;
  const more: SdsLine[] = [];
  let last = label;
  for (const next of lines.slice(lines.indexOf(label) + 1, lines.indexOf(label) + 3)) {
    const gap = next.y - (last.y + last.height);
    const indented = next.x > label.x + 2 && next.x < label.x + label.width;
    if (next.page !== label.page || next.furniture || next.cells.length > 1 || gap > 0.9 * last.height) break;
    if (!indented || isLabelLine(next.text)) break;
    more.push(next);
    last = next;
  }
  return more;
}

function joinName(parts: readonly string[]): string {
  return parts.reduce(
    (name, part) => (name === '' ? part : /[/-]$/.test(name) ? `${name}${part}` : `${name} ${part}`),
    '',
  );
}

function fromLabels(lines: readonly SdsLine[], label: RegExp): SdsFinding | undefined {
  for (const labelled of findLabelled(lines, label)) {
    const below = labelled.lines[1];
    if (!isName(labelled.value) || (below && (below.cells.length > 1 || isLabelLine(below.text)))) continue;
    const more = below ? [] : continuation(lines, labelled);
    const value = joinName([labelled.value, ...more.map((line) => line.text.trim())]);
    return { value, evidence: [...labelled.lines, ...more].map(lineRef) };
  }
  return undefined;
}

function firstPlainLine(subsection: SdsSubsection | undefined): SdsFinding | undefined {
  const line = subsection?.lines.find((candidate) => {
    const text = stripMarkers(candidate.text).trim();
    return isName(text) && !ANY_LABEL.test(text) && candidate.cells.length === 1;
  });
  return line ? { value: stripMarkers(line.text).trim(), evidence: [lineRef(line)] } : undefined;
}

export function productName(structure: SdsStructure): SdsFinding | undefined {
  const section = sectionOf(structure, 1);
  const lines = section?.lines ?? structure.preamble;
  const identifier = section?.subsections.find((subsection) => subsection.number === '1.1');
  return (
    fromLabels(identifier ? [identifier.heading, ...identifier.lines] : lines, NAME_LABEL) ??
    fromLabels(lines, NAME_LABEL) ??
    fromLabels(lines, DESCRIPTION_LABEL) ??
    firstPlainLine(identifier) ??
    fromLabels(structure.preamble, NAME_LABEL)
  );
}
