import { describe, expect, it } from 'vitest';
import { labelHints } from './label-hints';

const hints = (hazardStatements: readonly string[], ghsSymbols: readonly string[], signalWord?: string) =>
  labelHints({ hazardStatements, ghsSymbols, ...(signalWord ? { signalWord } : {}) });
const ids = (...args: Parameters<typeof hints>) => hints(...args).map((hint) => hint.id);

describe('SUB-4 a hazard statement whose pictogram is missing', () => {
  it('hints that H225 calls for GHS02 when GHS02 is missing', () => {
    expect(hints(['H225'], [], 'DANGER')).toEqual([
      { id: 'PICTOGRAM_MISSING', pictogram: 'GHS02', statements: ['H225'] },
    ]);
  });

  it('gives no hint when the pictogram is there', () => {
    expect(hints(['H225'], ['GHS02'], 'DANGER')).toEqual([]);
    expect(hints(['H225', 'H319', 'H336', 'EUH066'], ['GHS02', 'GHS07'], 'DANGER')).toEqual([]);
  });

  it('names every statement that calls for the pictogram, a combination as stored', () => {
    expect(hints(['H300+H310', 'H331'], [], 'DANGER')).toEqual([
      { id: 'PICTOGRAM_MISSING', pictogram: 'GHS06', statements: ['H300+H310', 'H331'] },
    ]);
  });

  it('reads codes in any case and spelling of the catalog (H360Fd)', () => {
    expect(hints(['h360Fd'], [], 'DANGER')).toEqual([
      { id: 'PICTOGRAM_MISSING', pictogram: 'GHS08', statements: ['h360Fd'] },
    ]);
  });

  it('does not ask for GHS07 where CLP Art. 26 (1) puts GHS06, GHS05 or GHS08 in its place', () => {
    expect(ids(['H301', 'H302', 'H335'], ['GHS06'], 'DANGER')).toEqual([]);
    expect(ids(['H314', 'H315', 'H319'], ['GHS05'], 'DANGER')).toEqual([]);
    expect(ids(['H334', 'H317', 'H319'], ['GHS08'], 'DANGER')).toEqual([]);
    expect(hints(['H314', 'H335'], ['GHS05'], 'DANGER')).toEqual([
      { id: 'PICTOGRAM_MISSING', pictogram: 'GHS07', statements: ['H335'] },
    ]);
  });

  it('makes GHS02 and GHS03 optional beside GHS01 (CLP Art. 26 (1) (a))', () => {
    expect(ids(['H241'], ['GHS01'], 'DANGER')).toEqual([]);
    expect(ids(['H201', 'H271'], ['GHS01'], 'DANGER')).toEqual([]);
  });

  it('does not ask for a pictogram only some categories of a statement carry (H221)', () => {
    expect(ids(['H221'], [], 'WARNING')).toEqual([]);
  });
});

describe('SUB-5 a pictogram without a matching statement', () => {
  it('hints at GHS02 when no hazard statement calls for it', () => {
    expect(hints(['H319'], ['GHS02', 'GHS07'], 'WARNING')).toEqual([
      { id: 'PICTOGRAM_WITHOUT_STATEMENT', pictogram: 'GHS02' },
    ]);
    expect(hints([], ['GHS09'])).toEqual([{ id: 'PICTOGRAM_WITHOUT_STATEMENT', pictogram: 'GHS09' }]);
  });

  it('gives no hint when a statement calls for the pictogram, also one that only may (H221)', () => {
    expect(ids(['H226'], ['GHS02'], 'WARNING')).toEqual([]);
    expect(ids(['H221'], ['GHS02'], 'DANGER')).toEqual([]);
  });

  it('knows statements without pictogram (H412, H205) and EUH statements do not call for one', () => {
    expect(ids(['H412'], ['GHS09'])).toEqual(['PICTOGRAM_WITHOUT_STATEMENT']);
    expect(ids(['H205'], ['GHS01'], 'DANGER')).toEqual(['PICTOGRAM_WITHOUT_STATEMENT']);
    expect(ids(['EUH066'], ['GHS07'])).toEqual(['PICTOGRAM_WITHOUT_STATEMENT']);
  });
});

