import { useLiveQuery } from 'dexie-react-hooks';
import { measure } from '../../../shared/entities/measure';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';

/** The measure documents naming the assessment as origin (decision 0037), live; empty while loading. */
export function useAssessmentMeasures(db: ReplicaDb, assessmentId: string | undefined): readonly ViewDoc[] {
  return (
    useLiveQuery(async () => {
      if (!assessmentId) return [];
      const naming = await db.view.where('refs').equals(assessmentId).toArray();
      return naming.filter((found) => found.type === measure.type && found.data.origin === assessmentId);
    }, [db, assessmentId]) ?? []
  );
}
