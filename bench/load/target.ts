import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerProcessMessage, ServerProcessOptions } from './server-process';
import type { LoadSettings } from './settings';

/** A running deployment under load: one or more server instances sharing one database. */
export interface RunningTarget {
  /** The instances' origins; devices are spread over them round-robin. */
  readonly urls: readonly string[];
  /** Starts a new peak of the memory sampling, right before the load. */
  resetPeakMemory(): Promise<void>;
  /** The largest resident set since the reset, summed over the instances, in bytes. */
  peakMemory(): Promise<number>;
  close(): Promise<void>;
}

/**
 * What the load runs against. `sqlite` is one instance with its SQLite file; a PostgreSQL
 * target (issue 8: two instances on one database) is another entry of LOAD_TARGETS, and
 * its figures go beside sqlite's under its own name.
 */
export interface LoadTarget {
  /** Short name in the figures: `load <name>: …`. */
  readonly name: string;
  /** One line for the header. */
  readonly description: string;
  /** Starts the instances with `env` on top of the test server's, seeded with the bench tenants. */
  start(settings: LoadSettings, env: Record<string, string>): Promise<RunningTarget>;
}

/** One server in a child process of its own (bench/load/server-process.ts), spoken to over IPC. */
export class ServerProcess {
  private readonly waiting = new Map<ServerProcessMessage['kind'], (message: ServerProcessMessage) => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.on('message', (message: ServerProcessMessage) => {
      const resolve = this.waiting.get(message.kind);
      this.waiting.delete(message.kind);
      resolve?.(message);
    });
  }

  static start(options: ServerProcessOptions): Promise<ServerProcess> {
    const entry = fileURLToPath(new URL('./server-process.ts', import.meta.url));
    const child = fork(entry, [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`server process exited with ${code} before it listened`)));
      child.once('message', (message: ServerProcessMessage) => {
        if (message.kind !== 'ready') return reject(new Error(`unexpected message ${JSON.stringify(message)}`));
        child.removeAllListeners('exit');
        child.removeAllListeners('error');
        resolve(new ServerProcess(child, message.url));
      });
    });
  }

  private ask<K extends ServerProcessMessage['kind']>(
    request: string,
    kind: K,
  ): Promise<Extract<ServerProcessMessage, { kind: K }>> {
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error('the server process is gone'));
      this.waiting.set(kind, (message) => resolve(message as Extract<ServerProcessMessage, { kind: K }>));
      this.child.send(request);
    });
  }

  async resetPeak(): Promise<void> {
    await this.ask('reset-peak', 'peak-reset');
  }

  async peakRss(): Promise<number> {
    return (await this.ask('memory', 'memory')).peakRss;
  }

  /** Closes the server and waits for the process to end. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || !this.child.connected) return resolve();
      this.child.once('exit', () => resolve());
      this.child.send('close');
    });
  }
}

/** Several server processes as one target. */
export function runningTarget(servers: readonly ServerProcess[]): RunningTarget {
  return {
    urls: servers.map((server) => server.url),
    resetPeakMemory: async () => {
      await Promise.all(servers.map((server) => server.resetPeak()));
    },
    peakMemory: async () => (await Promise.all(servers.map((server) => server.peakRss()))).reduce((a, b) => a + b, 0),
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}

/** One instance on loopback with a real SQLite file in a temporary directory (WAL, synchronous=FULL). */
export const sqliteTarget: LoadTarget = {
  name: 'sqlite',
  description: 'sqlite: one server instance, its own process, SQLite file in a temporary directory',
  start: async (settings, env) => runningTarget([await ServerProcess.start({ env, settings })]),
};

export const LOAD_TARGETS: readonly LoadTarget[] = [sqliteTarget];
