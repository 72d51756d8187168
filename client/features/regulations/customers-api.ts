import * as v from 'valibot';
import { requestJson, type SyncApiOptions } from '../../sync/sync-api';

const PATH = '/v2/regulations/customers';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const CustomerSchema = v.object({
  trimmedName: v.string(),
  fullName: v.string(),
  assignedRegulations: Count,
  requiredActions: Count,
  evaluations: v.nullable(
    v.object({ fulfilled: Count, notFulfilled: Count, open: Count, doesNotApply: Count, unevaluated: Count }),
  ),
});
const Answer = v.object({ customers: v.array(CustomerSchema) });

export type RegulationCustomer = v.InferOutput<typeof CustomerSchema>;

/** The manager's regulation customers with their counts (docs/domain/regulations.md RGL-13), read online. */
export async function loadCustomers(endpoint: SyncApiOptions): Promise<readonly RegulationCustomer[]> {
  return v.parse(Answer, await requestJson(endpoint, PATH, { method: 'GET' })).customers;
}
