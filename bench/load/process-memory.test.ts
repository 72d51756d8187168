import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parentPid, processTree, pssBytes, treePss } from './process-memory';

describe('pssBytes', () => {
  it('reads the Pss line of smaps_rollup, not Pss_Anon and the others', () => {
    const text = [
      '564ec2ae3000-7fffa9542000 ---p 00000000 00:00 0                          [rollup]',
      'Rss:                1764 kB',
      'Pss:                 384 kB',
      'Pss_Dirty:           116 kB',
      'Pss_Anon:            116 kB',
    ].join('\n');
    expect(pssBytes(text)).toBe(384 * 1024);
    expect(pssBytes('Rss: 1 kB')).toBeUndefined();
  });
});

describe('parentPid', () => {
  it('reads the fourth field, also when the command name holds spaces and parentheses', () => {
    expect(parentPid('4242 (postgres) S 4200 4200 4200 0 -1')).toBe(4200);
    expect(parentPid('4243 (postgres: a (b) c) S 4201 4200 4200 0 -1')).toBe(4201);
  });
});

describe.runIf(fs.existsSync('/proc/self/smaps_rollup'))('treePss on Linux', () => {
  it('finds this process in its own tree and sums a positive PSS', () => {
    expect(processTree(process.pid)[0]).toBe(process.pid);
    expect(treePss(process.pid)).toBeGreaterThan(0);
  });
});
