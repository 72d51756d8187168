import { NO_PLACE } from '../../../shared/access/evaluate';
import type { Language } from '../../../shared/cookies';
import { openDatabase } from '../../db/database';
import type { AssistantScope } from '../provider';

/** A scope over an empty in-memory database, for answerers tested with a fake retriever. */
export function buildScope(language: Language): AssistantScope & { close(): Promise<void> } {
  const database = openDatabase(':memory:');
  return {
    db: database.db,
    tenant: {
      id: 't-1',
      trimmedName: 'test',
      fullName: 'Test GmbH',
      language: null,
      subscribedModules: [],
      subscribedFeatures: [],
      lastSeq: 0,
    },
    principal: { place: NO_PLACE, rules: [] },
    userId: 'u-1',
    language,
    close: database.close,
  };
}
