import { buildApp } from './app';
import { loadConfig } from './config';
import { openStore } from './db/database';
import { domainHooks } from './domains';
import { purgeExpiredOidcPayloads } from './idp/sqlite-adapter';
import { fail, stopOnSignals } from './process-lifecycle';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from './seed/demo-data';
import { seedDemoData } from './seed/seed-demo';

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
  const database = await openStore(config.database);
  const hooks = domainHooks({ accounts: config.embeddedIdp ? 'embedded' : 'external' });
  const seeded = config.demoData ? await seedDemoData(database.db, hooks) : false;
  await purgeExpiredOidcPayloads(database.db);
  const app = await buildApp({ config, db: database.db });
  const purge = setInterval(
    () => {
      purgeExpiredOidcPayloads(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not purge expired sign-in records'),
      );
    },
    60 * 60 * 1000,
  );
  purge.unref();
  stopOnSignals(app, database, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, config.demoData, seeded);
}

main().catch((error: unknown) => fail(error, 'could not start'));
