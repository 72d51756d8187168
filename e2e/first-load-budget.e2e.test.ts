import { describe, expect, it } from 'vitest';
import { benchFirstLoad, FIRST_LOAD_BUDGET_KB } from '../bench/first-load';

describe('the first page load', () => {
  it(`holds at most ${FIRST_LOAD_BUDGET_KB} KB of JavaScript, gzip, as npm run bench measures it (issue 25)`, () => {
    const [figure] = benchFirstLoad();
    expect(figure?.name).toBe('first page load: JavaScript, gzip');
    expect(figure?.value).toBeGreaterThan(0);
    expect(figure?.value).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });
});
