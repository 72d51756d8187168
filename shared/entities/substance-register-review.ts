import { reviewDayInFuture } from '../domain/substances';
import { defineEntity } from './entity';

/**
 * A review of the hazardous substance register of one location (GefStoffV § 6 (12): reviewed at
 * least once a year; docs/domain/substances.md REG-8): on which day, by whom, and what it found.
 * Each review is kept, so the register shows the latest and its history shows every one
 * (docs/decisions/0029-register-review.md). Governed like the substances; it sits at its location.
 * A review is recorded for a day that has come (REG-11), on the device and on the server.
 */
export const substanceRegisterReview = defineEntity({
  type: 'SUBSTANCE_REGISTER_REVIEW',
  label: /*i18n*/ { id: 'entity.substanceRegisterReview', message: 'Substance register review' },
  pluralLabel: /*i18n*/ { id: 'entity.substanceRegisterReview.plural', message: 'Substance register reviews' },
  resource: 'SUBSTANCES',
  module: 'HAZARDOUS_SUBSTANCES',
  titleField: 'reviewedOn',
  scope: { fields: ['location'] },
  fields: {
    location: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.substanceRegisterReview.location', message: 'Location' },
      to: ['LOCATION'],
      required: true,
      column: true,
    },
    reviewedOn: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.substanceRegisterReview.reviewedOn', message: 'Reviewed on' },
      required: true,
      column: true,
    },
    reviewedBy: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.substanceRegisterReview.reviewedBy', message: 'Reviewed by' },
      to: ['EMPLOYEE'],
      required: true,
      column: true,
    },
    notes: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.substanceRegisterReview.notes', message: 'Notes' },
      maxLength: 2000,
      multiline: true,
    },
  },
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.substanceRegisterReview.reviewedOnFuture',
        message: 'A review can only be recorded for today or a day in the past',
      },
      path: ['reviewedOn'],
      valid: (data) => !reviewDayInFuture(data.reviewedOn, new Date()),
    },
  ],
});
