import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';
import { asAdmin } from './test-postgres';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (package `postgresql`); SORGFALT_POSTGRES_BIN overrides. */
export const POSTGRES_BIN = process.env.SORGFALT_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** The cluster's superuser (initdb -U); trust authentication, so no password. */
const SUPERUSER = 'sorgfalt';

/** A throwaway PostgreSQL cluster of one test run: its own data folder, loopback port and socket. */
export interface PostgresCluster {
  /** `postgres://sorgfalt@127.0.0.1:<port>/sorgfalt`, a database created empty at start. */
  readonly url: string;
  readonly port: number;
  /** The temporary folder holding the data directory, the socket and the server log. */
  readonly folder: string;
  /** The URL of another database of the cluster (created with createDatabase). */
  urlOf(database: string): string;
  /** Creates an empty database, e.g. one per test file sharing the cluster. */
  createDatabase(database: string): Promise<string>;
  /** Stops the server (fast shutdown) and removes the folder; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts a private PostgreSQL cluster: initdb into a fresh temporary folder, then pg_ctl start
 * on a free loopback port with the socket in that folder. It never touches the system cluster
 * (no pg_ctlcluster, no /var/lib/postgresql, no port 5432 unless the OS hands it out free).
 *
 * PostgreSQL refuses to run as root, so under root (CI, containers) the binaries run as the
 * `postgres` user the Debian package creates, and the folder is handed to it.
 *
 * Call it from a test file's beforeAll and `stop()` in afterAll. If the process dies before
 * afterAll (a crash, SIGKILL), a detached watchdog notices within a second, stops the server
 * (immediate mode) and removes the folder, so no cluster outlives its test run.
 */
const CLIENTS_GONE_MS = 3_000;

/**
 * Waits until no other client is connected (at most 3 s): `pool.end()` resolves before its
 * connections have closed, and a fast stop would end them with an error nobody listens to.
 */
async function clientsGone(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    const until = Date.now() + CLIENTS_GONE_MS;
    while (Date.now() < until) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } catch {
    // The server is already going away: nothing to wait for.
  } finally {
    await client.end().catch(() => {});
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const initdb = path.join(POSTGRES_BIN, 'initdb');
  const pgCtl = path.join(POSTGRES_BIN, 'pg_ctl');
  for (const binary of [initdb, pgCtl]) {
    if (!fs.existsSync(binary)) {
      throw new Error(
        `PostgreSQL tests need the PostgreSQL 15 server binaries, but ${binary} is missing: ` +
          `install Debian's package with \`sudo apt-get install -y postgresql\` ` +
          `(or point SORGFALT_POSTGRES_BIN at a folder holding initdb and pg_ctl).`,
      );
    }
  }
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  if (owner) fs.chownSync(folder, owner.uid, owner.gid);

  /** Runs a PostgreSQL binary as the cluster's owner, from the folder (postgres may not read our cwd). */
  const runAsOwner = (binary: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', binary, ...args], { cwd: folder })
      : run(binary, args, { cwd: folder });

  const watchdog = startWatchdog(process.pid, folder, pgCtl, dataDir, asRoot);
  let port = 0;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        if (port > 0) await clientsGone(`postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`);
        await runAsOwner(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      watchdog.stop();
    }
  };

  try {
    await runAsOwner(initdb, [
      '-D',
      dataDir,
      '--auth=trust',
      '-U',
      SUPERUSER,
      '--encoding=UTF8',
      // Byte-order text comparison, like SQLite's BINARY collation (docs/decisions/0024).
      '--locale=C',
      // A throwaway cluster: skip syncing initdb's files; the server itself runs with fsync=on.
      '--no-sync',
    ]).catch((error: unknown) => {
      throw new Error(`initdb failed: ${describe(error)}`);
    });
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = `-c listen_addresses=127.0.0.1 -p ${port} -k '${folder}' -c fsync=on`;
      try {
        await runAsOwner(pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
        break;
      } catch (error) {
        const log = readLog(logFile);
        // Another process took the port between freePort and the bind: try a new one.
        if (/could not bind|Address already in use/i.test(log) && attempt < 5) continue;
        throw new Error(`pg_ctl start failed: ${describe(error)}\n${log}`);
      }
    }
    const urlOf = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
    const createDatabase = async (database: string) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`not a plain database name: ${database}`);
      await asAdmin(urlOf('postgres'), `CREATE DATABASE ${database} TEMPLATE template0`);
      return urlOf(database);
    };
    const url = await createDatabase(SUPERUSER);
    return { url, port, folder, urlOf, createDatabase, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

function postgresUser(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'PostgreSQL refuses to run as root and there is no `postgres` user to run it as: ' +
        "install Debian's package with `apt-get install -y postgresql`, which creates it.",
    );
  }
}

/**
 * A detached shell that outlives this process: once `parentPid` is gone it stops the cluster
 * (immediate mode, as after a crash) and removes the folder. A normal stop() ends it first.
 */
function startWatchdog(parentPid: number, folder: string, pgCtl: string, dataDir: string, asRoot: boolean) {
  const stopCommand = `${asRoot ? 'runuser -u postgres -- ' : ''}"$2" -D "$3" -m immediate -w stop`;
  const script = [
    'while kill -0 "$1" 2>/dev/null; do sleep 1; done',
    `if [ -f "$3/postmaster.pid" ]; then ${stopCommand} >/dev/null 2>&1; fi`,
    'rm -rf "$4"',
  ].join('\n');
  const child = spawn('sh', ['-c', script, 'sorgfalt-pg-watchdog', String(parentPid), pgCtl, dataDir, folder], {
    cwd: os.tmpdir(),
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return {
    stop: () => {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid); // its process group: the shell and its sleep
        } catch {
          // Already gone.
        }
      }
    },
  };
}

function readLog(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no server log)';
  }
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'stderr' in error && typeof error.stderr === 'string' && error.stderr) {
    return error.stderr.trim();
  }
  return error instanceof Error ? error.message : String(error);
}