describe('SUB-6 GHS07 where CLP Art. 26 (1) says it shall not appear', () => {
  it('hints at GHS07 beside GHS06 (b)', () => {
    expect(hints(['H301', 'H302', 'H335'], ['GHS06', 'GHS07'], 'DANGER')).toEqual([
      { id: 'PICTOGRAM_SUPERSEDED', pictogram: 'GHS07', by: 'GHS06' },
    ]);
  });

  it('hints at GHS07 beside GHS05 for skin and eye irritation only (c)', () => {
    expect(hints(['H314', 'H315'], ['GHS05', 'GHS07'], 'DANGER')).toEqual([
      { id: 'PICTOGRAM_SUPERSEDED', pictogram: 'GHS07', by: 'GHS05' },
    ]);
    expect(ids(['H314', 'H315', 'H335'], ['GHS05', 'GHS07'], 'DANGER')).toEqual([]);
  });

  it('hints at GHS07 beside GHS08 for respiratory sensitisation, when only skin sensitisation or irritation call for it (d)', () => {
    expect(hints(['H334', 'H317'], ['GHS07', 'GHS08'], 'DANGER')).toEqual([
      { id: 'PICTOGRAM_SUPERSEDED', pictogram: 'GHS07', by: 'GHS08' },
    ]);
    expect(ids(['H334', 'H317', 'H302'], ['GHS07', 'GHS08'], 'DANGER')).toEqual([]);
  });
});

describe('SUB-7 a signal word that does not fit', () => {
  it('hints that H225 calls for "Danger" when no signal word is set', () => {
    expect(hints(['H225'], ['GHS02'])).toEqual([
      { id: 'SIGNAL_WORD_MISSING', expected: 'DANGER', statements: ['H225'] },
    ]);
  });

  it('hints that "Warning" is too weak where a statement calls for "Danger" (Danger outranks Warning)', () => {
    expect(hints(['H225', 'H319'], ['GHS02', 'GHS07'], 'WARNING')).toEqual([
      { id: 'SIGNAL_WORD_TOO_WEAK', statements: ['H225'] },
    ]);
  });

  it('hints that "Danger" is too strong where no statement calls for more than "Warning"', () => {
    expect(hints(['H319', 'H226'], ['GHS02', 'GHS07'], 'DANGER')).toEqual([{ id: 'SIGNAL_WORD_TOO_STRONG' }]);
  });

  it('hints at a signal word that no statement calls for', () => {
    expect(hints(['H412'], [], 'WARNING')).toEqual([{ id: 'SIGNAL_WORD_WITHOUT_STATEMENT', signalWord: 'WARNING' }]);
    expect(hints([], [], 'DANGER')).toEqual([{ id: 'SIGNAL_WORD_WITHOUT_STATEMENT', signalWord: 'DANGER' }]);
  });

  it('accepts the signal word the statements call for', () => {
    expect(ids(['H225', 'H319'], ['GHS02', 'GHS07'], 'DANGER')).toEqual([]);
    expect(ids(['H319', 'H226'], ['GHS02', 'GHS07'], 'WARNING')).toEqual([]);
    expect(ids(['H412', 'EUH066'], [])).toEqual([]);
  });

  it('accepts either word for a statement whose categories differ (H228) but not none', () => {
    expect(ids(['H228'], ['GHS02'], 'DANGER')).toEqual([]);
    expect(ids(['H228'], ['GHS02'], 'WARNING')).toEqual([]);
    expect(hints(['H228'], ['GHS02'])).toEqual([
      { id: 'SIGNAL_WORD_MISSING', expected: 'WARNING', statements: ['H228'] },
    ]);
  });

  it('reads combinations as their parts and the new hazard classes of 2023 (EUH380)', () => {
    expect(ids(['H302+H312'], ['GHS07'], 'WARNING')).toEqual([]);
    expect(hints(['EUH380'], [])).toEqual([{ id: 'SIGNAL_WORD_MISSING', expected: 'DANGER', statements: ['EUH380'] }]);
  });
});

describe('label hints on a half-filled form', () => {
  it('read values that are no lists and unknown codes as nothing', () => {
    expect(labelHints({ hazardStatements: 'H225', ghsSymbols: null, signalWord: 'LOUD' })).toEqual([]);
    expect(labelHints({ hazardStatements: ['H999', 42] })).toEqual([]);
  });
});
