import { describe, expect, it } from 'vitest';
import { newestSafetyDataSheetDate, outdatedSafetyDataSheet, twoYearsBefore } from './safety-data-sheets';

const sheet = (issuedAt?: unknown) => ({ id: `sds-${String(issuedAt)}`, language: 'DE', issuedAt });

describe('SUB-SDS-1 safety data sheet older than two years', () => {
  it('warns with the newest issue date when the newest sheet is older than two years', () => {
    expect(outdatedSafetyDataSheet([sheet('2023-05-02'), sheet('2024-11-24')], '2026-11-25')).toBe('2024-11-24');
  });

  it('does not warn on the day two years after the issue, and warns the day after', () => {
    expect(outdatedSafetyDataSheet([sheet('2024-11-25')], '2026-11-25')).toBeUndefined();
    expect(outdatedSafetyDataSheet([sheet('2024-11-25')], '2026-11-26')).toBe('2024-11-25');
  });

  it('judges by the newest sheet: an older one beside a current one does not warn', () => {
    expect(outdatedSafetyDataSheet([sheet('2019-01-10'), sheet('2026-03-01')], '2026-11-25')).toBeUndefined();
  });

  it('does not warn without a sheet or without any issue date; undated sheets do not count', () => {
    expect(outdatedSafetyDataSheet([], '2026-11-25')).toBeUndefined();
    expect(outdatedSafetyDataSheet(undefined, '2026-11-25')).toBeUndefined();
    expect(outdatedSafetyDataSheet([sheet(), sheet('2.3.2020')], '2026-11-25')).toBeUndefined();
    expect(newestSafetyDataSheetDate([sheet(), sheet('2020-03-02')])).toBe('2020-03-02');
  });

  it('counts two years from 29 February as ending on 28 February', () => {
    expect(twoYearsBefore('2028-02-29')).toBe('2026-02-28');
    expect(twoYearsBefore('2026-11-25')).toBe('2024-11-25');
    expect(outdatedSafetyDataSheet([sheet('2026-02-28')], '2028-02-29')).toBeUndefined();
    expect(outdatedSafetyDataSheet([sheet('2026-02-27')], '2028-02-29')).toBe('2026-02-27');
  });
});
