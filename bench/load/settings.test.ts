import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_SETTINGS, loadBackends, loadSettings, population } from './settings';

describe('loadSettings', () => {
  it('takes the defaults, and whole numbers from the environment', () => {
    expect(loadSettings({})).toEqual(DEFAULT_LOAD_SETTINGS);
    expect(loadSettings({ LOAD_SECONDS: '5', LOAD_CLIENTS: '20', LOAD_THINK_MS: '0', LOAD_SECONDS_X: 'x' })).toEqual({
      ...DEFAULT_LOAD_SETTINGS,
      seconds: 5,
      clients: 20,
      thinkMs: 0,
    });
  });

  it('names every bad variable', () => {
    expect(() => loadSettings({ LOAD_SECONDS: '1.5', LOAD_CLIENTS: '0', LOAD_BATCH: '101' })).toThrow(
      /LOAD_SECONDS: must be a whole number from 1 to 86400, got "1.5"\n {2}- LOAD_CLIENTS: .*\n {2}- LOAD_BATCH: must be a whole number from 1 to 100/,
    );
  });
});

describe('population', () => {
  it('gives consecutive devices one user and spreads users round-robin over the tenants', () => {
    const people = population({ ...DEFAULT_LOAD_SETTINGS, clients: 7, devicesPerUser: 2, tenants: 3 });
    expect(people.tenants).toBe(3);
    expect(people.users.map((user) => user.tenant)).toEqual([0, 1, 2, 0]);
    expect(people.clients.map((client) => client.user)).toEqual([0, 0, 1, 1, 2, 2, 3]);
    expect(new Set(people.clients.map((client) => client.clientId)).size).toBe(7);
    expect(people.clients[0]?.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('never makes more tenants than users', () => {
    expect(population({ ...DEFAULT_LOAD_SETTINGS, clients: 4, devicesPerUser: 2, tenants: 10 }).tenants).toBe(2);
  });
});

describe('loadBackends', () => {
  it('runs both by default, and the chosen ones in the fixed order, sqlite first', () => {
    expect(loadBackends({})).toEqual(['sqlite', 'postgres']);
    expect(loadBackends({ LOAD_BACKENDS: '' })).toEqual(['sqlite', 'postgres']);
    expect(loadBackends({ LOAD_BACKENDS: 'postgres' })).toEqual(['postgres']);
    expect(loadBackends({ LOAD_BACKENDS: ' Postgres , sqlite,postgres' })).toEqual(['sqlite', 'postgres']);
  });

  it('refuses a name it does not know, and an empty entry', () => {
    expect(() => loadBackends({ LOAD_BACKENDS: 'sqlite,mysql' })).toThrow(
      'LOAD_BACKENDS: a comma-separated list of sqlite, postgres, got "sqlite,mysql"',
    );
    expect(() => loadBackends({ LOAD_BACKENDS: 'sqlite,' })).toThrow(/LOAD_BACKENDS/);
  });
});
