/** Polls `read` until `accept` holds (no fixed sleeps); the last value comes back, or a timeout error. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeout = 30_000, what = 'condition' }: { timeout?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline)
      throw new Error(`${what} not reached within ${timeout} ms; last: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  return last;
}
