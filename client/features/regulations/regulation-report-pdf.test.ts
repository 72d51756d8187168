import { describe, expect, it } from 'vitest';
import { readPdf, testI18n, testPrint, textOutsidePage } from '../pdf/testing';
import { type PrintedRegulationReport, regulationReportPdf } from './regulation-report-pdf';

const REPORT: PrintedRegulationReport = {
  company: 'Paragraf Rechtsberatung GmbH',
  title: 'Rechtskataster-Bericht acme, 01.10.2024 – 31.12.2024',
  createdAt: new Date(2026, 10, 25, 9, 0),
  customer: 'acme',
  provider: 'Paragraf Rechtsberatung GmbH',
  span: { from: '2024-10-01', to: '2024-12-31' },
  publishedAt: '2025-01-15',
  entries: [
    {
      id: 'reg-1',
      name: 'Gefahrstoffverordnung (GefStoffV)',
      isNew: false,
      issuedAt: '2010-11-26',
      lastChangeAt: '2024-12-02',
      changes: [{ id: 'c-1', changeAt: '2024-12-02', content: '<p>Novelle: <strong>Maßnahmenkonzept</strong></p>' }],
      requiredActions: [{ id: 'a-1', content: '<p>Gefährdungsbeurteilungen prüfen</p>', remarks: 'Bis Ende März' }],
    },
    ...Array.from({ length: 12 }, (_, index) => ({
      id: `reg-new-${index}`,
      name: `Neue Verordnung ${index + 1}`,
      isNew: true,
      issuedAt: '2024-11-01',
      lastChangeAt: '2024-11-01',
      changes: [],
      requiredActions: [],
    })),
  ],
};

describe('regulationReportPdf', () => {
  it('prints the customer, the period, each regulation with its changes and the actions for the customer, in German', async () => {
    const { text, pages, pageList } = await readPdf(regulationReportPdf(REPORT, testI18n('de'), await testPrint()));
    expect(pages).toBeGreaterThan(1);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Rechtskataster-Bericht',
      'Kunde',
      'Berichtszeitraum',
      '01.10.2024 bis 31.12.2024',
      '15.01.2025',
      '13 neu oder geändert',
      'Gefahrstoffverordnung (GefStoffV)',
      'Geändert · letzte Änderung am 02.12.2024',
      'Novelle: Maßnahmenkonzept',
      'Handlungsbedarf für Ihr Unternehmen',
      '1. Gefährdungsbeurteilungen prüfen',
      'Bemerkungen: Bis Ende März',
      'Neu · erlassen am 01.11.2024',
      'Keiner',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('<p>');
  });

  it('prints in English and says when nothing changed or the report is a preview', async () => {
    const preview = { ...REPORT, publishedAt: undefined, entries: [] };
    const { text } = await readPdf(regulationReportPdf(preview, testI18n('en'), await testPrint()));
    for (const expected of [
      'Regulation report',
      'Reporting period',
      'Preview, not published',
      '0 new or changed',
      'No regulation was issued or changed in this period.',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
