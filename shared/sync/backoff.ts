/** Waits 0.5–1 s after the first failure, doubling up to 32–64 s after the seventh (`random` in [0, 1)). */
export function backoffDelay(failures: number, random: number): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.min(failures - 1, 6));
  return base / 2 + (base / 2) * random;
}
