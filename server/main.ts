import { buildApp } from './app';
import { loadConfig } from './config';
import { openStore } from './db/database';
import { startJobs } from './jobs/job-runner';
import { SERVER_JOBS } from './jobs/server-jobs';
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
  const seeded = config.demoData ? await seedDemoData(database.db) : false;
  const app = await buildApp({ config, db: database.db });
  const stopJobs = startJobs(database.db, SERVER_JOBS, { log: app.log });
  stopOnSignals(app, database, config.shutdownGraceMs, stopJobs);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, config.demoData, seeded);
}

main().catch((error: unknown) => fail(error, 'could not start'));
