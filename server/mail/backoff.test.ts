import { describe, expect, it } from 'vitest';
import { isPermanentFailure, MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retry backoff', () => {
  it('waits the base after the first failed attempt and doubles after each further one', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000,
    ]);
  });

  it('never waits more than six hours, however many attempts failed', () => {
    expect(retryDelayMs(12, 60_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(10_000, 60_000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('takes a 5xx reply for permanent and anything else for passing', () => {
    expect(isPermanentFailure(Object.assign(new Error('no such mailbox'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('try later'), { responseCode: 421 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('refused'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isPermanentFailure('timeout')).toBe(false);
  });
});
