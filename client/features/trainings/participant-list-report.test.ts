import { describe, expect, it } from 'vitest';
import { readPdf, testI18n, testPrint, textOutsidePage } from '../pdf/testing';
import { type ParticipantList, participantListReport } from './participant-list-report';

const LIST: ParticipantList = {
  company: 'Acme Chemie GmbH',
  title: 'Jährliche Unterweisung Gefahrstoffe',
  createdAt: new Date(2026, 10, 25, 9, 0),
  revision: { version: 4, pending: false },
  content: ['Betriebsanweisung Aceton', 'Betriebsanweisung Gabelstapler'],
  repeatIntervalInMonths: 12,
  participants: Array.from({ length: 30 }, (_, index) => ({
    name: index === 0 ? 'Łukasz Żółć' : `Beschäftigte ${index + 1}`,
    departments: 'Lager',
  })),
};

describe('participantListReport', () => {
  it('prints the content, the lines for date, place and instructor, and a numbered row per participant in German', async () => {
    const blob = participantListReport(LIST, testI18n('de'), await testPrint());
    const { text, pages, pageList } = await readPdf(blob);
    expect(pages).toBe(3);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Teilnehmerliste einer Unterweisung',
      'Jährliche Unterweisung Gefahrstoffe',
      'Betriebsanweisung Aceton, Betriebsanweisung Gabelstapler',
      'alle 12 Monate',
      'Unterwiesen durch',
      'Unterschrift',
      'Łukasz Żółć',
      'Beschäftigte 30',
      'Seite 3 von 3',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.match(/Unterschrift\n/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('prints in English and says a one-off instruction is given once', async () => {
    const { text } = await readPdf(
      participantListReport({ ...LIST, repeatIntervalInMonths: undefined }, testI18n('en'), await testPrint()),
    );
    for (const expected of ['Participant list of an instruction', 'once', 'Instructed by', 'Signature']) {
      expect(text).toContain(expected);
    }
  });
});
