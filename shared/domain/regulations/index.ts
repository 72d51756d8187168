/**
 * Regulations across tenants (docs/domain/regulations.md): what a manager's customer receives
 * of a published regulation.
 */
export { customerCopy, regulationCustomers } from './customer-copy';
