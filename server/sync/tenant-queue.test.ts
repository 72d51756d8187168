import { describe, expect, it } from 'vitest';
import { keyedQueue } from './tenant-queue';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyedQueue', () => {
  it('runs the tasks of one key in turn and tasks of other keys beside them', async () => {
    const queue = keyedQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await pause(ms);
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      queue('acme', task('a1', 20)),
      queue('acme', task('a2', 1)),
      queue('nordlicht', task('n1', 5)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'n1']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('n1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('goes on with the next task after one failed', async () => {
    const queue = keyedQueue();
    const failed = queue('acme', () => Promise.reject(new Error('push failed')));
    const next = queue('acme', async () => 'next');
    await expect(failed).rejects.toThrow('push failed');
    expect(await next).toBe('next');
  });
});
