import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-size';

describe('fitWithin', () => {
  it('scales the longest side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 3000, height: 4000 }, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it('never scales a small image up', () => {
    expect(fitWithin({ width: 800, height: 600 }, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 2048, height: 10 }, 2048)).toEqual({ width: 2048, height: 10 });
  });

  it('keeps at least one pixel of a very thin image', () => {
    expect(fitWithin({ width: 100_000, height: 2 }, 2048)).toEqual({ width: 2048, height: 1 });
  });
});
