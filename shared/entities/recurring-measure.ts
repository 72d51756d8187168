import type { DocumentData } from './entity';
import { defineEntity } from './entity';
import { MEASURE_FIELDS } from './measure';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
/** While a recurring measure recurs, it needs its interval and next deadline (domain.md §5). */
const recurring = (data: DocumentData) => data.isRecurring === true;

/**
 * A recurring measure (domain.md §3 Recurring measure): a measure with an interval in months;
 * at each next deadline a new measure is generated and listed in `generatedMeasures`.
 * `isRecurring` switched off pauses the recurrence; then interval and deadline may be empty.
 */
export const recurringMeasure = defineEntity({
  type: 'RECURRING_MEASURE',
  label: /*i18n*/ { id: 'entity.recurringMeasure', message: 'Recurring measure' },
  pluralLabel: /*i18n*/ { id: 'entity.recurringMeasure.plural', message: 'Recurring measures' },
  resource: 'MEASURES',
  module: 'MEASURE_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['origin'] },
  fields: {
    ...MEASURE_FIELDS,
    deadlineAt: { ...MEASURE_FIELDS.deadlineAt, column: false },
    isDone: { ...MEASURE_FIELDS.isDone, column: false },
    intervalInMonths: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.recurringMeasure.intervalInMonths', message: 'Interval (months)' },
      integer: true,
      min: 1,
      max: 1200,
      column: true,
    },
    nextDeadlineAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.recurringMeasure.nextDeadlineAt', message: 'Next deadline' },
      column: true,
    },
    generatedMeasures: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.recurringMeasure.generatedMeasures', message: 'Generated measures' },
      to: ['MEASURE'],
      multiple: true,
    },
  },
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.recurringMeasure.intervalInMonths',
        message: 'A recurring measure needs an interval in months',
      },
      path: ['intervalInMonths'],
      valid: (data) => !recurring(data) || isSet(data.intervalInMonths),
    },
    {
      message: /*i18n*/ {
        id: 'rule.recurringMeasure.nextDeadlineAt',
        message: 'A recurring measure needs the date of its next deadline',
      },
      path: ['nextDeadlineAt'],
      valid: (data) => !recurring(data) || isSet(data.nextDeadlineAt),
    },
  ],
});
