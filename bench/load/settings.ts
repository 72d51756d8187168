/** What one `npm run bench:load` does; every value can be overridden by its environment variable. */
export interface LoadSettings {
  /** LOAD_SECONDS: how long the clients start new rounds. */
  readonly seconds: number;
  /** LOAD_CLIENTS: simulated devices, each with its own clientId, cursor and keep-alive connection. */
  readonly clients: number;
  /** LOAD_TENANTS: bench tenants the users are spread over (each pull fans out over its tenant). */
  readonly tenants: number;
  /** LOAD_DEVICES_PER_USER: devices that share one user (and so one per-user rate limit). */
  readonly devicesPerUser: number;
  /** LOAD_THINK_MS: mean pause between two rounds of a device, drawn uniformly from 0.5× to 1.5×. */
  readonly thinkMs: number;
  /** LOAD_BATCH: the most mutations a push carries; each push carries 1 to this many. */
  readonly maxBatch: number;
  /** LOAD_PULL_LIMIT: the `limit` of each pull, as the client sends it. */
  readonly pullLimit: number;
  /** LOAD_SEED: seed of the devices' random choices, so two runs make the same requests. */
  readonly seed: number;
  /** LOAD_RUNS: fresh runs of each target; the figures report the worst run's value of each. */
  readonly runs: number;
}

export const DEFAULT_LOAD_SETTINGS: LoadSettings = {
  seconds: 60,
  clients: 200,
  tenants: 10,
  devicesPerUser: 2,
  thinkMs: 2000,
  maxBatch: 5,
  pullLimit: 500,
  seed: 1,
  runs: 3,
};

const VARIABLES: Readonly<Record<keyof LoadSettings, { name: string; min: number; max: number }>> = {
  seconds: { name: 'LOAD_SECONDS', min: 1, max: 86_400 },
  clients: { name: 'LOAD_CLIENTS', min: 1, max: 10_000 },
  tenants: { name: 'LOAD_TENANTS', min: 1, max: 1000 },
  devicesPerUser: { name: 'LOAD_DEVICES_PER_USER', min: 1, max: 1000 },
  thinkMs: { name: 'LOAD_THINK_MS', min: 0, max: 600_000 },
  maxBatch: { name: 'LOAD_BATCH', min: 1, max: 100 },
  pullLimit: { name: 'LOAD_PULL_LIMIT', min: 1, max: 1000 },
  seed: { name: 'LOAD_SEED', min: 0, max: 2 ** 31 - 1 },
  runs: { name: 'LOAD_RUNS', min: 1, max: 10 },
};

/** The settings from the environment; a bad value throws one error naming every bad variable. */
export function loadSettings(env: Record<string, string | undefined>): LoadSettings {
  const problems: string[] = [];
  const settings: Record<string, number> = { ...DEFAULT_LOAD_SETTINGS };
  for (const [key, { name, min, max }] of Object.entries(VARIABLES)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name}: must be a whole number from ${min} to ${max}, got "${text}"`);
    } else settings[key] = value;
  }
  if (problems.length > 0) throw new Error(`Invalid load settings:\n  - ${problems.join('\n  - ')}`);
  return settings as unknown as LoadSettings;
}

/** One simulated user: an account of one bench tenant. */
export interface LoadUser {
  readonly index: number;
  readonly tenant: number;
  readonly email: string;
}

/** One simulated device of a user. */
export interface LoadClient {
  readonly index: number;
  readonly user: number;
  readonly clientId: string;
}

export interface LoadPopulation {
  readonly tenants: number;
  readonly users: readonly LoadUser[];
  readonly clients: readonly LoadClient[];
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const loadTenantId = (tenant: number) => `tenant-load-${pad(tenant + 1, 3)}`;
export const loadTenantName = (tenant: number) => `load${pad(tenant + 1, 3)}`;

/**
 * Devices to users to tenants: `devicesPerUser` consecutive clients share a user, users go
 * round-robin over the tenants (never more tenants than users), so tenants differ by one user at most.
 */
export function population(settings: LoadSettings): LoadPopulation {
  const userCount = Math.ceil(settings.clients / settings.devicesPerUser);
  const tenants = Math.min(settings.tenants, userCount);
  const users = Array.from({ length: userCount }, (_, index) => ({
    index,
    tenant: index % tenants,
    email: `load-user-${pad(index + 1, 4)}@sorgfalt.example`,
  }));
  const clients = Array.from({ length: settings.clients }, (_, index) => ({
    index,
    user: Math.floor(index / settings.devicesPerUser),
    clientId: `load-device-${pad(index + 1, 5)}`,
  }));
  return { tenants, users, clients };
}

/** The deployments `npm run bench:load` can load, in the order it runs them: the first is the others' baseline. */
export const LOAD_BACKENDS = ['sqlite', 'postgres'] as const;
export type LoadBackend = (typeof LOAD_BACKENDS)[number];

/**
 * LOAD_BACKENDS: a comma-separated choice of `sqlite` (one instance on its SQLite file) and
 * `postgres` (two instances on one PostgreSQL database); both by default. They run in the
 * order of LOAD_BACKENDS whatever the order given, so sqlite stays the baseline.
 */
export function loadBackends(env: Record<string, string | undefined>): LoadBackend[] {
  const text = env.LOAD_BACKENDS?.trim();
  if (!text) return [...LOAD_BACKENDS];
  const named = text.split(',').map((name) => name.trim().toLowerCase());
  const unknown = named.filter((name) => !(LOAD_BACKENDS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`LOAD_BACKENDS: a comma-separated list of ${LOAD_BACKENDS.join(', ')}, got "${env.LOAD_BACKENDS}"`);
  }
  return LOAD_BACKENDS.filter((backend) => named.includes(backend));
}
