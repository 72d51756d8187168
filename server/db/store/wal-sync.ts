import fs from 'node:fs';

/**
 * Makes SQLite's write-ahead log durable off the event loop (docs/decisions/0057-sqlite-commits-synced-off-the-event-loop.md).
 * The connection runs with `synchronous = NORMAL`, so COMMIT only writes the log; `sync()`
 * then flushes the log file with `fdatasync` on libuv's thread pool and resolves once
 * everything written before the call is on disk. Calls while a flush runs share the next one
 * (group commit): one flush covers every commit before it started.
 */
export class WalSync {
  readonly #file: string;
  #fd: number | undefined;
  #running: Promise<void> | undefined;
  #queued: Promise<void> | undefined;

  constructor(walFile: string) {
    this.#file = walFile;
  }

  /** Resolves once everything written to the log before this call is on disk. */
  sync(): Promise<void> {
    if (!this.#running) return this.#start();
    this.#queued ??= this.#running.then(
      () => this.#next(),
      () => this.#next(),
    );
    return this.#queued;
  }

  /** Closes the log file's descriptor once the flushes under way have ended. */
  async close(): Promise<void> {
    await Promise.allSettled([this.#running, this.#queued]);
    if (this.#fd !== undefined) fs.closeSync(this.#fd);
    this.#fd = undefined;
  }

  #next(): Promise<void> {
    this.#queued = undefined;
    return this.#start();
  }

  #start(): Promise<void> {
    const flush = this.#flush().finally(() => {
      if (this.#running === flush) this.#running = undefined;
    });
    this.#running = flush;
    return flush;
  }

  async #flush(): Promise<void> {
    if (this.#fd === undefined) {
      // No log yet: nothing was committed into it, so nothing waits to be flushed.
      if (!fs.existsSync(this.#file)) return;
      this.#fd = fs.openSync(this.#file, 'r');
    }
    const fd = this.#fd;
    await new Promise<void>((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())));
  }
}
