import { useLiveQuery } from 'dexie-react-hooks';
import { REGISTER_SOURCE_TYPES, registerSources } from '../../../shared/domain/substances';
import { documentTitle } from '../../../shared/entities/document-title';
import { substanceRegisterReview } from '../../../shared/entities/substance-register-review';
import { useReplica } from '../../sync/replica-context';
import { viewOfTypes } from '../../sync/view-of-type';
import type { RegisterData } from './register-view';

const TYPES = [...REGISTER_SOURCE_TYPES, substanceRegisterReview.type];

/** The register's documents from the replica (online and offline), live; undefined while loading. */
export function useRegisterData(): RegisterData | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async (): Promise<RegisterData | undefined> => {
    if (!db) return undefined;
    const docs = await viewOfTypes(db, TYPES);
    const reviews = docs.filter((doc) => doc.type === substanceRegisterReview.type);
    const reviewers = [
      ...new Set(
        reviews.flatMap((review) => (typeof review.data.reviewedBy === 'string' ? [review.data.reviewedBy] : [])),
      ),
    ];
    const people = new Map<string, string>();
    for (const employee of await db.view.bulkGet(reviewers)) {
      if (employee?.type === 'EMPLOYEE') people.set(employee.id, documentTitle(employee.type, employee.data));
    }
    return { sources: registerSources(docs), reviews, people };
  }, [db]);
}
