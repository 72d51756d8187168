import { lineRef, type SdsLine } from './document';
import { findLabelled } from './labels';
import { type SdsStructure, sectionOf, stripMarkers } from './sections';
import type { SdsFinding } from './statements';

/**
 * SDS-15 Supplier (Annex II 1.3, the supplier of the safety data sheet). Read first in
 * subsection 1.3 (or under an unnumbered "Details of the supplier" / "Einzelheiten zum
 * Lieferanten" / "Company identification" title), then in the whole of section 1:
 * 1. the value of a company label ("Firmenname", "Firma", "Hersteller/Lieferant", "Lieferant",
 *    "Company", "Supplier", "Manufacturer", "Distributed by", "Importeur"), after its colon or
 *    in the next column, or on the next line when the label stands alone; a value without a
 *    legal form, or ending in "for", "of", "&", is continued by the next line ("KORODUR" /
 *    "Westphal Hartbeton GmbH & Co. KG");
 * 2. in the first six lines under the 1.3 title, the first column that names a company by its
 *    legal form (GmbH, AG, SE, KG, S.A.S, S.p.A., s.r.l., B.V., BVBA, Ltd, Inc, LLC, Corporation …);
 * 3. the first line under the 1.3 title that is no label, address or contact.
 * An address after the legal form is left out ("GEA s.r.l., Via Fermi 10" → "GEA s.r.l.").
 */

const COMPANY_LABEL =
  /(?:firmenname|firma|hersteller\s*\/\s*lieferant|hersteller|lieferant|importeur(?:\s*\/\s*alleinvertreter)?|unternehmen|company(?:\s*name)?|supplier|manufacturer(?:\s*\/\s*supplier)?|distributed\s*by|importer(?:\s*\/\s*only representative)?)/;
const LEGAL_FORM =
  /(?<![\p{L}])(gmbh|ag|se|kg|ohg|s\.?a\.?s?|s\.p\.a\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|bvba|ltd\.?|limited|inc\.?|llc\.?|corp\.?|corporation|company|co\.,? ltd\.?|plc|pvt|a\/s|oy)(?![\p{L}])/iu;
const SUPPLIER_TITLE =
  /^(details of the supplier|einzelheiten zum lieferanten|company identification|angaben zum hersteller)/i;
const LABEL_LINE = /^[\p{L}][\p{L}\s./()-]{1,50}\s*[:：]/u;
const CONTACT = /@|^(tel|fax|phone|telefon|telefax|e-?mail|www\.|http|for further information|auskunft)/i;
const OPEN_END = /(\bfor|\bof|\bfür|&|,)$/i;

/** "GEA s.r.l., Via Fermi 10, Milano" → "GEA s.r.l.": the name ends with its legal form, the address follows. */
function withoutAddress(value: string): string {
  const parts = value.split(/,\s+/);
  const first = parts.findIndex((part) => LEGAL_FORM.test(part));
  if (first < 0) return value;
  let last = first;
  while (last + 1 < parts.length && LEGAL_FORM.exec(parts[last + 1] ?? '')?.[0] === parts[last + 1]) last++;
  return parts.slice(0, last + 1).join(', ');
}

function isCompany(text: string): boolean {
  return text !== '' && !CONTACT.test(text) && !LABEL_LINE.test(text);
}

function continued(lines: readonly SdsLine[], value: string, last: SdsLine): { value: string; lines: SdsLine[] } {
  const next = lines[lines.indexOf(last) + 1];
  if (!next || next.page !== last.page || (LEGAL_FORM.test(value) && !OPEN_END.test(value)))
    return { value, lines: [] };
  const text = stripMarkers(next.text).trim();
  return LEGAL_FORM.test(text) && isCompany(text) && next.cells.length === 1
    ? { value: `${value} ${text}`, lines: [next] }
    : { value, lines: [] };
}

function labelledCompany(lines: readonly SdsLine[]): SdsFinding | undefined {
  for (const labelled of findLabelled(lines, COMPANY_LABEL)) {
    const line = labelled.lines[0] as SdsLine;
    const separated =
      labelled.lines.length > 1 || /[:：]/.test(labelled.label) || (labelled.inline === '' && line.cells.length > 1);
    const value = labelled.lines.length > 1 ? labelled.value : labelled.firstCell;
    if (!separated || !isCompany(value)) continue;
    const more = continued(lines, value, labelled.lines[labelled.lines.length - 1] as SdsLine);
    return { value: withoutAddress(more.value), evidence: [...labelled.lines, ...more.lines].map(lineRef) };
  }
  return undefined;
}

function byLegalForm(lines: readonly SdsLine[]): SdsFinding | undefined {
  for (const line of lines.slice(0, 6)) {
    const cell = line.cells.find(
      (candidate) => LEGAL_FORM.test(candidate.text) && isCompany(stripMarkers(candidate.text)),
    );
    if (cell) {
      return {
        value: withoutAddress(stripMarkers(cell.text.replace(/^[\s:：]+/, '')).trim()),
        evidence: [lineRef(line)],
      };
    }
  }
  return undefined;
}

function supplierLines(lines: readonly SdsLine[]): SdsLine[] | undefined {
  const title = lines.findIndex((line) => SUPPLIER_TITLE.test(stripMarkers(line.text)));
  return title < 0 ? undefined : lines.slice(title, title + 9);
}

export function supplier(structure: SdsStructure): SdsFinding | undefined {
  const section = sectionOf(structure, 1);
  if (!section) return undefined;
  const numbered = section.subsections.find((subsection) => subsection.number === '1.3');
  const details = numbered ? [numbered.heading, ...numbered.lines] : supplierLines(section.lines);
  const under = details?.slice(1) ?? [];
  const first = under.find((line) => isCompany(stripMarkers(line.text).trim()));
  return (
    (details && labelledCompany(details)) ??
    byLegalForm(under) ??
    labelledCompany(section.lines) ??
    (first ? { value: stripMarkers(first.text).trim(), evidence: [lineRef(first)] } : undefined)
  );
}
