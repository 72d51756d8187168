import { describe, expect, it } from 'vitest';
import { compositionFindings, compositionProportionsValid, proportionRange } from './composition';

const row = (values: Record<string, unknown>) => ({ id: 'c', component: 's', ...values });

describe('SUB-COMP-1 proportion of a composition row', () => {
  it('reads an exact proportion, as stored before ranges, as a range of one point', () => {
    expect(proportionRange(row({ proportion: 99.5 }))).toEqual({ from: 99.5, to: 99.5 });
    expect(proportionRange(row({ proportion: 0 }))).toEqual({ from: 0, to: 0 });
  });

  it('reads a range from–to as the data sheet gives it (≥10 – <25 %)', () => {
    expect(proportionRange(row({ proportionFrom: 10, proportionTo: 25 }))).toEqual({ from: 10, to: 25 });
  });

  it('reads an open end as 0 % or 100 %: "< 1 %" and "≥ 90 %"', () => {
    expect(proportionRange(row({ proportionTo: 1 }))).toEqual({ from: 0, to: 1 });
    expect(proportionRange(row({ proportionFrom: 90 }))).toEqual({ from: 90, to: 100 });
  });

  it('refuses a row without a proportion, with an exact value and a range at once, or with from above to', () => {
    expect(proportionRange(row({}))).toBeUndefined();
    expect(proportionRange(row({ proportion: 5, proportionFrom: 1 }))).toBeUndefined();
    expect(proportionRange(row({ proportionFrom: 30, proportionTo: 20 }))).toBeUndefined();
    expect(proportionRange(null)).toBeUndefined();
    expect(proportionRange(row({ proportion: '5' }))).toBeUndefined();
  });

  it('holds for every row of a composition; no composition is valid', () => {
    expect(compositionProportionsValid([row({ proportion: 60 }), row({ proportionFrom: 10, proportionTo: 40 })])).toBe(
      true,
    );
    expect(compositionProportionsValid([row({ proportion: 60 }), row({})])).toBe(false);
    expect(compositionProportionsValid(undefined)).toBe(true);
  });
});

describe('SUB-COMP-2 lower ends above 100 %', () => {
  it('warns when the lower ends add up to more than 100 %', () => {
    expect(
      compositionFindings(
        [row({ proportionFrom: 60, proportionTo: 80 }), row({ proportionFrom: 50, proportionTo: 70 })],
        false,
      ),
    ).toEqual([{ rule: 'SUB-COMP-2', lowerSum: 110 }]);
  });

  it('stays quiet at exactly 100 % and below, and counts an exact share with its value', () => {
    expect(
      compositionFindings([row({ proportion: 60 }), row({ proportionFrom: 40, proportionTo: 50 })], false),
    ).toEqual([]);
    expect(
      compositionFindings([row({ proportionFrom: 10, proportionTo: 25 }), row({ proportionTo: 1 })], false),
    ).toEqual([]);
  });

  it('compares rounded sums: 33.3 + 33.3 + 33.4 is exactly 100', () => {
    expect(
      compositionFindings([row({ proportion: 33.3 }), row({ proportion: 33.3 }), row({ proportion: 33.4 })], true),
    ).toEqual([]);
  });
});

describe('SUB-COMP-3 upper ends below 100 % in a complete composition', () => {
  it('warns when a complete composition’s upper ends cannot reach 100 %', () => {
    expect(
      compositionFindings(
        [row({ proportionFrom: 10, proportionTo: 25 }), row({ proportionFrom: 50, proportionTo: 60 })],
        true,
      ),
    ).toEqual([{ rule: 'SUB-COMP-3', upperSum: 85 }]);
    expect(compositionFindings([row({ proportion: 60 }), row({ proportion: 30 })], true)).toEqual([
      { rule: 'SUB-COMP-3', upperSum: 90 },
    ]);
  });

  it('stays quiet for the same rows when the list names only some components (a data sheet’s hazardous ones)', () => {
    expect(
      compositionFindings(
        [row({ proportionFrom: 10, proportionTo: 25 }), row({ proportionFrom: 50, proportionTo: 60 })],
        false,
      ),
    ).toEqual([]);
  });

  it('reads exact shares of a complete composition that exceed 100 % as lower ends above 100 % (SUB-COMP-2)', () => {
    expect(compositionFindings([row({ proportion: 70 }), row({ proportion: 40 })], true)).toEqual([
      { rule: 'SUB-COMP-2', lowerSum: 110 },
    ]);
  });

  it('leaves out rows without a valid proportion and reads no list as no rows', () => {
    expect(compositionFindings([row({}), row({ proportion: 40 })], true)).toEqual([
      { rule: 'SUB-COMP-3', upperSum: 40 },
    ]);
    expect(compositionFindings('60 %', true)).toEqual([]);
    expect(compositionFindings([], true)).toEqual([]);
  });
});
