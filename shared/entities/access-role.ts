import { ACCESS_ACTIONS, ACCESS_RESOURCES, ORGANIZATION_SCOPES } from '../enums/access';
import type { DocumentData } from './entity';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/** The resources of a role's scopes; a scope without a resource is left to the field check. */
function scopeResources(data: DocumentData): unknown[] {
  const scopes = Array.isArray(data.scopes) ? (data.scopes as unknown[]) : [];
  return scopes.map((scope) =>
    scope && typeof scope === 'object' && 'resource' in scope ? scope.resource : undefined,
  );
}

/** domain.md §5 Role: no two scopes for the same resource, because their rules would overwrite each other. */
function oneScopePerResource(data: DocumentData): boolean {
  const resources = scopeResources(data).filter((resource) => resource !== undefined);
  return new Set(resources).size === resources.length;
}

/**
 * An access role (domain.md §3 Access role, §6): per resource one scope, whose rules grant an
 * action within an organisation scope; CUSTOM rules name their locations and departments.
 * Roles are assigned to employees (`employee.accessRoles`) and have no place in the organisation.
 */
export const accessRole = defineEntity({
  type: 'ACCESS_ROLE',
  label: /*i18n*/ { id: 'entity.accessRole', message: 'Access role' },
  pluralLabel: /*i18n*/ { id: 'entity.accessRole.plural', message: 'Access roles' },
  resource: 'ROLES',
  module: 'ACCESS_MANAGEMENT',
  titleField: 'name',
  scope: { fields: [] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    scopes: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.accessRole.scopes', message: 'Scopes' },
      required: true,
      fields: {
        resource: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.accessRole.scopes.resource', message: 'Resource' },
          values: ACCESS_RESOURCES,
          required: true,
        },
        rules: {
          kind: 'keyedList',
          label: /*i18n*/ { id: 'field.accessRole.scopes.rules', message: 'Rules' },
          fields: {
            action: {
              kind: 'enum',
              label: /*i18n*/ { id: 'field.accessRole.scopes.rules.action', message: 'Action' },
              values: ACCESS_ACTIONS,
              required: true,
            },
            organizationScope: {
              kind: 'enum',
              label: /*i18n*/ { id: 'field.accessRole.scopes.rules.organizationScope', message: 'Organisation scope' },
              values: ORGANIZATION_SCOPES,
              required: true,
            },
            locations: { kind: 'reference', label: LABELS.locations, to: ['LOCATION'], multiple: true },
            departments: { kind: 'reference', label: LABELS.departments, to: ['DEPARTMENT'], multiple: true },
          },
        },
      },
    },
  },
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.accessRole.oneScopePerResource',
        message: 'Each resource may have only one scope, because the rules would overwrite each other',
      },
      path: ['scopes'],
      valid: oneScopePerResource,
    },
  ],
});
