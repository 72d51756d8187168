import { describe, expect, it } from 'vitest';
import { plainParagraphs } from '../pdf';
import {
  jpegOfSize,
  type PdfPage,
  type PdfPath,
  pathsOutsidePage,
  readPdf,
  testI18n,
  testPrint,
  textOutsidePage,
} from '../pdf/testing';
import { type InstructionPrint, instructionPdf } from './instruction-pdf';
import { ACETONE_INSTRUCTION, ACETONE_LINK, FORKLIFT_INSTRUCTION } from './print-fixtures';
import { FRAME_COLOUR, PRINT_SECTIONS } from './print-sections';
import { decodeQr, drawnQr } from './testing';

const MM = 72 / 25.4;

/** A colour as jsPDF writes it, each channel to two decimals of 1, and the reader reads it back. */
function printed(hex: string): string {
  const channel = (at: number) =>
    Math.round(Math.round((Number.parseInt(hex.slice(at, at + 2), 16) / 255) * 100) * 2.55)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

async function print(instruction: InstructionPrint, language: 'de' | 'en') {
  return readPdf(instructionPdf(instruction, testI18n(language), await testPrint()));
}

/** The text with every line break a space, as the reader finds wrapped paragraphs. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function span(path: PdfPath) {
  const xs = path.points.map((p) => p.x);
  const ys = path.points.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
}

/** The frame of a page: a stroked rectangle 7 mm inside the page's edges in `colour`. */
function frames(page: PdfPage, colour: string): PdfPath[] {
  return page.paths.filter((path) => {
    if (path.stroke !== colour || path.fill !== undefined) return false;
    const { left, right, bottom, top } = span(path);
    return (
      [left, bottom].every((edge) => Math.abs(edge - 7 * MM) < 0.5) &&
      Math.abs(right - 203 * MM) < 0.5 &&
      Math.abs(top - 290 * MM) < 0.5
    );
  });
}

/** The GHS diamonds: four corners, white, framed in red, as wide as they are high (a prohibition sign's ring is round). */
function ghsDiamonds(page: PdfPage): PdfPath[] {
  return page.paths.filter((path) => {
    if (path.points.length !== 4 || path.fill !== '#ffffff' || !/^#e/.test(path.stroke ?? '')) return false;
    const { left, right, bottom, top } = span(path);
    return right - left > 10 * MM && Math.abs(right - left - (top - bottom)) < 0.5;
  });
}

function sectionTexts(instruction: InstructionPrint): string[] {
  return PRINT_SECTIONS[instruction.kind].flatMap((section) =>
    section.texts.flatMap((field) => {
      const value = instruction.data[field];
      return typeof value === 'string' ? plainParagraphs(value).split('\n') : [];
    }),
  );
}

const GERMAN_TITLES = {
  SUBSTANCE_INSTRUCTION: [
    'Anwendungsbereich',
    'Gefahren für Mensch und Umwelt',
    'Schutzmaßnahmen und Verhaltensregeln',
    'Verhalten im Gefahrfall',
    'Erste Hilfe',
    'Sachgerechte Entsorgung',
  ],
  WORK_EQUIPMENT_INSTRUCTION: [
    'Anwendungsbereich',
    'Gefahren für Mensch und Umwelt',
    'Schutzmaßnahmen und Verhaltensregeln',
    'Verhalten bei Störungen',
    'Verhalten bei Unfällen – Erste Hilfe',
    'Instandhaltung',
  ],
} as const;

const ENGLISH_TITLES = {
  SUBSTANCE_INSTRUCTION: [
    'Scope of application',
    'Hazards to people and the environment',
    'Protective measures and rules of conduct',
    'Conduct in case of danger',
    'First aid',
    'Proper disposal',
  ],
  WORK_EQUIPMENT_INSTRUCTION: [
    'Scope of application',
    'Hazards to people and the environment',
    'Protective measures and rules of conduct',
    'Conduct in case of malfunction',
    'Conduct in case of accidents – first aid',
    'Maintenance',
  ],
} as const;

/** Every section several times as long as customary: the instruction must flow onto further pages. */
const LONG: InstructionPrint = {
  ...ACETONE_INSTRUCTION,
  data: {
    ...ACETONE_INSTRUCTION.data,
    ...Object.fromEntries(
      PRINT_SECTIONS.SUBSTANCE_INSTRUCTION.flatMap((section) => section.texts).map((field) => {
        const value = String(ACETONE_INSTRUCTION.data[field]);
        const more = ['Zudem', 'Ferner', 'Außerdem', 'Weiterhin'].map((word) =>
          value.replaceAll('<p>', `<p>${word}: `),
        );
        return [field, [value, ...more].join('')];
      }),
    ),
    disposalDescription: `<p>Formular: https://entsorgung.example/${'abfallnachweis-'.repeat(12)}formular</p>`,
    humanEnvGhsSymbols: ['GHS01', 'GHS02', 'GHS03', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'],
  },
};

describe('instructionPdf (OI-PRINT)', () => {
  it('OI-PRINT-1, OI-PRINT-2, OI-PRINT-4: prints every section of a substance instruction with its customary German title, header, emergency number and signature', async () => {
    const { text, pages, pageList } = await print(ACETONE_INSTRUCTION, 'de');
    const all = flat(text);
    for (const title of ['BETRIEBSANWEISUNG', 'gemäß § 14 GefStoffV', ...GERMAN_TITLES.SUBSTANCE_INSTRUCTION]) {
      expect(`\n${text}`).toContain(`\n${title}\n`);
    }
    for (const paragraph of sectionTexts(ACETONE_INSTRUCTION)) expect(all).toContain(paragraph);
    for (const expected of [
      'Aceton',
      'Betriebsanweisung Aceton – Abfüllung',
      'Unternehmen Acme Chemie GmbH',
      'Arbeitsbereich Abfüllung Bau 12',
      'Tätigkeit Abfüllen von Aceton in Fässer',
      'Arbeitsmittel Fassabfüllanlage FA-2',
      'Datum 25.11.2026',
      'Datum, Unterschrift Julia Schneider',
      'Revision Version 3 Überprüfung alle 12 Monate',
      'In der App öffnen',
      `Seite 1 von ${pages}`,
    ]) {
      expect(all).toContain(expected);
    }
    expect(text.match(/\nNotruf: 112\n/g)).toHaveLength(2);
    for (const page of pageList) {
      expect(textOutsidePage(page)).toEqual([]);
      expect(pathsOutsidePage(page)).toEqual([]);
    }
  });

  it('OI-PRINT-6: speaks English when the worker reads English, whatever the interface speaks', async () => {
    const { text } = await print(ACETONE_INSTRUCTION, 'en');
    const all = flat(text);
    for (const title of ['OPERATING INSTRUCTION', 'under § 14 GefStoffV', ...ENGLISH_TITLES.SUBSTANCE_INSTRUCTION]) {
      expect(`\n${text}`).toContain(`\n${title}\n`);
    }
    for (const paragraph of sectionTexts(ACETONE_INSTRUCTION)) expect(all).toContain(paragraph);
    for (const expected of [
      'Company Acme Chemie GmbH',
      'Work area Abfüllung Bau 12',
      'Activity Abfüllen von Aceton in Fässer',
      'Work equipment Fassabfüllanlage FA-2',
      'Date Nov 25, 2026',
      'Date, signature Julia Schneider',
      'Revision Version 3 Reviewed every 12 months',
      'Open in the app',
      'Page 1 of',
    ]) {
      expect(all).toContain(expected);
    }
    expect(text.match(/\nEmergency number: 112\n/g)).toHaveLength(2);
    for (const german of [...GERMAN_TITLES.SUBSTANCE_INSTRUCTION, 'Notruf', 'Unternehmen', 'Seite 1']) {
      expect(text).not.toContain(german);
    }
  });

  it('OI-PRINT-2: prints the sections of a work-equipment instruction in both languages', async () => {
    for (const [language, titles, legal] of [
      ['de', GERMAN_TITLES, 'gemäß § 12 BetrSichV'],
      ['en', ENGLISH_TITLES, 'under § 12 BetrSichV'],
    ] as const) {
      const { text, pages } = await print(FORKLIFT_INSTRUCTION, language);
      expect(pages, language).toBe(1);
      for (const title of [legal, ...titles.WORK_EQUIPMENT_INSTRUCTION])
        expect(text, language).toContain(`\n${title}\n`);
      const all = flat(text);
      for (const paragraph of sectionTexts(FORKLIFT_INSTRUCTION)) expect(all, language).toContain(paragraph);
      expect(all).toContain('Gabelstapler Linde H30D');
      expect(all).toContain(language === 'de' ? 'Version 1 + lokale Änderungen' : 'Version 1 + local changes');
    }
  });

  it('OI-PRINT-1: frames every page and heads every section in orange for substances, blue for work equipment', async () => {
    for (const instruction of [ACETONE_INSTRUCTION, FORKLIFT_INSTRUCTION, LONG]) {
      const colour = printed(FRAME_COLOUR[instruction.kind]);
      const { pageList } = await print(instruction, 'de');
      for (const page of pageList) expect(frames(page, colour), instruction.kind).toHaveLength(1);
      // The title band and one band per section, across the width inside the frame.
      const bands = pageList.flatMap((page) =>
        page.paths.filter((path) => {
          if (path.fill !== colour) return false;
          const { left, right } = span(path);
          return Math.abs(left - 13 * MM) < 0.5 && Math.abs(right - 197 * MM) < 0.5;
        }),
      );
      expect(bands, instruction.kind).toHaveLength(1 + PRINT_SECTIONS[instruction.kind].length);
    }
    expect(printed(FRAME_COLOUR.SUBSTANCE_INSTRUCTION)).toBe('#e8590d');
    expect(printed(FRAME_COLOUR.WORK_EQUIPMENT_INSTRUCTION)).toBe('#005487');
  });

  it('OI-PRINT-3: draws each section’s signs in the left column as vector pictograms', async () => {
    const { pageList } = await print(ACETONE_INSTRUCTION, 'en');
    const paths = pageList.flatMap((page) => page.paths);
    const diamonds = pageList.flatMap(ghsDiamonds);
    expect(diamonds).toHaveLength(2);
    // M004 and M009: a blue disc each; W021: a yellow triangle; P002, P003: a red ring each; E003, E011 green; F001 red.
    expect(paths.filter((path) => path.fill === '#005487')).toHaveLength(2);
    expect(paths.filter((path) => path.fill === '#fab000')).toHaveLength(1);
    expect(
      paths.filter((path) => path.fill === '#ffffff' && path.stroke === '#e30512' && path.points.length > 4),
    ).toHaveLength(2);
    expect(paths.filter((path) => path.fill === '#008c4f').length).toBeGreaterThanOrEqual(2);
    expect(paths.filter((path) => path.fill === '#e30512').length).toBeGreaterThanOrEqual(1);
    const signs = paths.filter((path) => path.fill !== undefined && path.fill !== '#000000' && path.fill !== '#e8590d');
    for (const sign of signs) expect(span(sign).right).toBeLessThanOrEqual(51 * MM + 0.5);
    // Each sign beside its section's text: the diamonds below the hazards band, above the protection band.
    const [page] = pageList;
    const runY = (title: string) => page?.runs.find((run) => run.text === title)?.y ?? 0;
    for (const diamond of diamonds) {
      expect(span(diamond).top).toBeLessThan(runY('Hazards to people and the environment'));
      expect(span(diamond).bottom).toBeGreaterThan(runY('Protective measures and rules of conduct'));
    }
  });

  it('OI-PRINT-5: holds a QR code that reads as the instruction’s address in the app', async () => {
    const { pageList } = await print(ACETONE_INSTRUCTION, 'de');
    const [page] = pageList;
    if (!page) throw new Error('no page');
    expect(decodeQr(drawnQr(page))).toBe(ACETONE_LINK);
  });

  it('OI-PRINT-3: keeps typical content on at most two pages in both languages (measured)', async () => {
    for (const language of ['de', 'en'] as const) {
      for (const instruction of [ACETONE_INSTRUCTION, FORKLIFT_INSTRUCTION]) {
        const { pages } = await print(instruction, language);
        expect(pages, `${instruction.kind} ${language}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('OI-PRINT-3: flows long content onto further pages cleanly: every line inside the frame, nothing lost', async () => {
    const { text, pages, pageList } = await print(LONG, 'de');
    expect(pages).toBeGreaterThanOrEqual(3);
    // The content without the running line and the footer, which stand between the pages' content.
    const content = pageList.flatMap((page, index) =>
      page.runs.filter((run) => run.y > 16 * MM && (index === 0 || run.y < 280 * MM)).map((run) => run.text),
    );
    const all = flat(content.join(' '));
    for (const paragraph of sectionTexts(LONG).filter((each) => !each.startsWith('Formular'))) {
      expect(all).toContain(paragraph);
    }
    expect(text.replace(/\n/g, '')).toContain(`https://entsorgung.example/${'abfallnachweis-'.repeat(12)}formular`);
    expect(pageList.flatMap(ghsDiamonds)).toHaveLength(8);
    for (const page of pageList) {
      expect(textOutsidePage(page)).toEqual([]);
      expect(pathsOutsidePage(page)).toEqual([]);
      for (const run of page.runs) {
        expect(run.x, run.text).toBeGreaterThanOrEqual(13 * MM - 0.5);
        expect(run.x + run.width, run.text).toBeLessThanOrEqual(197 * MM + 0.5);
        // Above the footer line, or the footer itself.
        expect(run.y > (297 - 283) * MM - 10 || /^(Seite|Version)/.test(run.text), run.text).toBe(true);
      }
    }
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(pageList[1]?.text).toContain('Betriebsanweisung Aceton – Abfüllung');
  });

  it('OI-PRINT-2, OI-PRINT-4: prints an empty section with a dash and a document the server does not have yet as such', async () => {
    const bare: InstructionPrint = {
      ...FORKLIFT_INSTRUCTION,
      revision: { version: 0, pending: true },
      data: { name: 'Neue Betriebsanweisung' },
    };
    const { text, pages } = await print(bare, 'de');
    expect(pages).toBe(1);
    for (const title of GERMAN_TITLES.WORK_EQUIPMENT_INSTRUCTION) expect(text).toContain(`\n${title}\n–\n`);
    expect(text).toContain('Noch nicht synchronisiert');
    expect(text).not.toContain('Notruf');
  });

  it('OI-PRINT-1: carries the company’s logo in the header when it has one, and prints without one it cannot read', async () => {
    const withLogo = await print({ ...ACETONE_INSTRUCTION, logo: jpegOfSize(400, 100) }, 'de');
    expect(withLogo.pageList.map((page) => page.images)).toEqual([1, ...withLogo.pageList.slice(1).map(() => 0)]);
    const [page] = withLogo.pageList;
    for (const run of page?.runs ?? []) expect(run.x + run.width, run.text).toBeLessThanOrEqual(197 * MM + 0.5);
    expect(flat(withLogo.text)).toContain('Unternehmen Acme Chemie GmbH');
    const unreadable = await print({ ...ACETONE_INSTRUCTION, logo: new Uint8Array([1, 2, 3]) }, 'de');
    expect(unreadable.pageList.map((each) => each.images)).toEqual(unreadable.pageList.map(() => 0));
    expect(unreadable.text).toContain('Schutzmaßnahmen und Verhaltensregeln');
  });
});
