import { day } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

/**
 * The yearly reviews of Acme's Gefahrstoffverzeichnis (docs/domain/substances.md REG-8): the plant
 * was reviewed this summer (current), the warehouse over a year ago (overdue), so the register
 * shows both states and the reminder job has a location to remind of.
 */
export const ACME_REGISTER: readonly DemoDocument[] = [
  document('acme-regrev-mannheim-previous', 'SUBSTANCE_REGISTER_REVIEW', {
    location: 'acme-loc-mannheim',
    reviewedOn: day(-770),
    reviewedBy: 'acme-emp-hoffmann',
  }),
  document('acme-regrev-mannheim', 'SUBSTANCE_REGISTER_REVIEW', {
    location: 'acme-loc-mannheim',
    reviewedOn: day(-400),
    reviewedBy: 'acme-emp-hoffmann',
    notes: 'Natronlauge neu aufgenommen; Mengen im Gefahrstofflager Halle 4 abgeglichen.',
  }),
  document('acme-regrev-ludwigshafen', 'SUBSTANCE_REGISTER_REVIEW', {
    location: 'acme-loc-ludwigshafen',
    reviewedOn: day(-120),
    reviewedBy: 'acme-emp-anna',
    notes: 'Anlagenreiniger R 40 ergänzt, Sicherheitsdatenblätter auf Aktualität geprüft.',
  }),
];
