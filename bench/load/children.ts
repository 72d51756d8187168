import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BalancerProcessMessage, BalancerProcessRequest } from './balancer-process';
import type { InstanceUse } from './load-stats';
import type { ServerProcessMessage, ServerProcessOptions } from './server-process';

/**
 * A child process of the bench (`node --import tsx <entry>`), spoken to over IPC: it sends
 * `{ kind: 'ready', … }` once it listens, then answers each request with one message of the
 * kind asked for; `close` ends it and it disconnects.
 */
class Child<M extends { readonly kind: string }> {
  private readonly waiting = new Map<M['kind'], (message: M) => void>();

  protected constructor(protected readonly child: ChildProcess) {
    child.on('message', (message: M) => {
      const resolve = this.waiting.get(message.kind);
      this.waiting.delete(message.kind);
      resolve?.(message);
    });
  }

  /** Forks the entry beside this file with `options` as JSON in argv[2]; resolves with its ready message. */
  protected static fork<R extends { readonly kind: 'ready' }>(
    entry: string,
    options: unknown,
    nodeOptions: readonly string[] = [],
  ): Promise<{ child: ChildProcess; ready: R }> {
    const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx', ...nodeOptions],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before it listened`)));
      child.once('message', (message: { kind: string }) => {
        if (message.kind !== 'ready') return reject(new Error(`unexpected message ${JSON.stringify(message)}`));
        child.removeAllListeners('exit');
        child.removeAllListeners('error');
        resolve({ child, ready: message as R });
      });
    });
  }

  protected ask<K extends M['kind']>(request: unknown, kind: K): Promise<Extract<M, { kind: K }>> {
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error('the child process is gone'));
      this.waiting.set(kind, (message) => resolve(message as Extract<M, { kind: K }>));
      this.child.send(request as string);
    });
  }

  /** Closes the child's server and waits for the process to end. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || !this.child.connected) return resolve();
      this.child.once('exit', () => resolve());
      this.child.send('close');
    });
  }
}

/** One server in a child process of its own (bench/load/server-process.ts). */
export class ServerProcess extends Child<ServerProcessMessage> {
  private constructor(
    child: ChildProcess,
    readonly url: string,
  ) {
    super(child);
  }

  /** With `profileDir`, the process writes a CPU profile (`.cpuprofile`) there when it ends. */
  static async start(options: ServerProcessOptions, profileDir?: string): Promise<ServerProcess> {
    const { child, ready } = await Child.fork<Extract<ServerProcessMessage, { kind: 'ready' }>>(
      './server-process.ts',
      options,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    return new ServerProcess(child, ready.url);
  }

  /** Starts a new peak of the memory sampling and a new count of CPU time. */
  async reset(): Promise<void> {
    await this.ask('reset', 'reset-done');
  }

  /** The largest resident set, the CPU time and the event loop's delay since the reset. */
  async usage(): Promise<InstanceUse> {
    const { peakRss, cpuMs, loopDelayP99Ms, loopDelayMaxMs } = await this.ask('usage', 'usage');
    return { peakRss, cpuMs, loopDelayP99Ms, loopDelayMaxMs };
  }
}

/** The loopback load balancer (server/test/load-balancer.ts) in a child process of its own. */
export class BalancerProcess extends Child<BalancerProcessMessage> {
  private constructor(
    child: ChildProcess,
    readonly url: string,
  ) {
    super(child);
  }

  static async start(): Promise<BalancerProcess> {
    const { child, ready } = await Child.fork<Extract<BalancerProcessMessage, { kind: 'ready' }>>(
      './balancer-process.ts',
      {},
    );
    return new BalancerProcess(child, ready.url);
  }

  async setTargets(urls: readonly string[]): Promise<void> {
    const request: BalancerProcessRequest = { kind: 'targets', urls };
    await this.ask(request, 'targets-set');
  }

  /** Starts new counts of requests and CPU time. */
  async reset(): Promise<void> {
    const request: BalancerProcessRequest = { kind: 'reset' };
    await this.ask(request, 'reset-done');
  }

  /** Requests forwarded to each instance, and the balancer's CPU time in ms, since the reset. */
  async usage(): Promise<{ counts: number[]; cpuMs: number }> {
    const request: BalancerProcessRequest = { kind: 'usage' };
    const { counts, cpuMs } = await this.ask(request, 'usage');
    return { counts, cpuMs };
  }
}
