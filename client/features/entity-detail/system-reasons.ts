import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Why the system committed a version (docs/sync-spec.md S2), as the history tab says it. */
export const SYSTEM_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  seed: msg`demo data`,
  account: msg`sign-in account set up or removed`,
  recompute: msg`computed values brought up to the current rule`,
  rating: msg`EMKG rating recomputed after a substance changed`,
};
