import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuMs, parentPid, processTree, pssBytes, treeCpuMs, treePss } from './process-tree';

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

describe('cpuMs', () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const stat = '4243 (postgres: a (b) c) S 4201 4200 4200 0 -1 4194560 100 0 0 0 12 3 40 5 20 0';

  it('adds utime and stime in ticks of 10 ms, and the waited-for children on request', () => {
    expect(cpuMs(stat, false)).toBe(150);
    expect(cpuMs(stat, true)).toBe(600);
  });

  it('answers undefined for a line cut short', () => {
    expect(cpuMs('1 (x) S 0 1 1 0', false)).toBeUndefined();
  });
});

describe.runIf(fs.existsSync('/proc/self/smaps_rollup'))('treePss and treeCpuMs on Linux', () => {
  it('find this process in its own tree and sum a positive PSS and a CPU time', () => {
    expect(processTree(process.pid)[0]).toBe(process.pid);
    expect(treePss(process.pid)).toBeGreaterThan(0);
    expect(treeCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
  });
});
