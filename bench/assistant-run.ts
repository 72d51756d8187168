import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/database';
import { domainHooks } from '../server/domains';
import { seedDemoData } from '../server/seed/seed-demo';
import { benchAssistantPostgres, benchAssistantSqlite } from './assistant-bench';
import { formatTable, mergeResults } from './figures';
import { seedLargeTenantInto } from './large-tenant-seed';
import { documentCount } from './pull-baseline';

/**
 * `npm run bench:assistant`: the assistant's figures alone (`npm run bench` measures them too),
 * on an SQLite file of its own and a PostgreSQL cluster of its own, each with the demo data and
 * 50,000 documents in nordlicht; merged into bench-results.json.
 */
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench-results.json');
const DOCUMENTS = 50_000;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-assistant-bench-'));
  const file = path.join(dir, 'sorgfalt.sqlite');
  try {
    const database = openDatabase(file);
    try {
      await seedDemoData(database.db, domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost' } }));
      await seedLargeTenantInto(database.db, 'tenant-nordlicht', DOCUMENTS);
    } finally {
      await database.close();
    }
    const figures = [
      ...(await benchAssistantSqlite(file, documentCount(file, 'tenant-nordlicht'))),
      ...(await benchAssistantPostgres(DOCUMENTS)),
    ];
    console.log(formatTable(figures));
    mergeResults(RESULTS_FILE, figures, (name) => name.startsWith('assistant '));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
