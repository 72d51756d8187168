import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * A file of the file list (domain.md §3 File): the uploaded blob (`file`, by SHA-256) and its
 * name, size in bytes, media type and upload time. Files have no place in the organisation;
 * they are governed by the company-information resource (§6 names no files resource).
 */
export const file = defineEntity({
  type: 'FILE',
  label: /*i18n*/ { id: 'entity.file', message: 'File' },
  pluralLabel: /*i18n*/ { id: 'entity.file.plural', message: 'Files' },
  resource: 'COMPANY_INFORMATION',
  module: null,
  titleField: 'name',
  scope: { fields: [] },
  fields: {
    name: { kind: 'text', label: LABELS.name, maxLength: 255, required: true, column: true },
    size: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.file.size', message: 'Size (bytes)' },
      integer: true,
      min: 0,
      column: true,
    },
    type: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.file.type', message: 'File type' },
      maxLength: 255,
      column: true,
    },
    createdAt: { kind: 'date', label: LABELS.createdAt, time: true, column: true },
    file: {
      kind: 'file',
      label: /*i18n*/ { id: 'field.file.file', message: 'File' },
      accept: 'any',
      required: true,
    },
  },
});
