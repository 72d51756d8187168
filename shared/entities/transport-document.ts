import { derivedTransportPoints } from '../domain/transport';
import { defineEntity } from './entity';
import { transportFields, transportRules } from './transport-fields';

/**
 * A transport document (domain.md §3 Transport document and transport draft): the ADR
 * transport document (Beförderungspapier) derived from a draft, which it names in `draft`;
 * later edits of the draft do not change it. Deleting it is irreversible.
 */
export const transportDocument = defineEntity({
  type: 'ADR_TRANSPORT_DOCUMENT',
  label: /*i18n*/ { id: 'entity.transportDocument', message: 'Transport document' },
  pluralLabel: /*i18n*/ { id: 'entity.transportDocument.plural', message: 'Transport documents' },
  resource: 'TRANSPORT_DOCUMENTS',
  module: 'ADR_TRANSPORT_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['location'] },
  fields: {
    ...transportFields,
    draft: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.transportDocument.draft', message: 'Derived from draft' },
      to: ['ADR_TRANSPORT_DRAFT'],
    },
  },
  rules: transportRules,
  derive: derivedTransportPoints,
});
