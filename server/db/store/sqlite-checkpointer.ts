import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker folds the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 200;

/**
 * The worker's code (CommonJS, evaluated, so it runs the same under tsx, vitest and a build):
 * its own connection to the file, a PASSIVE checkpoint every interval (it copies what no reader
 * still needs and never blocks the writer), and on `close` one last one before it ends.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const sqlite = new Database(workerData.file);
sqlite.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ kind: 'failed', message: String(error && error.message) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  checkpoint();
  sqlite.close();
  parentPort.postMessage({ kind: 'closed' });
});
`;

/**
 * Checkpoints of one SQLite file in a worker thread (docs/decisions/0057): a checkpoint copies
 * pages and syncs the database file, which on the serving connection would stop every request
 * for its duration. The serving connection's own automatic checkpoint stays as a far bound
 * (sqlite-backend's WAL_AUTOCHECKPOINT_PAGES) for a worker that falls behind.
 */
export class SqliteCheckpointer {
  readonly #worker: Worker;

  constructor(file: string, onFailure: (message: string) => void) {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { module, file, intervalMs: CHECKPOINT_INTERVAL_MS },
    });
    this.#worker.on('message', (message: { kind: string; message?: string }) => {
      if (message.kind === 'failed') onFailure(message.message ?? 'checkpoint failed');
    });
    this.#worker.on('error', (error) => onFailure(error.message));
    this.#worker.unref();
  }

  /**
   * Runs one last checkpoint, closes the worker's connection and ends the worker. The worker
   * holds the process open meanwhile: unreferenced, a process with nothing else left to do
   * would end before the answer came, and the shutdown after it would never run.
   */
  close(): Promise<void> {
    this.#worker.ref();
    return new Promise((resolve) => {
      const done = () => {
        void this.#worker.terminate().then(() => resolve());
      };
      this.#worker.on('message', (message: { kind: string }) => {
        if (message.kind === 'closed') done();
      });
      this.#worker.once('exit', () => resolve());
      this.#worker.postMessage('close');
    });
  }
}
