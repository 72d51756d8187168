import { loadConfig } from '../config';
import { openStore } from '../db/database';
import { fail } from '../process-lifecycle';
import { jobCommand } from './job-command';
import { SERVER_JOBS } from './server-jobs';

/** `npm run job -- --list` and `npm run job -- <name>` against the database the server's configuration names. */
jobCommand(process.argv.slice(2), {
  jobs: SERVER_JOBS,
  open: () => openStore(loadConfig(process.env).database),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => fail(error, 'could not run the job'),
);
