import { liveQuery, type Subscription } from 'dexie';
import { backoffDelay } from '../../shared/sync/backoff';
import type { BlobApi } from './attachments/blob-api';
import { type UploadProgress, uploadPendingBlobs } from './attachments/upload';
import { META, readMeta, writeMeta } from './meta';
import { type PullProgress, pullAll } from './pull';
import { pushAll } from './push';
import type { ReplicaDb } from './replica-db';
import {
  ProtocolOutdatedError,
  RequestRefusedError,
  RetryableError,
  ServerUnreachableError,
  type SyncApi,
} from './sync-api';
import { logSync } from './sync-log';

export type SyncPhase = 'idle' | 'syncing' | 'waiting' | 'offline' | 'outdated' | 'failed';

export interface SyncStatus {
  readonly phase: SyncPhase;
  readonly leader: boolean;
  readonly lastSyncAt: number | undefined;
  /** Progress of the pull under way (the first full sync shows it as a bar). */
  readonly progress: PullProgress | undefined;
  /** A short reason for `waiting` and `failed` (what the sync log records). */
  readonly problem: string | undefined;
  /** The file being uploaded and its bytes sent, in whole percent steps. */
  readonly upload: UploadProgress | undefined;
}

export interface SyncEngineOptions {
  /** Web Locks name: one tab syncs per replica. */
  readonly lockName: string;
  readonly intervalMs?: number;
  readonly random?: () => number;
  /** The blob routes: with them, each round uploads pending files after push, before pull. */
  readonly blobApi?: BlobApi;
}

const INITIAL: SyncStatus = {
  phase: 'idle',
  leader: false,
  lastSyncAt: undefined,
  progress: undefined,
  problem: undefined,
  upload: undefined,
};

/**
 * Runs push-then-pull for one replica (issue 4): on start, after local writes (at once; writes
 * made while a round runs go together in the round after it),
 * when the browser comes online or the tab becomes visible, on a poke, and on an interval;
 * failures retry with exponential backoff and jitter. Only the tab holding the Web Lock syncs.
 */
export class SyncEngine {
  private status: SyncStatus = INITIAL;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | undefined;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private readonly cleanups: (() => void)[] = [];
  private stopped = false;

  constructor(
    private readonly db: ReplicaDb,
    private readonly api: SyncApi,
    private readonly options: SyncEngineOptions,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SyncStatus => this.status;

  private update(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener();
  }

  /**
   * One full round now (single flight: a call during a round runs one more round after it).
   * After the server refused this app's protocol (426) nothing syncs until the app is updated.
   */
  sync(): Promise<void> {
    if (this.status.phase === 'outdated') return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.round().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.sync();
      }
    });
    return this.running;
  }

  /**
   * Schedules a round after `delayMs` (by default in the next task, so the writes of one moment
   * go in one push). Bursts need no waiting: while a round runs, every request folds into the
   * one round after it (see `sync`), which then pushes all that was queued meanwhile.
   */
  requestSync(delayMs = 0): void {
    if (!this.status.leader) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.sync();
    }, delayMs);
  }

  /** A local write asks for a round at once, except while a failure's backoff waits: writes do not cut it short. */
  private requestPush(): void {
    if (this.failures > 0 && this.timer !== undefined) return;
    this.requestSync();
  }

  private async round(): Promise<void> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      this.update({ phase: 'offline' });
      return;
    }
    this.update({ phase: 'syncing', problem: undefined });
    try {
      const pushed = await pushAll(this.db, this.api);
      if (pushed > 0) await logSync(this.db, 'push', `${pushed} changes acknowledged`);
      if (this.options.blobApi) {
        await uploadPendingBlobs(this.db, this.options.blobApi, { onProgress: (upload) => this.showUpload(upload) });
        this.update({ upload: undefined });
      }
      const pulled = await pullAll(this.db, this.api, (progress) => this.update({ progress }));
      if (pulled > 0) await logSync(this.db, 'pull', `${pulled} documents received`);
      const lastSyncAt = Date.now();
      await writeMeta(this.db, META.lastSyncAt, lastSyncAt);
      this.failures = 0;
      this.update({ phase: 'idle', lastSyncAt, progress: undefined });
    } catch (error) {
      this.handleFailure(error);
    }
  }

  /** Upload progress reaches the screens once per whole percent, not per network event. */
  private showUpload(upload: UploadProgress): void {
    const percent = (progress: UploadProgress | undefined) =>
      progress && progress.total > 0 ? Math.floor((progress.loaded * 100) / progress.total) : -1;
    const current = this.status.upload;
    if (current?.sha256 === upload.sha256 && percent(current) === percent(upload)) return;
    this.update({ upload });
  }

  private handleFailure(error: unknown): void {
    const problem = error instanceof Error ? error.message : String(error);
    void logSync(this.db, 'failure', `${error instanceof Error ? error.name : 'Error'}: ${problem}`).catch(
      () => undefined,
    );
    if (error instanceof ProtocolOutdatedError) {
      this.update({ phase: 'outdated', problem, progress: undefined });
      return;
    }
    if (error instanceof RequestRefusedError) {
      this.update({ phase: 'failed', problem, progress: undefined });
      return;
    }
    this.failures += 1;
    const delay = backoffDelay(this.failures, (this.options.random ?? Math.random)());
    this.update({
      phase:
        error instanceof ServerUnreachableError ? 'offline' : error instanceof RetryableError ? 'waiting' : 'failed',
      problem,
      progress: undefined,
      upload: undefined,
    });
    this.requestSync(delay);
  }

  /**
   * Takes the sync lock (or waits for it), then syncs on every trigger until `stop`. Every tab,
   * leader or not, shows the last sync the replica recorded, also after a restart offline.
   */
  start(): void {
    this.stopped = false;
    const lastSync: Subscription = liveQuery(() =>
      readMeta<number | undefined>(this.db, META.lastSyncAt, undefined),
    ).subscribe({
      next: (lastSyncAt) => {
        if (lastSyncAt !== this.status.lastSyncAt) this.update({ lastSyncAt });
      },
    });
    this.cleanups.push(() => lastSync.unsubscribe());
    const lead = () => {
      if (this.stopped) return;
      this.update({ leader: true });
      void this.sync();
      const outbox: Subscription = liveQuery(
        async () => (await this.db.outbox.count()) + (await this.db.blobs.where('state').equals('pending').count()),
      ).subscribe({
        next: (count) => {
          if (count > 0) this.requestPush();
        },
      });
      this.cleanups.push(() => outbox.unsubscribe());
      if (typeof window !== 'undefined') {
        const onOnline = () => this.requestSync(0);
        const onVisible = () => document.visibilityState === 'visible' && this.requestSync(0);
        window.addEventListener('online', onOnline);
        document.addEventListener('visibilitychange', onVisible);
        this.cleanups.push(() => window.removeEventListener('online', onOnline));
        this.cleanups.push(() => document.removeEventListener('visibilitychange', onVisible));
      }
      const interval = setInterval(() => this.requestSync(0), this.options.intervalMs ?? 60_000);
      this.cleanups.push(() => clearInterval(interval));
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) {
      lead();
      return;
    }
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.cleanups.push(() => release());
    void locks.request(this.options.lockName, () => {
      lead();
      return held;
    });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.update({ leader: false });
  }
}
