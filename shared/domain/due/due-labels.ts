import type { Label } from '../../entities/fields';
import type { DueItemKind } from './due-items';

/** What a due item is, as the due view, the calendar feed and the reminder mail name it. */
export const DUE_KIND_LABELS: Readonly<Record<DueItemKind, Label>> = {
  INSPECTION: /*i18n*/ { id: 'due.kind.INSPECTION', message: 'Inspection' },
  MAINTENANCE: /*i18n*/ { id: 'due.kind.MAINTENANCE', message: 'Maintenance' },
  QUALIFICATION: /*i18n*/ { id: 'due.kind.QUALIFICATION', message: 'Qualification renewal' },
  PERMIT: /*i18n*/ { id: 'due.kind.PERMIT', message: 'Permit expires' },
  RISK_ASSESSMENT: /*i18n*/ { id: 'due.kind.RISK_ASSESSMENT', message: 'Risk assessment revision' },
  INSTRUCTION_REVISION: /*i18n*/ { id: 'due.kind.INSTRUCTION_REVISION', message: 'Operating instruction revision' },
  MEASURE: /*i18n*/ { id: 'due.kind.MEASURE', message: 'Measure deadline' },
  EFFECTIVENESS_CHECK: /*i18n*/ { id: 'due.kind.EFFECTIVENESS_CHECK', message: 'Effectiveness check' },
  SAFETY_DATA_SHEET: /*i18n*/ { id: 'due.kind.SAFETY_DATA_SHEET', message: 'Safety data sheet older than two years' },
  REGISTER_REVIEW: /*i18n*/ { id: 'due.kind.REGISTER_REVIEW', message: 'Hazardous substance register review' },
  TRAINING: /*i18n*/ { id: 'due.kind.TRAINING', message: 'Training due' },
};
