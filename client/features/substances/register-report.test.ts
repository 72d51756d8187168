import { describe, expect, it } from 'vitest';
import { loadReportEngine } from '../pdf';
import { type PdfPage, pathsOutsidePage, readPdf, testI18n, testPrint, textOutsidePage } from '../pdf/testing';
import { registerReport } from './register-report';
import { registerFixture } from './register-test-support';
import { registerView } from './register-view';

/** The PDF's text with the table's line breaks as spaces, and no-break spaces as spaces. */
const words = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\u00a0/g, ' ');

const MM = 72 / 25.4;

/** The GHS diamonds on a page: white, framed in red, as wide as they are high, at least 8 mm. */
function ghsDiamonds(page: PdfPage) {
  return page.paths.filter((path) => {
    if (path.fill !== '#ffffff' || path.stroke === undefined || !/^#e/.test(path.stroke)) return false;
    const xs = path.points.map((p) => p.x);
    const ys = path.points.map((p) => p.y);
    const width = Math.max(...xs) - Math.min(...xs);
    return width > 8 * MM && Math.abs(width - (Math.max(...ys) - Math.min(...ys))) < 0.5;
  });
}

const frame = { company: 'Acme Chemie GmbH', createdAt: new Date(2026, 7, 20, 9, 30) };

function reportOf(location: string | undefined, locationName: string | undefined, storageClass?: string) {
  const view = registerView(registerFixture(), { location, storageClass }, '2026-08-20', 'de');
  return {
    ...frame,
    title: locationName ? `Gefahrstoffverzeichnis – ${locationName}` : 'Gefahrstoffverzeichnis',
    location: locationName,
    storageClass: storageClass === undefined ? undefined : `${storageClass} – Entzündbare Flüssigkeiten`,
    reviews: view.reviewed,
    rows: view.rows,
    places: view.places,
  };
}

describe('the register PDF (GefStoffV § 6 (12))', () => {
  it('is landscape A4, dated, with the review of each location and every column of the register', async () => {
    const blob = registerReport(
      await loadReportEngine(),
      reportOf(undefined, undefined),
      testI18n('de'),
      await testPrint(),
    );
    const { text, pageList } = await readPdf(blob);
    const flat = words(text);
    expect(pageList.map((page) => [Math.round(page.width), Math.round(page.height)])).toEqual([[842, 595]]);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Gefahrstoffverzeichnis nach § 6 Abs. 12 GefStoffV',
      'Alle Standorte',
      'Stand',
      '20. August 2026',
      'Jährliche Überprüfung',
      'Überprüft am 02.03.2026 von Anna Berger; nächste Überprüfung bis 02.03.2027',
      'die nächste Überprüfung ist am 15.09.2026 fällig',
      'Stoff',
      'Einstufung',
      'Lagerklasse (TRGS 510)',
      'Mengen je Lager und Standort',
      'Arbeitsbereiche',
      'Sicherheitsdatenblatt',
      'Aceton',
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      '3 – Entzündbare Flüssigkeiten',
      'Tanklager Nord (Werk Ludwigshafen): 25 m³',
      'Summe Lager Mannheim: 1.000 L',
      'Abfüllung (Werk Ludwigshafen): Abfüllen von Aceton',
      'SDB Aceton.pdf, Ausgabe 01.03.2025 (DE)',
      'Natronlauge 50 %',
      'Kein Sicherheitsdatenblatt erfasst',
      'Acme Chemie GmbH',
      'Seite 1 von 1',
    ])
      expect(flat).toContain(expected);
    expect(text).not.toContain('Wasser');
    expect(text).not.toContain('GHS02, GHS07');
  });

  it('draws the GHS pictograms in the classification column, each with its code below it, above the statements', async () => {
    const { pageList } = await readPdf(
      registerReport(await loadReportEngine(), reportOf(undefined, undefined), testI18n('de'), await testPrint()),
    );
    const [page] = pageList;
    if (!page) throw new Error('no page');
    // Aceton: GHS02, GHS07; Natronlauge: GHS05.
    const diamonds = ghsDiamonds(page);
    expect(diamonds).toHaveLength(3);
    expect(pathsOutsidePage(page)).toEqual([]);
    const run = (text: string) => {
      const found = page.runs.find((candidate) => candidate.text.startsWith(text));
      if (!found) throw new Error(`no text ${text}`);
      return found;
    };
    const h225 = run('H225 ');
    const [flame, exclamation] = diamonds;
    if (!flame || !exclamation) throw new Error('no diamonds');
    const bottom = (path: (typeof diamonds)[number]) => Math.min(...path.points.map((p) => p.y));
    const left = (path: (typeof diamonds)[number]) => Math.min(...path.points.map((p) => p.x));
    // Side by side at the left of the statements' column, above H225.
    expect(bottom(flame)).toBeGreaterThan(h225.y + h225.size);
    expect(Math.abs(bottom(flame) - bottom(exclamation))).toBeLessThan(0.5);
    expect(Math.abs(left(flame) - h225.x)).toBeLessThan(MM);
    expect(left(exclamation)).toBeGreaterThan(left(flame) + 9 * MM);
    // Each code small, centred under its sign, between the sign and the statement.
    for (const [code, diamond] of [
      ['GHS02', flame],
      ['GHS07', exclamation],
    ] as const) {
      const label = run(code);
      const centre = (Math.min(...diamond.points.map((p) => p.x)) + Math.max(...diamond.points.map((p) => p.x))) / 2;
      expect(label.size).toBeLessThan(h225.size);
      expect(label.x + label.width / 2).toBeCloseTo(centre, 0);
      expect(label.y).toBeLessThan(bottom(diamond));
      expect(label.y).toBeGreaterThan(h225.y);
    }
  });

  it('in English, for one location and one storage class', async () => {
    const report = { ...reportOf('loc-plant', 'Werk Ludwigshafen', '3'), title: 'Register – Werk Ludwigshafen' };
    const { text } = await readPdf(registerReport(await loadReportEngine(), report, testI18n('en'), await testPrint()));
    const flat = words(text);
    for (const expected of [
      'Hazardous substance register under GefStoffV § 6 (12)',
      'Location',
      'Werk Ludwigshafen',
      'Storage class',
      'As of',
      'August 20, 2026',
      'Reviewed on Mar 2, 2026 by Anna Berger; next review by Mar 2, 2027',
      'H225 Highly flammable liquid and vapour.',
      'Tanklager Nord: 25 m³',
      'Abfüllung: Abfüllen von Aceton',
      'Page 1 of 1',
    ])
      expect(flat).toContain(expected);
    expect(text).not.toContain('Natronlauge');
    expect(text).not.toContain('Lager Mannheim');
  });

  it('says so when nothing matches, and repeats the header row on every page of a long register', async () => {
    const empty = { ...reportOf('loc-office', 'Büro Berlin'), title: 'Leer' };
    expect(
      (await readPdf(registerReport(await loadReportEngine(), empty, testI18n('de'), await testPrint()))).text,
    ).toContain('Kein Gefahrstoff entspricht dieser Auswahl.');
    const base = reportOf(undefined, undefined);
    const [acetone] = base.rows;
    if (!acetone) throw new Error('the fixture has acetone');
    const rows = Array.from({ length: 24 }, (_, index) => ({
      ...acetone,
      id: `a${index}`,
      name: `Aceton ${index + 1}`,
    }));
    const { pages, pageList } = await readPdf(
      registerReport(await loadReportEngine(), { ...base, rows }, testI18n('de'), await testPrint()),
    );
    expect(pages).toBeGreaterThan(2);
    for (const page of pageList) expect(words(page.text)).toContain('Mengen je Lager und Standort');
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
  }, 20_000);
});
