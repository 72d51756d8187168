import { describe, expect, it } from 'vitest';
import { reportFileName } from './file-name';

describe('reportFileName', () => {
  it('is the title and the local day', () => {
    expect(reportFileName('Begehung Lager Mannheim', new Date(2026, 2, 4, 23, 30))).toBe(
      'Begehung Lager Mannheim 2026-03-04.pdf',
    );
  });

  it('replaces characters file systems refuse and leaves an untitled report its day', () => {
    expect(reportFileName('Tor 2/3: "Halle"?', new Date(2026, 10, 20))).toBe('Tor 2-3- -Halle- 2026-11-20.pdf');
    expect(reportFileName('  ', new Date(2026, 10, 20))).toBe('2026-11-20.pdf');
  });
});
