import { describe, expect, it } from 'vitest';
import { parseDate, slashOrder } from './dates';

describe('SDS-12 dates as sheets print them', () => {
  it.each([
    ['15.03.2018', '2018-03-15'],
    ['5.3.18', '2018-03-05'],
    ['2017-05-29', '2017-05-29'],
    ['15-03-2018', '2018-03-15'],
    ['10-Aug-2016', '2016-08-10'],
    ['29 Mar 2018', '2018-03-29'],
    ['13-June-2016', '2016-06-13'],
    ['06 JUL 2018', '2018-07-06'],
    ['March 29, 2018', '2018-03-29'],
    ['15. März 2018', '2018-03-15'],
    ['1. Dezember 2020', '2020-12-01'],
    ['13/10/2014', '2014-10-13'],
    ['06/13/2018', '2018-06-13'],
    ['11/2018', '2018-11-01'],
    ['11.2018', '2018-11-01'],
  ])('%s → %s', (text, iso) => {
    expect(parseDate(text)?.iso).toBe(iso);
  });

  it('reads a slash date with both numbers up to 12 in the order given', () => {
    expect(parseDate('07/08/2011', 'DAY_FIRST')?.iso).toBe('2011-08-07');
    expect(parseDate('07/08/2011', 'MONTH_FIRST')?.iso).toBe('2011-07-08');
  });

  it('finds the first date in a line and where it stands', () => {
    expect(parseDate('Überarbeitet am: 23.01.2014 Version 2')).toEqual({ iso: '2014-01-23', start: 17, end: 27 });
  });

  it('takes no impossible date, version number or item number for a date', () => {
    expect(parseDate('31.02.2018')).toBeUndefined();
    expect(parseDate('Version 3.7')).toBeUndefined();
    expect(parseDate('3.2.1.1 EG-Nr.')).toBeUndefined();
  });
});

describe('SDS-12 the order of day and month in slash dates', () => {
  it('follows the slash dates of the document that decide it', () => {
    expect(slashOrder(['Print Date 11/30/2018', 'Revision Date 07/08/2017'])).toBe('MONTH_FIRST');
    expect(slashOrder(['Date of issue 13/10/2014', 'Supersedes 07/08/2013'])).toBe('DAY_FIRST');
  });

  it('reads a sheet made under US rules month first, any other day first, when no date decides', () => {
    expect(slashOrder(['Conforms to OSHA 29 CFR 1910.1200', 'Reviewed on 07/08/2011'])).toBe('MONTH_FIRST');
    expect(slashOrder(['Überarbeitet 07/08/2011'])).toBe('DAY_FIRST');
  });
});
