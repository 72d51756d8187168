/**
 * Pokes of one live socket (docs/sync-spec.md P10): the first commit after a quiet spell is
 * told at once; commits within `gapMs` of the poke before are gathered into one poke with the
 * newest cursor, sent `gapMs` after it. A socket hears at most one poke per `gapMs`, and never
 * waits for one longer than that.
 */
export interface PokeThrottle {
  /** A commit moved the feed to `seq`. */
  committed(seq: number): void;
  /** Drops a gathered poke (the socket closed). */
  cancel(): void;
}

export function pokeThrottle(
  send: (cursor: number) => void,
  gapMs: number,
  now: () => number = () => performance.now(),
): PokeThrottle {
  let latest = 0;
  let sentAt = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    pending = undefined;
    sentAt = now();
    send(latest);
  };
  return {
    committed: (seq) => {
      latest = Math.max(latest, seq);
      if (pending) return;
      const wait = sentAt + gapMs - now();
      if (wait <= 0) flush();
      else pending = setTimeout(flush, wait);
    },
    cancel: () => clearTimeout(pending),
  };
}
