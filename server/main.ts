import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { purgeExpiredOidcPayloads } from './idp/sqlite-adapter';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from './seed/demo-data';
import { seedDemoData } from './seed/seed-demo';
import { shutDown } from './shutdown';

function printWelcome(url: string, demo: boolean, seeded: boolean): void {
  const lines = [``, `  Sorgfalt is running at ${url}`, ``];
  if (demo) {
    lines.push(`  Demo logins (password "${DEMO_PASSWORD}")${seeded ? ', seeded just now' : ''}:`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.email.padEnd(24)} ${account.name.padEnd(15)} ${account.note}`);
    lines.push(`  Demo tenants: ${DEMO_TENANTS.map((t) => `${t.trimmedName} (${t.fullName})`).join(', ')}`, ``);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = openDatabase(config.databaseFile);
  const seeded = config.demoData ? await seedDemoData(database.db) : false;
  purgeExpiredOidcPayloads(database.db);
  const purge = setInterval(() => purgeExpiredOidcPayloads(database.db), 60 * 60 * 1000);
  purge.unref();
  const app = await buildApp({ config, db: database.db });
  const stop = (signal: NodeJS.Signals) => {
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    void shutDown({ app, database, graceMs: config.shutdownGraceMs }).then(
      () => process.exit(0),
      (error: unknown) => fail(error, 'could not shut down cleanly'),
    );
  };
  // Once each: a second Ctrl+C ends the process at once.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, config.demoData, seeded);
}

function fail(error: unknown, what: string): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nSee docs/operations.md for every setting.\n`);
  } else {
    process.stderr.write(
      `Sorgfalt ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
}

main().catch((error: unknown) => fail(error, 'could not start'));
