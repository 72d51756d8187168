import { defineEntity } from './entity';
import { regulationCoreFields } from './regulation-fields';

/**
 * A tenant's own regulation entry (domain.md §3 Individual regulation). The spec calls its
 * fields "the same as a regulation"; read here as a regulation without what only a provider
 * does with one: no customers (tenantIds), no publishing (isPublished) and no
 * required actions addressed to customers.
 */
export const individualRegulation = defineEntity({
  type: 'INDIVIDUAL_REGULATION',
  label: /*i18n*/ { id: 'entity.individualRegulation', message: 'Individual regulation' },
  pluralLabel: /*i18n*/ { id: 'entity.individualRegulation.plural', message: 'Individual regulations' },
  resource: 'REGULATIONS',
  module: 'REGULATION_MANAGEMENT_CUSTOMER',
  titleField: 'name',
  scope: { fields: [] },
  fields: regulationCoreFields,
});
