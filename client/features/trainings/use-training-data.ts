import { useLiveQuery } from 'dexie-react-hooks';
import { documentTitle } from '../../../shared/entities/document-title';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { viewOfType } from '../../sync/view-of-type';

/** The instructions and employees of the replica, with the employees' names; undefined while loading. */
export interface TrainingData {
  readonly instructions: readonly ViewDoc[];
  readonly employees: readonly ViewDoc[];
  readonly nameOf: (employee: string) => string | undefined;
}

export function useTrainingData(db: ReplicaDb | undefined): TrainingData | undefined {
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [instructions, employees] = await Promise.all([
      viewOfType(db, 'INSTRUCTION').toArray(),
      viewOfType(db, 'EMPLOYEE').toArray(),
    ]);
    const names = new Map(employees.map((employee) => [employee.id, documentTitle('EMPLOYEE', employee.data)]));
    return { instructions, employees, nameOf: (employee: string) => names.get(employee) || undefined };
  }, [db]);
}

/** An ISO day as a date in the interface language, or a dash. */
export function dayText(i18n: { date: (value: string, format: Intl.DateTimeFormatOptions) => string }, day?: string) {
  return day ? i18n.date(`${day}T12:00:00`, { dateStyle: 'medium' }) : '–';
}
