import { describe, expect, it } from 'vitest';
import { readPdf, testI18n, testPrint, textOutsidePage } from '../pdf/testing';
import { type CommissionReport, commissionReport } from './commission-report';

const REPORT: CommissionReport = {
  company: 'Acme Chemie GmbH',
  title: 'Fahrauftrag Flurförderzeuge Lager Mannheim',
  createdAt: new Date(2026, 10, 25, 9, 30),
  revision: { version: 4, pending: false },
  isDrivingCommission: true,
  equipment: [{ name: 'Gabelstapler Linde H30D', details: 'FFZ-03 · Linde Material Handling GmbH · Halle 4' }],
  people: [
    { name: 'Jonas Meyer', personnelNumber: 'P-1042', commissionAt: '2025-12-01' },
    { name: 'Gül Yılmaz', personnelNumber: '', commissionAt: '2024-03-10' },
  ],
  renewalMonths: 12,
  lastQualificationAt: '2025-12-10',
  nextQualificationAt: '2026-12-10',
};

describe('commissionReport', () => {
  it('prints one page per commissioned employee with the equipment, the duties, the qualification and signature lines, in German', async () => {
    const blob = commissionReport(REPORT, testI18n('de'), await testPrint());
    const { text, pages, pageList } = await readPdf(blob);
    expect(pages).toBe(2);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Schriftliche Beauftragung',
      'Fahrauftrag Flurförderzeuge Lager Mannheim',
      'Jonas Meyer',
      'P-1042',
      '1. Dezember 2025',
      'Gabelstapler Linde H30D',
      'FFZ-03 · Linde Material Handling GmbH · Halle 4',
      'DGUV Vorschrift 68 § 7',
      'alle 12 Monate',
      '10. Dezember 2026',
      'Ort, Datum',
      'Unternehmer oder verantwortliche Person',
      'Beauftragte Person: Jonas Meyer',
      'Beauftragte Person: Gül Yılmaz',
      'Seite 2 von 2',
    ])
      expect(text).toContain(expected);
    expect(pageList[1]?.text).toContain('Gül Yılmaz');
    expect(pageList[1]?.text).not.toContain('Jonas Meyer');
  });

  it('is in English when the interface is, and prints blank lines when no one is commissioned yet', async () => {
    const blank = { ...REPORT, people: [], isDrivingCommission: false, renewalMonths: undefined };
    const { text, pages } = await readPdf(commissionReport(blank, testI18n('en'), await testPrint()));
    expect(pages).toBe(1);
    for (const expected of [
      'Written commission',
      'is commissioned to operate the work equipment named above',
      'Place, date',
      'Employer or person responsible',
      '______________________________ is commissioned',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('every 12 months');
  });
});
