/** The value below which the given share of the samples lies (nearest rank). */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const median = (samples: readonly number[]): number => percentile(samples, 0.5);

/** Runs `work` and answers its result with the milliseconds it took. */
export async function timed<T>(work: () => Promise<T> | T): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}
