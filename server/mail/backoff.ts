/** The longest wait between two attempts, however many came before. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/**
 * The wait after the `attempts`-th failed attempt: `baseMs`, then doubling (base, 2·base,
 * 4·base …), never more than six hours.
 */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(baseMs * 2 ** Math.min(exponent, 40), MAX_RETRY_DELAY_MS);
}

/**
 * Whether an SMTP failure is permanent: the server answered with a 5xx reply (mailbox unknown,
 * relaying refused, message rejected). Anything else (4xx, refused or dropped connections,
 * time-outs) may pass and is tried again.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? error.responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}
