import { parentPort, workerData } from 'node:worker_threads';
import { sqliteFileOf } from '../server/config';
import { startTestServer } from '../server/test/test-server';

/**
 * Worker entry: the real server of server/test/test-server.ts on its own thread, so the
 * bench's client does not share an event loop with it. `workerData` is extra environment
 * (e.g. STATIC_DIR). Reports its URL and database file, closes on the message `close`.
 */
const port = parentPort;
if (!port) throw new Error('bench/server-thread.ts runs as a worker thread');
const server = await startTestServer({ env: workerData as Record<string, string> });
port.on('message', (message: unknown) => {
  if (message !== 'close') return;
  void server.close().then(() => {
    port.postMessage({ kind: 'closed' });
    port.close();
  });
});
port.postMessage({ kind: 'ready', url: server.url, databaseFile: sqliteFileOf(server.config) });
