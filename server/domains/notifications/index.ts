import { createNotifier } from '../../notifications/notifier';
import type { DomainCommitHooks } from '../../sync/commit-hooks';

/** Notifications (docs/sync-spec.md R1): every commit tells the subscribed readers, in its transaction. */
export const notificationsDomain: DomainCommitHooks = { observer: createNotifier };
