import { describe, expect, it } from 'vitest';
import {
  type PdfPage,
  type PdfPath,
  pathsOutsidePage,
  readPdf,
  testI18n,
  testPrint,
  textOutsidePage,
} from '../pdf/testing';
import { loadStatementCatalog } from '../statements';
import { type SubstanceSummary, substanceSummary } from './substance-summary';

const ACETONE: SubstanceSummary = {
  company: 'Acme Chemie GmbH',
  title: 'Aceton',
  createdAt: new Date(2026, 2, 14, 10, 5),
  revision: { version: 4, pending: false },
  data: {
    name: 'Aceton',
    casNumber: '67-64-1',
    egNumber: '200-662-2',
    reachNumber: '01-2119471330-49-0000',
    commodityCode: '2914 11 00',
    manufacturer: 'Rhein-Main Lösemittel GmbH',
    supplier: 'Χημικά Αιγαίου Α.Ε.',
    storageLocations: [
      { id: 'a', storage: 'st-tank', quantity: { value: 25, unit: 'M3' } },
      { id: 'b', storage: 'st-store', quantity: { value: 800, unit: 'L' } },
    ],
    safetyDataSheetFiles: [
      { id: 'old', language: 'EN', issuedAt: '2021-05-03' },
      {
        id: 'new',
        file: { name: 'Aceton SDB 2025.pdf', sha256: 'a'.repeat(64), type: 'application/pdf', size: 1 },
        language: 'DE',
        issuedAt: '2025-01-20',
      },
    ],
    composition: [{ id: 'c', component: 'sub-acetone', proportionFrom: 99.5, proportionTo: 100 }],
    signalWord: 'DANGER',
    hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
    precautionaryStatements: ['P210', 'P233', 'P240', 'P241', 'P242', 'P305+P351+P338', 'P403+P235'],
    ghsSymbols: ['GHS02', 'GHS07'],
    mandatorySymbols: ['M004', 'M009'],
    notesOnHazard: '<p>Dämpfe können mit Luft explosionsfähige Gemische bilden.</p>',
    notesOnFireProtection: '<p>Löschmittel: Kohlendioxid, Löschpulver.</p>',
    storageClasses: ['3'],
    workplaceLimit: { value: 500, unit: 'ML_PER_M3' },
    additionalLimits: [{ id: 'l', name: 'AGW (TRGS 900) in mg/m³', limit: { value: 1200, unit: 'MG_PER_M3' } }],
    smell: 'süßlich',
    color: 'farblos',
    phase: 'LIQUID',
    flashPoint: { value: -17, unit: 'C' },
    boilingPoint: { value: 56, unit: 'C' },
    vaporPressure: { value: 246, unit: 'HPA' },
    unNumber: '1090',
    hazardNumber: '33',
    waterHazardClass: 'CLASS_1',
  },
  titles: new Map([
    ['st-tank', 'Tanklager'],
    ['st-store', 'Gefahrstofflager Halle 3'],
    ['dep-log', 'Logistik'],
    ['sub-acetone', 'Aceton technisch'],
  ]),
  departments: new Map([
    ['st-tank', 'dep-log'],
    ['st-store', 'dep-log'],
  ]),
};

/** A long label, as a two-component hardener carries it: twelve hazard and 22 precautionary statements. */
const LONG: SubstanceSummary = {
  ...ACETONE,
  title: 'Zweikomponenten-Epoxidharz-Beschichtung, Härterkomponente B mit sehr langem Handelsnamen',
  data: {
    ...ACETONE.data,
    name: 'Zweikomponenten-Epoxidharz-Beschichtung, Härterkomponente B mit sehr langem Handelsnamen',
    hazardStatements: [
      'H226',
      'H302+H312',
      'H314',
      'H317',
      'H334',
      'H335',
      'H341',
      'H351',
      'H361fd',
      'H373',
      'H411',
      'EUH071',
    ],
    precautionaryStatements: [
      'P201',
      'P202',
      'P210',
      'P233',
      'P260',
      'P261',
      'P264',
      'P270',
      'P271',
      'P272',
      'P273',
      'P280',
      'P284',
      'P301+P330+P331',
      'P303+P361+P353',
      'P304+P340',
      'P305+P351+P338',
      'P308+P313',
      'P333+P313',
      'P342+P311',
      'P403+P233',
      'P501',
    ],
    ghsSymbols: ['GHS02', 'GHS05', 'GHS07', 'GHS08', 'GHS09'],
    mandatorySymbols: ['M004', 'M009', 'M010', 'M013', 'M017'],
  },
};

