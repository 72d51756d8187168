import { loadConfig } from '../config';
import { openStore } from '../db/database';
import { domainHooksFor } from '../domains';
import { fail } from '../process-lifecycle';
import { jobCommand } from './job-command';
import { serverJobs } from './server-jobs';

const config = loadConfig(process.env);

/** `npm run job -- --list` and `npm run job -- <name>` against the database the server's configuration names. */
jobCommand(process.argv.slice(2), {
  jobs: serverJobs({ hooks: domainHooksFor(config), publicUrl: config.publicUrl }),
  open: () => openStore(config.database),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => fail(error, 'could not run the job'),
);
