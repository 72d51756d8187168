import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { loadConfig } from '../../config';
import type { DatabaseLocation } from '../../db/database';
import { freePort } from '../../test/test-server';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * How the child runs server/main.ts: `tsx` exactly as `npm start` (node --import tsx, about
 * 3.5 s per start on two cores), or `bundle`: the same sources bundled once by esbuild with
 * the packages left external (about 1 s per start), so twenty restarts fit a CI budget.
 */
export type ServerRunner = 'tsx' | 'bundle';

/** The real server as a child process on a fixed port and data directory, to kill and restart. */
export interface ServerProcess {
  readonly url: string;
  /** The SQLite file in its data directory, or the PostgreSQL database of `DATABASE_URL` in `env`. */
  readonly database: DatabaseLocation;
  /** Spawns the server and waits until it answers /config.json. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, an open transaction is cut off. */
  kill(): Promise<void>;
  /** Sends a signal; resolves with the exit code once the server has exited. */
  signal(name: NodeJS.Signals): Promise<number | null>;
  /** Stops a running server, removes the data directory and the bundle. */
  dispose(): Promise<void>;
  /** What the server wrote to stdout and stderr over all its runs. */
  output(): string;
}

async function bundleServer(): Promise<{ dir: string; entry: string }> {
  const dir = path.join(root, 'node_modules', '.cache', `sorgfalt-server-${randomBytes(4).toString('hex')}`);
  const entry = path.join(dir, 'main.mjs');
  await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: entry,
    logLevel: 'warning',
  });
  // server/db/database.ts finds its migrations next to itself; next to the bundle here.
  fs.cpSync(path.join(root, 'server/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
  return { dir, entry };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Environment on top of the defaults below, e.g. LOG_LEVEL=info to read the request lines, or
 * DATABASE_URL=postgres://… to run on PostgreSQL; each restart runs on the same database.
 */
export async function serverProcess(runner: ServerRunner, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-crash-'));
  const bundle = runner === 'bundle' ? await bundleServer() : undefined;
  const args = bundle ? [bundle.entry] : ['--import', 'tsx', 'server/main.ts'];
  let child: ChildProcess | undefined;
  let log = '';
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    STATIC_DIR: path.join(dataDir, 'no-client-build'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // Two devices pushing flat out exceed the default per-user budget within seconds.
    SYNC_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  };

  const waitUntilReady = async (current: ChildProcess) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (current.exitCode !== null || current.signalCode !== null) {
        throw new Error(`the server exited while starting:\n${log.slice(-4000)}`);
      }
      try {
        if ((await fetch(`${url}/config.json`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the server did not start within 60 s:\n${log.slice(-4000)}`);
  };

  return {
    url,
    // Where the child's own configuration puts it, from the same environment.
    database: loadConfig(childEnv, root).database,
    async start() {
      const started = spawn(process.execPath, args, {
        cwd: root,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      started.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      child = started;
      await waitUntilReady(started);
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async signal(name) {
      if (!child) return null;
      const current = child;
      if (current.exitCode !== null || current.signalCode !== null) return current.exitCode;
      const exit = new Promise<number | null>((resolve) => current.once('exit', (code) => resolve(code)));
      current.kill(name);
      return exit;
    },
    async dispose() {
      if (child) {
        child.kill('SIGKILL');
        await exited(child);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (bundle) fs.rmSync(bundle.dir, { recursive: true, force: true });
    },
    output: () => log,
  };
}