/** More than any real label: every pictogram, the longest texts with placeholders, 16 hazard and 29 precautionary statements. */
const EXTREME: SubstanceSummary = {
  ...LONG,
  data: {
    ...LONG.data,
    hazardStatements: [
      'H225',
      'H301+H311+H331',
      'H290',
      'H314',
      'H317',
      'H334',
      'H335',
      'H340',
      'H350',
      'H360FD',
      'H370',
      'H372',
      'H400',
      'H410',
      'EUH071',
      'EUH208',
    ],
    precautionaryStatements: [
      ...(LONG.data.precautionaryStatements as string[]),
      'P240',
      'P241',
      'P242',
      'P243',
      'P363',
      'P370+P380+P375[+P378]',
      'P391',
      'P405',
    ],
    ghsSymbols: ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'],
    mandatorySymbols: ['M004', 'M009', 'M010', 'M013', 'M017', 'M008'],
  },
};

const MM = 72 / 25.4;
/** The blue of mandatory signs (#005387) as jsPDF prints it, each channel to two decimals of 1. */
const BLUE = '#005487';

async function print(summary: SubstanceSummary, language: 'de' | 'en') {
  const catalog = await loadStatementCatalog();
  return readPdf(substanceSummary(summary, testI18n(language), catalog.catalogText, await testPrint()));
}

