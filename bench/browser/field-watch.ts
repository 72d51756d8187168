import { liveQuery } from 'dexie';
import type { ReplicaDb } from '../../client/sync/replica-db';

/** Wall-clock milliseconds comparable between the two browsers of one machine. */
export const wallClock = (): number => performance.timeOrigin + performance.now();

export interface FieldWatch {
  /** When the document's local view first showed this value of the field. */
  seen(value: string): Promise<number>;
}

/** Watches one document's local view through a live query, as screens read it. */
export function watchField(db: ReplicaDb, id: string, field: string): FieldWatch {
  const firstSeen = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  liveQuery(() => db.view.get(id)).subscribe({
    next: (view) => {
      const value = view?.data[field];
      if (typeof value !== 'string' || firstSeen.has(value)) return;
      const at = wallClock();
      firstSeen.set(value, at);
      waiting.get(value)?.(at);
      waiting.delete(value);
    },
  });
  return {
    seen: (value) => {
      const at = firstSeen.get(value);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) => waiting.set(value, resolve));
    },
  };
}
