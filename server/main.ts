import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { type Db, openStore } from './db/database';
import { domainHooksFor } from './domains';
import { startJobs } from './jobs/job-runner';
import { serverJobs } from './jobs/server-jobs';
import { fail, stopOnSignals } from './process-lifecycle';
import { rebuildDocumentRefs } from './sync/rebuild-document-refs';

/** Demo mode only: the seed is loaded here and nowhere else in production code (DEMO_DATA). */
async function startDemoMode(config: Config, db: Db) {
  if (!config.demoData) return undefined;
  const demo = await import('./seed/demo-mode');
  return demo.startDemoMode(db, domainHooksFor(config), config);
}

type DemoMode = NonNullable<Awaited<ReturnType<typeof startDemoMode>>>;

function printWelcome(url: string, demo: DemoMode | undefined): void {
  const lines = [``, `  Sorgfalt is running at ${url}`, ``];
  if (demo) {
    lines.push(`  Demo logins (password "${demo.logins.password}")${demo.seeded ? ', seeded just now' : ''}:`);
    for (const account of demo.logins.accounts)
      lines.push(`    ${account.email.padEnd(24)} ${account.name.padEnd(15)} ${account.note}`);
    lines.push(`  Demo tenants: ${demo.tenants.join(', ')}`, ``);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openStore(config.database);
  const demo = await startDemoMode(config, database.db);
  // The references index of tenants written before it (decision 0065); a tenant indexed already costs one read.
  await rebuildDocumentRefs(database.db);
  const app = await buildApp({ config, db: database.db, ...(demo ? { demo: demo.logins } : {}) });
  const stopJobs = startJobs(database.db, serverJobs({ hooks: domainHooksFor(config), publicUrl: config.publicUrl }), {
    log: app.log,
  });
  stopOnSignals(app, database, config.shutdownGraceMs, stopJobs);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, demo);
}

main().catch((error: unknown) => fail(error, 'could not start'));
