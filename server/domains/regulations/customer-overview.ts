import { and, eq, inArray } from 'drizzle-orm';
import { customerCopy } from '../../../shared/domain/regulations';
import type { DocumentData } from '../../../shared/entities/entity';
import type { Tenant } from '../../auth/identity';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema';
import { customersOf } from './customer-relation';
import { isOwnRegulation } from './delivery';

/** Counts of a customer's evaluations of the actions addressed to it, by state (decision 0043). */
export interface EvaluationCounts {
  readonly fulfilled: number;
  readonly notFulfilled: number;
  readonly open: number;
  readonly doesNotApply: number;
  readonly unevaluated: number;
}

/** One row of the regulation customers list (spec route /regulations/customers). */
export interface CustomerOverview {
  readonly trimmedName: string;
  readonly fullName: string;
  /** Published regulations of the manager delivered to this customer. */
  readonly assignedRegulations: number;
  /** Required actions addressed to this customer in them. */
  readonly requiredActions: number;
  /** Only when the operator lets the customer share its evaluations; otherwise null. */
  readonly evaluations: EvaluationCounts | null;
}

type Addressed = ReadonlyMap<string, ReadonlySet<string>>;

/** The actions each delivered regulation addresses to this customer, by regulation id. */
function addressedActions(
  regulations: readonly { id: string; data: DocumentData }[],
  customer: string,
  provider: string,
) {
  const addressed = new Map<string, Set<string>>();
  for (const regulation of regulations) {
    const copy = customerCopy(regulation.data, customer, provider);
    if (!copy) continue;
    const actions = Array.isArray(copy.requiredActions) ? (copy.requiredActions as { id: string }[]) : [];
    addressed.set(regulation.id, new Set(actions.map((action) => action.id)));
  }
  return addressed;
}

/**
 * RGL-13: the state of each addressed action by the customer's latest evaluation of it;
 * read only in the customer's tenant and answered as counts, never as documents.
 */
async function evaluationCounts(db: Db, customer: Tenant, addressed: Addressed): Promise<EvaluationCounts> {
  const ids = [...addressed.keys()];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ data: documents.data, updatedAt: documents.updatedAt })
          .from(documents)
          .where(
            and(
              eq(documents.tenantId, customer.id),
              eq(documents.type, 'REGULATION_EVALUATION'),
              eq(documents.deleted, false),
            ),
          )
          .all();
  const latest = new Map<string, { state: string; at: number }>();
  for (const { data, updatedAt } of rows) {
    const regulation = String(data.regulation);
    const action = String(data.requiredAction ?? '');
    if (!addressed.get(regulation)?.has(action)) continue;
    const key = `${regulation}/${action}`;
    const state = data.applicability === 'DOES_NOT_APPLY' ? 'DOES_NOT_APPLY' : String(data.fulfilment ?? 'OPEN');
    const known = latest.get(key);
    if (!known || known.at < updatedAt) latest.set(key, { state, at: updatedAt });
  }
  const states = [...latest.values()].map((entry) => entry.state);
  const count = (state: string) => states.filter((candidate) => candidate === state).length;
  const total = [...addressed.values()].reduce((sum, actions) => sum + actions.size, 0);
  return {
    fulfilled: count('FULFILLED'),
    notFulfilled: count('NOT_FULFILLED'),
    open: count('OPEN'),
    doesNotApply: count('DOES_NOT_APPLY'),
    unevaluated: total - latest.size,
  };
}

/** The regulation customers list of a manager tenant (RGL-13, decision 0043). */
export async function customerOverview(db: Db, manager: Tenant): Promise<CustomerOverview[]> {
  const relations = await customersOf(db, manager.id);
  if (relations.length === 0) return [];
  const regulations = (
    await db
      .select({ id: documents.id, type: documents.type, data: documents.data })
      .from(documents)
      .where(
        and(eq(documents.tenantId, manager.id), inArray(documents.type, ['REGULATION']), eq(documents.deleted, false)),
      )
      .all()
  ).filter(isOwnRegulation);
  return Promise.all(
    relations.map(async ({ customer, sharesEvaluations }) => {
      const addressed = addressedActions(regulations, customer.trimmedName, manager.fullName);
      return {
        trimmedName: customer.trimmedName,
        fullName: customer.fullName,
        assignedRegulations: addressed.size,
        requiredActions: [...addressed.values()].reduce((sum, actions) => sum + actions.size, 0),
        evaluations: sharesEvaluations ? await evaluationCounts(db, customer, addressed) : null,
      };
    }),
  );
}
