import { addMonths, defaultEffectivenessCheckDue, occurrenceId } from '../../../../shared/domain/measures';
import { day, dayAt } from '../dates';
import type { DemoDocument } from '../document';
import { tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

const RECURRING = 'acme-rmea-sump-check';
/** The monthly sump check's deadlines: two past occurrences and the open one (MEA-8, MEA-11). */
const FIRST = day(-32);
const SECOND = addMonths(FIRST, 1);
const THIRD = addMonths(SECOND, 1);
const sumpCheck = {
  name: 'Sichtprüfung der Auffangwannen im Gefahrstofflager',
  measureType: 'ORGANIZATIONAL',
  responsible: 'acme-emp-wagner',
  description:
    '<p>Wannen auf Flüssigkeit, Rückstände und Beschädigungen prüfen; Ergebnis in der Checkliste eintragen.</p>',
  origin: RECURRING,
  isRecurring: false,
};

/**
 * Acme's measures beyond those of its risk assessments and site inspection (safety.ts): one in
 * each state of docs/domain/measures.md — done with the check pending, with the check overdue,
 * not effective with its follow-up, and a monthly recurring measure with the occurrences the
 * job generated, the last of them open.
 */
export const ACME_MEASURES: readonly DemoDocument[] = [
  document('acme-mea-sump-cleaning', 'MEASURE', {
    name: 'Auffangwanne unter dem IBC-Regal reinigen und auf Dichtheit prüfen',
    origin: 'acme-sinsp-warehouse',
    measureType: 'ORGANIZATIONAL',
    responsible: 'acme-emp-wagner',
    deadlineAt: day(-7),
    isActionNeeded: true,
    isDone: true,
    doneAt: day(-10),
    createdBy: 'acme-emp-anna',
    isRecurring: false,
  }),
  document('acme-mea-forklift-mirror', 'MEASURE', {
    name: 'Weitwinkelspiegel an der Hallenausfahrt Halle 4 anbringen',
    origin: 'acme-ra-forklift',
    originRisk: 'acme-ra-forklift-risk-collision',
    instructionKey: 'measures',
    measureType: 'TECHNICAL',
    responsible: 'acme-emp-hoffmann',
    deadlineAt: day(-40),
    isActionNeeded: true,
    isDone: true,
    doneAt: day(-45),
    effectivenessCheckDueAt: defaultEffectivenessCheckDue(day(-45)),
    createdBy: 'acme-emp-hoffmann',
    isRecurring: false,
  }),
  document('acme-mea-ex-document', 'MEASURE', {
    name: 'Explosionsschutzdokument des Tanklagers Nord überarbeiten',
    origin: 'acme-cond-tank-farm-explosion',
    measureType: 'ORGANIZATIONAL',
    responsible: 'acme-emp-becker',
    description: '<p>Zoneneinteilung und Prüffristen nach Nebenbestimmung III.4 aufnehmen.</p>',
    deadlineAt: day(-50),
    isActionNeeded: true,
    isDone: true,
    doneAt: day(-55),
    isEffective: false,
    effectivenessCheckedBy: 'acme-emp-anna',
    effectivenessCheckedAt: dayAt(-20, '14:00'),
    effectivenessDescription:
      '<p>Die Abfüllstelle am Tanklager ist im Dokument keiner Zone zugeordnet; die Prüffristen fehlen.</p>',
    createdBy: 'acme-emp-anna',
    isRecurring: false,
  }),
  document('acme-mea-ex-zones', 'MEASURE', {
    name: 'Zoneneinteilung der Abfüllstelle Tanklager Nord ergänzen',
    origin: 'acme-cond-tank-farm-explosion',
    followUpOf: 'acme-mea-ex-document',
    measureType: 'TECHNICAL',
    responsible: 'acme-emp-becker',
    deadlineAt: day(14),
    isActionNeeded: true,
    isDone: false,
    createdBy: 'acme-emp-anna',
    isRecurring: false,
  }),
  document(RECURRING, 'RECURRING_MEASURE', {
    name: sumpCheck.name,
    origin: 'acme-sinsp-warehouse',
    measureType: sumpCheck.measureType,
    responsible: sumpCheck.responsible,
    description: sumpCheck.description,
    isDone: false,
    createdBy: 'acme-emp-hoffmann',
    isRecurring: true,
    intervalInMonths: 1,
    nextDeadlineAt: addMonths(THIRD, 1),
    generatedMeasures: [FIRST, SECOND, THIRD].map((deadline) => occurrenceId(RECURRING, deadline)),
  }),
  document(occurrenceId(RECURRING, FIRST), 'MEASURE', {
    ...sumpCheck,
    deadlineAt: FIRST,
    isDone: true,
    doneAt: FIRST,
    isEffective: true,
    effectivenessCheckedBy: 'acme-emp-hoffmann',
    effectivenessCheckedAt: `${SECOND}T09:00:00Z`,
    effectivenessDescription: '<p>Alle Wannen trocken und unbeschädigt.</p>',
  }),
  document(occurrenceId(RECURRING, SECOND), 'MEASURE', {
    ...sumpCheck,
    deadlineAt: SECOND,
    isDone: true,
    doneAt: SECOND,
  }),
  document(occurrenceId(RECURRING, THIRD), 'MEASURE', { ...sumpCheck, deadlineAt: THIRD, isDone: false }),
];
