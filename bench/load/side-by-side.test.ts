import { describe, expect, it } from 'vitest';
import { sideBySide } from './side-by-side';

describe('sideBySide', () => {
  it('puts each figure of the targets on one row, in their order, with the ratio against the first and the goal', () => {
    const table = sideBySide([
      {
        target: 'sqlite',
        figures: [
          { name: 'load sqlite: requests/s', value: 200.5, unit: 'req/s' },
          { name: 'load sqlite: push p99', value: 18, unit: 'ms', limit: 250 },
          { name: 'load sqlite: server peak RSS', value: 360, unit: 'MiB' },
        ],
      },
      {
        target: 'postgres 2×',
        figures: [
          { name: 'load postgres 2×: requests/s', value: 190, unit: 'req/s', baseline: 200.5, ratio: 0.95 },
          { name: 'load postgres 2×: push p99', value: 300, unit: 'ms', limit: 250, baseline: 18, ratio: 16.67 },
          { name: 'load postgres 2×: database CPU per request', value: 2.5, unit: 'ms' },
          { name: 'load postgres 2×: server peak RSS', value: 610.4, unit: 'MiB' },
          { name: 'load postgres 2×: instance 1 peak RSS', value: 300, unit: 'MiB' },
        ],
      },
    ]);
    expect(table.split('\n')).toEqual([
      'figure                    unit   sqlite  postgres 2×  postgres 2× ÷ sqlite  goal',
      '------------------------  -----  ------  -----------  --------------------  ---------------------------',
      'requests/s                req/s   200.5          190                  0.95',
      'push p99                  ms         18          300                 16.67  ≤ 250 MISSED by postgres 2×',
      'database CPU per request  ms          —          2.5',
      'server peak RSS           MiB       360        610.4',
      'instance 1 peak RSS       MiB         —          300',
    ]);
  });

  it('has no ratio column for one target, and says met when every target stays under the limit', () => {
    const table = sideBySide([
      { target: 'sqlite', figures: [{ name: 'load sqlite: error rate', value: 0, unit: '%', limit: 1 }] },
    ]);
    expect(table.split('\n')).toEqual([
      'figure      unit  sqlite  goal',
      '----------  ----  ------  -------',
      'error rate  %          0  ≤ 1 met',
    ]);
  });
});
