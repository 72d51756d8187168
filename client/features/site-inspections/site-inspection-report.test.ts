import { describe, expect, it } from 'vitest';
import { jpegOfSize, readPdf, testI18n, testPrint, textOutsidePage } from '../pdf/testing';
import { type SiteInspectionReport, siteInspectionReport } from './site-inspection-report';

const REPORT: SiteInspectionReport = {
  company: 'Acme Chemie GmbH',
  title: 'Arbeitsschutzbegehung Lager Mannheim',
  createdAt: new Date(2026, 2, 14, 10, 5),
  revision: { version: 3, pending: true },
  inspectionAt: new Date(2026, 1, 4, 8, 0),
  participants: ['Anna Schmidt', 'Łukasz Żółć', 'Gül Yılmaz'],
  recordingClerk: 'Αθηνά Παπαδοπούλου',
  areas: ['Lager Mannheim', 'Gefahrstofflager'],
  findings: [
    {
      topic: 'FIRE_PROTECTION',
      description: 'Feuerlöscher verstellt.\nPaletten wegräumen.',
      files: [
        { name: 'tor2.jpg', jpeg: jpegOfSize(1600, 1200) },
        { name: 'fehlt.jpg', gap: 'offline' },
        { name: 'plan.pdf', other: true },
      ],
    },
    { topic: 'OCCUPATIONAL_SAFETY', description: 'Bodenmarkierung abgefahren', files: [] },
  ],
  measures: ['Feuerlöscher freiräumen'],
};

describe('siteInspectionReport', () => {
  it('prints the header facts, each finding with its topic and photos, the measures, and the page frame in German', async () => {
    const blob = siteInspectionReport(REPORT, testI18n('de'), await testPrint());
    const raw = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    const { text, pages, pageList } = await readPdf(blob);
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(pages).toBe(1);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Begehungsbericht',
      'Arbeitsschutzbegehung Lager Mannheim',
      'Anna Schmidt, Łukasz Żółć, Gül Yılmaz',
      'Αθηνά Παπαδοπούλου',
      'Lager Mannheim, Gefahrstofflager',
      'Feststellung 1: Brandschutz',
      'Feststellung 2: Arbeitsschutz',
      'Feuerlöscher verstellt.',
      'Paletten wegräumen.',
      'offline',
      'Angehängte Datei: plan.pdf',
      'Feuerlöscher freiräumen',
      'Acme Chemie GmbH',
      'Seite 1 von 1',
      'Version 3 + lokale Änderungen',
      'Erstellt am 14.03.2026',
    ])
      expect(text).toContain(expected);
  });

  it('is in English when the interface is: labels, topics, photo gaps, the page frame', async () => {
    const { text, pageList } = await readPdf(siteInspectionReport(REPORT, testI18n('en'), await testPrint()));
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Łukasz Żółć, Gül Yılmaz',
      'Αθηνά Παπαδοπούλου',
      'Site inspection report',
      'Date of inspection',
      'Participants',
      'Recording clerk',
      'Inspected areas',
      'Findings',
      'Finding 1: Fire protection',
      'Finding 2: Occupational safety',
      'offline',
      'Attached file: plan.pdf',
      'Measures',
      'Created on Mar 14, 2026',
      'Page 1 of 1',
      'Version 3 + local changes',
    ])
      expect(text).toContain(expected);
    for (const german of ['Begehungsbericht', 'Feststellung', 'Teilnehmer', 'Seite 1'])
      expect(text).not.toContain(german);
  });

  it('breaks pages for many photos and numbers every page', async () => {
    const photos = Array.from({ length: 6 }, (_, index) => ({ name: `${index}.jpg`, jpeg: jpegOfSize(1200, 1600) }));
    const long = { ...REPORT, findings: [{ topic: 'HYGIENE' as const, description: 'Viele Fotos', files: photos }] };
    const { text, pages, pageList } = await readPdf(siteInspectionReport(long, testI18n('de'), await testPrint()));
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(text).toContain('Seite 1 von');
  });

  it('puts a placeholder for a photo that is not a readable JPEG instead of failing', async () => {
    const broken = {
      ...REPORT,
      findings: [
        { topic: undefined, description: 'x', files: [{ name: 'kaputt.jpg', jpeg: new Uint8Array([1, 2, 3]) }] },
      ],
    };
    const { text } = await readPdf(siteInspectionReport(broken, testI18n('en'), await testPrint()));
    expect(text).toContain('kaputt.jpg');
    expect(text).toContain('Finding 1');
  });
});
