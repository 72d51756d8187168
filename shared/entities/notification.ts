import { NOTIFICATION_ACTIONS } from '../enums/catalogs';
import { DOCUMENT_TYPES, NOTIFIED_TYPES } from '../enums/entity-types';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * A notification (domain.md §3 "Notification"): which employee created, changed or deleted
 * which document, and whether it was read. Written by the server for one recipient (the
 * document's owner, docs/sync-spec.md R1–R3); the client only sets `isRead`. It takes the
 * document's place in the organisation; the server checks the document's resource. `title`
 * and `employeeName` are snapshots taken at the commit, so a notification about a deleted
 * document, or by an employee the recipient may not read, still says what happened.
 */
export const notification = defineEntity({
  type: 'NOTIFICATION',
  label: /*i18n*/ { id: 'entity.notification', message: 'Notification' },
  pluralLabel: /*i18n*/ { id: 'entity.notification.plural', message: 'Notifications' },
  resource: 'ALL',
  module: null,
  titleField: 'entityType',
  scope: { fields: ['document'] },
  access: { owned: { readAsTypeIn: 'entityType' }, clientPatchesOnly: ['isRead'] },
  fields: {
    action: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.notification.action', message: 'Action' },
      values: NOTIFICATION_ACTIONS,
      required: true,
      column: true,
    },
    employee: { kind: 'reference', label: LABELS.employee, to: ['EMPLOYEE'], column: true },
    entityType: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.notification.entityType', message: 'Type' },
      values: NOTIFIED_TYPES,
      required: true,
      column: true,
    },
    document: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.notification.document', message: 'Document' },
      to: DOCUMENT_TYPES,
      required: true,
      column: true,
    },
    title: { kind: 'text', label: /*i18n*/ { id: 'field.notification.title', message: 'Title' } },
    employeeName: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.notification.employeeName', message: 'Changed by' },
    },
    createdAt: { kind: 'date', time: true, label: LABELS.createdAt },
    isRead: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.notification.isRead', message: 'Read' },
      column: true,
    },
  },
});
