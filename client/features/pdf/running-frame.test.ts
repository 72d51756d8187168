import { describe, expect, it } from 'vitest';
import { finishReport, type ReportFrame, startReport } from './report-frame';
import { jpegOfSize, readPdf, testI18n, testPrint, textOutsidePage } from './testing';

const MM = 72 / 25.4;

async function threePages(frame: ReportFrame) {
  const cursor = startReport(await testPrint());
  cursor.text('Erste Seite');
  for (const page of [2, 3]) {
    cursor.ensure(Number.POSITIVE_INFINITY);
    cursor.text(`Seite Nummer ${page}`);
  }
  const blob = finishReport(cursor, frame, testI18n('en'));
  return { raw: new TextDecoder('latin1').decode(await blob.arrayBuffer()), ...(await readPdf(blob)) };
}

const FRAME: ReportFrame = {
  company: 'Αθηνά Παπαδοπούλου Sicherheitstechnik GmbH & Co. KG, Niederlassung Ludwigshafen am Rhein',
  title: 'Gefährdungsbeurteilung Lager Żółć mit einem Titel, der für die Kopfzeile zu lang ist',
  createdAt: new Date(2026, 2, 14, 10, 5),
  revision: { version: 7, pending: false },
};

describe('the running frame', () => {
  it('prints company, title, creation time and "Page x of y" on every page, cut to fit one line', async () => {
    const { pages, pageList } = await threePages(FRAME);
    expect(pages).toBe(3);
    pageList.forEach((page, index) => {
      const lines = page.runs.map((run) => run.text);
      expect(lines).toContain(`Page ${index + 1} of 3`);
      expect(lines).toContain('Created on Mar 14, 2026, 10:05 AM');
      expect(lines).toContain('Version 7');
      expect(lines.some((line) => line.startsWith('Αθηνά Παπαδοπούλου') && line.endsWith('…'))).toBe(true);
      expect(lines.some((line) => line.startsWith('Gefährdungsbeurteilung Lager Żółć') && line.endsWith('…'))).toBe(
        true,
      );
      expect(textOutsidePage(page)).toEqual([]);
    });
  });

  it('centres the revision in the footer: the version, changes of this device not yet sent, or none yet', async () => {
    const footer = async (frame: ReportFrame) => {
      const { pageList } = await threePages(frame);
      const runs = pageList[2]?.runs ?? [];
      const created = runs.find((run) => run.text.startsWith('Created on'));
      return runs.filter((run) => run.y === created?.y && run !== created && !run.text.startsWith('Page'));
    };
    const [pending] = await footer({ ...FRAME, revision: { version: 12, pending: true } });
    expect(pending?.text).toBe('Version 12 + local changes');
    expect((pending?.x ?? 0) + (pending?.width ?? 0) / 2).toBeCloseTo(105 * MM, 0);
    expect((await footer({ ...FRAME, revision: { version: 0, pending: true } }))[0]?.text).toBe('Not yet synchronised');
    expect(await footer({ ...FRAME, revision: undefined })).toEqual([]);
  });

  it('puts the company logo before the company name on every page, embedded once', async () => {
    const { raw, pageList } = await threePages({ ...FRAME, company: 'Acme Chemie GmbH', logo: jpegOfSize(400, 100) });
    expect(raw.match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(raw.match(/\/I\d+ Do/g)).toHaveLength(3);
    for (const page of pageList) {
      const company = page.runs.find((run) => run.text === 'Acme Chemie GmbH');
      // 28 mm wide at 7 mm high, then 3 mm of space after the 20 mm margin.
      expect(company?.x).toBeCloseTo(51 * MM, 0);
    }
  });

  it('leaves the logo out and keeps the name at the margin when the picture cannot be read', async () => {
    const { raw, pageList } = await threePages({ ...FRAME, company: 'Acme', logo: new Uint8Array([1, 2, 3]) });
    expect(raw).not.toContain('/Subtype /Image');
    expect(pageList[0]?.runs.find((run) => run.text === 'Acme')?.x).toBeCloseTo(20 * MM);
  });
});
