import { defineEntity } from './entity';
import type { FieldMap } from './fields';
import { regulationCoreFields, requiredActionFields } from './regulation-fields';

/**
 * A customer of a regulation: a tenant, by its trimmed name. The registry has no list of
 * plain texts, so customers are keyed items `{ id, tenant }` and two devices' additions merge.
 */
const customerFields = {
  tenant: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.regulation.tenantIds.tenant', message: 'Customer' },
    maxLength: 64,
    required: true,
  },
} as const satisfies FieldMap;

function tenantsOf(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'tenant' in item && typeof item.tenant === 'string'
      ? [item.tenant.trim()]
      : [],
  );
}

/**
 * A regulation of the legal register (domain.md §3 Regulation), kept by the regulation
 * provider (manager) and published to its customers (tenants).
 */
export const regulation = defineEntity({
  type: 'REGULATION',
  label: /*i18n*/ { id: 'entity.regulation', message: 'Regulation' },
  pluralLabel: /*i18n*/ { id: 'entity.regulation.plural', message: 'Regulations' },
  resource: 'REGULATIONS',
  module: 'REGULATION_MANAGEMENT_MANAGER',
  titleField: 'name',
  scope: { fields: [] },
  // Reports became documents of their own (REGULATION_REPORT, decision 0052); a stored list is dropped.
  retiredFields: ['reports'],
  // A customer tenant reads what its manager published to it and writes none of it (decision 0044).
  access: { readModules: ['REGULATION_MANAGEMENT_CUSTOMER'], deliveredField: 'publishedBy' },
  fields: {
    ...regulationCoreFields,
    isPublished: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.regulation.isPublished', message: 'Published' },
      column: true,
    },
    publishedBy: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.regulation.publishedBy', message: 'Published by' },
      maxLength: 200,
    },
    tenantIds: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.regulation.tenantIds', message: 'Customers' },
      fields: customerFields,
      required: true,
    },
    requiredActions: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.regulation.requiredActions', message: 'Required actions' },
      fields: {
        tenantIds: {
          kind: 'keyedList',
          label: /*i18n*/ { id: 'field.regulation.requiredActions.tenantIds', message: 'Concerned customers' },
          fields: customerFields,
        },
        ...requiredActionFields,
      },
    },
  },
  rules: [
    {
      message: /*i18n*/ { id: 'rule.regulation.uniqueCustomers', message: 'Each customer may be chosen only once' },
      path: ['tenantIds'],
      valid: (data) => {
        const tenants = tenantsOf(data.tenantIds);
        return new Set(tenants).size === tenants.length;
      },
    },
  ],
});
