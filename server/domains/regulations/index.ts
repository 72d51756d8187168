/**
 * Regulations across tenants on the server (docs/domain/regulations.md, decisions 0043 and 0044):
 * the operator's customer relation and the delivery of published regulations to customers.
 */

export { type CustomerOverview, customerOverview, type EvaluationCounts } from './customer-overview';
export {
  type CustomerRelation,
  customersOf,
  deleteCustomerRelation,
  putCustomerRelation,
} from './customer-relation';
export { REGULATION_CUSTOMERS_PATH, registerRegulationCustomerRoutes } from './customer-routes';
export { deliveredBlobOwner } from './delivered-blobs';
export { deliverAllTo, PUBLISH_REASON, WITHDRAW_REASON } from './delivery';
export { regulationsDomain } from './regulation-hooks';
