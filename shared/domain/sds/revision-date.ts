import { parseDate, slashOrder } from './dates';
import { allLines, lineRef, type SdsDocument, type SdsLine } from './document';
import { tolerant } from './spelling';
import type { SdsFinding } from './statements';

/**
 * SDS-13 Revision date (Annex II 0.1.2 and 16: the date of the sheet's last revision). Read from
 * the whole document, page headers and footers included, as the date that follows its label on
 * the same line (or stands on the next one), in this order of labels:
 * 1. revision: "Überarbeitet (am)", "Überarbeitungsdatum", "Bearbeitungsdatum", "Geändert am",
 *    "Änderungsdatum", "Stand", "Revisionsdatum", "Datum der letzten Überprüfung", "Revision
 *    date", "Date of revision", "Revised on", "Reviewed on", "Date reviewed", "Revision:",
 *    "Rev. Datum";
 * 2. issue: "Ausgabedatum", "Date of issue", "Issue date", "Version date", "Effective date",
 *    "Date of preparation", "Datum", "Date";
 * 3. first edition: "Erstellt am", "Creation date", "Publikationsdatum".
 * Print dates, "Ersetzt"/"Supersedes"/"previous" and request dates are never the revision. The
 * first label of the best kind wins; its date is read by SDS-12.
 */

const KINDS: readonly RegExp[] = [
  tolerant(
    /(?<![\p{L}])(überarbeitet(\s+am)?|überarbeitungsdatum|überarbeitung|bearbeitungsdatum|bearbeitet(\s+am)?|geändert(\s+am)?|änderungsdatum|letzte änderung|stand|revisionsdatum|datum der letzten(\s+überprüfung)?|revision\s*date|date of revision|date of last revision|revised\s*(on)?|reviewed\s*on|date\s*reviewed|last\s*revision|rev\.?\s*datum|revision)(?![\p{L}])/iu,
  ),
  tolerant(
    /(?<![\p{L}])(ausgabedatum|date of issue|issue\s*date|issuing\s*date|version\s*date|effective\s*date|date of preparation|date prepared|sds\s*date|datum|date)(?![\p{L}])/iu,
  ),
  tolerant(
    /(?<![\p{L}])(erstellt(\s+am)?|creation\s*date|date of creation|publikationsdatum|publication\s*date)(?![\p{L}])/iu,
  ),
];
const NOT_REVISION = tolerant(
  /(druck|print|ersetzt|supersed|replac|previous|vorherig|anforderung|gültig ab|valid from|expir)\w*\s*(date|datum)?\s*[:.]?\s*$/iu,
);
/** What may stand between a label and its date: punctuation and "am", "on", "of". */
const BETWEEN = /^[\s:.,()\-–]*(?:(?:am|on|of|vom)[\s:.]*)?$/i;

function dateAfter(
  kind: RegExp,
  line: SdsLine,
  next: SdsLine | undefined,
  order: ReturnType<typeof slashOrder>,
): SdsFinding | undefined {
  const pattern = new RegExp(kind.source, 'giu');
  for (const match of line.text.matchAll(pattern)) {
    if (NOT_REVISION.test(line.text.slice(0, match.index + match[0].length))) continue;
    const after = line.text.slice(match.index + match[0].length);
    const date = parseDate(after, order);
    if (date && BETWEEN.test(after.slice(0, date.start))) {
      return { value: date.iso, evidence: [lineRef(line)] };
    }
    if (after.replace(/[\s:.]/g, '') === '' && next) {
      const below = parseDate(next.text, order);
      if (below && below.start <= 2) return { value: below.iso, evidence: [lineRef(line), lineRef(next)] };
    }
  }
  return undefined;
}

export function revisionDate(document: SdsDocument): SdsFinding | undefined {
  const lines = allLines(document);
  const order = slashOrder(lines.map((line) => line.text));
  for (const kind of KINDS) {
    for (let index = 0; index < lines.length; index++) {
      const found = dateAfter(kind, lines[index] as SdsLine, lines[index + 1], order);
      if (found) return found;
    }
  }
  return undefined;
}
