import { signinRecordsPurge } from '../idp/purge-job';
import type { Job } from './job';
import { jobRunsPrune } from './prune-job';

/**
 * Every scheduled job of the server, in one list that the server (main.ts), `npm run job` and
 * `/api/ready` read. A domain declares its job with defineJob in its own folder and adds it here.
 */
export const SERVER_JOBS: readonly Job[] = [signinRecordsPurge, jobRunsPrune];
