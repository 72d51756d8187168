import { describe, expect, it } from 'vitest';
import { revisionDate } from './revision-date';
import { type TestPages, testDocument } from './test-document';

function read(input: TestPages | readonly string[]) {
  return revisionDate(testDocument(input));
}

describe('SDS-13 revision date', () => {
  it.each([
    [['Druckdatum: 17.08.2016', 'Überarbeitet am: 23.01.2014']],
    [['Ausgabedatum: 25.03.2015 | Überarbeitungsdatum: 23.01.2014 | Ersetzt: 08.11.2013 | Version: 2.2']],
    [['Datum / überarbeitet am: 23.01.2014 | Version: 1.0']],
    [['Print Date 11/10/2018', 'Revision Date 01/23/2014']],
    [['Date Printed: 03/29/2017 | Version 7 | Date Reviewed: 01/23/2014']],
    [['Version: 0.0 | Date of issue/Date of revision: 23.01.2014 | Date of previous issue: 11.03.2012']],
    [['Revised on :23-January-2014 / v 6.6']],
    [['Creation Date 19-Nov-2009 | Revision Date 23-Jan-2014 | Revision Number 2']],
    [['Druckdatum: 01.02.2020 | Stand: 23.01.2014']],
    [['Erstellt am: 01.02.2010 | Geändert am: 23.01.2014']],
  ])('reads the revision, not the print, issue or previous date: %j', (lines) => {
    expect(read(lines)?.value).toBe('2014-01-23');
  });

  it('falls back to the issue date, then to the first edition', () => {
    expect(read(['Issue date 23-Jul-2017 | Version 1'])?.value).toBe('2017-07-23');
    expect(read(['Printing date 01.02.2020', 'Erstellt am: 19.10.2017'])?.value).toBe('2017-10-19');
  });

  it('reads a month and year as the first of the month', () => {
    expect(read(['Erstellt am: 19.10.2017 | Überarbeitet: 11/2018'])?.value).toBe('2018-11-01');
  });

  it('reads the date below its label', () => {
    const found = read(['Revision date', '23.01.2014']);
    expect(found?.value).toBe('2014-01-23');
    expect(found?.evidence.map((line) => line.text)).toEqual(['Revision date', '23.01.2014']);
  });

  it('finds the revision date in a running footer', () => {
    const found = read({
      footer: ['D - DE | Überarbeitet am: 23.01.2014 | Seite {page} von 2'],
      pages: [['ABSCHNITT 1: Bezeichnung des Stoffs'], ['ABSCHNITT 2: Mögliche Gefahren']],
    });
    expect(found?.value).toBe('2014-01-23');
    expect(found?.evidence[0]?.page).toBe(1);
  });

  it('has none when only a print date is given', () => {
    expect(read(['Druckdatum: 17.08.2016', 'Print date 17.08.2016'])).toBeUndefined();
  });
});
