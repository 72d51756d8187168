import { DOCUMENT_TYPES } from '../enums/entity-types';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * A comment on a document (domain.md §2 "Comments and history tabs"), synced like any document.
 * Whoever may see the target may see its comments: the comment takes the target's place in the
 * organisation, and the server checks the target's resource (hence `ALL` here, no resource of its own).
 */
export const comment = defineEntity({
  type: 'COMMENT',
  label: /*i18n*/ { id: 'entity.comment', message: 'Comment' },
  pluralLabel: /*i18n*/ { id: 'entity.comment.plural', message: 'Comments' },
  resource: 'ALL',
  module: null,
  titleField: 'text',
  scope: { fields: ['target'] },
  fields: {
    target: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.comment.target', message: 'Document' },
      to: DOCUMENT_TYPES,
      required: true,
      column: true,
    },
    text: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.comment.text', message: 'Comment' },
      multiline: true,
      maxLength: 5000,
      required: true,
      column: true,
    },
    author: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.comment.author', message: 'Author' },
      to: ['EMPLOYEE'],
      column: true,
    },
    createdAt: { kind: 'date', label: LABELS.createdAt, time: true, column: true },
  },
});
