import { loadConfig } from '../config';
import { openStore } from '../db/database';
import { fail, stopOnSignals } from '../process-lifecycle';
import { buildAssistantApp } from './assistant-app';

/** `npm run start:assistant`: the assistant socket alone, for a separate AI host behind the same reverse proxy. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openStore(config.database);
  const app = await buildAssistantApp({ config, db: database.db });
  stopOnSignals(app, database, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ provider: config.assistant.openAi ? 'openai' : 'embedded' }, 'assistant ready');
}

main().catch((error: unknown) => fail(error, 'assistant could not start'));