/** The GHS diamonds on a page: white, framed in red, as wide as they are high. */
function ghsDiamonds(page: PdfPage): PdfPath[] {
  return page.paths.filter((path) => {
    if (path.fill !== '#ffffff' || path.stroke === undefined || !/^#e/.test(path.stroke)) return false;
    const xs = path.points.map((p) => p.x);
    const ys = path.points.map((p) => p.y);
    const width = Math.max(...xs) - Math.min(...xs);
    return width > 10 * MM && Math.abs(width - (Math.max(...ys) - Math.min(...ys))) < 0.5;
  });
}

function statementsOf(summary: SubstanceSummary): string[] {
  const { hazardStatements, precautionaryStatements } = summary.data;
  return [hazardStatements, precautionaryStatements].flatMap((codes) => (Array.isArray(codes) ? codes : []));
}

describe('substanceSummary (SUB-SUM)', () => {
  it('prints identity, label elements with the official texts, storage and the rest in German', async () => {
    const { text, pages, pageList } = await print(ACETONE, 'de');
    const flat = text.replace(/\n/g, ' ');
    expect(pages).toBeLessThanOrEqual(2);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Stoffdaten (Zusammenfassung)',
      'Aceton',
      '67-64-1',
      '200-662-2',
      '01-2119471330-49-0000',
      'Rhein-Main Lösemittel GmbH',
      'Χημικά Αιγαίου Α.Ε.',
      'Gefahr',
      'GHS02',
      'Flamme (entzündbar)',
      'GHS07',
      'Flüssigkeit und Dampf leicht entzündbar.',
      'Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
      'P305+P351+P338',
      'An einem gut belüfteten Ort aufbewahren. Kühl halten.',
      'M009',
      'Handschutz benutzen',
      'Dämpfe können mit Luft explosionsfähige Gemische bilden.',
      'Löschmittel: Kohlendioxid, Löschpulver.',
      'Gefahrstofflager Halle 3',
      'Logistik',
      '800 L',
      '25 m³',
      '3 – Entzündbare Flüssigkeiten',
      'Aceton technisch',
      '99,5 – 100 %',
      '500 ml/m³',
      '1.200 mg/m³',
      'AGW (TRGS 900) in mg/m³',
      'Flüssig',
      '-17 °C',
      '246 hPa',
      '1090',
      'schwach wassergefährdend (WGK 1)',
      'Neuestes von 2 Sicherheitsdatenblättern',
      '20.01.2025, Deutsch – Aceton SDB 2025.pdf',
      'Acme Chemie GmbH',
      `Seite 1 von ${pages}`,
      'Version 4',
    ])
      expect(flat).toContain(expected);
    // A combination has its own official text, not its parts' texts joined (P351 says "ausspülen").
    expect(flat).toContain(
      'P305+P351+P338 BEI KONTAKT MIT DEN AUGEN: Einige Minuten lang behutsam mit Wasser spülen. Eventuell vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter spülen.',
    );
    expect(flat).not.toContain('ausspülen');
    expect(text).not.toContain('2021');
  });

  it('is in English when the interface is, with the official English texts', async () => {
    const { text, pageList } = await print(ACETONE, 'en');
    const flat = text.replace(/\n/g, ' ');
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Substance data summary',
      'Χημικά Αιγαίου Α.Ε.',
      'Danger',
      'Flame (flammable)',
      'Highly flammable liquid and vapour.',
      'Store in a well-ventilated place. Keep cool.',
      'Wear protective gloves',
      '3 – Flammable liquids',
      'slightly hazardous to water (WGK 1)',
      'Liquid',
      'Newest of 2 safety data sheets',
      'Jan 20, 2025, German – Aceton SDB 2025.pdf',
      'Page 1 of',
    ])
      expect(flat).toContain(expected);
    expect(flat).toContain(
      'P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    );
    for (const german of ['Gefahr\n', 'Flüssigkeit und Dampf', 'Seite 1', 'Entzündbare'])
      expect(text).not.toContain(german);
  });

  it('draws the GHS pictograms and the mandatory signs as vector paths', async () => {
    const { pageList } = await print(ACETONE, 'en');
    const [page] = pageList;
    if (!page) throw new Error('no page');
    expect(ghsDiamonds(page)).toHaveLength(2);
    // The mandatory signs: a blue disc each.
    expect(page.paths.filter((path) => path.fill === BLUE)).toHaveLength(2);
    expect(pathsOutsidePage(page)).toEqual([]);
  });

  it('keeps a long label on two pages: every statement with its text, nothing outside the page', async () => {
    for (const language of ['de', 'en'] as const) {
      const { text, pages, pageList } = await print(LONG, language);
      expect(pages, language).toBe(2);
      for (const page of pageList) {
        expect(textOutsidePage(page)).toEqual([]);
        expect(pathsOutsidePage(page)).toEqual([]);
      }
      expect(pageList.flatMap(ghsDiamonds)).toHaveLength(5);
      for (const code of statementsOf(LONG)) expect(text, code).toContain(`\n${code}\n`);
      expect(text).toContain(language === 'de' ? 'Seite 2 von 2' : 'Page 2 of 2');
    }
    const { text } = await print(LONG, 'de');
    expect(text).toContain('Gesundheitsschädlich bei Verschlucken oder Hautkontakt');
  });

  it('breaks a label longer than any real one between statements, never inside one', async () => {
    const { text, pages, pageList } = await print(EXTREME, 'de');
    expect(pages).toBe(3);
    for (const page of pageList) {
      expect(textOutsidePage(page)).toEqual([]);
      expect(pathsOutsidePage(page)).toEqual([]);
    }
    expect(pageList.flatMap(ghsDiamonds)).toHaveLength(9);
    // A combination too long for its column breaks after a plus sign, beside its text.
    for (const code of statementsOf(EXTREME)) expect(text.replace(/\+\n/g, '+'), code).toContain(`\n${code}\n`);
    expect(text).toContain('P370+P380+\nP375[+P378]\nBei Brand: Umgebung räumen.');
    expect(text).toContain('Giftig bei Verschlucken, Hautkontakt oder Einatmen');
    // Each statement's code stands on the page of the start of its text.
    for (const page of pageList) {
      const codes = page.runs.filter((run) => /^(H|EUH|P)\d{3}/.test(run.text) && run.x < 60);
      for (const code of codes) {
        expect(
          page.runs.some((run) => run.x > 60 && Math.abs(run.y - code.y) < 0.5),
          code.text,
        ).toBe(true);
      }
    }
  });

  it('marks a code CLP does not have instead of inventing a text, and leaves out what is not recorded', async () => {
    const bare: SubstanceSummary = {
      ...ACETONE,
      title: 'Unbekannt',
      data: {
        name: 'Unbekannt',
        hazardStatements: ['H999', 'H225+H319', 'X'.repeat(60)],
        storageLocations: [],
      },
    };
    const { text, pages, pageList } = await print(bare, 'en');
    expect(pages).toBe(1);
    // Even a code wider than its column stays in it, wrapped.
    const [page] = pageList;
    expect(page?.runs.filter((run) => run.text.startsWith('XXX') && run.x + run.width > 55 * MM)).toEqual([]);
    expect(text).toContain('H999');
    expect(text).toContain('H225+H319');
    expect(text.match(/Not a statement of CLP Annex III or IV/g)).toHaveLength(3);
    for (const absent of ['Storage', 'Physical properties', 'Transport and water', 'Safety data sheet', 'Limits'])
      expect(text).not.toContain(absent);
  });
});
