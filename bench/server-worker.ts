import { Worker } from 'node:worker_threads';

export interface BenchServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** The server's SQLite file, for seeding and for the raw baselines. */
  readonly databaseFile: string;
  close(): Promise<void>;
}

interface ReadyMessage {
  readonly kind: 'ready';
  readonly url: string;
  readonly databaseFile: string;
}

const isReady = (message: unknown): message is ReadyMessage =>
  typeof message === 'object' && message !== null && 'kind' in message && message.kind === 'ready';

/**
 * Starts bench/server-thread.ts in a worker thread (TypeScript loaded through tsx) with extra
 * environment on top of the test server's, and waits until it listens.
 */
export function startServerThread(env: Record<string, string> = {}): Promise<BenchServer> {
  const entry = new URL('./server-thread.ts', import.meta.url).href;
  const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(source, { eval: true, workerData: env });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`server thread exited with ${code} before it listened`)));
    worker.once('message', (message: unknown) => {
      if (!isReady(message)) return reject(new Error(`unexpected message from the server thread: ${String(message)}`));
      worker.removeAllListeners('exit');
      resolve({
        url: message.url,
        databaseFile: message.databaseFile,
        close: () =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.postMessage('close');
          }),
      });
    });
  });
}
