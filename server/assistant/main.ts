import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { buildAssistantApp } from './assistant-app';

/** `npm run start:assistant`: the assistant socket alone, for a separate AI host behind the same reverse proxy. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = openDatabase(config.databaseFile);
  const app = await buildAssistantApp({ config, db: database.db });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ provider: config.assistant.openAi ? 'openai' : 'embedded' }, 'assistant ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nSee docs/operations.md for every setting.\n`);
  } else {
    process.stderr.write(
      `The Sorgfalt assistant could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
