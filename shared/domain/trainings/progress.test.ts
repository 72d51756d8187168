import { describe, expect, it } from 'vitest';
import { parseProgress, withProgress } from './progress';

describe('progress typed by hand (docs/domain/trainings.md TRN-9)', () => {
  it.each([
    ['0', 0],
    ['40', 40],
    [' 40 ', 40],
    ['40 %', 40],
    ['40%', 40],
    ['100', 100],
    ['007', 7],
  ])('TRN-9 accepts %j as %i', (text, value) => {
    expect(parseProgress(text)).toBe(value);
  });

  it.each(['', '   ', '-1', '101', '250', '40,5', '40.5', 'vierzig', '%', '40 %%', '1000'])(
    'TRN-9 refuses %j',
    (text) => {
      expect(parseProgress(text)).toBeUndefined();
    },
  );

  it('TRN-9 sets the progress of an open session, keeps a completed session at its 100 % and the others as they are', () => {
    const sessions = [
      { id: 'a', employee: 'anna', progressInPercent: 0 },
      { id: 'b', employee: 'ben', progressInPercent: 100, completedAt: '2026-11-20T12:00:00.000Z' },
    ];
    expect(withProgress(sessions, 'a', 60)).toEqual([
      { id: 'a', employee: 'anna', progressInPercent: 60 },
      sessions[1],
    ]);
    expect(withProgress(sessions, 'b', 10)).toEqual(sessions);
    expect(withProgress(sessions, 'missing', 10)).toEqual(sessions);
  });
});
