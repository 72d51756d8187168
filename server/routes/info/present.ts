import type { Principal } from '../../../shared/access/evaluate';
import { grantsOf } from '../../../shared/access/grants';
import type { ActiveEmployee, TenantInfo } from '../../../shared/api/info';
import type { Employee, Tenant } from '../../auth/identity';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function presentTenant(tenant: Tenant): TenantInfo {
  return {
    trimmedName: tenant.trimmedName,
    fullName: tenant.fullName,
    subscribedModules: tenant.subscribedModules,
    subscribedFeatures: tenant.subscribedFeatures,
  };
}

export function presentEmployee(employee: Employee, principal: Principal): ActiveEmployee {
  const { data } = employee;
  return {
    id: employee.id,
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: text(data.email),
    jobTitle: text(data.jobTitle),
    accessRoles: ids(data.accessRoles),
    locations: ids(data.locations),
    departments: ids(data.departments),
    grants: grantsOf(principal),
  };
}
