import { day, dayAt } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

/**
 * Trainings and the first-aid log of Acme (issue 24): the yearly hazardous substance instruction
 * (its content an operating instruction, so it comes after them; Jana Roth, who reads only her own
 * instructions, takes part), the forklift instruction with a session completed, one completed but due again and
 * two whose first due date has passed (all three overdue); and a splash of caustic solution with
 * several body parts on the map, its first aid and witness.
 */
export const ACME_TRAININGS: readonly DemoDocument[] = [
  document('acme-training-hazmat', 'INSTRUCTION', {
    name: 'Jährliche Unterweisung Gefahrstoffe nach § 14 GefStoffV',
    content: ['acme-si-acetone'],
    dueDate: day(60),
    repeatIntervalInMonths: 12,
    sessions: [
      {
        id: 'acme-training-hazmat-schneider',
        employee: 'acme-emp-schneider',
        progressInPercent: 100,
        score: 10,
        completedAt: dayAt(-230, '08:45'),
      },
      {
        id: 'acme-training-hazmat-yilmaz',
        employee: 'acme-emp-yilmaz',
        progressInPercent: 100,
        score: 9,
        completedAt: dayAt(-229, '13:20'),
      },
      { id: 'acme-training-hazmat-wagner', employee: 'acme-emp-wagner', progressInPercent: 40, score: 3 },
      { id: 'acme-training-hazmat-klein', employee: 'acme-emp-klein', progressInPercent: 0 },
      { id: 'acme-training-hazmat-roth', employee: 'acme-emp-roth', progressInPercent: 25 },
    ],
  }),

  document('acme-training-forklift', 'INSTRUCTION', {
    name: 'Unterweisung Flurförderzeuge (DGUV Vorschrift 68)',
    content: ['acme-wei-forklift'],
    dueDate: day(-5),
    repeatIntervalInMonths: 12,
    sessions: [
      {
        id: 'acme-training-forklift-hoffmann',
        employee: 'acme-emp-hoffmann',
        progressInPercent: 100,
        score: 18,
        completedAt: dayAt(-20, '07:30'),
      },
      {
        id: 'acme-training-forklift-yilmaz',
        employee: 'acme-emp-yilmaz',
        progressInPercent: 100,
        score: 15,
        completedAt: dayAt(-400, '13:15'),
      },
      { id: 'acme-training-forklift-wagner', employee: 'acme-emp-wagner', progressInPercent: 0 },
      { id: 'acme-training-forklift-anna', employee: 'acme-emp-anna', progressInPercent: 60 },
    ],
  }),
  document('acme-inc-splash', 'INCIDENT_WITHOUT_REPORT', {
    name: 'Spritzer Natronlauge beim Umfüllen',
    incidentAt: dayAt(-9, '13:50'),
    location: 'acme-dep-filling',
    injuredEmployee: 'acme-emp-yilmaz',
    description:
      'Beim Umfüllen aus dem Kanister spritzte verdünnte Natronlauge auf Gesicht und rechten Unterarm; die Schutzbrille saß nicht richtig.',
    injuredBodyParts: ['FACE', 'LEFT_EYE', 'RIGHT_FOREARM'],
    injuryTypes: ['CHEMICAL_BURN'],
    firstAid: 'Auge und Unterarm 15 Minuten an der Augendusche gespült, Rötung am Unterarm gekühlt',
    firstAider: 'acme-emp-schneider',
    witnesses: 'Jonas Wagner',
  }),
];
