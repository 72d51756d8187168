import { derivedTransportPoints } from '../domain/transport';
import { defineEntity } from './entity';
import { transportFields, transportRules } from './transport-fields';

/**
 * A transport draft (domain.md §3 Transport document and transport draft): a reusable
 * ADR transport from which transport documents are derived.
 */
export const transportDraft = defineEntity({
  type: 'ADR_TRANSPORT_DRAFT',
  label: /*i18n*/ { id: 'entity.transportDraft', message: 'Transport draft' },
  pluralLabel: /*i18n*/ { id: 'entity.transportDraft.plural', message: 'Transport drafts' },
  resource: 'TRANSPORT_DOCUMENTS',
  module: 'ADR_TRANSPORT_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['location'] },
  fields: transportFields,
  rules: transportRules,
  derive: derivedTransportPoints,
});
