import { weeklyScoreRecord } from '../domains/compliance';
import { dueReminders } from '../domains/deadlines';
import { embeddedMeasuresMove } from '../domains/facilities';
import { recurringMeasuresGenerate } from '../domains/measures';
import { signinRecordsPurge } from '../idp/purge-job';
import { searchIndexRebuild } from '../search/search-index-job';
import type { CommitHooks } from '../sync/commit-hooks';
import { documentRefsRebuild } from '../sync/document-refs-job';
import { derivedValuesRecompute } from './derived-values-job';
import type { Job } from './job';
import { jobRunsPrune } from './prune-job';

/** What the server's jobs need besides the store: the domain modules' hooks for system writes, the server's URL for links in mails. */
export interface ServerJobDeps {
  readonly hooks: CommitHooks;
  readonly publicUrl: string;
}

/**
 * Every scheduled job of the server, in one list that the server (main.ts), `npm run job` and
 * `/api/ready` read. A domain declares its job with defineJob in its own folder and adds it here.
 */
export function serverJobs(deps: ServerJobDeps): readonly Job[] {
  return [
    signinRecordsPurge,
    jobRunsPrune,
    derivedValuesRecompute({ hooks: deps.hooks }),
    recurringMeasuresGenerate({ hooks: deps.hooks }),
    embeddedMeasuresMove({ hooks: deps.hooks }),
    dueReminders(deps.publicUrl),
    searchIndexRebuild,
    documentRefsRebuild,
    weeklyScoreRecord({ hooks: deps.hooks }),
  ];
}
