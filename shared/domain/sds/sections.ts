import type { SdsDocument, SdsLine } from './document';
import { allLines } from './document';
import { CLASSIFICATION, LABEL_ELEMENTS, OTHER_HAZARDS, sectionOfTitle, sectionsForNumber } from './section-titles';

/**
 * SDS-5 Sections and subsections (Regulation (EC) No 1907/2006 Annex II). A section heading is
 * a line that starts with a section word and a number ("ABSCHNITT 2:", "SECTION 2", "Section 2:",
 * "ABSATZ 2.", "Kapitel 2") or with a bare number ("2.", "2", "2:", "2)") followed by a title. A
 * title must name a section (SDS-4) that its number allows; a keyword heading may stand without
 * a title. Numbers only grow: a repeated heading ("8. … (Fortsetzung)" on the next page) and a
 * reference ("Abschnitt 16 aufgeführt.", "ZU 3. ZUSAMMENSETZUNG" in section 16) start nothing.
 * A subsection is "2.2", "2.2.", "2.2:" with the number of its section and no third level;
 * sheets that number no subsections of section 2 get them from their titles ("Label
 * elements", "Other hazards"). Running headers and footers (SDS-3) belong to no section.
 */

export interface SdsSubsection {
  /** "2.2", or undefined for a subsection known only by its title. */
  readonly number: string | undefined;
  readonly title: string;
  readonly heading: SdsLine;
  readonly lines: readonly SdsLine[];
}

export interface SdsSection {
  /** The Annex II section (1–16) the heading names. */
  readonly section: number;
  /** The number the sheet prints (differs from `section` in the ISO 11014 order). */
  readonly printed: number;
  readonly heading: SdsLine;
  /** The lines after the heading up to the next section, page furniture left out. */
  readonly lines: readonly SdsLine[];
  readonly subsections: readonly SdsSubsection[];
}

export interface SdsStructure {
  /** Lines before the first section heading (title block, first page header). */
  readonly preamble: readonly SdsLine[];
  readonly sections: readonly SdsSection[];
}

/** A line's text without leading change markers and bullets ("! ABSCHNITT 1", "* ABSCHNITT 2", "· 2.2"). */
export function stripMarkers(text: string): string {
  return text.replace(/^[\s!*·•▪►>|–-]+/u, '');
}

const KEYWORD_HEADING = /^(?:abschnitt|section|absatz|kapitel|rubrik|punkt)\s*(\d{1,2})\b\s*[.:\-–)]?\s*(.*)$/i;
const NUMBER_HEADING = /^(\d{1,2})(?:\.(?!\d)|:|\)|\s)\s*(.*)$/;

interface Heading {
  readonly section: number;
  readonly printed: number;
}

function headingOf(line: SdsLine, current: number): Heading | undefined {
  const text = stripMarkers(line.text);
  const keyword = KEYWORD_HEADING.exec(text);
  const numbered = keyword ?? NUMBER_HEADING.exec(text);
  if (!numbered) return undefined;
  const printed = Number(numbered[1]);
  const title = (numbered[2] ?? '').trim();
  if (printed < 1 || printed > 16 || printed <= current) return undefined;
  const allowed = sectionsForNumber(printed);
  if (title === '') return keyword ? { section: printed, printed } : undefined;
  const named = sectionOfTitle(title);
  return named !== undefined && allowed.includes(named) ? { section: named, printed } : undefined;
}

const SUBSECTION = /^(\d{1,2})\.(\d{1,2})(?!\.?\d)\.?:?\s*(.*)$/;

function numberedSubsections(printed: number, lines: readonly SdsLine[]): SdsSubsection[] {
  const starts: { index: number; number: string; title: string }[] = [];
  let last = 0;
  lines.forEach((line, index) => {
    const match = SUBSECTION.exec(stripMarkers(line.text));
    if (!match || Number(match[1]) !== printed) return;
    const minor = Number(match[2]);
    if (minor <= last) return;
    last = minor;
    starts.push({ index, number: `${printed}.${minor}`, title: (match[3] ?? '').trim() });
  });
  return starts.map((start, position) => ({
    number: start.number,
    title: start.title,
    heading: lines[start.index] as SdsLine,
    lines: lines.slice(start.index + 1, starts[position + 1]?.index ?? lines.length),
  }));
}

const TITLED_SUBSECTIONS = [CLASSIFICATION, LABEL_ELEMENTS, OTHER_HAZARDS];
const MAX_TITLE_WORDS = 8;

/** Section 2 subsections known by their titles alone: short lines that are nothing but such a title. */
function titledSubsections(lines: readonly SdsLine[]): SdsSubsection[] {
  const starts: { index: number; title: string }[] = [];
  lines.forEach((line, index) => {
    const title = stripMarkers(line.text).replace(/[:.]$/, '').trim();
    if (title.split(/\s+/).length > MAX_TITLE_WORDS || line.cells.length > 1) return;
    if (TITLED_SUBSECTIONS.some((words) => words.test(title))) starts.push({ index, title });
  });
  return starts.map((start, position) => ({
    number: undefined,
    title: start.title,
    heading: lines[start.index] as SdsLine,
    lines: lines.slice(start.index + 1, starts[position + 1]?.index ?? lines.length),
  }));
}

function subsectionsOf(section: number, printed: number, lines: readonly SdsLine[]): SdsSubsection[] {
  const numbered = numberedSubsections(printed, lines);
  if (numbered.length > 0 || section !== 2) return numbered;
  return titledSubsections(lines);
}

/** The sections of a sheet in the order they appear. */
export function detectSections(document: SdsDocument): SdsStructure {
  const preamble: SdsLine[] = [];
  const found: { heading: SdsLine; section: number; printed: number; lines: SdsLine[] }[] = [];
  let current = 0;
  for (const line of allLines(document)) {
    if (line.furniture) {
      if (found.length === 0) preamble.push(line);
      continue;
    }
    const heading = headingOf(line, current);
    if (heading) {
      found.push({ heading: line, ...heading, lines: [] });
      current = heading.printed;
    } else if (found.length === 0) {
      preamble.push(line);
    } else {
      found[found.length - 1]?.lines.push(line);
    }
  }
  return {
    preamble,
    sections: found.map((section) => ({
      ...section,
      subsections: subsectionsOf(section.section, section.printed, section.lines),
    })),
  };
}

/** The section of the sheet that is Annex II section `number`, if the sheet has it. */
export function sectionOf(structure: SdsStructure, number: number): SdsSection | undefined {
  return structure.sections.find((section) => section.section === number);
}
