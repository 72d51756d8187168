import { loadConfig } from '../../config';
import { openStore } from '../../db/database';
import { fail } from '../../process-lifecycle';
import { domainHooksFor } from '../index';
import { customersCommand } from './customers-command';

const config = loadConfig(process.env);

/** `npm run regulation-customers -- …` against the database the server's configuration names. */
customersCommand(process.argv.slice(2), {
  hooks: domainHooksFor(config),
  open: () => openStore(config.database),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => fail(error, 'could not change the regulation customers'),
);
