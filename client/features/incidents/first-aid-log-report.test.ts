import { describe, expect, it } from 'vitest';
import { readPdf, testI18n, testPrint, textOutsidePage } from '../pdf/testing';
import { type FirstAidLogEntry, firstAidLogReport } from './first-aid-log-report';

const ENTRY: FirstAidLogEntry = {
  company: 'Acme Chemie GmbH',
  title: 'Schnitt an der Hand beim Öffnen eines Kartons',
  createdAt: new Date(2026, 10, 25, 9, 0),
  revision: { version: 2, pending: false },
  injuredEmployee: 'Łukasz Żółć',
  incidentAt: new Date(2026, 10, 24, 14, 5),
  place: 'Lager Mannheim',
  description: 'Mit dem Cutter abgerutscht.\nKarton war feucht.',
  injuryTypes: ['Schnittverletzung'],
  bodyParts: ['Linke Hand', 'Linke Finger'],
  firstAid: 'Wunde gereinigt, Pflaster angelegt',
  firstAider: 'Anna Berger',
  witnesses: 'Jana Wolf',
};

describe('firstAidLogReport (docs/domain/incidents.md INC-4)', () => {
  it('INC-4 prints every column of the first-aid log entry on one page in German', async () => {
    const { text, pages, pageList } = await readPdf(firstAidLogReport(ENTRY, testI18n('de'), await testPrint()));
    expect(pages).toBe(1);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Eintrag ins Verbandbuch',
      'Schnitt an der Hand beim Öffnen eines Kartons',
      'Łukasz Żółć',
      '24. November 2026',
      'Lager Mannheim',
      'Mit dem Cutter abgerutscht.',
      'Karton war feucht.',
      'Linke Hand, Linke Finger',
      'Wunde gereinigt, Pflaster angelegt',
      'Anna Berger',
      'Jana Wolf',
      'Unterschrift der',
      'fünf Jahre',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('INC-4 prints in English with dashes for what was not recorded', async () => {
    const { text } = await readPdf(
      firstAidLogReport(
        { ...ENTRY, witnesses: '', firstAider: '', incidentAt: undefined },
        testI18n('en'),
        await testPrint(),
      ),
    );
    expect(text).toContain('First-aid log entry');
    expect(text).toMatch(/Witnesses\n-/);
  });
});
