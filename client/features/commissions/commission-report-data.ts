import { dueDate } from '../../../shared/domain/deadlines';
import { documentTitle } from '../../../shared/entities/document-title';
import type { DocumentData } from '../../../shared/entities/entity';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { ReportFrame } from '../pdf';
import type { CommissionReport } from './commission-report';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function items(value: unknown): DocumentData[] {
  return Array.isArray(value)
    ? value.filter((item): item is DocumentData => typeof item === 'object' && item !== null)
    : [];
}

function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The commission with the names of its employees and work equipment as this device holds them. */
export async function commissionReportData(
  db: ReplicaDb,
  doc: ViewDoc,
  frame: Omit<ReportFrame, 'title' | 'revision'>,
): Promise<CommissionReport> {
  const { data } = doc;
  const assignments = items(data.assignments);
  const [people, equipment] = await Promise.all([
    db.view.bulkGet(assignments.map((assignment) => text(assignment.employee))),
    db.view.bulkGet(ids(data.workEquipments)),
  ]);
  const qualifiedOn = items(data.qualifications)
    .map((qualification) => text(qualification.qualificationAt))
    .filter((value) => value !== '')
    .sort();
  return {
    ...frame,
    title: text(data.name),
    revision: { version: doc.version, pending: doc.pending },
    isDrivingCommission: data.isDrivingCommission === true,
    equipment: equipment.flatMap((item) =>
      item
        ? [
            {
              name: documentTitle(item.type, item.data),
              details: [text(item.data.number), text(item.data.manufacturer), text(item.data.building)]
                .filter((part) => part !== '')
                .join(' · '),
            },
          ]
        : [],
    ),
    people: assignments.map((assignment, index) => {
      const person = people[index];
      return {
        name: person ? documentTitle(person.type, person.data) : '',
        personnelNumber: person ? text(person.data.personnelNumber) : '',
        commissionAt: text(assignment.commissionAt),
      };
    }),
    renewalMonths:
      data.qualificationRenewalRequired === true && typeof data.qualificationIntervalInMonths === 'number'
        ? data.qualificationIntervalInMonths
        : undefined,
    lastQualificationAt: qualifiedOn.at(-1) ?? '',
    nextQualificationAt: dueDate('QUALIFICATION', data) ?? '',
  };
}
